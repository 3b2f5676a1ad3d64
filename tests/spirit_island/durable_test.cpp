// Durable Towns (Habsburg Monarchy Level 4): "Destroy Town" becomes 2 Damage, which Damage
// bonuses can raise.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kHabsburg = R"J({"spirits": [{"id": "heart", "name": "Heart of the Wildfire"}],
                                   "adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": 4}})J";

TEST_CASE("Durable: destroying a Durable Town deals it 2 Damage instead, and Damage bonuses add to it") {
  SUBCASE("Asphyxiating Smoke: 2 Damage to a 4-Health Town, which survives") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kHabsburg));
    e.use_power("Asphyxiating Smoke", "heart", "A3");
    CHECK(count(e, "A3", "town") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 2);
    CHECK(e.state().fear_generated == 1);  // the card's Fear only: no Town destroyed
  }
  SUBCASE("Flame's Fury makes it 3") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kHabsburg));
    e.use_power("Flame's Fury", "heart", "");
    e.use_power("Asphyxiating Smoke", "heart", "A3");
    CHECK(damage_on(e, "A3", PieceKind::Town) == 3);
  }
  SUBCASE("Flame's Fury and Badlands make 4: the Durable Town is destroyed") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "badlands": 1}})", kHabsburg));
    e.use_power("Flame's Fury", "heart", "");
    e.use_power("Asphyxiating Smoke", "heart", "A3");
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("a Town in a Blighted land is not Durable: it is destroyed, with no bonus to add") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "blight": 1}})", kHabsburg));
    e.use_power("Asphyxiating Smoke", "heart", "A3");
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("\"Destroy all Towns\" is unchanged") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2}})", kHabsburg));
    e.basic_action("destroy all", ops(R"([{"op": "destroy", "what": "town", "all": true}])"), "A3", "heart");
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("without the adversary rule, Destroy destroys") {
    Engine e = setup(
        two_lands(R"({"A3": {"town": 1}})", R"({"spirits": [{"id": "heart", "name": "Heart of the Wildfire"}]})"));
    e.use_power("Asphyxiating Smoke", "heart", "A3");
    CHECK(count(e, "A3", "town") == 0);
  }
}
