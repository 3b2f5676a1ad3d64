#pragma once
// What the search engine indexes about one ruling. Kept separate from corpus::Entry so the engine
// can index synthetic corpora in benchmarks and so its fields are exactly the searchable ones.
#include <string>
#include <vector>

#include "corpus/entry.h"

namespace arbiter::search {

struct Printings {
  std::string product;         // "Jagged Earth"
  std::vector<int> printings;  // empty = all printings
};

struct Document {
  std::string id;
  std::string game;    // "spirit-island", "l5r-celestial"
  std::string kind;    // "errata", "faq", "rule", "fragment"
  std::string source;  // page name
  std::string title;
  std::vector<std::string> tags;
  std::vector<std::string> names;  // cards, spirits, adversaries... mentioned (with owners)
  std::string answer;              // plain text
  std::vector<std::string> asked;  // its question in other words, the project's (data/asked.json)
  std::vector<Printings> applies_to;
};

Document from_entry(const corpus::Entry& entry);

}  // namespace arbiter::search
