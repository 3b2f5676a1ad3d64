#pragma once
// A parsed query compiled against one index: what to look up and how to combine it.
//   group   one part of the query (a word, a synonym span, an OR chain, a quoted phrase);
//           a document's score sums its groups, and coverage counts the groups it satisfies
//   alt     one way to satisfy a group (the typed words, a synonym, one side of an OR)
//   slot    one word of an alt, with the index terms it may match (exact, completion, typo)
#include <cstdint>
#include <string>
#include <vector>

#include "search/index.h"
#include "search/query.h"

namespace arbiter::search {

struct Expansion {
  TermId term;
  float weight;  // 1 exact; less for completions, typos and synonyms
};

struct Slot {
  uint32_t exp_begin = 0, exp_end = 0;
};

struct Alt {
  uint32_t slot_begin = 0, slot_end = 0;
  float weight = 1;
  bool phrase = false;  // the slots must be adjacent, in order (quoted phrases)
};

struct Group {
  uint32_t alt_begin = 0, alt_end = 0;
  bool required = false;  // a quoted phrase: documents without it are dropped
  bool counts = true;     // counts toward coverage (stopwords do not)
  bool scored = true;     // false: stopwords among content words, kept only to spell names and synonyms
  float importance = 0;   // how much lacking it costs a document: its best term's idf (see compile_parts)
};

// Two typed content words in a row, with `gap` typed words from the first to the second (more than
// one when stopwords stood between them): found within `gap` words in a document, they are adjacent.
struct WordPair {
  uint32_t first, second;
  uint32_t gap;
};

// Slots are tracked in 64-bit masks while reading documents: a plan never has more (typed words
// take at most kMaxQueryTerms; phrases and synonyms the rest). Alts are at most slots.
constexpr size_t kMaxSlots = 64;

struct Plan {
  // The game the search is limited to (a game: filter, the app's game menu), or -1 for any: a word
  // the corpus lacks is read as a game term of this game first (see typed_slot).
  int open_game = -1;
  std::vector<Expansion> expansions;
  std::vector<Slot> slots;
  std::vector<Alt> alts;
  std::vector<Group> groups;
  std::vector<WordPair> adjacent_slots;  // consecutive typed content words: proximity bonus
  std::vector<uint32_t> names;           // multi-word names typed in the query
  std::vector<uint8_t> slot_alt;         // slot -> its alt
  std::vector<TermId> excluded_terms;
  std::vector<std::vector<TermId>> excluded_phrases;
  std::vector<std::string> hints;
  // The weight of the typed words no entry has, nor any word near them (kUnknownWordWeight, plan.cpp):
  // they rank nothing, but an answer that lacks them matched less of the question.
  float unknown_importance = 0;

  void clear();
  size_t counted_groups() const;
  size_t required_groups() const;
  float counted_importance() const;  // of the groups that count
};

// Adds the plan for the text parts of a parsed query (filters are handled separately).
void compile_parts(const Index& index, const std::vector<QueryPart>& parts, Plan& plan);

}  // namespace arbiter::search
