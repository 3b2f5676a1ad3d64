// data/asked.json: how players ask each ruling, merged into the entries' `asked` by the importer.
#include <doctest/doctest.h>

#include "corpus/loader.h"
#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;

namespace {

corpus::import::ImportResult import_with(const std::string& asked_text) {
  std::vector<corpus::Problem> problems;
  auto in =
      corpus::import::read_import_inputs(source_files(), repo_path("data"), repo_path("data/scenarios"), problems);
  REQUIRE(problems.empty());
  in.asked_text = asked_text;
  in.asked_file = "data/asked.json";
  return corpus::import::import_corpus(in);
}

std::string only_problem(const corpus::import::ImportResult& r) {
  REQUIRE(r.problems.size() == 1);
  CHECK(r.corpus_text.empty());
  return corpus::format_problem(r.problems[0]);
}

}  // namespace

TEST_CASE("a ruling's phrasings from data/asked.json land on its entry in file order") {
  auto result = import_with(R"({"schema": 1, "entries": {
    "si-faq-isolate-apply-dahan": ["isolate on dahan lands?", "can dahan be isolated"]}})");
  REQUIRE(result.problems.empty());
  CHECK(by_title(result.entries, "Can Isolate apply to Dahan?")->asked ==
        std::vector<std::string>{"isolate on dahan lands?", "can dahan be isolated"});
  CHECK(by_title(result.entries, "Tracking rule")->asked.empty());
  CHECK(result.corpus_text.find("\"asked\": [\n    \"isolate on dahan lands?\"") != std::string::npos);
}

TEST_CASE("mistakes in data/asked.json name the file, the JSON path and what was expected") {
  SUBCASE("not the expected object") {
    CHECK(only_problem(import_with(R"(["isolate"])")) ==
          "data/asked.json: (file): expected {\"schema\": 1, \"entries\": {entry_id: [phrasings]}}");
    CHECK(only_problem(import_with(R"({"schema": 2, "entries": {}})")) ==
          "data/asked.json: (file): expected {\"schema\": 1, \"entries\": {entry_id: [phrasings]}}");
  }
  SUBCASE("an unknown entry") {
    CHECK(only_problem(import_with(R"({"schema": 1, "entries": {"si-faq-gone": ["x y"]}})")) ==
          "data/asked.json: /entries/si-faq-gone: unknown entry \"si-faq-gone\"; expected an id from data/corpus.json");
  }
  SUBCASE("no phrasings, or not a list") {
    CHECK(only_problem(import_with(R"({"schema": 1, "entries": {"si-faq-isolate-apply-dahan": []}})")) ==
          "data/asked.json: /entries/si-faq-isolate-apply-dahan: expected a non-empty array of phrasings");
    CHECK(only_problem(import_with(R"({"schema": 1, "entries": {"si-faq-isolate-apply-dahan": "isolate dahan"}})")) ==
          "data/asked.json: /entries/si-faq-isolate-apply-dahan: expected a non-empty array of phrasings");
  }
  SUBCASE("a phrasing that is not text, empty, too long or repeated") {
    CHECK(only_problem(import_with(R"({"schema": 1, "entries": {"si-faq-isolate-apply-dahan": ["ok then", 3]}})")) ==
          "data/asked.json: /entries/si-faq-isolate-apply-dahan/1: expected a phrasing (a string)");
    CHECK(only_problem(import_with(R"({"schema": 1, "entries": {"si-faq-isolate-apply-dahan": [" ?! "]}})")) ==
          "data/asked.json: /entries/si-faq-isolate-apply-dahan/0: a phrasing of 0 words; expected 1 to 16");
    CHECK(only_problem(import_with(
              R"({"schema": 1, "entries": {"si-faq-isolate-apply-dahan": ["a b c d e f g h i j k l m n o p q"]}})")) ==
          "data/asked.json: /entries/si-faq-isolate-apply-dahan/0: a phrasing of 17 words; expected 1 to 16");
    CHECK(
        only_problem(import_with(
            R"({"schema": 1, "entries": {"si-faq-isolate-apply-dahan": ["Isolate on Dahan?", "isolate on dahan"]}})")) ==
        "data/asked.json: /entries/si-faq-isolate-apply-dahan/1: \"isolate on dahan\" repeats an earlier phrasing of "
        "this entry");
  }
}

// Every kind, rules summaries included: a summary's plain-words title is still not the player's
// question, and without phrasings it would be the one kind a question cannot reach by this field.
TEST_CASE("every entry of the corpus has at least three phrasings, none repeating its title") {
  auto loaded = corpus::load_corpus_file(repo_path("data/corpus.json"));
  REQUIRE(loaded.corpus);
  for (const auto& e : loaded.corpus->entries) {
    CAPTURE(e.id);
    CHECK(e.asked.size() >= 3);
    for (const auto& a : e.asked) CHECK(a != e.title);
  }
}
