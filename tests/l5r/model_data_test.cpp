// The L5R model's data and guard rails: the card library parses into typed operations and rejects
// unknown ones, scenario files with bad input fail with the file and JSON path, the engine refuses
// illegal actions, every L5R demonstration passes, and every L5R corpus entry has one.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <set>

#include "games/l5r/cards.h"
#include "games/l5r/engine.h"
#include "games/l5r/scenario_model.h"
#include "kernel/errors.h"
#include "kernel/json_reader.h"
#include "l5r_helpers.h"

using namespace arbiter;
using nlohmann::json;

namespace {

json card_doc(json ability) {
  return {{"cards", {{{"name", "EX Test"}, {"type", "strategy"}, {"text", "t"}, {"abilities", {ability}}}}}};
}

// The LoadError a card library raises (file, JSON path, what was expected there).
kernel::LoadError parse_error(const json& doc) {
  try {
    l5r::CardLibrary::parse(doc, "cards.json");
  } catch (const kernel::LoadError& e) {
    return e;
  }
  FAIL("expected the card library to be refused");
  return kernel::LoadError("", "", "");
}

}  // namespace

TEST_CASE("The example-card library loads into typed operations; every card is a named example") {
  auto lib = l5r::CardLibrary::load(arbiter::test::repo_path("data/l5r/cards.json"));
  CHECK(lib.all().size() > 50);
  for (auto& [name, def] : lib.all()) CHECK(name.rfind("EX ", 0) == 0);
  const auto& rally = lib.get("EX Rally Once");
  REQUIRE(rally.abilities.size() == 1);
  CHECK(rally.abilities[0].effects[0].kind == l5r::Op::Kind::Modify);
  CHECK(rally.abilities[0].effects[0].duration.kind == l5r::Duration::Kind::WhileRemains);
}

TEST_CASE("The card library rejects unknown operations and malformed fields, naming the JSON path") {
  SUBCASE("unknown operation") {
    auto e = parse_error(card_doc({{"designator", "open"}, {"effects", {{{"op", "teleport"}}}}}));
    CHECK(e.file == "cards.json");
    CHECK(e.path == "/cards/0/abilities/0/effects/0/op");
    CHECK(e.expected.find("(got \"teleport\")") != std::string::npos);
  }
  SUBCASE("unknown trigger") {
    auto e = parse_error(card_doc({{"designator", "reaction"}, {"trigger", "whenever"}, {"effects", json::array()}}));
    CHECK(e.path == "/cards/0/abilities/0/trigger");
  }
  SUBCASE("missing required field") {
    auto e = parse_error(card_doc({{"designator", "open"}, {"effects", {{{"op", "modify"}, {"stat", "force"}}}}}));
    CHECK(e.path == "/cards/0/abilities/0/effects/0");
    CHECK(e.expected.find("\"amount\"") != std::string::npos);
  }
  SUBCASE("unknown reference") {
    auto e = parse_error(card_doc({{"designator", "open"}, {"effects", {{{"op", "bow"}, {"on", "everyone"}}}}}));
    CHECK(e.path == "/cards/0/abilities/0/effects/0/on");
    CHECK(e.expected.find("(got \"everyone\")") != std::string::npos);
  }
  SUBCASE("an unknown field") {
    auto e = parse_error(card_doc({{"designator", "open"}, {"effects", json::array()}, {"efects", json::array()}}));
    CHECK(e.path == "/cards/0/abilities/0/efects");
  }
  SUBCASE("a card that is not named as an example") {
    json doc = {{"cards", {{{"name", "Ambush"}, {"type", "strategy"}}}}};
    CHECK(parse_error(doc).expected.find("EX") != std::string::npos);
  }
}

