#pragma once
// Names of the corpus enums as they appear in JSON, and the answer as plain text. Every word for a
// kind or a game (ids, labels, page names) comes with it, from vocabulary.h.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/entry.h"
#include "corpus/vocabulary.h"

namespace arbiter::corpus {

std::string to_string(Game g);         // "spirit-island", "l5r-celestial"
std::string to_string(Kind k);         // "errata", "faq", "rule", "fragment", "summary"
std::string kind_ids();                // every kind's id quoted, for messages: "\"errata\", \"faq\", ..."
std::string to_string(Block::Type t);  // "paragraph", "bullets", "steps", "footnote"
std::optional<Game> parse_game(std::string_view s);
std::optional<Kind> parse_kind(std::string_view s);
std::optional<Block::Type> parse_block_type(std::string_view s);

// Inline runs joined; footnote markers render as "[1]" / "[†]".
std::string inline_text(const std::vector<Inline>& runs);
// The answer as plain text: one line per paragraph, "• " / "◦ " list items indented two spaces per
// level, "1. " steps, footnotes as "[1] ...". Lines joined with '\n'.
std::string plain_text(const std::vector<Block>& blocks);

// Markdown emphasis as the sources write it ("*Slow and Silent Death*", "*(e.g., …)*"): the text
// in runs, each emphasised or not. A '*' opens before a non-space and closes after one, with its
// partner later in the text; any other '*' is literal text.
struct Span {
  std::string text;
  bool emphasis = false;
  bool operator==(const Span& o) const { return text == o.text && emphasis == o.emphasis; }
};
std::vector<Span> emphasis_spans(std::string_view text);
// The text without its emphasis markers: for <title>, share previews and other plain text.
std::string without_emphasis(std::string_view text);
// The byte offsets of the asterisks that open and close each emphasised run, in pairs (the same
// reading as emphasis_spans): for emphasis found across the runs of a rich text.
std::vector<size_t> emphasis_marks(std::string_view text);

}  // namespace arbiter::corpus
