#pragma once
// Building blocks for generated HTML: escaping of every piece of text (element content and
// attribute values alike) and URL-safe page names.
#include <string>
#include <string_view>

namespace arbiter::site {

// Escapes & < > " ' so the result is safe as element text and inside a quoted attribute value.
// C0 control characters other than tab, newline and carriage return (which HTML forbids) become
// spaces.
std::string escape(std::string_view text);

// Whether an entry id can name a page folder and URL segment as it is: [A-Za-z0-9_.-]+, not
// starting with a dot. Anything else is refused rather than written to disk.
bool is_page_name(std::string_view id);

// Shortens text to at most `max_bytes` bytes at a word boundary (never inside a UTF-8 sequence),
// adding "…" when cut; runs of whitespace collapse to one space.
std::string summary(std::string_view text, size_t max_bytes);

}  // namespace arbiter::site
