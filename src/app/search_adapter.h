#pragma once
// The app's view of search (src/search): ranked hits with the byte ranges to highlight in the
// title and the snippet. The filter menus become query-language filters (game:si tag:"Badlands"),
// so typing a filter and picking it from a menu do the same thing.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "app/routes.h"
#include "corpus/entry.h"

namespace arbiter::search {
struct Index;
class IndexBuilder;
struct Synonyms;
}  // namespace arbiter::search

namespace arbiter::app {

struct Mark {
  size_t begin = 0, end = 0;  // byte offsets into the string they belong to
};

struct Hit {
  const corpus::Entry* entry = nullptr;
  double score = 0;
  std::string snippet;
  std::vector<Mark> title_marks, snippet_marks;
};

struct SearchOutcome {
  std::vector<Hit> hits;
  size_t total = 0;                        // matching entries (hits holds the best `limit`)
  std::vector<std::string> hints;          // how a malformed query was read
  std::string did_you_mean;                // a corrected query when nothing matched
  bool weak = false;                       // the best hit has little of what was asked (search::SearchResponse)
  const corpus::Entry* summary = nullptr;  // then the closest rules summary, if one matched
};

class SearchAdapter {
 public:
  SearchAdapter();
  ~SearchAdapter();
  // Takes the entries to search and checks the synonyms; the index itself is built on first need
  // (build_index), or a few entries at a time (build_index_step), which the app does after its
  // first frame, so a page opening on a ruling draws before it pays for the index. Throws
  // std::runtime_error (naming the file and JSON path) on bad synonyms.
  void load(const std::vector<corpus::Entry>& entries, const std::string& synonyms_json);
  bool indexed() const { return index_ != nullptr; }
  // Adds up to `entries` more entries to the index being built, or when all are in takes a step
  // of its finish (search::IndexBuilder::finish_step); true while steps remain.
  bool build_index_step(size_t entries);
  // Builds the rest of the index at once (a search before the steps are over is searched whole).
  void build_index() const;
  // An empty query without filters lists every entry in corpus order (no index needed).
  SearchOutcome run(const std::string& query, const SearchFilters& filters, size_t limit) const;

 private:
  mutable std::unique_ptr<search::Index> index_;           // a cache of entries_ and synonyms_
  mutable std::unique_ptr<search::IndexBuilder> builder_;  // the index being built, entries [0, added_)
  mutable size_t added_ = 0;
  std::unique_ptr<search::Synonyms> synonyms_;
  const std::vector<corpus::Entry>* entries_ = nullptr;
  std::map<std::string, const corpus::Entry*, std::less<>> by_id_;
};

// The query-language text for the filter menus: ` game:si kind:errata tag:"Badlands"`.
std::string filter_query(const SearchFilters& f);

}  // namespace arbiter::app
