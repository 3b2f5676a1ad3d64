// Spirit Island scenario expectations: each passes when its claim holds, fails when it doesn't, and a
// malformed one is a load error naming the file, the JSON path and what was expected.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>
#include <map>

#include "games/spirit_island/library.h"
#include "games/spirit_island/scenario_expect.h"
#include "kernel/errors.h"
#include "scenario/runner.h"
#include "test_paths.h"

using namespace arbiter;
using arbiter::test::repo_path;
using nlohmann::json;

namespace {
// Three lands in a row, A4 in the middle, and the Earth Spirit; `steps` is one step or a list.
json board(const json& pieces, const json& steps) {
  return json{{"id", "si-test-expect"},
              {"game", "spirit-island"},
              {"title", "t"},
              {"board",
               {{"lands",
                 {{{"id", "A3"}, {"terrain", "jungle"}, {"adjacent", {"A4"}}},
                  {{"id", "A4"}, {"terrain", "sands"}, {"adjacent", {"A3", "A5"}}},
                  {{"id", "A5"}, {"terrain", "wetland"}, {"adjacent", {"A4"}}}}},
                {"pieces", pieces}}},
              {"game_state", {{"spirits", {{{"id", "earth"}, {"name", "Vital Strength of the Earth"}}}}}},
              {"steps", steps.is_array() ? steps : json::array({steps})}};
}
json action(const json& ops, const std::string& land = "A4") {
  return {{"do", "action"}, {"label", "x"}, {"land", land}, {"spirit", "earth"}, {"ops", ops}};
}
// Runs `doc` with one expectation; returns the trace.
kernel::Trace run_with(json doc, const json& expectation) {
  si::set_library_dir(repo_path("data/si"));
  doc["expect"] = json::array({expectation});  // not {expectation}: clang reads that as a copy
  return scenario::run_scenario(doc, "x.json");
}
bool passes(const json& doc, const json& expectation) { return run_with(doc, expectation).passed; }
std::string load_error(json doc, const json& expectation) {
  try {
    run_with(std::move(doc), expectation);
  } catch (const kernel::LoadError& e) {
    return e.what();
  }
  return "(no error)";
}
}  // namespace

TEST_CASE("Counts compare exactly, or with at_least / at_most") {
  auto doc = board({{"A4", {{"town", 2}, {"presence", {{"earth", 1}}}}}}, {action({{{"op", "damage"}, {"n", 2}}})});
  SUBCASE("passes when the count is in range") {
    CHECK(passes(doc, {{"land", "A4"}, {"pieces", {{"town", {{"at_least", 1}}}}}}));
    CHECK(passes(doc, {{"land", "A4"}, {"pieces", {{"town", {{"at_most", 1}}}}}}));
    CHECK(passes(doc, {{"land", "A4"}, {"pieces", {{"town", {{"at_least", 1}, {"at_most", 1}}}}}}));
    CHECK(passes(doc, {{"land", "A4"}, {"presence", {{"earth", {{"at_least", 1}}}}}}));
    CHECK(passes(doc, {{"fear_generated", {{"at_least", 1}}}}));
  }
  SUBCASE("fails when it is not, and says what it found") {
    kernel::Trace t = run_with(doc, {{"land", "A4"}, {"pieces", {{"town", {{"at_least", 2}}}}}});
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].description == "A4: at least 2 town");
    CHECK(t.expectations[0].detail == "found 1 Town");
    CHECK_FALSE(passes(doc, {{"land", "A4"}, {"pieces", {{"town", {{"at_most", 0}}}}}}));
    CHECK_FALSE(passes(doc, {{"blight_added", {{"at_least", 1}}}}));
  }
  SUBCASE("malformed") {
    CHECK(
        load_error(doc, {{"land", "A4"}, {"pieces", {{"town", {{"at_leest", 1}}}}}}) ==
        "x.json: at /expect/0/pieces/town/at_leest: expected no member \"at_leest\" here; allowed: at_least, at_most");
    CHECK(load_error(doc, {{"land", "A4"}, {"pieces", {{"town", json::object()}}}}) ==
          "x.json: at /expect/0/pieces/town: expected a count: a number, or {\"at_least\": n} and/or {\"at_most\": n}");
    CHECK(load_error(doc, {{"land", "A4"}, {"pieces", {{"town", {{"at_least", 3}, {"at_most", 1}}}}}}) ==
          "x.json: at /expect/0/pieces/town/at_most: expected an integer from 3 to 100 (got 1)");
  }
}

