// "n Damage to each Town/City": one instance of Damage; bonuses add once, to one piece.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

TEST_CASE("Damage to each piece of a group is one instance: a bonus adds once, to one piece") {
  const char* each = R"([{"op": "damage", "n": 1, "to": "town-city", "each": true}])";
  SUBCASE("every Town/City takes 1; Explorers none") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2, "city": 1, "explorer": 1}})"));
    e.basic_action("each", ops(each), "A3", "");
    CHECK(damage_on(e, "A3", PieceKind::Town) == 2);
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
    CHECK(damage_on(e, "A3", PieceKind::Explorer) == 0);
  }
  SUBCASE("Badlands adds +1 to one piece, preferring one it destroys") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2, "city": 1, "badlands": 1}})"));
    e.basic_action("each", ops(each), "A3", "");
    CHECK(count(e, "A3", "town") == 1);  // 1+1 destroys a Town
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
  }
  SUBCASE("a Damage bonus (Flame's Fury) is +1 in total, not +1 per piece") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2}})", R"({"spirits": [{"id": "v"}]})",
                               R"([{"modifier": "damage-bonus", "scope": "spirit", "spirit": "v", "n": 1}])"));
    e.use_power("Pyroclastic Bombardment", "v", "A3", false);
    // each Town: 1, one of them +1 (destroyed); then "1 Damage" finishes the other
    CHECK(count(e, "A3", "town") == 0);
    CHECK(e.state.fear_generated == 2);
  }
}
