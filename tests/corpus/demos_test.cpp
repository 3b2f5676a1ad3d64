// Scenario files fill each entry's demos; a scenario naming an unknown entry is an import error.
#include <doctest/doctest.h>

#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("scenario files under --scenarios fill demos; unknown entry ids name the scenario file") {
  const arbiter::test::ScratchDir scratch("arbiter-corpus-demos-test");
  const fs::path& dir = scratch.path();
  write(dir / "si" / "defend-b.json", R"({"id": "defend-b", "demonstrates": ["si-faq-defend-guard-both-land-dahan"]})");
  write(
      dir / "si" / "nested" / "defend-a.json",
      R"({"id": "defend-a", "demonstrates": ["si-faq-defend-guard-both-land-dahan", "l5r-rule-tracking-rule"], "board": {}})");
  std::vector<corpus::Problem> problems;
  auto in = corpus::import::read_import_inputs(source_files(), repo_path("data"), dir.string(), problems);
  REQUIRE(problems.empty());
  in.no_demo = {{"si-faq-isolate-apply-dahan", "a thematic explanation, nothing happens on the board"}};
  auto result = corpus::import::import_corpus(in);
  REQUIRE(result.problems.empty());
  CHECK(by_title(result.entries, "Does Defend guard both")->demos == std::vector<std::string>{"defend-a", "defend-b"});
  CHECK(by_title(result.entries, "Tracking rule")->demos == std::vector<std::string>{"defend-a"});
  CHECK(by_title(result.entries, "Can Isolate apply to Dahan?")->no_demo_reason ==
        "a thematic explanation, nothing happens on the board");

  SUBCASE("an unknown entry id") {
    write(dir / "broken.json", R"({"id": "broken", "demonstrates": ["si-faq-no-such-ruling"]})");
    problems.clear();
    auto in2 = corpus::import::read_import_inputs(source_files(), repo_path("data"), dir.string(), problems);
    auto bad = corpus::import::import_corpus(in2);
    REQUIRE(bad.problems.size() == 1);
    CHECK(corpus::format_problem(bad.problems[0]) ==
          (dir / "broken.json").generic_string() +
              ": /demonstrates: scenario \"broken\" demonstrates unknown entry \"si-faq-no-such-ruling\"; expected an "
              "id from data/corpus.json");
    CHECK(bad.corpus_text.empty());
  }
  SUBCASE("no-demo reasons for unknown entries") {
    in.no_demo = {{"si-faq-gone", "x"}};
    auto bad = corpus::import::import_corpus(in);
    REQUIRE(bad.problems.size() == 1);
    CHECK(bad.problems[0].message == "unknown entry \"si-faq-gone\"; expected an id from data/corpus.json");
  }
  SUBCASE("a missing scenario directory is skipped") {
    problems.clear();
    auto none =
        corpus::import::read_import_inputs(source_files(), repo_path("data"), (dir / "absent").string(), problems);
    CHECK(problems.empty());
    CHECK(none.scenarios.empty());
  }
}
