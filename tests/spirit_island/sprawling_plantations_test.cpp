// France's loss condition, Sprawling Plantations: 7 Towns per player in the supply; the Invaders win
// if a Town ever cannot be placed (that Town is not placed).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// A3 (Jungle, Coastal) with `a3` Towns and 1 Explorer, A4 (Sands) with `a4` Towns; 1 player.
static Engine france(const std::string& adversary, int a3, int a4) {
  return setup(two_lands(
      R"({"A3": {"town": )" + std::to_string(a3) + R"(, "explorer": 1}, "A4": {"town": )" + std::to_string(a4) + "}}",
      R"({"adversary": {"name": ")" + adversary +
          R"(", "level": 0}, "fear": {"terror_level": 2}, "outcome_checks": true})"));
}

static void add_town(Engine& e) { e.basic_action("add", ops(R"([{"op": "add", "what": "town", "n": 1}])"), "A3", ""); }

TEST_CASE("Sprawling Plantations (France): the Invaders win when a Town cannot be placed") {
  SUBCASE("7 Towns on the island (1 player): the 8th is not placed and the players lose") {
    Engine e = france("Kingdom of France (Plantation Colony)", 4, 3);
    add_town(e);
    CHECK(count(e, "A3", "town") == 4);
    CHECK(e.outcome() == Outcome::Defeat);
  }
  SUBCASE("6 Towns on the island: the 7th is placed, no loss") {
    Engine e = france("Kingdom of France (Plantation Colony)", 3, 3);
    add_town(e);
    CHECK(count(e, "A3", "town") == 4);
    CHECK(e.outcome() == Outcome::None);
  }
  SUBCASE("a replacement that brings a Town (Explorer to Town) counts too") {
    Engine e = france("Kingdom of France (Plantation Colony)", 4, 3);
    e.basic_action("replace", ops(R"([{"op": "replace", "what": "explorer", "with": ["town"]}])"), "A3", "");
    CHECK(count(e, "A3", "town") == 4);
    CHECK(e.outcome() == Outcome::Defeat);
  }
  SUBCASE("another adversary: no supply limit") {
    Engine e = france("Kingdom of England", 4, 3);
    add_town(e);
    CHECK(count(e, "A3", "town") == 5);
    CHECK(e.outcome() == Outcome::None);
  }
}