TEST_CASE("Markers in a land: Defend and Isolate") {
  auto doc = board({{"A4", {{"town", 1}}}}, {action({{{"op", "defend"}, {"n", 2}}, {{"op", "isolate"}}})});
  SUBCASE("passes when the land has them") {
    CHECK(passes(doc, {{"land", "A4"}, {"markers", {{"defend", 2}, {"isolated", true}}}}));
    CHECK(passes(doc, {{"land", "A3"}, {"markers", {{"defend", 0}, {"isolated", false}}}}));
  }
  SUBCASE("fails when it doesn't") {
    kernel::Trace t =
        run_with(doc, {{"land", "A4"}, {"markers", {{"defend", {{"at_least", 3}}}, {"isolated", false}}}});
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].detail == "found Defend 2, Isolated");
  }
  SUBCASE("malformed") {
    CHECK(load_error(doc, {{"land", "A4"}, {"markers", {{"shield", 1}}}}) ==
          "x.json: at /expect/0/markers/shield: expected no member \"shield\" here; allowed: defend, isolated");
    CHECK(load_error(doc, {{"land", "A4"}, {"markers", json::object()}}) ==
          "x.json: at /expect/0/markers: expected a marker: \"defend\" and/or \"isolated\"");
  }
}

TEST_CASE("after_step checks the state right after that step, not at the end") {
  auto doc = board({{"A4", {{"town", 1}}}}, {action({{{"op", "defend"}, {"n", 2}}}), {{"do", "time-passes"}}});
  SUBCASE("passes for the state after the step") {
    CHECK(passes(doc, {{"land", "A4"}, {"markers", {{"defend", 2}}}, {"after_step", 1}}));
    CHECK(passes(doc, {{"land", "A4"}, {"markers", {{"defend", 0}}}}));
    CHECK(
        run_with(doc, {{"land", "A4"}, {"markers", {{"defend", 2}}}, {"after_step", 1}}).expectations[0].description ==
        "after step 1: A4: Defend 2");
  }
  SUBCASE("fails when that state differs") {
    CHECK_FALSE(passes(doc, {{"land", "A4"}, {"markers", {{"defend", 0}}}, {"after_step", 1}}));
  }
  SUBCASE("fails when the run stops before that step") {
    auto stops = board(json::object(), {{{"do", "play-cards"}, {"spirit", "earth"}, {"cards", {"Flame's Fury"}}},
                                        {{"do", "time-passes"}}});
    si::set_library_dir(repo_path("data/si"));
    stops["expect"] = {{{"land", "A4"}, {"markers", {{"defend", 0}}}, {"after_step", 2}}};
    kernel::Trace t = scenario::run_scenario(stops, "x.json");
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].detail == "the run stopped at step 1, before step 2 ended");
  }
  SUBCASE("malformed") {
    CHECK(load_error(doc, {{"land", "A4"}, {"markers", {{"defend", 2}}}, {"after_step", 3}}) ==
          "x.json: at /expect/0/after_step: expected an integer from 1 to 2 (got 3)");
    CHECK(load_error(doc, {{"step_refused", 2}, {"reason_contains", "x"}, {"after_step", 1}})
              .find("x.json: at /expect/0/after_step: expected no member \"after_step\" here") == 0);
  }
}

