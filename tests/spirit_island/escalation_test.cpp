// Adversary Actions: Stage II escalation (on a card's first resolution), England's escalation
// invoking a Build, France Level 6 after each Explore card.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// A1 (Mountain, Coastal) with a Town; A2 (Jungle) and A3 (Sands) inland, A2 reachable only via A3.
static std::string board(const std::string& game_state) {
  return R"({"board": {"lands": [{"id": "A1", "terrain": "mountain", "coastal": true, "adjacent": ["A3"]},
                                 {"id": "A2", "terrain": "jungle", "adjacent": ["A3"]},
                                 {"id": "A3", "terrain": "sands", "adjacent": ["A1", "A2"]}],
                       "pieces": {"A1": {"town": 1}}},
             "game_state": )" +
         game_state + "}";
}

static int initial_trees_starting(const Engine& e, const std::string& prefix) {
  int n = 0;
  for (const auto& r : e.tree().records())
    if (r.parent == arbiter::kernel::kNoAction && r.label.rfind(prefix, 0) == 0) ++n;
  return n;
}

TEST_CASE("A Stage II escalation happens before its card's first resolution, and only then") {
  SUBCASE("revealed for the Explore: Land Rush's Town is a source for that Explore") {
    Engine e = setup(board(R"({"adversary": {"name": "Kingdom of Brandenburg-Prussia", "level": 0},
                               "invaders": {"deck": ["2:jungle"]}})"));
    e.script({{"land", "On board A", {"A3"}, "test", false}});
    e.invader_phase();
    CHECK(initial_trees_starting(e, "Escalation: Land Rush") == 1);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A2", "explorer") == 1);
  }
  SUBCASE("a card put straight into the Build slot escalates when it first Builds, not when it Ravages later") {
    Engine e = setup(board(R"({"adversary": {"name": "Kingdom of Brandenburg-Prussia", "level": 0},
                               "invaders": {"build": ["2:mountain"], "not_yet_resolved": ["build"], "deck": ["wetland", "wetland"]}})"));
    e.invader_phase();
    e.time_passes();
    e.invader_phase();
    CHECK(initial_trees_starting(e, "Escalation: Land Rush") == 1);
  }
  SUBCASE("a card already in a slot at setup has been resolved before") {
    Engine e = setup(board(R"({"adversary": {"name": "Kingdom of Brandenburg-Prussia", "level": 0},
                               "invaders": {"build": ["2:mountain"]}})"));
    e.invader_step("build");
    CHECK(initial_trees_starting(e, "Escalation") == 0);
  }
  SUBCASE("without an adversary the symbol is ignored") {
    Engine e = setup(board(R"({"invaders": {"deck": ["2:jungle"]}})"));
    e.invader_phase();
    CHECK(initial_trees_starting(e, "Escalation") == 0);
    CHECK(count(e, "A3", "town") == 0);
  }
}

TEST_CASE("England's escalation is a Build: an Invader Action that Disease stops") {
  auto england = [](const std::string& pieces) {
    return setup(R"({"board": {"lands": [{"id": "A1", "terrain": "mountain", "coastal": true, "adjacent": ["A2"]},
                                         {"id": "A2", "terrain": "sands", "adjacent": ["A1"]}],
                               "pieces": )" +
                 pieces + R"(},
                     "game_state": {"adversary": {"name": "Kingdom of England", "level": 0}, "invaders": {"deck": ["2:wetland"]}}})");
  };
  SUBCASE("it Builds in the land with the most Town/City") {
    Engine e = england(R"({"A1": {"town": 2}, "A2": {"town": 1, "disease": 1}})");
    e.invader_phase();
    CHECK(count(e, "A1", "city") == 1);
    CHECK(count(e, "A2", "disease") == 1);
  }
  SUBCASE("and Disease there is removed instead") {
    Engine e = england(R"({"A1": {"town": 2, "disease": 1}, "A2": {"town": 1}})");
    e.invader_phase();
    CHECK(count(e, "A1", "city") == 0);
    CHECK(count(e, "A1", "disease") == 0);
  }
}

TEST_CASE("France Level 6 adds 1 Explorer per board after each Explore card") {
  auto france = [](const std::string& explore) {
    return setup(R"x({"board": {"lands": [{"id": "A1", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]},
                                         {"id": "A4", "terrain": "mountain", "adjacent": ["A1", "A5"]},
                                         {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}]},
                    "game_state": {"adversary": {"name": "Kingdom of France (Plantation Colony)", "level": 6},
                                   "invaders": {"explore": )x" +
                 explore + "}}}");
  };
  auto explorers = [](const Engine& e) {
    return count(e, "A1", "explorer") + count(e, "A4", "explorer") + count(e, "A5", "explorer");
  };
  SUBCASE("two Explore cards: two Persistent Explorers") {
    Engine e = france(R"(["jungle", "sands"])");
    e.invader_step("explore");
    CHECK(explorers(e) == 2 + 2);  // A1 explored once (2 Explorers: Level 1, Frontier Explorers); sands matched nothing
  }
  SUBCASE("no Explore card: none") {
    Engine e = france("[]");
    e.invader_step("explore");
    CHECK(explorers(e) == 0);
  }
  SUBCASE("below Level 6: none") {
    Engine e = setup(R"x({"board": {"lands": [{"id": "A1", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]},
                                             {"id": "A4", "terrain": "mountain", "adjacent": ["A1"]}]},
                         "game_state": {"adversary": {"name": "Kingdom of France (Plantation Colony)", "level": 5},
                                        "invaders": {"explore": ["jungle"]}}})x");
    e.invader_step("explore");
    CHECK(count(e, "A4", "explorer") == 0);
  }
}
