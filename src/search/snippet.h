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

// When neither the title nor the answer has the query's words but a project's phrasing has (asked_words: the
// phrasing's matched word indexes, in order), the snippet shows that phrasing: why the entry came up.
void show_phrasing_snippet(const Index& index, uint32_t phrasing, const std::vector<uint32_t>& asked_words,
                           Result& result);

}  // namespace arbiter::search
