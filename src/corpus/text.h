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

std::string to_string(Game g);        // "spirit-island", "l5r-celestial"
std::string to_string(Kind k);        // "errata", "faq", "rule", "fragment", "summary"
std::string kind_ids();               // every kind's id quoted, for messages: "\"errata\", \"faq\", ..."
std::string to_string(Block::Type t); // "paragraph", "bullets", "steps", "footnote"
std::optional<Game> parse_game(std::string_view s);
std::optional<Kind> parse_kind(std::string_view s);
std::optional<Block::Type> parse_block_type(std::string_view s);

// Inline runs joined; footnote markers render as "[1]" / "[†]".
std::string inline_text(const std::vector<Inline>& runs);
// The answer as plain text: one line per paragraph, "• " / "◦ " list items indented two spaces per
// level, "1. " steps, footnotes as "[1] ...". Lines joined with '\n'.
std::string plain_text(const std::vector<Block>& blocks);

}  // namespace arbiter::corpus
