#pragma once
// Names of the corpus enums as they appear in JSON, and the answer as plain text.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/entry.h"

namespace arbiter::corpus {

std::string to_string(Game g);        // "spirit-island", "l5r-celestial"
std::string to_string(Kind k);        // "errata", "faq", "rule", "fragment"
std::string to_string(Block::Type t); // "paragraph", "bullets", "steps", "footnote"
std::optional<Game> parse_game(std::string_view s);
std::optional<Kind> parse_kind(std::string_view s);
std::optional<Block::Type> parse_block_type(std::string_view s);

// Inline runs joined; footnote markers render as "[1]" / "[†]".
std::string inline_text(const std::vector<Inline>& runs);
// The answer as plain text: one line per paragraph, "• " / "◦ " list items indented two spaces per
// level, "1. " steps, footnotes as "[1] ...". Lines joined with '\n'.
std::string plain_text(const std::vector<Block>& blocks);

// Markdown emphasis as the sources write it ("If an effect *(e.g., A Year of Perfect Stillness)*
// skips…"): the byte offsets of the asterisks that open and close each emphasised run, in pairs.
// An asterisk opens only before a non-space and closes only after one; "**" is not emphasis.
std::vector<size_t> emphasis_marks(std::string_view s);
// The text with those asterisks removed (tab titles, forum copies, plain text).
std::string without_emphasis_marks(std::string_view s);

}  // namespace arbiter::corpus
