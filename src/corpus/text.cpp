#include "corpus/text.h"

namespace arbiter::corpus {

std::string to_string(Game g) { return g == Game::SpiritIsland ? "spirit-island" : "l5r-celestial"; }

std::string to_string(Kind k) {
  switch (k) {
    case Kind::Errata: return "errata";
    case Kind::Faq: return "faq";
    case Kind::Rule: return "rule";
    case Kind::Fragment: return "fragment";
  }
  return "";
}

std::string to_string(Block::Type t) {
  switch (t) {
    case Block::Type::Paragraph: return "paragraph";
    case Block::Type::Bullets: return "bullets";
    case Block::Type::Steps: return "steps";
    case Block::Type::Footnote: return "footnote";
  }
  return "";
}

std::optional<Game> parse_game(std::string_view s) {
  if (s == "spirit-island") return Game::SpiritIsland;
  if (s == "l5r-celestial") return Game::L5rCelestial;
  return std::nullopt;
}

std::optional<Kind> parse_kind(std::string_view s) {
  for (Kind k : {Kind::Errata, Kind::Faq, Kind::Rule, Kind::Fragment})
    if (s == to_string(k)) return k;
  return std::nullopt;
}

std::optional<Block::Type> parse_block_type(std::string_view s) {
  for (auto t : {Block::Type::Paragraph, Block::Type::Bullets, Block::Type::Steps, Block::Type::Footnote})
    if (s == to_string(t)) return t;
  return std::nullopt;
}

std::string inline_text(const std::vector<Inline>& runs) {
  std::string out;
  for (const auto& r : runs) {
    out += r.text;
    if (r.footnote > 0) out += "[" + std::to_string(r.footnote) + "]";
    if (!r.symbol.empty()) out += "[" + r.symbol + "]";
  }
  return out;
}

static void list_lines(const std::vector<ListItem>& items, bool steps, int depth, std::string& out) {
  int n = 0;
  for (const auto& item : items) {
    if (!out.empty()) out += '\n';
    out += std::string(2 * depth, ' ');
    if (steps) out += std::to_string(++n) + ". ";
    else out += depth == 0 ? "• " : "◦ ";
    out += inline_text(item.text);
    list_lines(item.children, false, depth + 1, out);
  }
}

std::string plain_text(const std::vector<Block>& blocks) {
  std::string out;
  for (const auto& b : blocks) {
    switch (b.type) {
      case Block::Type::Paragraph:
        if (!out.empty()) out += '\n';
        out += inline_text(b.text);
        break;
      case Block::Type::Footnote:
        if (!out.empty()) out += '\n';
        out += "[" + (b.symbol.empty() ? std::to_string(b.footnote_number) : b.symbol) + "] " + inline_text(b.text);
        break;
      case Block::Type::Bullets: list_lines(b.items, false, 0, out); break;
      case Block::Type::Steps: list_lines(b.items, true, 0, out); break;
    }
  }
  return out;
}

std::vector<size_t> emphasis_marks(std::string_view s) {
  std::vector<size_t> out;
  const auto star = [&](size_t i) { return i < s.size() && s[i] == '*'; };
  for (size_t i = 0; i + 2 < s.size(); ++i) {
    if (!star(i) || star(i + 1) || (i > 0 && star(i - 1)) || s[i + 1] == ' ') continue;
    for (size_t j = i + 2; j < s.size(); ++j) {
      if (!star(j)) continue;
      if (star(j + 1) || s[j - 1] == ' ') break;  // not a closing mark: this asterisk stays text
      out.push_back(i);
      out.push_back(j);
      i = j;
      break;
    }
  }
  return out;
}

std::string without_emphasis_marks(std::string_view s) {
  std::string out(s);
  const auto marks = emphasis_marks(s);
  for (auto it = marks.rbegin(); it != marks.rend(); ++it) out.erase(*it, 1);
  return out;
}

}  // namespace arbiter::corpus
