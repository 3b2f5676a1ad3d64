// Slow and Silent Death (Shroud of Silent Mist): "Invaders and Dahan in your lands don't heal Damage.
// During Time Passes: 1 Fear (max 5) per land of yours with Damaged Invaders. Gain 1 Energy per 3
// lands of yours with Damaged Invaders."
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kShroud = R"({"spirits": [{"id": "shroud", "name": "Shroud of Silent Mist"}]})";

// Lands A1..A7 of board A; `pieces` is the "pieces" object.
Engine board_a(const std::string& pieces) {
  return setup(R"({"board": {"standard": ["A"], "pieces": )" + pieces + R"(}, "game_state": )" + kShroud + "}");
}
std::string damaged_town(const std::string& land, bool presence) {
  return "\"" + land + R"(": {"town": 1, "damaged": [{"kind": "town", "damage": 1}])" +
         (presence ? R"(, "presence": {"shroud": 1}})" : "}");
}
}  // namespace

TEST_CASE("Slow and Silent Death: Invaders and Dahan in its lands don't heal; elsewhere they do") {
  Engine e = setup(two_lands(R"({"A3": {"town": 1, "dahan": 1, "presence": {"shroud": 1},
                                        "damaged": [{"kind": "town", "damage": 1}, {"kind": "dahan", "damage": 1}]},
                                 "A4": {"town": 1, "dahan": 1, "damaged": [{"kind": "town", "damage": 1}, {"kind": "dahan", "damage": 1}]}})",
                             kShroud));
  e.time_passes();
  CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  CHECK(damage_on(e, "A3", PieceKind::Dahan) == 1);
  CHECK(damage_on(e, "A4", PieceKind::Town) == 0);
  CHECK(damage_on(e, "A4", PieceKind::Dahan) == 0);
}

TEST_CASE(
    "Slow and Silent Death: at Time Passes, 1 Fear per land of its with Damaged Invaders (max 5), 1 Energy per 3") {
  SUBCASE("two such lands: 2 Fear, no Energy; a Damaged Invader where it has no Presence counts for nothing") {
    Engine e = board_a("{" + damaged_town("A1", true) + ", " + damaged_town("A2", true) + ", " +
                       damaged_town("A3", false) + "}");
    e.time_passes();
    CHECK(e.state().fear_generated == 2);
    CHECK(e.state().find_spirit("shroud")->energy == 0);
  }
  SUBCASE("a land of its whose Invaders are undamaged, or with only damaged Dahan, does not count") {
    Engine e = board_a(R"({"A1": {"town": 1, "presence": {"shroud": 1}},
                           "A2": {"dahan": 1, "damaged": [{"kind": "dahan", "damage": 1}], "presence": {"shroud": 1}}})");
    e.time_passes();
    CHECK(e.state().fear_generated == 0);
  }
  SUBCASE("six such lands: 5 Fear (the cap) and 2 Energy") {
    std::string pieces = "{";
    for (const char* land : {"A1", "A2", "A3", "A4", "A5", "A6"})
      pieces += std::string(pieces.size() > 1 ? ", " : "") + damaged_town(land, true);
    Engine e = board_a(pieces + "}");
    e.time_passes();
    CHECK(e.state().fear_generated == 5);
    CHECK(e.state().find_spirit("shroud")->energy == 2);
  }
}
