// Irreparable Damage (the Habsburg Monarchy's loss condition): count the Blight that comes off the
// Blight card during Ravages dealing 8 or more Damage to the land; more than the number of players
// and the Invaders win. Prevented Blight never comes off the card, so it does not count.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static Engine ravaged(const std::string& a3, const std::string& adversary = "Habsburg Monarchy (Livestock Colony)",
                      int players = 1) {
  EngineOptions checked = quiet();
  checked.outcome_checks = true;
  Engine e =
      setup(two_lands(R"({"A3": )" + a3 + "}", R"({"players": )" + std::to_string(players) +
                                                   R"(, "adversary": {"name": ")" + adversary + R"(", "level": 0}})"),
            checked);
  e.invader_action("ravage", "A3");
  return e;
}

TEST_CASE(
    "Irreparable Damage (Habsburg loss): Blight off the card in Ravages of 8+ Damage; above the players, a loss") {
  SUBCASE("8 Damage into a Blighted land: its Blight and the cascade's, 2 > 1 player: the Invaders win") {
    Engine e = ravaged(R"({"town": 4, "blight": 1})");
    CHECK(e.state().irreparable_blight == 2);
    CHECK(e.outcome() == Outcome::Defeat);
  }
  SUBCASE("2 players: 2 is not more than 2, no loss") {
    Engine e = ravaged(R"({"town": 4, "blight": 1})", "Habsburg Monarchy (Livestock Colony)", 2);
    CHECK(e.state().irreparable_blight == 2);
    CHECK(e.outcome() == Outcome::None);
  }
  SUBCASE("7 Damage: nothing counted") {
    Engine e = ravaged(R"({"town": 3, "explorer": 1, "blight": 1})");
    CHECK(e.state().irreparable_blight == 0);
    CHECK(e.outcome() == Outcome::None);
  }
  SUBCASE("8 Damage, 1 Blight (no cascade): 1 counted, not more than 1 player") {
    Engine e = ravaged(R"({"town": 4})");
    CHECK(e.state().irreparable_blight == 1);
    CHECK(e.outcome() == Outcome::None);
  }
  SUBCASE("Vitality prevents the Blight: it never leaves the card, nothing counted") {
    Engine e = ravaged(R"({"town": 4, "vitality": 1})");
    CHECK(count(e, "A3", "blight") == 0);
    CHECK(e.state().irreparable_blight == 0);
  }
  SUBCASE("another adversary: nothing counted") {
    Engine e = ravaged(R"({"town": 4, "blight": 1})", "Kingdom of Sweden");
    CHECK(e.state().irreparable_blight == 0);
    CHECK(e.outcome() == Outcome::None);
  }
}