TEST_CASE("offered: the options a choice gave the players") {
  // A Dahan pushed from the middle land may go to either side.
  auto doc =
      board({{"A4", {{"explorer", 1}, {"dahan", 1}}}}, {action({{{"op", "push"}, {"what", "dahan"}, {"n", 1}}})});
  SUBCASE("passes when the choice offered exactly / included / excluded those") {
    CHECK(passes(doc, {{"offered", {{"kind", "push"}, {"context", "A4:dahan"}, {"options", {"A5", "A3"}}}}}));
    CHECK(passes(doc, {{"offered", {{"kind", "push"}, {"includes", {"A3"}}, {"excludes", {"A4"}}}}}));
  }
  SUBCASE("fails when it offered something else, or was never asked") {
    kernel::Trace t = run_with(doc, {{"offered", {{"kind", "push"}, {"options", {"A3"}}}}});
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].detail == "offered A3, A5");
    CHECK_FALSE(passes(doc, {{"offered", {{"kind", "push"}, {"excludes", {"A5"}}}}}));
    CHECK(run_with(doc, {{"offered", {{"kind", "gather"}, {"includes", {"A3"}}}}}).expectations[0].detail ==
          "only 0 such choice(s) were asked");
    CHECK_FALSE(passes(doc, {{"offered", {{"kind", "push"}, {"nth", 2}, {"includes", {"A3"}}}}}));
  }
  SUBCASE("malformed") {
    CHECK(load_error(doc, {{"offered", {{"kind", "shove"}, {"options", {"A3"}}}}})
              .find("x.json: at /expect/0/offered/kind: expected one of land-order, ") == 0);
    CHECK(load_error(doc, {{"offered", {{"kind", "push"}}}}) ==
          "x.json: at /expect/0/offered: expected \"options\", \"includes\" or \"excludes\"");
  }
}

TEST_CASE("targets: the lands a Power can target from the Spirit's Presence") {
  // Portents of Disaster: Range 1, a land with Invaders. Presence in A4; Invaders in A3 and A4, none in A5.
  auto doc = board({{"A3", {{"explorer", 1}}}, {"A4", {{"town", 1}, {"presence", {{"earth", 1}}}}}},
                   {action({{{"op", "defend"}, {"n", 1}}})});
  SUBCASE("passes with exactly the legal lands") {
    CHECK(passes(doc, {{"targets", {{"card", "Portents of Disaster"}, {"spirit", "earth"}, {"lands", {"A4", "A3"}}}}}));
  }
  SUBCASE("fails with any other set") {
    kernel::Trace t = run_with(
        doc, {{"targets", {{"card", "Portents of Disaster"}, {"spirit", "earth"}, {"lands", {"A3", "A4", "A5"}}}}});
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].detail == "legal targets: A3, A4");
  }
  SUBCASE("malformed") {
    CHECK(load_error(doc,
                     {{"targets", {{"card", "Portents of Disastr"}, {"spirit", "earth"}, {"lands", json::array()}}}}) ==
          "x.json: at /expect/0/targets/card: expected a Power in data/si/cards.json (\"Portents of Disastr\" is not "
          "there)");
    CHECK(load_error(doc, {{"targets", {{"card", "Portents of Disaster"}, {"spirit", "earth"}, {"lands", {"B1"}}}}}) ==
          "x.json: at /expect/0/targets/lands/0: expected a land on this board (\"B1\" is not one)");
  }
}

TEST_CASE("on_island: whether a Spirit still has Presence (or its Incarna) on the island") {
  auto doc = board({{"A4", {{"presence", {{"earth", 1}}}}}},
                   {action({{{"op", "destroy"}, {"what", "presence"}, {"n", 1}, {"spirit", "earth"}}})});
  SUBCASE("passes when the Spirit is where the expectation says") {
    CHECK(passes(doc, {{"on_island", {{"earth", false}}}}));
    auto setup = board({{"A4", {{"presence", {{"earth", 1}}}}}}, {action({{{"op", "defend"}, {"n", 1}}})});
    CHECK(passes(setup, {{"on_island", {{"earth", true}}}}));
  }
  SUBCASE("fails otherwise") {
    kernel::Trace t = run_with(doc, {{"on_island", {{"earth", true}}}});
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].detail == "found earth off the island");
    CHECK_FALSE(passes(doc, {{"on_island", {{"earth", true}}}, {"after_step", 1}}));
  }
  SUBCASE("malformed") {
    CHECK(load_error(doc, {{"on_island", {{"eath", true}}}}) ==
          "x.json: at /expect/0/on_island/eath: expected a Spirit listed in game_state.spirits (\"eath\" is not)");
    CHECK(load_error(doc, {{"on_island", {{"earth", 1}}}}) ==
          "x.json: at /expect/0/on_island/earth: expected true or false (got 1)");
  }
}

