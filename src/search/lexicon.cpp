#include "search/lexicon.h"

#include <algorithm>
#include <numeric>

#include "search/edit_distance.h"
#include "search/query.h"
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

// a < b, byte by byte: vocabulary words are short, and in wasm a call to memcmp costs more than this.
static bool less(std::string_view a, std::string_view b) {
  const size_t n = a.size() < b.size() ? a.size() : b.size();
  for (size_t i = 0; i < n; ++i)
    if (a[i] != b[i]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[i]);
  return a.size() < b.size();
}

// a's first n bytes against b's (both at least n long): <0, 0, >0 as memcmp
static int compare_head(std::string_view a, std::string_view b, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (a[i] != b[i]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[i]) ? -1 : 1;
  return 0;
}

// The same for the last n bytes, read backwards: the order of words spelled backwards.
static int compare_tail(std::string_view a, std::string_view b, size_t n) {
  for (size_t i = 1; i <= n; ++i) {
    const unsigned char x = static_cast<unsigned char>(a[a.size() - i]),
                        y = static_cast<unsigned char>(b[b.size() - i]);
    if (x != y) return x < y ? -1 : 1;
  }
  return 0;
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
  freeze_words();
  while (find_isolated(word_count())) {}
}

void Lexicon::freeze_words() {
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
  for (size_t i = 0; i < word_count(); ++i) {  // in string order: each bucket stays sorted
    uint32_t slot = fill[word(i).size()]++;
    by_length_word_[slot] = static_cast<uint32_t>(i);
    by_length_mask_[slot] = signature(word(i));
  }
  by_length_ending_.resize(word_count());
  std::iota(by_length_ending_.begin(), by_length_ending_.end(), 0);
  for (size_t n = 0; n + 1 < length_start_.size(); ++n)  // a bucket's words all have length n
    std::sort(by_length_ending_.begin() + length_start_[n], by_length_ending_.begin() + length_start_[n + 1],
              [&](uint32_t a, uint32_t b) {
                return compare_tail(word(by_length_word_[a]), word(by_length_word_[b]), n) < 0;
              });
  first_letter_start_.assign(257, 0);
  for (size_t i = 0; i < word_count(); ++i) ++first_letter_start_[static_cast<unsigned char>(word(i)[0]) + 1];
  for (size_t c = 1; c < first_letter_start_.size(); ++c) first_letter_start_[c] += first_letter_start_[c - 1];
  stopwords_.assign((word_count() + 63) / 64, 0);
  for (size_t i = 0; i < word_count(); ++i)
    if (is_stopword(word(i))) stopwords_[i / 64] |= uint64_t{1} << (i % 64);
  isolated_.assign((word_count() + 63) / 64, ~uint64_t{0});
  isolated_checked_ = 0;
  building_terms_ = {};
  building_words_ = {};
  term_chars_.shrink_to_fit();
  word_chars_.shrink_to_fit();
}

bool Lexicon::find_isolated(size_t words) {
  // One typo is symmetric: a neighbour found for one word marks both, and a word already marked
  // needs no lookup of its own (this runs at every app start). Words are looked up in order, so
  // any steps mark what one pass marks.
  auto mark_not_isolated = [&](size_t i) { isolated_[i / 64] &= ~(uint64_t{1} << (i % 64)); };
  std::vector<WordMatch> near_words;
  const size_t end = isolated_checked_ + std::min(words, word_count() - isolated_checked_);
  for (size_t i = isolated_checked_; i < end; ++i) {
    if (!(isolated_[i / 64] >> (i % 64) & 1)) continue;
    near_words.clear();
    near(word(i), 1, near_words);
    for (const WordMatch& m : near_words)
      if (m.term != word_term_[i]) {
        mark_not_isolated(i);
        mark_not_isolated(m.word);
      }
  }
  isolated_checked_ = end;
  return isolated_checked_ < word_count();
}

std::optional<TermId> Lexicon::find_stem(std::string_view stem) const {
  auto it = std::lower_bound(terms_sorted_.begin(), terms_sorted_.end(), stem,
                             [&](TermId id, std::string_view s) { return less(term(id), s); });
  if (it != terms_sorted_.end() && term(*it) == stem) return *it;
  return std::nullopt;
}

Lexicon::Place Lexicon::place(std::string_view w) const {
  const unsigned first = w.empty() ? 0 : static_cast<unsigned char>(w[0]);
  uint32_t lo = first_letter_start_[first], hi = first_letter_start_[first + 1];
  while (lo < hi) {
    const uint32_t mid = lo + (hi - lo) / 2;
    if (less(word(mid), w)) lo = mid + 1;
    else hi = mid;
  }
  return {lo, lo < word_count() && word(lo) == w};
}

std::optional<TermId> Lexicon::term_of(std::string_view w, Place p) const {
  if (p.written) return word_term_[p.at];
  return find_stem(stem(w));
}

bool Lexicon::isolated(Place p) const { return p.written && (isolated_[p.at / 64] >> (p.at % 64) & 1); }

