#pragma once
// Highlights in the title and a snippet of the answer around its best match. Positions come from the
// forward index (which words matched); byte ranges from re-reading only the words shown.
#include <cstdint>
#include <vector>

#include "search/index.h"
#include "search/search.h"

namespace arbiter::search {

// term_slots: non-zero for every index term the query matches.
void add_highlights_and_snippet(const Index& index, const std::vector<uint64_t>& term_slots, uint32_t doc,
                                size_t snippet_bytes, Result& result);

}  // namespace arbiter::search
