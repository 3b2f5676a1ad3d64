// What if's editor offers only edits that work (issue 38): from every demonstration, every edit its
// controls offer, and seeded random sequences of them, give a setup that loads. Also the controls'
// own rules (a piece removed takes its Damage along, "+" stops at the loader's limit, an L5R
// Personality cannot be set to 0 Chi) and a link's bad items dropped one by one.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <random>

#include "games/spirit_island/library.h"
#include "games/spirit_island/scenario_model.h"
#include "kernel/json_reader.h"
#include "scenario/runner.h"
#include "scenario/setup_edit.h"
#include "test_paths.h"

using namespace arbiter;
using arbiter::test::repo_path;
using nlohmann::json;

namespace {
struct Demo {
  std::string file;
  json doc;
};
std::vector<Demo> all_demos() {
  si::set_library_dir(repo_path("data/si"));
  std::vector<Demo> out;
  for (const auto& f : scenario::scenario_files(repo_path("data"))) out.push_back({f, kernel::read_json_file(f)});
  return out;
}
kernel::SetupControls controls_of(const json& doc, const std::string& file) {
  const auto trace = scenario::run_scenario(doc, file);
  REQUIRE(!trace.steps.empty());
  return scenario::setup_controls(doc, trace.steps.front().board);
}
const kernel::SetupControl* control_named(const kernel::SetupControls& cs, const std::string& id) {
  for (const auto& c : cs)
    if (c.id == id) return &c;
  return nullptr;
}
json edited(json doc, const kernel::SetupEditFn& edit) {
  edit(doc);
  return doc;
}
}  // namespace

TEST_CASE(
    "every edit What if offers, from every demonstration, alone and in a random sequence, gives a setup that loads") {
  const auto demos = all_demos();
  REQUIRE(demos.size() > 100);
  size_t loaded = 0, offered_total = 0;
  std::mt19937 rng(38);
  for (const auto& d : demos) {
    INFO(d.file);
    const auto controls = controls_of(d.doc, d.file);
    const auto offered = kernel::offered_edits(controls);
    CHECK(!offered.empty());
    offered_total += offered.size();
    for (const auto& e : offered) {
      INFO(e.name);
      CHECK(scenario::load_problem(edited(d.doc, e.apply), d.file) == "");
      ++loaded;
    }
    // A random walk: each step applies one of the edits the editor offers for the board so far;
    // each setup reached is run once, which both loads it and lists the next step's edits.
    json doc = d.doc;
    std::string path;
    for (int step = 0; step <= 8; ++step) {
      INFO("edits:" << path);
      kernel::Trace trace;
      std::string problem;
      try {
        trace = scenario::run_scenario(doc, d.file);
      } catch (const std::exception& e) {
        problem = e.what();
      }
      CHECK(problem == "");
      if (!problem.empty() || trace.steps.empty()) break;
      if (step > 0) ++loaded;
      const auto now = kernel::offered_edits(scenario::setup_controls(doc, trace.steps.front().board));
      if (now.empty()) break;
      const auto& e = now[std::uniform_int_distribution<size_t>(0, now.size() - 1)(rng)];
      path += " " + e.name;
      e.apply(doc);
    }
  }
  MESSAGE("What if property: " << loaded << " edited setups loaded, from " << demos.size()
                               << " demonstrations offering " << offered_total << " edits");
}

TEST_CASE("removing a piece that carries Damage or Strife removes the mark with it") {
  si::set_library_dir(repo_path("data/si"));
  json doc = json::parse(R"({
    "id": "si-test-damaged", "game": "spirit-island", "title": "t",
    "board": {"standard": ["A"], "pieces": {"A3": {"town": 2, "explorer": 1,
              "damaged": [{"kind": "town", "damage": 1}], "strife": [{"kind": "explorer", "strife": 1}]}}},
    "steps": [{"do": "invader-action", "action": "ravage", "land": "A3"}],
    "expect": [{"land": "A3", "pieces": {"blight": 1}}]
  })");
  SUBCASE("with an unmarked piece left, the mark stays") {
    const auto cs = controls_of(doc, "t.json");
    const auto* town = control_named(cs, "A3.town");
    REQUIRE(town);
    const json after = edited(doc, town->down);
    CHECK(after["board"]["pieces"]["A3"]["town"] == 1);
    CHECK(after["board"]["pieces"]["A3"]["damaged"].size() == 1);
    CHECK(scenario::load_problem(after, "t.json") == "");
  }
  SUBCASE("the last marked piece takes its mark along") {
    doc["board"]["pieces"]["A3"]["town"] = 1;
    const auto cs = controls_of(doc, "t.json");
    const auto* town = control_named(cs, "A3.town");
    REQUIRE(town);
    const json after = edited(doc, town->down);
    CHECK_FALSE(after["board"]["pieces"]["A3"].contains("town"));
    CHECK_FALSE(after["board"]["pieces"]["A3"].contains("damaged"));
    CHECK(scenario::load_problem(after, "t.json") == "");
    const auto* explorer = control_named(cs, "A3.explorer");
    REQUIRE(explorer);
    const json after2 = edited(doc, explorer->down);
    CHECK_FALSE(after2["board"]["pieces"]["A3"].contains("strife"));
    CHECK(scenario::load_problem(after2, "t.json") == "");
  }
}

