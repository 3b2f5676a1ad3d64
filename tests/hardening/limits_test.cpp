// The documented input limits (docs/hardening.md): each is enforced with a clear message, and the
// real data stays inside it.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "app/demo_player.h"
#include "app/routes.h"
#include "kernel/action_tree.h"
#include "kernel/errors.h"
#include "scenario/runner.h"
#include "search/query.h"
#include "test_paths.h"

using namespace arbiter;
using arbiter::test::repo_path;

namespace {
std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

std::string load_error_of(const std::string& text) {
  try {
    scenario::run_scenario_text(text, "crafted.json");
  } catch (const kernel::LoadError& e) {
    CHECK(e.file == "crafted.json");
    return e.what();
  }
  return "";
}

const std::string kDefend = "data/scenarios/si/defend-guards-land-and-dahan.json";
}  // namespace

TEST_CASE("a query longer than kMaxQueryBytes is cut, with a hint, and at most kMaxQueryTerms words count") {
  SUBCASE("length") {
    std::string q;
    while (q.size() < 10 * search::kMaxQueryBytes) q += "ravage ";
    auto parsed = search::parse_query(q);
    CHECK(parsed.parts.size() <= search::kMaxQueryTerms);
    bool cut_hint = false;
    for (const auto& h : parsed.hints)
      cut_hint = cut_hint || h.find("cut to its first " + std::to_string(search::kMaxQueryBytes)) != std::string::npos;
    CHECK_MESSAGE(cut_hint, "hints: ", parsed.hints.size());
  }
  SUBCASE("words") {
    std::string q;
    for (int i = 0; i < 40; ++i) q += "w" + std::to_string(i) + " ";
    REQUIRE(q.size() < search::kMaxQueryBytes);
    auto parsed = search::parse_query(q);
    CHECK(parsed.parts.size() == search::kMaxQueryTerms);
    bool words_hint = false;
    for (const auto& h : parsed.hints)
      words_hint = words_hint || h.find("only the first 32 words") != std::string::npos;
    CHECK(words_hint);
  }
}

TEST_CASE("a scenario past the size, array or nesting limits is refused naming the file and the place") {
  const std::string defend = read_text(repo_path(kDefend));
  SUBCASE("file size") {
    std::string big = defend;
    big.insert(big.rfind('}'), ", \"padding\": \"" + std::string(scenario::kMaxScenarioBytes, 'x') + "\"");
    CHECK(load_error_of(big).find("at most 64 KB") != std::string::npos);
  }
  SUBCASE("steps") {
    nlohmann::json doc = nlohmann::json::parse(defend);
    for (size_t i = 0; doc["steps"].size() <= scenario::kMaxScenarioArray; ++i) doc["steps"].push_back(doc["steps"][0]);
    CHECK(load_error_of(doc.dump()) == "crafted.json: at /steps: expected at most 256 elements (got 257)");
  }
  SUBCASE("nesting") {
    nlohmann::json doc = nlohmann::json::parse(defend);
    nlohmann::json deep = 1;
    for (int i = 0; i < 40; ++i) deep = nlohmann::json::array({deep});
    doc["watch"] = deep;
    CHECK(load_error_of(doc.dump()).find("expected at most 24 levels of nested objects and arrays") !=
          std::string::npos);
  }
  SUBCASE("every real scenario is inside the limits") {
    for (const auto& f : scenario::scenario_files(repo_path("data"))) {
      INFO(f);
      CHECK(read_text(f).size() <= scenario::kMaxScenarioBytes / 4);
      CHECK_NOTHROW(scenario::check_scenario_limits(nlohmann::json::parse(read_text(f)), f));
    }
  }
}

TEST_CASE("a chain of nested and triggered actions deeper than kMaxChainDepth stops with a rule error") {
  kernel::ActionTree tree;
  kernel::ActionId a = tree.add(kernel::kNoAction, kernel::Relation::Initial, "Ravage in A3");
  for (int d = 1; d < kernel::kMaxChainDepth; ++d)
    a = tree.add(a, kernel::Relation::Triggered, "trigger " + std::to_string(d));
  CHECK(tree.depth(a) == kernel::kMaxChainDepth - 1);
  CHECK_THROWS_WITH_AS(
      tree.add(a, kernel::Relation::Triggered, "one more"),
      "\"one more\" would be 65 actions deep; a chain of nested and triggered actions is limited to 64",
      kernel::RuleError);
}

TEST_CASE("an action tree stops with a rule error past kMaxActions") {
  kernel::ActionTree tree;
  for (size_t i = 0; i < kernel::kMaxActions; ++i) tree.add(kernel::kNoAction, kernel::Relation::Initial, "Explore");
  CHECK_THROWS_AS(tree.add(kernel::kNoAction, kernel::Relation::Initial, "Explore"), kernel::RuleError);
  CHECK(tree.size() == kernel::kMaxActions);
}

TEST_CASE("a link longer than kMaxRouteBytes is a broken route that says why") {
  SUBCASE("the link as given") {
    const std::string head = "#/search?q=";
    const std::string at_limit = head + std::string(app::kMaxRouteBytes - head.size(), 'a');
    CHECK(app::parse_route(at_limit).page == app::Route::Page::Search);
    auto r = app::parse_route(at_limit + "a");
    CHECK(r.page == app::Route::Page::Broken);
    CHECK(r.broken.find("2049 characters; links are at most 2048") != std::string::npos);
    CHECK(r.broken.size() < 200);
  }
  SUBCASE("the link the app would write for it") {
    // '[' is written as %5B: 700 of them fit as typed but not once formatted, and the app must
    // never share a link it would refuse.
    const std::string hash =
        "#/r/si-demo-defend-guards-land-and-dahan/step/1?board=board.pieces.A3.town=" + std::string(700, '[');
    REQUIRE(hash.size() < app::kMaxRouteBytes);
    auto r = app::parse_route(hash);
    CHECK(r.page == app::Route::Page::Broken);
    CHECK(r.broken.find("links are at most 2048") != std::string::npos);
  }
}

TEST_CASE("an edited board from a link that breaks the scenario limits is left out, with a notice naming it") {
  const std::string text = read_text(repo_path(kDefend));
  std::string steps = "[";
  for (size_t i = 0; i <= scenario::kMaxScenarioArray; ++i) steps += i ? ",1" : "1";
  steps += "]";
  auto route =
      app::parse_route("#/r/si-demo-defend-guards-land-and-dahan/step/1?board=steps=" + app::url_encode(steps));
  REQUIRE(route.page == app::Route::Page::Ruling);
  app::DemoPlayer player;
  player.load("si-demo-defend-guards-land-and-dahan", text, route.board);
  player.finish();
  CHECK(player.notice().find("steps=") != std::string::npos);
  CHECK(player.notice().find("at /steps: expected at most 256 elements") != std::string::npos);
  CHECK(player.error() == "");
  CHECK_FALSE(player.edited());
  CHECK_FALSE(player.trace().steps.empty());
}
