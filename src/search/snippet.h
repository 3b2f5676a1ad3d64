#pragma once
// Highlights in the title and a snippet of the answer around its best match. Which words matched
// comes from the postings' positions; where answer words start, from the index (title words are
// re-read: titles are short).
#include <cstdint>
#include <vector>

#include "search/index.h"
#include "search/search.h"

namespace arbiter::search {

// A query word found in the answer: its word index and the query slots it matches.
struct AnswerMatch {
  uint32_t word;
  uint64_t slots;
};

// title_words: indexes of the title words the query matched; answer_matches: in word order.
void add_highlights_and_snippet(const Index& index, uint32_t doc, const std::vector<uint32_t>& title_words,
                                const std::vector<AnswerMatch>& answer_matches, size_t snippet_bytes, Result& result);

}  // namespace arbiter::search
