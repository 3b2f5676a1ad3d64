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

namespace {
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The '*' that closes an emphasis opened at `open`, or npos: the next '*' that follows a non-space.
size_t emphasis_close(std::string_view text, size_t open) {
  if (open + 1 >= text.size() || is_blank(text[open + 1]) || text[open + 1] == '*') return std::string_view::npos;
  for (size_t at = text.find('*', open + 2); at != std::string_view::npos; at = text.find('*', at + 1)) {
    if (at + 1 < text.size() && text[at + 1] == '*') return std::string_view::npos;  // "**" is not emphasis
    if (!is_blank(text[at - 1])) return at;
  }
  return std::string_view::npos;
}
}  // namespace

std::vector<size_t> emphasis_marks(std::string_view text) {
  std::vector<size_t> marks;
  for (size_t at = text.find('*'); at != std::string_view::npos; at = text.find('*', at + 1)) {
    if (at > 0 && text[at - 1] == '*') continue;
    const size_t close = emphasis_close(text, at);
    if (close == std::string_view::npos) continue;
    marks.push_back(at);
    marks.push_back(close);
    at = close;
  }
  return marks;
}

std::vector<Span> emphasis_spans(std::string_view text) {
  std::vector<Span> spans;
  auto add = [&](std::string_view part, bool emphasis) {
    if (part.empty()) return;
    if (!spans.empty() && spans.back().emphasis == emphasis) spans.back().text += part;
    else spans.push_back({std::string(part), emphasis});
  };
  const auto marks = emphasis_marks(text);
  size_t from = 0;
  for (size_t i = 0; i + 1 < marks.size(); i += 2) {
    add(text.substr(from, marks[i] - from), false);
    add(text.substr(marks[i] + 1, marks[i + 1] - marks[i] - 1), true);
    from = marks[i + 1] + 1;
  }
  add(text.substr(from), false);
  return spans;
}

std::string without_emphasis(std::string_view text) {
  std::string out;
  for (const auto& s : emphasis_spans(text)) out += s.text;
  return out;
}

}  // namespace arbiter::corpus
