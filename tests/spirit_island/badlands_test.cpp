// Badlands boosts one time an action damages Invaders — which time is the players' choice.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// A damaged Town (1 Health left), 2 Explorers, 1 Badlands; then 1 Damage to Town/City and 1 Damage.
static const char* kLand =
    R"({"A3": {"town": 1, "explorer": 2, "badlands": 1, "damaged": [{"kind": "town", "damage": 1}]}})";
static const char* kTwoDamages = R"([{"op": "damage", "n": 1, "to": "town-city"}, {"op": "damage", "n": 1}])";

TEST_CASE("Badlands boosts one chosen time an action damages Invaders, not only the first") {
  SUBCASE("saved for the second Damage, it destroys both Explorers") {
    Engine e = setup(two_lands(kLand));
    e.script({{"badlands", "A3", {"0"}, "t", false}, {"badlands", "A3", {"1"}, "t", false}});
    e.basic_action("two Damages", ops(kTwoDamages), "A3", "");
    CHECK(count(e, "A3", "invaders") == 0);
  }
  SUBCASE("used on the first (the default), its +1 cannot leave the Town/City restriction") {
    Engine e = setup(two_lands(kLand));
    e.basic_action("two Damages", ops(kTwoDamages), "A3", "");
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("each token boosts once per action: a saved token is not used twice") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 4, "badlands": 1}})"));
    e.basic_action("three Damages",
                   ops(R"([{"op": "damage", "n": 1}, {"op": "damage", "n": 1}, {"op": "damage", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "explorer") == 0);  // 1+1, 1, 1 = 4 Damage
    int asked = 0;
    for (const auto& c : e.choices().history()) asked += c.kind == "badlands";
    CHECK(asked == 1);  // asked once: after that no Badlands is left unused
  }
}
