#pragma once
// Filters (tag: game: kind: product: printing: card:) resolved to the documents they keep.
#include <string>
#include <vector>

#include "search/index.h"
#include "search/query.h"

namespace arbiter::search {

struct ResolvedFilters {
  bool active = false;                      // at least one filter restricts the results
  std::vector<std::vector<uint32_t>> keep;  // each: sorted documents; a result must be in all of them
  std::vector<uint32_t> drop;               // documents excluded by negated filters
  std::vector<QueryPart> as_phrases;        // card: names not found, searched as required phrases instead
  int game = -1;                            // the game a game: filter keeps (an index of Index::game_names), or -1
  std::vector<std::string> hints;
};

ResolvedFilters resolve_filters(const Index& index, const std::vector<Filter>& filters);

}  // namespace arbiter::search