void Lexicon::complete(std::string_view prefix, Place p, std::vector<WordMatch>& out) const {
  for (size_t i = p.at; i < word_count(); ++i) {
    std::string_view w = word(i);
    if (w.compare(0, prefix.size(), prefix) != 0) break;
    out.push_back({word_term_[i], static_cast<uint32_t>(i), 0, static_cast<uint8_t>(w.size())});
  }
}

void Lexicon::check_near(uint32_t slot, std::string_view query, const TypoMatcher* matcher, int max_distance,
                         std::vector<WordMatch>& out) const {
  const uint32_t w = by_length_word_[slot];
  const std::string_view candidate = word(w);
  const int d = matcher ? matcher->distance(candidate, max_distance) : distance_within_one(query, candidate);
  if (d >= 1 && d <= max_distance)
    out.push_back({word_term_[w], w, static_cast<uint8_t>(d), static_cast<uint8_t>(candidate.size())});
}

// Written words of nearby lengths, filtered by signature before the distance. One typo in a query
// of n >= 4 letters leaves in place either its first (n-1)/2 letters or the rest but one at its end
// (the typo, a transposition included, touches at most two neighbouring letters): the words of a
// length bucket starting like the query are one block of it (sorted by spelling), and those ending
// like it one block of by_length_ending_ (sorted by spelling backwards), each found by binary search
// and a few words long. Shorter or two-typo queries scan the buckets.
void Lexicon::near(std::string_view query, int max_distance, std::vector<WordMatch>& out) const {
  if (max_distance <= 0 || query.size() > kMaxWordBytes) return;
  const uint32_t qsig = signature(query);
  std::optional<TypoMatcher> two_typos;  // the bit-parallel distance is for two typos; one is simpler
  if (max_distance > 1) two_typos.emplace(query);
  const TypoMatcher* matcher = two_typos ? &*two_typos : nullptr;
  // An edit adds at most one letter the query lacks and removes at most one it has; each insertion
  // beyond the deletions (a longer word) is an edit that removes none, and the other way round.
  int max_added = 0, max_removed = 0;  // set per length
  auto similar = [&](uint32_t slot) {
    const uint32_t m = by_length_mask_[slot];
    return popcount32(m & ~qsig & kLetterBits) <= max_added && popcount32(qsig & ~m & kLetterBits) <= max_removed;
  };
  const bool by_ends = max_distance == 1 && query.size() >= 4;
  const size_t head = (query.size() - 1) / 2, tail = query.size() - 1 - head;  // kept letters, by_ends
  size_t min_len = query.size() > static_cast<size_t>(max_distance) ? query.size() - max_distance : 1;
  size_t max_len = std::min(query.size() + max_distance, kMaxWordBytes);
  for (size_t len = min_len; len <= max_len; ++len) {
    const uint32_t lo = length_start_[len], hi = length_start_[len + 1];
    max_added = max_distance - static_cast<int>(query.size() > len ? query.size() - len : 0);
    max_removed = max_distance - static_cast<int>(len > query.size() ? len - query.size() : 0);
    if (!by_ends) {
      for (uint32_t slot = lo; slot < hi; ++slot)
        if (similar(slot)) check_near(slot, query, matcher, max_distance, out);
      continue;
    }
    // the first of [from, to) for which below() is false (below holds for a prefix of the range)
    auto first_not_below = [](uint32_t from, uint32_t to, auto below) {
      while (from < to) {
        const uint32_t mid = from + (to - from) / 2;
        if (below(mid)) from = mid + 1;
        else to = mid;
      }
      return from;
    };
    auto head_at = [&](uint32_t slot) { return compare_head(word(by_length_word_[slot]), query, head); };
    const uint32_t begin = first_not_below(lo, hi, [&](uint32_t slot) { return head_at(slot) < 0; });
    uint32_t block_end = begin;
    for (; block_end < hi && head_at(block_end) == 0; ++block_end)
      if (similar(block_end)) check_near(block_end, query, matcher, max_distance, out);
    auto tail_at = [&](uint32_t k) { return compare_tail(word(by_length_word_[by_length_ending_[k]]), query, tail); };
    for (uint32_t k = first_not_below(lo, hi, [&](uint32_t k) { return tail_at(k) < 0; }); k < hi && tail_at(k) == 0;
         ++k) {
      const uint32_t slot = by_length_ending_[k];
      if ((slot < begin || slot >= block_end) && similar(slot)) check_near(slot, query, matcher, max_distance, out);
    }
  }
}

size_t Lexicon::memory_bytes() const {
  return term_chars_.capacity() + term_offsets_.capacity() * 4 + terms_sorted_.capacity() * 4 + word_chars_.capacity() +
         word_offsets_.capacity() * 4 + word_term_.capacity() * 4 + length_start_.capacity() * 4 +
         by_length_word_.capacity() * 4 + by_length_mask_.capacity() * 4 + by_length_ending_.capacity() * 4 +
         isolated_.capacity() * 8 + stopwords_.capacity() * 8 + first_letter_start_.capacity() * 4;
}

}  // namespace arbiter::search