TEST_CASE("A malformed L5R scenario fails to load with the file, the JSON path and what was expected") {
  json doc = json::parse(R"({"id":"l5r-demo-bad","game":"l5r-celestial","title":"bad",
    "board":{"players":{"P1":{},"P2":{}},"in_play":[{"id":"x","card":"EX Nobody"}]},
    "steps":[{"do":"check"}],"expect":{}})");
  try {
    scenario::run_scenario(doc, arbiter::test::repo_path("data/scenarios/l5r/bad.json"));
    FAIL("expected a LoadError");
  } catch (const kernel::LoadError& e) {
    CHECK(e.path == "/board/in_play/0/card");
    CHECK(std::string(e.what()).find("EX Nobody") != std::string::npos);
  }
}

TEST_CASE("The engine refuses illegal actions with a reason") {
  const auto& lib = l5r::library_for(arbiter::test::repo_path("data/scenarios/l5r/x.json"));
  l5r::GameState s;
  s.players["P1"].id = "P1";
  s.players["P2"].id = "P2";
  auto add = [&](const std::string& id, const std::string& def, const std::string& owner, l5r::Zone z) {
    l5r::Card c;
    c.id = id;
    c.def = def;
    c.owner = c.controller = owner;
    c.zone = z;
    s.cards[id] = c;
    if (z == l5r::Zone::Hand) s.players[owner].hand.push_back(id);
  };
  add("akira", "EX Akira", "P1", l5r::Zone::InPlay);
  add("bb", "EX Bow and Boast", "P2", l5r::Zone::Hand);
  add("war", "EX War Cry", "P1", l5r::Zone::Hand);
  add("goro", "EX Goro", "P2", l5r::Zone::InPlay);
  add("bb1", "EX Bow and Boast", "P1", l5r::Zone::Hand);
  kernel::Choices defaults;
  l5r::Engine eng(s, lib, defaults);
  SUBCASE("a Limited action outside your own Action Phase") {
    CHECK_THROWS_WITH_AS(eng.play({"P2", "bb", 0, {{"t", "akira"}}, ""}), doctest::Contains("Limited"),
                         l5r::IllegalAction);
  }
  SUBCASE("a Battle action when no battle is being fought") {
    CHECK_THROWS_WITH_AS(eng.play({"P1", "war", 0, {{"t", "akira"}}, ""}), doctest::Contains("Battle action"),
                         l5r::IllegalAction);
  }
  SUBCASE("a target that does not meet the card's requirements (\"a Personality you control\")") {
    CHECK_THROWS_WITH_AS(eng.play({"P1", "bb1", 0, {{"t", "goro"}}, ""}), doctest::Contains("does not meet"),
                         l5r::IllegalAction);
  }
}

TEST_CASE("Every L5R demonstration passes, and every L5R corpus entry is demonstrated") {
  std::set<std::string> demonstrated;
  int files = 0;
  for (const auto& f : scenario::scenario_files(arbiter::test::repo_path("data"))) {
    if (f.find("/l5r/") == std::string::npos) continue;
    ++files;
    auto t = scenario::run_scenario_file(f);
    INFO(f << arbiter::test::failures(t));
    CHECK(t.passed);
    CHECK(t.game == "l5r-celestial");
    for (auto& id : t.demonstrates) demonstrated.insert(id);
  }
  CHECK(files >= 21);
  std::ifstream in(arbiter::test::repo_path("data/corpus.json"));
  REQUIRE(in);
  json corpus = json::parse(in);
  json no_demo = json::object();
  if (std::filesystem::exists(arbiter::test::repo_path("data/no-demo.json"))) {
    std::ifstream nd(arbiter::test::repo_path("data/no-demo.json"));
    no_demo = json::parse(nd);
  }
  int entries = 0;
  for (auto& e : corpus["entries"]) {
    if (e["game"] != "l5r-celestial") continue;
    ++entries;
    std::string id = e["id"];
    INFO("corpus entry " << id << " has no demonstration and no reason in data/no-demo.json");
    CHECK((demonstrated.count(id) || no_demo.contains(id)));
  }
  CHECK(entries > 0);
}
