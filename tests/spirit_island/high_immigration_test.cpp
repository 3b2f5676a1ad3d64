// England Levels 3 and 4, High Immigration: an extra Build slot left of Ravage, Building before the
// Ravage Step; the Ravage cards slide onto it. Level 3 removes it when a Stage II card slides onto
// it (that card discarded); Level 4 keeps it all game.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/high_immigration.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// A1 (Mountain, Coastal) with a Town; A2 (Jungle) with 1 Explorer and `dahan` Dahan; A3 (Sands).
static Engine england(int level, const std::string& invaders, int dahan = 0) {
  return setup(R"({"board": {"lands": [{"id": "A1", "terrain": "mountain", "coastal": true, "adjacent": ["A3"]},
                                        {"id": "A2", "terrain": "jungle", "adjacent": ["A3"]},
                                        {"id": "A3", "terrain": "sands", "adjacent": ["A1", "A2"]}],
                              "pieces": {"A1": {"town": 1}, "A2": {"explorer": 1, "dahan": )" +
               std::to_string(dahan) + R"(}}},
                 "game_state": {"adversary": {"name": "Kingdom of England", "level": )" +
               std::to_string(level) + R"(}, "invaders": )" + invaders + "}}");
}

static std::vector<std::string> names_in(const Engine& e, const std::string& slot) {
  std::vector<std::string> out;
  for (const auto& c : e.state().slot(slot)) out.push_back(c.name);
  return out;
}

TEST_CASE("High Immigration (England Level 3): its card Builds each Invader Phase, before the Ravage Step") {
  const std::string cards = R"({"high_immigration": ["jungle"], "ravage": ["jungle"], "deck": ["wetland"]})";
  SUBCASE("Level 3: the Town it Builds in A2 Ravages too (1 + 2 Damage: Blight)") {
    Engine e = england(3, cards, 0);
    e.invader_phase();
    CHECK(count(e, "A2", "town") == 1);
    CHECK(count(e, "A2", "blight") == 1);
  }
  SUBCASE("Level 2: no tile, no Build from it; the lone Explorer's 1 Damage adds no Blight") {
    Engine e = england(2, cards, 0);
    e.invader_phase();
    CHECK(count(e, "A2", "town") == 0);
    CHECK(count(e, "A2", "blight") == 0);
  }
}

TEST_CASE("High Immigration: the Ravage cards slide onto the tile, its own go to the discard") {
  const std::string stage_one = R"({"high_immigration": ["sands"], "ravage": ["mountain"], "deck": ["wetland"]})";
  const std::string stage_two = R"({"high_immigration": ["sands"], "ravage": ["2:mountain"], "deck": ["wetland"]})";
  SUBCASE("a Stage I card slides onto it at Level 3") {
    Engine e = england(3, stage_one);
    e.invader_phase();
    CHECK(names_in(e, kHighImmigrationSlot) == std::vector<std::string>{"mountain"});
    CHECK(high_immigration_tile(e));
  }
  SUBCASE("Level 3: a Stage II card removes the tile and goes to the discard") {
    Engine e = england(3, stage_two);
    e.invader_phase();
    CHECK(names_in(e, kHighImmigrationSlot).empty());
    CHECK_FALSE(high_immigration_tile(e));
    e.invader_phase();  // no Build from the removed tile (the slot stays empty: nothing slides onto it)
    CHECK(names_in(e, kHighImmigrationSlot).empty());
  }
  SUBCASE("Level 4: the tile stays, with the Stage II card on it") {
    Engine e = england(4, stage_two);
    e.invader_phase();
    CHECK(names_in(e, kHighImmigrationSlot) == std::vector<std::string>{"2:mountain"});
    CHECK(high_immigration_tile(e));
  }
  SUBCASE("a scenario may start after Level 3's tile was removed: nothing Builds from it") {
    Engine e = england(3, R"({"high_immigration": ["jungle"], "high_immigration_removed": true, "deck": ["wetland"]})");
    e.invader_phase();
    CHECK(count(e, "A2", "town") == 0);
  }
}
