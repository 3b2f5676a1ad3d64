#include "search/lexicon.h"

#include <algorithm>
#include <numeric>

#include "search/edit_distance.h"
#include "search/stem.h"
#include "search/tokenizer.h"

namespace arbiter::search {

// Letters present in a word (digits share six bits): one edit changes at most two bits.
static uint32_t letter_mask(std::string_view word) {
  uint32_t m = 0;
  for (char c : word) m |= c >= 'a' && c <= 'z' ? 1u << (c - 'a') : 1u << (26 + (c - '0') % 6);
  return m;
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
    by_length_mask_[slot] = letter_mask(word(i));
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
  const uint32_t qmask = letter_mask(query);
  const TypoMatcher matcher(query);
  const int max_mask_gap = 2 * max_distance;  // one edit adds and/or removes at most two letters
  size_t min_len = query.size() > static_cast<size_t>(max_distance) ? query.size() - max_distance : 1;
  size_t max_len = std::min(query.size() + max_distance, kMaxWordBytes);
  for (size_t len = min_len; len <= max_len; ++len) {
    for (uint32_t slot = length_start_[len]; slot < length_start_[len + 1]; ++slot) {
      if (popcount32(by_length_mask_[slot] ^ qmask) > max_mask_gap) continue;
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