TEST_CASE("+ stops at the loader's limit and says it; − stops at the least") {
  si::set_library_dir(repo_path("data/si"));
  json doc = json::parse(R"({
    "id": "si-test-limits", "game": "spirit-island", "title": "t",
    "board": {"standard": ["A"], "pieces": {"A3": {"explorer": 50}}},
    "steps": [{"do": "invader-action", "action": "ravage", "land": "A3"}],
    "expect": [{"land": "A3", "pieces": {"blight": 1}}]
  })");
  const auto cs = controls_of(doc, "t.json");
  const auto* full = control_named(cs, "A3.explorer");
  const auto* empty = control_named(cs, "A3.town");
  REQUIRE(full);
  REQUIRE(empty);
  CHECK(full->max == si::kMaxInLand);
  CHECK_FALSE(full->can_up());
  CHECK(full->can_down());
  CHECK(full->limit.find("50") != std::string::npos);
  CHECK(empty->can_up());
  CHECK_FALSE(empty->can_down());
  // One past the limit is what the loader refuses: the bound the editor stops at is the loader's.
  doc["board"]["pieces"]["A3"]["explorer"] = si::kMaxInLand + 1;
  CHECK(scenario::load_problem(doc, "t.json").find("from 0 to 50") != std::string::npos);
}

TEST_CASE("an L5R Personality cannot start at 0 Chi: the loader refuses it and the editor stops at 1") {
  const std::string file = repo_path("data/scenarios/l5r/chi-death-held-off.json");
  json doc = kernel::read_json_file(file);
  std::string id;
  for (const auto& u : doc["board"]["in_play"])
    if (u.value("card", "").find("Akira") != std::string::npos) id = u.value("id", "");
  REQUIRE(!id.empty());
  SUBCASE("the editor's Chi stepper goes down to 1 and no further") {
    for (auto& u : doc["board"]["in_play"])
      if (u.value("id", "") == id) u["chi"] = 1;
    const auto cs = controls_of(doc, file);
    const auto* chi = control_named(cs, id + ".chi");
    REQUIRE(chi);
    CHECK(chi->value == 1);
    CHECK_FALSE(chi->can_down());
    CHECK(chi->can_up());
  }
  SUBCASE("a board at 0 Chi is a load error naming the unit's chi") {
    for (auto& u : doc["board"]["in_play"])
      if (u.value("id", "") == id) u["chi"] = 0;
    const std::string problem = scenario::load_problem(doc, file);
    CHECK(problem.find("/chi") != std::string::npos);
    INFO(problem);
    CHECK(problem.find("at least 1") != std::string::npos);
  }
}

TEST_CASE("a link's edit keeps every item that loads and drops each bad one, naming it") {
  const std::string file = repo_path("data/scenarios/si/defend-guards-land-and-dahan.json");
  si::set_library_dir(repo_path("data/si"));
  const json doc = kernel::read_json_file(file);
  SUBCASE("out of range, unknown land, huge, unreadable: each dropped, the good item kept") {
    for (const std::string bad : {"board.pieces.A3.explorer=-5", "board.pieces.Z9.town=1",
                                  "board.pieces.A3.explorer=1e9", "board.pieces.A3.explorer=51", "garbage"}) {
      INFO(bad);
      const auto applied = scenario::apply_edit_code(doc, "board.pieces.A3.dahan=3~" + bad, file);
      REQUIRE(applied.dropped.size() == 1);
      CHECK(applied.dropped[0].rfind(bad + " (", 0) == 0);
      CHECK(applied.scenario["board"]["pieces"]["A3"]["dahan"] == 3);
      CHECK(scenario::load_problem(applied.scenario, file) == "");
    }
  }
  SUBCASE("a good edit round-trips through its code") {
    json e = doc;
    e["board"]["pieces"]["A3"]["dahan"] = 3;
    const auto applied = scenario::apply_edit_code(doc, scenario::edit_code(doc, e), file);
    CHECK(applied.dropped.empty());
    CHECK(applied.scenario == e);
  }
}

TEST_CASE("What if offers each Spirit's Elements from other sources, 0 to 20, 0 leaving no entry") {
  si::set_library_dir(repo_path("data/si"));
  const json doc = json::parse(R"({"id": "t", "game": "spirit-island", "title": "t",
    "board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": []}]},
    "game_state": {"spirits": [{"id": "s", "elements": {"moon": 1}}]}, "steps": [],
    "expect": [{"land": "A3", "pieces": {"town": 0}}]})");
  const auto controls = controls_of(doc, "t");
  const auto* moon = control_named(controls, "game_state.spirits.0.elements.moon");
  const auto* fire = control_named(controls, "game_state.spirits.0.elements.fire");
  REQUIRE(moon);
  REQUIRE(fire);
  CHECK(moon->value == 1);
  CHECK(fire->value == 0);
  CHECK(fire->max == si::kMaxSpiritElement);
  CHECK_FALSE(fire->can_down());
  CHECK(edited(doc, fire->up)["game_state"]["spirits"][0]["elements"]["fire"] == 1);
  CHECK_FALSE(edited(doc, moon->down)["game_state"]["spirits"][0].contains("elements"));
  CHECK_NOTHROW(controls_of(edited(doc, fire->up), "t"));
}
