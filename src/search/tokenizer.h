#pragma once
// Splitting text into words. A word is a run of letters or a run of digits (after folding) with
// internal apostrophes joined ("don't" -> "dont") and a possessive "'s" dropped ("Ocean's" ->
// "ocean"). Hyphens, "&", slashes and all other punctuation separate words, and so does a change
// between letters and digits: players type "p19" for "p. 19" and "+2F" for "+2 F". The index and
// the query use the same function, and highlights use its byte ranges.
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

#include "search/fold.h"

namespace arbiter::search {

constexpr size_t kMaxWordBytes = 48;  // longer runs are cut: they are never real words

struct WordSpan {
  std::string_view word;  // folded, not stemmed; valid only during the callback
  uint32_t begin = 0;     // byte range in the original text
  uint32_t end = 0;
};

namespace detail {
// A word being read, on the stack: reading words never touches the heap. A run longer than the
// buffer is cut there first (it is cut to kMaxWordBytes anyway).
struct WordBuffer {
  char bytes[4 * kMaxWordBytes];
  size_t size = 0;
  void push(char c) {
    if (size < sizeof bytes) bytes[size++] = c;
  }
  void append(std::string_view s) {
    for (char c : s) push(c);
  }
};
}  // namespace detail

// Calls emit(const WordSpan&) for each word of text, in order. If emit returns bool, false stops.
template <class Emit>
void for_each_word(std::string_view text, Emit&& emit) {
  detail::WordBuffer word;
  size_t begin = 0, end = 0;
  bool in_word = false, pending_apostrophe = false, digits = false;  // digits: the word is a run of digits
  // Returns false when the caller asked to stop.
  auto flush = [&]() -> bool {
    in_word = false;
    pending_apostrophe = false;
    if (word.size >= 2 && word.bytes[word.size - 2] == '\'' && word.bytes[word.size - 1] == 's') word.size -= 2;
    size_t kept = 0;
    for (size_t k = 0; k < word.size; ++k)
      if (word.bytes[k] != '\'') word.bytes[kept++] = word.bytes[k];
    word.size = kept < kMaxWordBytes ? kept : kMaxWordBytes;
    if (word.size == 0) return true;
    WordSpan span{std::string_view(word.bytes, word.size), static_cast<uint32_t>(begin), static_cast<uint32_t>(end)};
    if constexpr (std::is_same_v<decltype(emit(span)), bool>) return emit(span);
    else emit(span);
    return true;
  };
  // A letter (digit false) or a digit at byte `at`: it continues the word or starts one.
  auto start_letter = [&](size_t at, bool digit) -> bool {
    if (in_word && digit != digits && !flush()) return false;
    digits = digit;
    if (!in_word) {
      in_word = true;
      word.size = 0;
      begin = at;
    } else if (pending_apostrophe) {
      word.push('\'');
    }
    pending_apostrophe = false;
    return true;
  };
  for (size_t i = 0; i < text.size();) {
    const size_t at = i;
    const unsigned char c = static_cast<unsigned char>(text[i]);
    std::string_view f;
    if (c < 0x80) {  // ASCII fast path: the common case by far
      ++i;
      const bool upper = c >= 'A' && c <= 'Z', digit = c >= '0' && c <= '9';
      if (upper || (c >= 'a' && c <= 'z') || digit) {
        if (!start_letter(at, digit)) return;
        word.push(static_cast<char>(upper ? c | 0x20 : c));
        end = i;
        continue;
      }
      if (c == '\'') f = "'";
    } else {
      f = fold_code_point(decode_utf8(text, i));
    }
    if (f == "'") {
      pending_apostrophe = in_word;
      continue;
    }
    if (f.empty()) {
      if (in_word && !flush()) return;
      continue;
    }
    if (!start_letter(at, f[0] >= '0' && f[0] <= '9')) return;  // a full-width digit is a digit
    word.append(f);
    end = i;
  }
  if (in_word) flush();
}

namespace detail {
// How for_each_word_span reads a byte: most of the text is ASCII and needs only this table.
enum SpanClass : uint8_t { kSeparator, kLetter, kDigit, kApostrophe, kMultiByte };
struct SpanClasses {
  uint8_t of[256];
  constexpr SpanClasses() : of() {
    for (int c = 0; c < 256; ++c)
      of[c] = c >= 0x80                                          ? kMultiByte
              : (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ? kLetter
              : c >= '0' && c <= '9'                             ? kDigit
              : c == '\''                                        ? kApostrophe
                                                                 : kSeparator;
  }
};
inline bool in_word_class(uint8_t c) { return c == kLetter || c == kDigit; }
inline constexpr SpanClasses kSpanClasses{};

// The class of the character starting at text[i] (a multi-byte one), advancing i past it.
inline SpanClass multi_byte_class(std::string_view text, size_t& i) {
  if (static_cast<unsigned char>(text[i]) == 0xE2 && i + 2 < text.size() &&
      static_cast<unsigned char>(text[i + 1]) == 0x80 && (static_cast<unsigned char>(text[i + 2]) & 0xC0) == 0x80) {
    // U+2000..U+203F, the typographic punctuation of the rulings (’ “ ” – — …): no letters
    const unsigned char last = static_cast<unsigned char>(text[i + 2]);
    i += 3;
    return last == 0x98 || last == 0x99 ? kApostrophe : kSeparator;  // ‘ ’ are apostrophes
  }
  std::string_view f = fold_code_point(decode_utf8(text, i));
  return f == "'" ? kApostrophe : f.empty() ? kSeparator : f[0] >= '0' && f[0] <= '9' ? kDigit : kLetter;
}
}  // namespace detail

// The byte ranges of the same words as for_each_word, without folding them: for highlights.
// Calls emit(begin, end); if emit returns bool, false stops.
template <class Emit>
void for_each_word_span(std::string_view text, Emit&& emit) {
  using namespace detail;
  auto call = [&](size_t begin, size_t end) {
    if constexpr (std::is_same_v<decltype(emit(uint32_t{}, uint32_t{})), bool>) {
      return emit(static_cast<uint32_t>(begin), static_cast<uint32_t>(end));
    } else {
      emit(static_cast<uint32_t>(begin), static_cast<uint32_t>(end));
      return true;
    }
  };
  size_t begin = 0, end = 0;
  bool in_word = false;
  SpanClass run = kLetter;  // of the word being read: letters or digits
  for (size_t i = 0; i < text.size();) {
    const size_t at = i;
    SpanClass c = static_cast<SpanClass>(kSpanClasses.of[static_cast<unsigned char>(text[i])]);
    if (c == kMultiByte) c = multi_byte_class(text, i);
    else ++i;
    if (c == kApostrophe) continue;  // joins or ends a word, never starts one
    if (c == kLetter || c == kDigit) {
      if (in_word && c != run && !call(begin, end)) return;  // letters to digits or back: a new word
      if (!in_word || c != run) begin = at;
      in_word = true;
      run = c;
      while (i < text.size() && kSpanClasses.of[static_cast<unsigned char>(text[i])] == c)
        ++i;  // the rest of an ASCII run
      end = i;
    } else if (in_word) {
      in_word = false;
      if (!call(begin, end)) return;
    }
  }
  if (in_word) call(begin, end);
}

}  // namespace arbiter::search
