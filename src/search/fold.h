#pragma once
// Folding text to the ASCII spelling the index compares: lower case, accents removed, compatibility
// forms (full-width letters and digits, ligatures) as their plain letters, typographic quotes and
// dashes mapped to their plain forms. Everything works on UTF-8 byte offsets so that
// highlights point back into the original text.
#include <string>
#include <string_view>

namespace arbiter::search {

// Decodes the code point at text[i] and advances i past it. Invalid or truncated sequences decode
// as U+FFFD one byte at a time, so any byte string can be scanned.
char32_t decode_utf8(std::string_view text, size_t& i);

// The folded spelling of one code point: lower-case ASCII letters or digits ("é" -> "e", "Æ" -> "ae",
// and compatibility forms as NFKC has them: full-width "Ａ" -> "a", "１" -> "1", "ﬁ" -> "fi", "²" -> "2"),
// "'" for apostrophes (' ’ ‘ ʼ), or empty for separators (space, punctuation, quotes, dashes, symbols).
std::string_view fold_code_point(char32_t c);

// A whole string folded to words separated by single spaces: "Branch & Claw" -> "branch claw".
// Used to compare filter values and names regardless of case, accents and punctuation.
std::string fold_words(std::string_view text);

}  // namespace arbiter::search
