// Pressure for Fast Profit (Russia Level 6): after the Ravage Step of turn 2 or later, on each board where it added no
// Blight, 1 Explorer and 1 Town in the land with the most Explorers (at least 1).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// Boards A and B, two lands each; the Ravage card shows Jungle (A3 only).
static Engine ravage_step(const std::string& pieces, int level, const std::string& extra = "", int turn = 2) {
  Engine e =
      setup(R"({"board": {"lands": [
      {"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]}, {"id": "A4", "terrain": "sands", "adjacent": ["A3"]},
      {"id": "B3", "terrain": "sands", "coastal": true, "adjacent": ["B4"]}, {"id": "B4", "terrain": "sands", "adjacent": ["B3"]}],
      "pieces": )" +
            pieces + R"(}, "game_state": {"turn": )" + std::to_string(turn) + R"(, "invaders": {"ravage": ["jungle"]},
      "adversary": {"name": "Tsardom of Russia", "level": )" +
            std::to_string(level) + "}}}");
  if (!extra.empty()) e.script({pick("land", "Pressure for Fast Profit on board B", extra)});
  e.invader_step("ravage");
  return e;
}

TEST_CASE(
    "Pressure for Fast Profit (Russia Level 6): a board the Ravage Step left without Blight gains 1 Explorer and 1 "
    "Town") {
  const std::string pieces =
      R"({"A3": {"town": 1}, "A4": {"explorer": 3}, "B3": {"explorer": 1}, "B4": {"explorer": 2}})";
  SUBCASE("Level 6: board B, without new Blight, gets both in its land with the most Explorers (B4, not B3)") {
    Engine e = ravage_step(pieces, 6);
    CHECK(count(e, "B4", "explorer") == 3);
    CHECK(count(e, "B4", "town") == 1);
    CHECK(count(e, "B3", "explorer") == 1);
  }
  SUBCASE("Level 6: board A, where the Ravage added Blight, gets nothing") {
    Engine e = ravage_step(pieces, 6);
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(count(e, "A4", "explorer") == 3);
    CHECK(count(e, "A4", "town") == 0);
  }
  SUBCASE("Level 5: nothing anywhere") {
    Engine e = ravage_step(pieces, 5);
    CHECK(count(e, "B4", "explorer") == 2);
    CHECK(count(e, "B4", "town") == 0);
  }
  SUBCASE("turn 1: nothing (the rule starts with turn 2)") {
    Engine e = ravage_step(pieces, 6, "", 1);
    CHECK(count(e, "B4", "explorer") == 2);
    CHECK(count(e, "B4", "town") == 0);
  }
  SUBCASE("a board without Explorers: nothing (the land needs at least 1)") {
    Engine e = ravage_step(R"({"A3": {"town": 1}, "B3": {"town": 1}})", 6);
    CHECK(count(e, "B3", "town") == 1);
    CHECK(count(e, "B3", "explorer") == 0);
    CHECK(count(e, "B4", "explorer") == 0);
  }
  SUBCASE("lands tied for most: the players choose among them only") {
    Engine e = ravage_step(R"({"A3": {"town": 1}, "B3": {"explorer": 2}, "B4": {"explorer": 2}})", 6, "B3");
    CHECK(count(e, "B3", "explorer") == 3);
    CHECK(count(e, "B3", "town") == 1);
    CHECK(count(e, "B4", "town") == 0);
    bool asked = false;
    for (const auto& c : e.choices().history())
      if (c.kind == "land") asked = c.options == std::vector<std::string>{"B3", "B4"};
    CHECK(asked);
  }
}
