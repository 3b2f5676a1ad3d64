#pragma once
// Benchmark corpora as plain text files every engine reads the same way: one document per line,
// tab-separated fields (id, game, kind, source, title, tags, names, answer, products), lists
// joined with U+001F. Queries: one per line, "category<TAB>query".
#include <string>
#include <vector>

#include "search/document.h"

namespace arbiter::bench {

void write_corpus(const std::string& path, const std::vector<search::Document>& docs);
std::vector<search::Document> read_corpus(const std::string& path);

struct BenchQuery {
  std::string category;  // exact, multi, prefix, typo
  std::string text;
};
void write_queries(const std::string& path, const std::vector<BenchQuery>& queries);
std::vector<BenchQuery> read_queries(const std::string& path);

// Deterministic synthetic corpus of n documents built from the real corpus' vocabulary: titles and
// answers are runs of consecutive real words (so phrases and word frequencies stay realistic),
// tags and names are drawn from the real ones.
std::vector<search::Document> synthesize(const std::vector<search::Document>& real, size_t n, uint64_t seed);

// The query set: single words, multi-word runs from titles, partial words (as typed), one-typo words.
std::vector<BenchQuery> make_queries(const std::vector<search::Document>& real, size_t per_category, uint64_t seed);

}  // namespace arbiter::bench