TEST_CASE("energy: how much Energy a Spirit has") {
  auto doc = board(json::object(), {action({{{"op", "gain-energy"}, {"n", 2}}})});
  SUBCASE("passes when the Spirit has that much") {
    CHECK(passes(doc, {{"energy", {{"earth", 2}}}}));
    CHECK(passes(doc, {{"energy", {{"earth", {{"at_least", 1}}}}}}));
  }
  SUBCASE("fails otherwise, and says what it found") {
    kernel::Trace t = run_with(doc, {{"energy", {{"earth", 3}}}});
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].detail == "found earth 2");
  }
  SUBCASE("malformed") {
    CHECK(load_error(doc, {{"energy", {{"eath", 1}}}}) ==
          "x.json: at /expect/0/energy/eath: expected a Spirit listed in game_state.spirits (\"eath\" is not)");
    CHECK(load_error(doc, {{"energy", {{"earth", -1}}}}).find("x.json: at /expect/0/energy/earth: expected") == 0);
  }
}

// A board whose Spirit keeps Time (Fractured Days Split the Sky), with `time` Time, then gaining 2.
static json timed_board(int time) {
  json doc =
      board(json::object(),
            {{{"do", "action"}, {"label", "x"}, {"spirit", "days"}, {"ops", {{{"op", "gain-time"}, {"n", 2}}}}}});
  doc["game_state"]["spirits"] = {{{"id", "days"}, {"name", "Fractured Days Split the Sky"}, {"time", time}}};
  return doc;
}

TEST_CASE("time: how much Time a Spirit has") {
  SUBCASE("passes when the Spirit has that much: what it had plus what it gained") {
    CHECK(passes(timed_board(1), {{"time", {{"days", 3}}}}));
    CHECK(passes(timed_board(0), {{"time", {{"days", {{"at_least", 2}}}}}}));
  }
  SUBCASE("fails otherwise, and says what it found") {
    kernel::Trace t = run_with(timed_board(1), {{"time", {{"days", 2}}}});
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].detail == "found days 3");
  }
  SUBCASE("malformed") {
    CHECK(load_error(timed_board(0), {{"time", {{"dys", 1}}}}) ==
          "x.json: at /expect/0/time/dys: expected a Spirit listed in game_state.spirits (\"dys\" is not)");
  }
}

TEST_CASE("A push or destroy answer can name a particular piece: the Explorer with Strife") {
  auto strife = json{{"explorer", 2}, {"strife", {{{"kind", "explorer"}, {"strife", 1}}}}};
  auto push = board({{"A4", strife}}, {action({{{"op", "push"}, {"what", "explorer"}, {"n", 1}}})});
  SUBCASE("the named piece is the one pushed") {
    push["choices"] = {{{"kind", "pieces"}, {"context", "A4"}, {"pick", "explorer with strife"}},
                       {{"kind", "push"}, {"pick", "A5"}}};
    CHECK(passes(push, {{"land", "A5"}, {"pieces", {{"explorer", 1}, {"strife", 1}}}}));
    CHECK(passes(push, {{"offered", {{"kind", "pieces"}, {"options", {"explorer", "explorer with strife"}}}}}));
  }
  SUBCASE("naming the other piece pushes that one") {
    push["choices"] = {{{"kind", "pieces"}, {"pick", "explorer"}}, {{"kind", "push"}, {"pick", "A5"}}};
    CHECK_FALSE(passes(push, {{"land", "A5"}, {"pieces", {{"strife", 1}}}}));
    CHECK(passes(push, {{"land", "A4"}, {"pieces", {{"explorer", 1}, {"strife", 1}}}}));
  }
  SUBCASE("a destroy takes the named piece too") {
    auto destroy = board({{"A4", strife}}, {action({{{"op", "destroy"}, {"what", "explorer"}, {"n", 1}}})});
    destroy["choices"] = {{{"kind", "pieces"}, {"pick", "explorer with strife"}}};
    CHECK(passes(destroy, {{"land", "A4"}, {"pieces", {{"explorer", 1}, {"strife", 0}}}}));
  }
  SUBCASE("a name that is no piece there is refused, naming the scripted choice") {
    push["choices"] = {{{"kind", "pieces"}, {"pick", "explorer with 1 damage"}}};
    kernel::Trace t = run_with(push, {{"land", "A4"}, {"pieces", {{"explorer", 2}}}});
    CHECK_FALSE(t.passed);
    CHECK(t.error.find("x.json:/choices/0") != std::string::npos);
  }
}

