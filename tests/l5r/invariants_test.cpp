// The L5R guard rails added for scenario authors and the engine: a step or expectation naming a
// card, battlefield or player the board does not have is refused when the file is loaded (file, JSON
// path, what was expected), and boards that break the game's invariants are refused at set-up and
// stop the engine if an action ever leaves one broken.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>

#include "games/l5r/engine.h"
#include "games/l5r/invariants.h"
#include "games/l5r/scenario_model.h"
#include "kernel/errors.h"
#include "l5r_helpers.h"

using namespace arbiter;
using nlohmann::json;

namespace {

// A one-step scenario on a small legal board: P1 holds EX Bow and Boast and controls Akira.
json scenario_with(json step, json expect = json::object()) {
  json doc = json::parse(R"({"id":"l5r-demo-guard","game":"l5r-celestial","title":"guard",
    "board":{"players":{"P1":{"hand":[{"id":"bb","card":"EX Bow and Boast"}]},"P2":{}},
             "in_play":[{"id":"akira","card":"EX Akira"}],
             "battlefields":[{"id":"plain","attacker":"P1","defender":"P2"}]},
    "steps":[]})");
  doc["steps"].push_back(step);
  doc["expect"] = expect;
  return doc;
}

// Runs a scenario document; returns the LoadError it raised (fails the test if it ran instead).
kernel::LoadError load_error(const json& doc) {
  try {
    scenario::run_scenario(doc, arbiter::test::repo_path("data/scenarios/l5r/guard.json"));
  } catch (const kernel::LoadError& e) {
    return e;
  }
  FAIL("expected the scenario to be refused at load time");
  return kernel::LoadError("", "", "");
}

const l5r::CardLibrary& library() { return l5r::library_for(arbiter::test::repo_path("data/scenarios/l5r/x.json")); }

// Two players, Akira in play for P1, a Fine Katana on him, Bow and Boast in P1's hand.
l5r::GameState legal_board() {
  l5r::GameState s;
  s.players["P1"].id = "P1";
  s.players["P2"].id = "P2";
  auto add = [&](const std::string& id, const std::string& def, l5r::Zone z) -> l5r::Card& {
    l5r::Card& c = s.cards[id];
    c.id = id;
    c.def = def;
    c.owner = c.controller = "P1";
    c.zone = z;
    return c;
  };
  add("akira", "EX Akira", l5r::Zone::InPlay);
  add("katana", "EX Fine Katana", l5r::Zone::InPlay).attached_to = "akira";
  add("bb", "EX Bow and Boast", l5r::Zone::Hand);
  s.players["P1"].hand.push_back("bb");
  s.battlefields.push_back({"plain", "P1", "P2", ""});
  return s;
}

}  // namespace

TEST_CASE("A scenario naming a card, battlefield or player the board lacks is refused when it is loaded") {
  SUBCASE("the card a step plays") {
    auto e = load_error(scenario_with({{"do", "play"}, {"by", "P1"}, {"card", "ghost"}}));
    CHECK(e.file.find("guard.json") != std::string::npos);
    CHECK(e.path == "/steps/0/card");
    CHECK(e.expected.find("the id of a card on the board (akira, bb)") != std::string::npos);
    CHECK(e.expected.find("got \"ghost\"") != std::string::npos);
  }
  SUBCASE("a target") {
    auto e = load_error(scenario_with({{"do", "play"}, {"by", "P1"}, {"card", "bb"}, {"targets", {{"t", "akria"}}}}));
    CHECK(e.path == "/steps/0/targets/t");
  }
  SUBCASE("the card an assignment moves, and its battlefield") {
    CHECK(load_error(scenario_with({{"do", "assign"}, {"card", "nobody"}, {"to", "plain"}, {"side", "attack"}})).path ==
          "/steps/0/card");
    auto e = load_error(scenario_with({{"do", "assign"}, {"card", "akira"}, {"to", "hill"}, {"side", "attack"}}));
    CHECK(e.path == "/steps/0/to");
    CHECK(e.expected.find("battlefield") != std::string::npos);
  }
  SUBCASE("the player who plays") {
    CHECK(load_error(scenario_with({{"do", "play"}, {"by", "P3"}, {"card", "bb"}})).path == "/steps/0/by");
  }
  SUBCASE("a card an expectation checks") {
    auto e = load_error(scenario_with({{"do", "check"}}, {{"cards", {{"akria", {{"bowed", true}}}}}}));
    CHECK(e.path == "/expect/cards/akria");
  }
  SUBCASE("cards and battlefields the engine creates while running may be named") {
    json doc = scenario_with({{"do", "check"}, {"expect", {{"cards", {{"token1", {{"bowed", false}}}}}}}},
                             {{"current_battle", nullptr}});
    doc["steps"].push_back({{"do", "fight"}, {"battlefield", "BF1"}});
    kernel::Trace t = scenario::run_scenario(doc, arbiter::test::repo_path("data/scenarios/l5r/guard.json"));
    CHECK(!t.passed);  // loads, then fails while running: no token1 yet, no battlefield BF1
    CHECK(t.error.find("no battlefield BF1") != std::string::npos);
  }
}

