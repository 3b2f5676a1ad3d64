#include "search/lexicon.h"

#include <algorithm>
#include <numeric>

#include "search/edit_distance.h"
#include "search/stem.h"
#include "search/tokenizer.h"

namespace arbiter::search {

// A word's typo signature: which letters it has (20 bits; rarer letters and digits share bits)
// and its first and last characters (6 bits each). One edit changes at most two letter bits, and
// keeps the first or the last character of a word of three or more.
constexpr uint32_t kLetterBits = 0xFFFFFu;
static uint32_t signature(std::string_view word) {
  static constexpr char kOwnBit[] = "etaoinsrhldcumfpgwyb";  // the commonest letters in English
  uint32_t m = 0;
  for (char c : word) {
    const char* own = std::char_traits<char>::find(kOwnBit, 20, c);
    m |= own ? 1u << (own - kOwnBit) : 1u << (19 - (static_cast<unsigned char>(c) % 3));
  }
  if (word.empty()) return m;
  return m | (static_cast<uint32_t>(word.front()) & 63u) << 20 | (static_cast<uint32_t>(word.back()) & 63u) << 26;
}

TermId Lexicon::intern_stem(std::string_view stem) {
  auto [it, fresh] = building_terms_.emplace(std::string(stem), static_cast<TermId>(term_count()));
  if (fresh) {
    term_chars_.append(stem);
    term_offsets_.push_back(static_cast<uint32_t>(term_chars_.size()));
  }
  return it->second;
}

TermId Lexicon::intern(std::string_view word) {
  auto found = building_words_.find(std::string(word));
  if (found != building_words_.end()) return found->second;
  TermId id = intern_stem(stem(word));
  building_words_.emplace(std::string(word), id);
  return id;
}

void Lexicon::freeze() {
  terms_sorted_.resize(term_count());
  std::iota(terms_sorted_.begin(), terms_sorted_.end(), 0);
  std::sort(terms_sorted_.begin(), terms_sorted_.end(), [&](TermId a, TermId b) { return term(a) < term(b); });

  std::vector<std::pair<std::string, TermId>> words(building_words_.begin(), building_words_.end());
  std::sort(words.begin(), words.end());
  word_chars_.clear();
  word_offsets_.assign(1, 0);
  word_term_.clear();
  for (const auto& [w, t] : words) {
    word_chars_ += w;
    word_offsets_.push_back(static_cast<uint32_t>(word_chars_.size()));
    word_term_.push_back(t);
  }
  length_start_.assign(kMaxWordBytes + 2, 0);
  for (size_t i = 0; i < word_count(); ++i) ++length_start_[word(i).size() + 1];
  for (size_t n = 1; n < length_start_.size(); ++n) length_start_[n] += length_start_[n - 1];
  by_length_word_.assign(word_count(), 0);
  by_length_mask_.assign(word_count(), 0);
  std::vector<uint32_t> fill(length_start_.begin(), length_start_.end() - 1);
  for (size_t i = 0; i < word_count(); ++i) {
    uint32_t slot = fill[word(i).size()]++;
    by_length_word_[slot] = static_cast<uint32_t>(i);
    by_length_mask_[slot] = signature(word(i));
  }
  building_terms_ = {};
  building_words_ = {};
  term_chars_.shrink_to_fit();
  word_chars_.shrink_to_fit();
}

std::optional<TermId> Lexicon::find_stem(std::string_view stem) const {
  auto it = std::lower_bound(terms_sorted_.begin(), terms_sorted_.end(), stem,
                             [&](TermId id, std::string_view s) { return term(id) < s; });
  if (it != terms_sorted_.end() && term(*it) == stem) return *it;
  return std::nullopt;
}

void Lexicon::complete(std::string_view prefix, std::vector<WordMatch>& out) const {
  size_t lo = 0, hi = word_count();
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (word(mid) < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (size_t i = lo; i < word_count(); ++i) {
    std::string_view w = word(i);
    if (w.compare(0, prefix.size(), prefix) != 0) break;
    out.push_back({word_term_[i], static_cast<uint32_t>(i), 0, static_cast<uint8_t>(w.size())});
  }
}

void Lexicon::near(std::string_view query, int max_distance, std::vector<WordMatch>& out) const {
  if (max_distance <= 0 || query.size() > kMaxWordBytes) return;
  const uint32_t qsig = signature(query);
  const TypoMatcher matcher(query);
  const int max_letter_gap = 2 * max_distance;  // one edit adds and/or removes at most two letters
  const bool same_end = max_distance == 1 && query.size() >= 3;  // then the first or last stays
  size_t min_len = query.size() > static_cast<size_t>(max_distance) ? query.size() - max_distance : 1;
  size_t max_len = std::min(query.size() + max_distance, kMaxWordBytes);
  for (size_t len = min_len; len <= max_len; ++len) {
    for (uint32_t slot = length_start_[len]; slot < length_start_[len + 1]; ++slot) {
      const uint32_t diff = by_length_mask_[slot] ^ qsig;
      if (popcount32(diff & kLetterBits) > max_letter_gap) continue;
      if (same_end && (diff >> 20 & 63u) && (diff >> 26)) continue;
      uint32_t w = by_length_word_[slot];
      int d = matcher.distance(word(w), max_distance);
      if (d >= 1 && d <= max_distance)
        out.push_back({word_term_[w], w, static_cast<uint8_t>(d), static_cast<uint8_t>(len)});
    }
  }
}

size_t Lexicon::memory_bytes() const {
  return term_chars_.capacity() + term_offsets_.capacity() * 4 + terms_sorted_.capacity() * 4 +
         word_chars_.capacity() + word_offsets_.capacity() * 4 + word_term_.capacity() * 4 +
         length_start_.capacity() * 4 + by_length_word_.capacity() * 4 + by_length_mask_.capacity() * 4;
}

}  // namespace arbiter::search