TEST_CASE("happened: what the rules called an action's effect (an addition, a move), which the board does not show") {
  auto doc = board({{"A4", {{"town", 1}}}}, {action({{{"op", "push"}, {"what", "town"}, {"n", 1}}})});
  doc["choices"] = {{{"kind", "push"}, {"pick", "A5"}}};
  SUBCASE("passes when the engine recorded it") {
    CHECK(passes(doc, {{"happened", "moved-to"}, {"land", "A5"}, {"what", "town"}}));
    CHECK(passes(doc, {{"happened", "added"}, {"count", 0}}));
  }
  SUBCASE("fails when it did not") {
    kernel::Trace t = run_with(doc, {{"happened", "added"}, {"land", "A5"}});
    CHECK_FALSE(t.passed);
    CHECK(t.expectations[0].detail == "0 time(s)");
    CHECK_FALSE(passes(doc, {{"happened", "moved-to"}, {"land", "A3"}}));
  }
  SUBCASE("malformed") {
    CHECK(load_error(doc, {{"happened", "pushed"}})
              .find("x.json: at /expect/0/happened: expected one of accelerated, ") == 0);
  }
}

// Each row of a game's expectation table, through the runner: a sample that holds and one that does
// not. A key added without samples here fails the test.
TEST_CASE("Every Spirit Island expectation key passes when its claim holds and fails when it does not") {
  auto doc = board({{"A3", {{"explorer", 1}}}, {"A4", {{"town", 1}, {"dahan", 1}, {"presence", {{"earth", 2}}}}}},
                   {action({{{"op", "push"}, {"what", "dahan"}, {"n", 1}},
                            {{"op", "damage"}, {"n", 1}},
                            {{"op", "defend"}, {"n", 2}},
                            {{"op", "isolate"}},
                            {{"op", "gain-energy"}, {"n", 2}},
                            {{"op", "destroy"}, {"what", "presence"}, {"n", 1}, {"spirit", "earth"}}})});
  doc["choices"] = {{{"kind", "push"}, {"pick", "A3"}}};
  auto refused = board(json::object(), {{{"do", "play-cards"}, {"spirit", "earth"}, {"cards", {"Flame's Fury"}}}});
  const json timed = timed_board(0);
  struct Sample {
    json pass, fail;
    const json* on;  // the scenario the passing sample runs on
  };
  const std::map<std::string, Sample> samples{
      {"pieces", {{{"land", "A4"}, {"pieces", {{"town", 1}}}}, {{"land", "A4"}, {"pieces", {{"town", 2}}}}, &doc}},
      {"presence",
       {{{"land", "A4"}, {"presence", {{"earth", 1}}}}, {{"land", "A4"}, {"presence", {{"earth", 2}}}}, &doc}},
      {"damage", {{{"land", "A4"}, {"damage", {{"town", 1}}}}, {{"land", "A4"}, {"damage", {{"town", 0}}}}, &doc}},
      {"markers",
       {{{"land", "A4"}, {"markers", {{"defend", 2}, {"isolated", true}}}},
        {{"land", "A4"}, {"markers", {{"defend", 0}}}},
        &doc}},
      {"offered",
       {{{"offered", {{"kind", "push"}, {"includes", {"A3"}}}}},
        {{"offered", {{"kind", "push"}, {"excludes", {"A3"}}}}},
        &doc}},
      {"targets",
       {{{"targets", {{"card", "Portents of Disaster"}, {"spirit", "earth"}, {"lands", {"A3", "A4"}}}}},
        {{"targets", {{"card", "Portents of Disaster"}, {"spirit", "earth"}, {"lands", {"A3"}}}}},
        &doc}},
      {"happened",
       {{{"happened", "moved-to"}, {"land", "A3"}, {"what", "dahan"}},
        {{"happened", "moved-to"}, {"land", "A5"}},
        &doc}},
      {"on_island", {{{"on_island", {{"earth", true}}}}, {{"on_island", {{"earth", false}}}}, &doc}},
      {"blight_added", {{{"blight_added", 0}}, {{"blight_added", {{"at_least", 1}}}}, &doc}},
      {"blight_prevented", {{{"blight_prevented", 0}}, {{"blight_prevented", 1}}, &doc}},
      {"fear_generated", {{{"fear_generated", 0}}, {{"fear_generated", {{"at_least", 1}}}}, &doc}},
      {"presence_destroyed",
       {{{"presence_destroyed", {{"earth", 1}}}}, {{"presence_destroyed", {{"earth", 0}}}}, &doc}},
      {"energy", {{{"energy", {{"earth", 2}}}}, {{"energy", {{"earth", 3}}}}, &doc}},
      {"time", {{{"time", {{"days", 2}}}}, {{"time", {{"days", 1}}}}, &timed}},
      {"blight_card",
       {{{"blight_card", {{"side", "healthy"}, {"pool", 5}}}}, {{"blight_card", {{"side", "blighted"}}}}, &doc}},
      {"fear", {{{"fear", {{"pool", 4}, {"earned_cards", 0}, {"terror_level", 1}}}}, {{"fear", {{"pool", 3}}}}, &doc}},
      {"tree", {{{"tree", {{"label", "x"}}}}, {{"tree", {{"label", "x"}, {"status", "cancelled"}}}}, &doc}},
      {"acted", {{{"acted", {{"ravage", json::array()}}}}, {{"acted", {{"ravage", {"A4"}}}}}, &doc}},
      {"skipped", {{{"skipped", {{"build", json::array()}}}}, {{"skipped", {{"build", {"A4"}}}}}, &doc}},
      {"played",
       {{{"played", json::array()}, {"spirit", "earth"}}, {{"played", {"Flame's Fury"}}, {"spirit", "earth"}}, &doc}},
      {"log_contains", {{{"log_contains", "Defend 2 in A4"}}, {{"log_contains", "Defend 3 in A4"}}, &doc}},
      {"outcome", {{{"outcome", "none"}}, {{"outcome", "victory"}}, &doc}},
      {"step_refused",
       {{{"step_refused", 1}, {"reason_contains", "Card Plays"}},
        {{"step_refused", 1}, {"reason_contains", "x"}},
        &refused}},
  };
  const auto keys = si::expect_table().keys();
  for (const auto& key : keys) {
    CAPTURE(key);
    auto it = samples.find(key);
    REQUIRE_MESSAGE(it != samples.end(), "no samples for this key");
    CHECK(it->second.pass.contains(key));
    CHECK(passes(*it->second.on, it->second.pass));
    CHECK_FALSE(passes(*it->second.on, it->second.fail));
  }
  CHECK(samples.size() == keys.size());
  SUBCASE("docs/scenarios.md describes every key") {
    std::ifstream in(repo_path("docs/scenarios.md"));
    const std::string docs((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const size_t from = docs.find("### `expect`"), to = docs.find("### Operations");
    REQUIRE(from < to);
    const std::string section = docs.substr(from, to - from);
    for (const auto& key : keys) CHECK_MESSAGE(section.find("\"" + key + "\"") != std::string::npos, key);
  }
  SUBCASE("an unknown key is refused, naming every allowed one") {
    std::string e = load_error(doc, {{"colour", "red"}});
    CHECK(e.find("x.json: at /expect/0: expected an expectation: one of ") == 0);
    for (const auto& key : keys) CHECK_MESSAGE(e.find(key) != std::string::npos, key);
  }
}
