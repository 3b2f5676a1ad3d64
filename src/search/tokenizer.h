#pragma once
// Splitting text into words. A word is a run of letters and digits (after folding) with internal
// apostrophes joined ("don't" -> "dont") and a possessive "'s" dropped ("Ocean's" -> "ocean").
// Hyphens, "&", slashes and all other punctuation separate words. The index and the query use the
// same function, and highlights use its byte ranges.
#include <cstdint>
#include <string>
#include <string_view>

#include "search/fold.h"

namespace arbiter::search {

constexpr size_t kMaxWordBytes = 48;  // longer runs are cut: they are never real words

struct WordSpan {
  std::string_view word;  // folded, not stemmed; valid only during the callback
  uint32_t begin = 0;     // byte range in the original text
  uint32_t end = 0;
};

// Calls emit(const WordSpan&) for each word of text, in order.
template <class Emit>
void for_each_word(std::string_view text, Emit&& emit) {
  std::string word;
  size_t begin = 0, end = 0;
  bool in_word = false, pending_apostrophe = false;
  auto flush = [&] {
    if (word.size() >= 2 && word.compare(word.size() - 2, 2, "'s") == 0) word.resize(word.size() - 2);
    size_t kept = 0;
    for (char ch : word)
      if (ch != '\'') word[kept++] = ch;
    word.resize(kept < kMaxWordBytes ? kept : kMaxWordBytes);
    if (!word.empty()) emit(WordSpan{word, static_cast<uint32_t>(begin), static_cast<uint32_t>(end)});
    in_word = false;
    pending_apostrophe = false;
  };
  for (size_t i = 0; i < text.size();) {
    size_t at = i;
    std::string_view f = fold_code_point(decode_utf8(text, i));
    if (f == "'") {
      pending_apostrophe = in_word;
      continue;
    }
    if (f.empty()) {
      if (in_word) flush();
      continue;
    }
    if (!in_word) {
      in_word = true;
      word.clear();
      begin = at;
    } else if (pending_apostrophe) {
      word += '\'';
    }
    pending_apostrophe = false;
    word += f;
    end = i;
  }
  if (in_word) flush();
}

}  // namespace arbiter::search