TEST_CASE("The L5R engine refuses boards that break the game's invariants, in plain words") {
  const auto& lib = library();
  l5r::GameState s = legal_board();
  REQUIRE(l5r::check_invariants(s, lib) == "");
  SUBCASE("a card in its owner's hand list must be in the hand zone") {
    s.cards["bb"].zone = l5r::Zone::Discard;
    CHECK(l5r::check_invariants(s, lib) == "bb is in P1's hand list but its zone is discard");
  }
  SUBCASE("a card is in one place only") {
    s.players["P1"].discard.push_back("bb");
    CHECK(l5r::check_invariants(s, lib).find("bb is in two places") == 0);
  }
  SUBCASE("a card out of play is in its owner's list") {
    s.players["P1"].hand.clear();
    CHECK(l5r::check_invariants(s, lib) == "bb is in zone hand but not in P1's hand list");
  }
  SUBCASE("attachments sit on a Personality in play") {
    s.cards["katana"].attached_to = "bb";
    CHECK(l5r::check_invariants(s, lib).find("which is not in play") != std::string::npos);
    s.cards["katana"].attached_to = "";
    CHECK(l5r::check_invariants(s, lib) == "EX Fine Katana [katana] is an item in play but attached to nothing");
  }
  SUBCASE("a unit at a battlefield stands on its controller's side") {
    s.cards["akira"].location = "plain";
    CHECK(l5r::check_invariants(s, lib).find("on neither side") != std::string::npos);
    s.cards["akira"].side = l5r::Side::Defend;
    CHECK(l5r::check_invariants(s, lib).find("which is P2's side, but P1 controls him") != std::string::npos);
    s.cards["akira"].location = "marsh";
    CHECK(l5r::check_invariants(s, lib).find("neither home nor a battlefield") != std::string::npos);
  }
  SUBCASE("a Strategy stays in play only as a Terrain at a battlefield") {
    s.players["P1"].hand.clear();
    s.cards["bb"].zone = l5r::Zone::InPlay;
    CHECK(l5r::check_invariants(s, lib) == "EX Bow and Boast [bb] is a Strategy in play away from any battlefield");
    s.cards["bb"].location = "plain";
    CHECK(l5r::check_invariants(s, lib) == "");
  }
  SUBCASE("the battle and the Imperial Favor name things that exist") {
    s.favor = "P9";
    CHECK(l5r::check_invariants(s, lib).find("Imperial Favor") != std::string::npos);
    s.favor = "";
    s.current_battle = "hill";
    CHECK(l5r::check_invariants(s, lib).find("not a battlefield on the board") != std::string::npos);
  }
  SUBCASE("the engine will not start from an illegal board") {
    s.cards["akira"].location = "marsh";
    kernel::Choices defaults;
    CHECK_THROWS_WITH_AS(l5r::Engine(s, lib, defaults), doctest::Contains("illegal board: EX Akira [akira] stands at"),
                         kernel::RuleError);
  }
  SUBCASE("a scenario board that breaks one is refused at load time, at the board's path") {
    json doc = scenario_with({{"do", "check"}});
    doc["board"]["in_play"][0]["location"] = "plain";
    doc["board"]["in_play"][0]["side"] = "defend";
    auto e = load_error(doc);
    CHECK(e.path == "/board");
    CHECK(e.expected.find("a legal board (EX Akira [akira] is on the defending side at plain") == 0);
  }
}

TEST_CASE("The L5R engine stops when an action leaves a board that breaks an invariant") {
  // A card whose "token" is really a Personality: creating it would put a Personality on
  // another as an attachment, which the card library does not forbid but the rules of play do.
  const auto lib = l5r::CardLibrary::parse(json::parse(R"({"cards": [
    {"name": "EX Lord", "type": "personality", "text": "A Personality.", "force": 2, "chi": 2},
    {"name": "EX Twin Gift", "type": "strategy", "text": "Open: create EX Lord as a token on target Personality.",
     "abilities": [{"designator": "open", "effects": [{"op": "create_token", "token": "EX Lord"}],
                    "targets": [{"name": "t", "filter": {"who": "any", "type": "personality"}}]}]}]})"),
                                           "test.json");
  l5r::GameState s;
  s.players["P1"].id = "P1";
  s.players["P2"].id = "P2";
  s.cards["lord"] = l5r::Card{};
  s.cards["lord"].id = "lord";
  s.cards["lord"].def = "EX Lord";
  s.cards["lord"].owner = s.cards["lord"].controller = "P1";
  s.cards["gift"] = s.cards["lord"];
  s.cards["gift"].id = "gift";
  s.cards["gift"].def = "EX Twin Gift";
  s.cards["gift"].zone = l5r::Zone::Hand;
  s.players["P1"].hand.push_back("gift");
  kernel::Choices defaults;
  l5r::Engine eng(s, lib, defaults);
  SUBCASE("with the checks on (the default) the action is stopped with the reason") {
    CHECK_THROWS_WITH_AS(eng.play({"P1", "gift", 0, {{"t", "lord"}}, ""}),
                         "invariant broken: EX Lord [token1] is a personality but is attached to lord",
                         std::logic_error);
  }
  SUBCASE("with the checks off the broken board goes unnoticed") {
    eng.invariant_checks = false;
    CHECK_NOTHROW(eng.play({"P1", "gift", 0, {{"t", "lord"}}, ""}));
    CHECK(eng.state().card("token1").attached_to == "lord");
  }
}
