#pragma once
// The vocabulary of the index. Index terms are stems ("ravag"); the words as written ("ravaging")
// are kept too, sorted for prefix completion and bucketed by length with a letter mask for typo
// matching. Both are fixed after freeze(); queries only read them.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace arbiter::search {

using TermId = uint32_t;
class TypoMatcher;

struct WordMatch {
  TermId term;
  uint32_t word;        // index of the written word (Lexicon::word)
  uint8_t distance;     // typos between the query word and the written word (0 for completions)
  uint8_t word_length;  // length of the written word
};

class Lexicon {
 public:
  // Building: the stem of a written word, added if new.
  TermId intern(std::string_view word);
  void freeze();  // freeze_words, then find_isolated over every word
  // freeze in steps (the app finishes its index in short tasks, docs/startup.md): the words sorted
  // and bucketed, then which words are isolated, `words` words a call; true while some remain.
  // Any steps give what freeze gives.
  void freeze_words();
  bool find_isolated(size_t words);

  size_t term_count() const { return term_offsets_.size() - 1; }
  std::string_view term(TermId id) const {
    return std::string_view(term_chars_).substr(term_offsets_[id], term_offsets_[id + 1] - term_offsets_[id]);
  }
  std::optional<TermId> find_stem(std::string_view stem) const;

  // Where a typed word falls among the written words: looked up once per typed word, then used
  // for its term, its completions and its typo neighbours.
  struct Place {
    uint32_t at = 0;       // the first written word >= the typed word
    bool written = false;  // the typed word is that word
  };
  Place place(std::string_view word) const;
  // The typed word's index term: a written word's own, else its stem's if the index has it.
  std::optional<TermId> term_of(std::string_view word, Place place) const;

  // Every written word starting with prefix (placed at `place`), appended to out in string order.
  void complete(std::string_view prefix, Place place, std::vector<WordMatch>& out) const;
  // True when some written word starts with prefix (placed at `place`).
  bool starts_words(std::string_view prefix, Place place) const {
    return place.at < word_count() && word(place.at).substr(0, prefix.size()) == prefix;
  }
  // Written words within max_distance typos of word (distance >= 1; exact words are not reported).
  void near(std::string_view word, int max_distance, std::vector<WordMatch>& out) const;
  // True when the typed word is a written word and no word of another term is within one typo of
  // it (found once by freeze): most words typed as written then need no typo lookup at all.
  bool isolated(Place place) const;
  // True when the written word is a stop word (is_stopword): never an expansion of another word.
  bool stopword(uint32_t word) const { return stopwords_[word / 64] >> (word % 64) & 1; }

  size_t word_count() const { return word_term_.size(); }
  std::string_view word(size_t i) const {
    return std::string_view(word_chars_).substr(word_offsets_[i], word_offsets_[i + 1] - word_offsets_[i]);
  }

  size_t memory_bytes() const;

 private:
  TermId intern_stem(std::string_view stem);
  // Appends the word at by-length slot `slot` if it is within max_distance typos of the query.
  // matcher: for two typos or more (null for one).
  void check_near(uint32_t slot, std::string_view query, const TypoMatcher* matcher, int max_distance,
                  std::vector<WordMatch>& out) const;

  std::unordered_map<std::string, TermId> building_terms_;
  std::unordered_map<std::string, TermId> building_words_;

  std::string term_chars_;
  std::vector<uint32_t> term_offsets_{0};
  std::vector<TermId> terms_sorted_;  // term ids in string order, for exact lookup

  std::string word_chars_;  // written words in string order
  std::vector<uint32_t> word_offsets_;
  std::vector<TermId> word_term_;
  std::vector<uint32_t> length_start_;  // words by length: [length_start_[n], length_start_[n+1])
  std::vector<uint32_t> by_length_word_;
  std::vector<uint32_t> by_length_mask_;      // typo signatures (lexicon.cpp), parallel to by_length_word_
  std::vector<uint32_t> by_length_ending_;    // each bucket's slots again, sorted by their last two letters
  std::vector<uint64_t> isolated_;            // bit per written word (see isolated)
  size_t isolated_checked_ = 0;               // words find_isolated has looked up so far
  std::vector<uint64_t> stopwords_;           // bit per written word (see stopword)
  std::vector<uint32_t> first_letter_start_;  // written words by first byte, to narrow place()
};

}  // namespace arbiter::search
