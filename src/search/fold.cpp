#include "search/fold.h"

namespace arbiter::search {

char32_t decode_utf8(std::string_view text, size_t& i) {
  unsigned char b0 = static_cast<unsigned char>(text[i]);
  if (b0 < 0x80) {
    ++i;
    return b0;
  }
  size_t extra = (b0 & 0xE0) == 0xC0 ? 1 : (b0 & 0xF0) == 0xE0 ? 2 : (b0 & 0xF8) == 0xF0 ? 3 : 0;
  if (extra == 0 || i + extra >= text.size()) {
    ++i;
    return 0xFFFD;
  }
  char32_t c = b0 & (0x3F >> extra);
  for (size_t k = 1; k <= extra; ++k) {
    unsigned char b = static_cast<unsigned char>(text[i + k]);
    if ((b & 0xC0) != 0x80) {
      ++i;
      return 0xFFFD;
    }
    c = (c << 6) | (b & 0x3F);
  }
  i += extra + 1;
  return c;
}

// U+00C0..U+00FF and U+0100..U+017F: the base letter of each accented letter ('.' = not a letter).
static constexpr std::string_view kLatin1 = "aaaaaa.ceeeeiiiidnooooo.ouuuuyt.aaaaaa.ceeeeiiiidnooooo.ouuuuyty";
static constexpr std::string_view kLatinExtA =
    "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiiijjkkkllllllllllnnnnnnnnnoooooooorrrrrrssssssssttttttuuuuuuuuuu"
    "uuwwyyyzzzzzzs";

// U+FB00..U+FB06, the Latin ligatures, as their letters (as NFKC spells them).
static constexpr std::string_view kLigatures[] = {"ff", "fi", "fl", "ffi", "ffl", "st", "st"};

std::string_view fold_code_point(char32_t c) {
  static constexpr std::string_view kSingle[26] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m",
                                                   "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z"};
  static constexpr std::string_view kDigits[10] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
  // Compatibility forms first (what NFKC folds for Latin text): full-width ASCII (U+FF01..U+FF5E,
  // typed by East Asian input methods) is its ASCII character, so "ｂａｄｌａｎｄｓ" is "badlands".
  if (c >= 0xFF01 && c <= 0xFF5E) c -= 0xFF01 - 0x21;
  if (c >= 0xFB00 && c <= 0xFB06) return kLigatures[c - 0xFB00];
  if (c == 0xB2 || c == 0xB3) return kDigits[c - 0xB0];  // superscript two and three
  if (c == 0xB9) return kDigits[1];
  if (c >= 'a' && c <= 'z') return kSingle[c - 'a'];
  if (c >= 'A' && c <= 'Z') return kSingle[c - 'A'];
  if (c >= '0' && c <= '9') return kDigits[c - '0'];
  if (c == '\'' || c == 0x2019 || c == 0x2018 || c == 0x02BC) return "'";
  if (c == 0xC6 || c == 0xE6) return "ae";
  if (c == 0xDF) return "ss";
  if (c == 0x152 || c == 0x153) return "oe";
  if (c >= 0xC0 && c <= 0xFF) {
    char base = kLatin1[c - 0xC0];
    return base == '.' ? std::string_view() : kSingle[base - 'a'];
  }
  if (c >= 0x100 && c < 0x100 + kLatinExtA.size()) return kSingle[kLatinExtA[c - 0x100] - 'a'];
  return {};
}

std::string fold_words(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool pending_space = false;
  for (size_t i = 0; i < text.size();) {
    std::string_view f = fold_code_point(decode_utf8(text, i));
    if (f == "'") continue;  // "Ocean's" -> "oceans": apostrophes join, they never split
    if (f.empty()) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) out += ' ';
    pending_space = false;
    out += f;
  }
  return out;
}

}  // namespace arbiter::search
