// Damage bonuses (Flame's Fury: "+1 Damage on each of your Damage-dealing Powers") reach a Power's
// Damage whatever path deals it: the Damage primitives take the bonus (rules/damage_bonus.cpp), so
// a trigger a Power set up deals boosted Damage, once; a special rule's Damage gets none.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kHeart = R"({"spirits": [{"id": "heart", "name": "Heart of the Wildfire"}, {"id": "other"}]})";

static void destroy_one(Engine& e, const char* what) {
  e.basic_action("destroy", ops(std::string(R"([{"op": "destroy", "what": ")") + what + R"(", "n": 1}])"), "A3", "");
}

TEST_CASE("Damage bonus: a Power's triggered Damage takes it, once; Damage that is not a Power's does not") {
  SUBCASE("Vengeance of the Dead with Flame's Fury: 1 Damage +1 destroys the other Town") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2}})", kHeart));
    e.use_power("Flame's Fury", "heart", "");
    e.use_power("Vengeance of the Dead", "heart", "A3");
    destroy_one(e, "town");
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("Vengeance of the Dead without it: 1 Damage, the Town survives") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2}})", kHeart));
    e.use_power("Vengeance of the Dead", "heart", "A3");
    destroy_one(e, "town");
    CHECK(count(e, "A3", "town") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  }
  SUBCASE("another Spirit's Flame's Fury does not boost it") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2}})", kHeart));
    e.use_power("Flame's Fury", "other", "");
    e.use_power("Vengeance of the Dead", "heart", "A3");
    destroy_one(e, "town");
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  }
  SUBCASE("Blood Draws Predators with Flame's Fury: 1 Beasts, 1 Damage +1") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "explorer": 1}})", kHeart));
    e.use_power("Flame's Fury", "heart", "");
    e.use_power("Blood Draws Predators", "heart", "A3");
    destroy_one(e, "explorer");
    CHECK(count(e, "A3", "beasts") == 1);
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("Blood Draws Predators without it: the Town takes 1") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "explorer": 1}})", kHeart));
    e.use_power("Blood Draws Predators", "heart", "A3");
    destroy_one(e, "explorer");
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  }
  SUBCASE("Blazing Presence (a special rule, not a Power) gets no bonus") {
    Engine e =
        setup(two_lands(R"({"A3": {"town": 1}})",
                        R"({"spirits": [{"id": "heart", "name": "Heart of the Wildfire", "fire_showing": 1}]})"));
    e.use_power("Flame's Fury", "heart", "");
    e.basic_action("Growth", ops(R"([{"op": "add", "what": "presence", "n": 1}])"), "A3", "heart");
    CHECK(count(e, "A3", "town") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  }
}
