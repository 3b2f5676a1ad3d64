#include "corpus/text.h"

namespace arbiter::corpus {

std::string to_string(Game g) { return words(g).id; }

std::string to_string(Kind k) { return words(k).id; }

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
  if (const GameWords* g = find_game(s)) return g->game;
  return std::nullopt;
}

std::string kind_ids() {
  std::string out;
  for (const auto& k : kind_words()) out += (out.empty() ? "\"" : ", \"") + std::string(k.id) + "\"";
  return out;
}

std::optional<Kind> parse_kind(std::string_view s) {
  for (const auto& k : kind_words())
    if (s == k.id) return k.kind;
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

}  // namespace arbiter::corpus
