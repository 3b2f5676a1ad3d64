// The corpus loaded a few entries at a time (CorpusLoader) gives what loading it at once gives:
// the same entries and the same problems, with the file and JSON path, whatever the slices.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "corpus/entry_json.h"
#include "corpus/loader.h"
#include "corpus_test_util.h"

using namespace arbiter;
using nlohmann::ordered_json;

namespace {

const std::string kFile = "data/corpus.json";

std::string committed_text() { return test::read_file(test::repo_path("data/corpus.json")); }

struct Sliced {
  corpus::LoadResult result;
  size_t steps = 0;
};

Sliced load_sliced(const std::string& text, size_t per_step) {
  corpus::CorpusLoader loader(text, kFile);
  Sliced s;
  while (loader.step(per_step)) ++s.steps;
  ++s.steps;
  s.result = loader.take();
  return s;
}

std::vector<std::string> messages(const corpus::LoadResult& r) {
  std::vector<std::string> out;
  for (const auto& p : r.problems) out.push_back(corpus::format_problem(p));
  return out;
}

// Both results hold the same entries (as their JSON) and the same problems, in order.
void check_same(const corpus::LoadResult& sliced, const corpus::LoadResult& whole) {
  CHECK(messages(sliced) == messages(whole));
  REQUIRE(sliced.corpus.has_value() == whole.corpus.has_value());
  if (!whole.corpus) return;
  REQUIRE(sliced.corpus->entries.size() == whole.corpus->entries.size());
  for (size_t i = 0; i < whole.corpus->entries.size(); ++i)
    CHECK(nlohmann::json(sliced.corpus->entries[i]) == nlohmann::json(whole.corpus->entries[i]));
}

}  // namespace

TEST_CASE("the committed corpus loaded in slices equals the corpus loaded at once") {
  const std::string text = committed_text();
  const auto whole = corpus::load_corpus_text(text, kFile);
  REQUIRE(whole.corpus);
  const size_t n = whole.corpus->entries.size();
  for (size_t per_step : {size_t(1), size_t(2), size_t(7), n - 1, n, n + 1}) {
    CAPTURE(per_step);
    const auto sliced = load_sliced(text, per_step);
    check_same(sliced.result, whole);
    // One step finds the entries, one per slice reads them, one checks the links.
    CHECK(sliced.steps == 1 + (n + per_step - 1) / per_step + 1);
  }
}

TEST_CASE("each step reads at most its slice, and every entry read is seen before the result") {
  const std::string text = committed_text();
  corpus::CorpusLoader loader(text, kFile);
  CHECK(loader.step(5));
  CHECK(loader.entries_read() == 0);  // the first step only finds them
  CHECK(loader.step(5));
  CHECK(loader.entries_read() == 5);
  CHECK(loader.step(1));
  CHECK(loader.entries_read() == 6);
  const auto whole = corpus::load_corpus_text(text, kFile);
  CHECK(loader.entry(5).id == whole.corpus->entries[5].id);
  while (loader.step(1000)) {}
  CHECK(loader.done());
  CHECK(loader.take().corpus->entries.size() == whole.corpus->entries.size());
}

TEST_CASE("a bad entry in any slice gives the file, the JSON path and the expectation") {
  const ordered_json doc = ordered_json::parse(committed_text());
  using Damage = void (*)(ordered_json & entries, size_t bad);
  const std::pair<const char*, Damage> damages[] = {
      {"a missing field", [](ordered_json& entries, size_t bad) { entries[bad].erase("title"); }},
      {"a wrong type", [](ordered_json& entries, size_t bad) { entries[bad]["tags"] = 5; }},
      {"a dangling link", [](ordered_json& entries, size_t bad) { entries[bad]["related"] = {"no-such-entry"}; }},
      {"a duplicate id",
       [](ordered_json& entries, size_t bad) { entries[bad]["id"] = entries[bad == 0 ? 1 : 0]["id"]; }}};
  // Slices of 4: entries 3 and 4 sit on either side of the first boundary, 0 and the last at the ends.
  const size_t last = doc["entries"].size() - 1;
  for (const auto& kind : damages)
    for (size_t bad : {size_t(0), size_t(3), size_t(4), last}) {
      const char* what = kind.first;  // (no structured binding: CAPTURE's lambda takes it, which clang 14 refuses)
      const Damage& damage = kind.second;
      CAPTURE(what);
      CAPTURE(bad);
      ordered_json damaged = doc;
      damage(damaged["entries"], bad);
      const std::string text = damaged.dump(1);
      const auto whole = corpus::load_corpus_text(text, kFile);
      REQUIRE_FALSE(whole.problems.empty());
      CHECK(whole.problems.front().json_path.rfind("/entries/", 0) == 0);
      check_same(load_sliced(text, 4).result, whole);
      check_same(load_sliced(text, 1).result, whole);
    }
}

TEST_CASE("a corpus the slices cannot read is reported as loading it at once reports it") {
  const std::string text = committed_text();
  const size_t second_entry = text.find("{", text.find("\"entries\"") + 12);
  std::string broken_entry = text;
  broken_entry.insert(text.find("\"title\"", second_entry), "\"title\" 1, ");  // not JSON, inside one entry
  std::string bad_utf8 = text;
  bad_utf8[text.find("\"title\"", second_entry) + 10] = '\xff';
  for (const std::string& bad :
       {broken_entry, bad_utf8, std::string("[]"), std::string("{\"schema\": 2, \"entries\": []}"),
        std::string("{\"schema\": 1}"), std::string("{\"entries\": {}}"), std::string(""),
        std::string("{\"schema\": 1, \"entries\": [], \"entries\": [1]}")}) {
    CAPTURE(bad.substr(0, 60));
    const auto whole = corpus::load_corpus_text(bad, kFile);
    CHECK_FALSE(whole.corpus);
    check_same(load_sliced(bad, 3).result, whole);
  }
}
