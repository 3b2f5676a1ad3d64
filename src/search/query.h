#pragma once
// The query language (docs/search.md):
//   words           ranked text; the last word matches as a prefix while it is being typed
//   "exact phrase"  required, words adjacent (typographic quotes work too)
//   -word -"phrase" -tag:X   exclude
//   a OR b          either satisfies that part of the query
//   tag:Badlands game:l5r kind:errata product:"Jagged Earth" printing:4 card:"Vengeance of the Dead"
// Parsing never fails: anything malformed is read as text, and a hint says how it was read.
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::search {

// A player's question runs to 40 words (about 250 bytes); past these limits the rest is cut, with a
// hint. Words beyond kMaxQueryTerms drop the stopwords first: they never score among content words.
constexpr size_t kMaxQueryBytes = 512;
constexpr size_t kMaxQueryTerms = 32;

enum class FilterField { Tag, Game, Kind, Product, Printing, Card };

struct Filter {
  FilterField field;
  std::string value;  // as typed (without quotes)
  bool negated = false;
};

struct QueryPart {
  enum class Type { Word, Phrase };
  Type type = Type::Word;
  std::string text;  // Word: one folded word; Phrase: the phrase as typed
  bool negated = false;
  bool or_next = false;   // "OR" joins this part to the next one
  bool prefix = false;    // the last word, still being typed
  bool stopword = false;  // Word: is_stopword(text), found once
};

struct ParsedQuery {
  std::vector<QueryPart> parts;
  std::vector<Filter> filters;
  std::vector<std::string> hints;
};

ParsedQuery parse_query(std::string_view query);

// Words too common to carry meaning alone ("the", "of", "can"...): they score little and are
// never expanded by prefix or typo matching.
bool is_stopword(std::string_view folded_word);

}  // namespace arbiter::search
