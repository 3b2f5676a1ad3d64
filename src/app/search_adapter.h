#pragma once
// The app's view of search: ranked hits with the byte ranges to highlight in the title and in a
// snippet of the answer, filtered by game, kind, product and tag.
#include <string>
#include <vector>

#include "app/routes.h"
#include "corpus/entry.h"

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

class SearchAdapter {
 public:
  void build(const std::vector<corpus::Entry>& entries, const std::string& synonyms_json);
  // An empty query lists every entry that passes the filters, in corpus order.
  std::vector<Hit> run(const std::string& query, const SearchFilters& filters, size_t limit) const;

 private:
  struct Doc {
    const corpus::Entry* entry;
    std::string title_lc, body, body_lc, tags_lc;
  };
  std::vector<Doc> docs_;
};

bool passes(const corpus::Entry& e, const SearchFilters& f);

}  // namespace arbiter::app
