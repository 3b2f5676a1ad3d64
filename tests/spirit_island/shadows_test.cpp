// Shadows of the Dahan (Shadows Flicker Like Flame): "whenever you use a Power, you may pay 1
// Energy to target a land with Dahan regardless of range". Both sides: Dahan there or not, Energy
// to pay or not, in Range or not (no payment then), and the target requirement still holds.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/repeat.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A5 (Shadows' Presence) - A6 - A7 in a row; A7 is 2 lands away.
Engine shadows_row(const std::string& a7, int energy) {
  return setup(R"({"board": {"lands": [{"id": "A5", "terrain": "mountain", "adjacent": ["A6"]},
                                       {"id": "A6", "terrain": "wetland", "adjacent": ["A5", "A7"]},
                                       {"id": "A7", "terrain": "jungle", "adjacent": ["A6"]}],
                             "pieces": {"A5": {"presence": {"shadows": 1, "earth": 1}}, "A6": {"dahan": 1}, "A7": )" +
               a7 + R"(}},
                 "game_state": {"spirits": [{"id": "shadows", "name": "Shadows Flicker Like Flame", "energy": )" +
               std::to_string(energy) + R"(},
                                            {"id": "earth", "name": "Vital Strength of the Earth", "energy": 3}]}})");
}
}  // namespace

TEST_CASE("Shadows of the Dahan: for 1 Energy a Power targets a land with Dahan regardless of Range") {
  SUBCASE("a land with Dahan out of Range: legal for Shadows with Energy, and using it costs 1 Energy") {
    Engine e = shadows_row(R"({"dahan": 1, "explorer": 1})", 2);
    const PowerCard& card = e.lib.powers.at("Blood Draws Predators");  // Range 1, any land
    CHECK(targeting_problem(e, card, "shadows", "A7").empty());
    CHECK(!targeting_problem(e, card, "earth", "A7").empty());  // not another Spirit's rule
    CHECK(pays_for_shadows_of_the_dahan(e, card, "shadows", "A7"));
    e.use_power("Blood Draws Predators", "shadows", "A7");
    CHECK(e.state().find_spirit("shadows")->energy == 1);
  }
  SUBCASE("no Dahan there: out of Range as usual") {
    Engine e = shadows_row(R"({"explorer": 1})", 2);
    const PowerCard& card = e.lib.powers.at("Blood Draws Predators");
    CHECK(targeting_problem(e, card, "shadows", "A7").find("not within Range 1") != std::string::npos);
  }
  SUBCASE("no Energy to pay: out of Range as usual") {
    Engine e = shadows_row(R"({"dahan": 1})", 0);
    const PowerCard& card = e.lib.powers.at("Blood Draws Predators");
    CHECK(!targeting_problem(e, card, "shadows", "A7").empty());
    CHECK(!pays_for_shadows_of_the_dahan(e, card, "shadows", "A7"));
  }
  SUBCASE("in Range: nothing to pay") {
    Engine e = shadows_row("{}", 2);
    CHECK(!pays_for_shadows_of_the_dahan(e, e.lib.powers.at("Blood Draws Predators"), "shadows", "A6"));
    e.use_power("Blood Draws Predators", "shadows", "A6");
    CHECK(e.state().find_spirit("shadows")->energy == 2);
  }
  SUBCASE("the target requirement still holds: no Blight in A7, so The Land Thrashes can't target it") {
    Engine e = shadows_row(R"({"dahan": 1})", 2);
    const PowerCard& thrashes = e.lib.powers.at("The Land Thrashes in Furious Pain");
    CHECK(targeting_problem(e, thrashes, "shadows", "A7").find("not a land with Blight") != std::string::npos);
  }
}
