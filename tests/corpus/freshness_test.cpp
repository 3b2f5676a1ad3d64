// The committed data/ is exactly what scripts/import.sh produces from ../shared/sources today.
#include <doctest/doctest.h>

#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;

TEST_CASE("data/corpus.json and data/id-map.json equal a fresh import (run scripts/import.sh if not)") {
  auto result = fresh_import();
  for (const auto& p : result.problems) MESSAGE(corpus::format_problem(p));
  REQUIRE(result.problems.empty());
  std::string committed = read_file(repo_path("data/corpus.json"));
  bool corpus_fresh = result.corpus_text == committed;
  CHECK_MESSAGE(corpus_fresh, "data/corpus.json is stale: run scripts/import.sh");
  bool map_fresh = result.id_map_text == read_file(repo_path("data/id-map.json"));
  CHECK_MESSAGE(map_fresh, "data/id-map.json is stale: run scripts/import.sh");
  auto loaded = corpus::load_corpus_text(committed, "data/corpus.json");
  CHECK(loaded.problems.empty());
  REQUIRE(loaded.corpus);
  CHECK(loaded.corpus->entries.size() == result.entries.size());
}
