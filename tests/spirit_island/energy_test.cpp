// Gaining Energy: the `gain-energy` operation (Flame's Fury: "Target Spirit gains 1 Energy").
#include <doctest/doctest.h>

#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kHeartWithEnergy = R"({"spirits": [{"id": "heart", "name": "Heart of the Wildfire", "energy": 2}]})";

TEST_CASE("Gaining Energy: the Spirit taking the action gains it, added to what it has") {
  SUBCASE("Flame's Fury: its Spirit gains 1 Energy, and its Damage bonus is still set up") {
    Engine e = setup(two_lands("{}", kHeartWithEnergy));
    e.use_power("Flame's Fury", "heart", "");
    CHECK(e.state().find_spirit("heart")->energy == 3);
    bool bonus = false;
    for (const auto& m : e.modifiers().all())
      bonus = bonus || (m.payload.kind == "damage-bonus" && m.payload.spirit == "heart");
    CHECK(bonus);
  }
  SUBCASE("another Spirit's Energy is unchanged") {
    Engine e = setup(two_lands("{}", R"({"spirits": [{"id": "heart", "name": "Heart of the Wildfire", "energy": 2},
                                                      {"id": "lure", "name": "Lure of the Deep Wilderness", "energy": 5}]})"));
    e.basic_action("gain", ops(R"([{"op": "gain-energy", "n": 2}])"), "", "lure");
    CHECK(e.state().find_spirit("lure")->energy == 7);
    CHECK(e.state().find_spirit("heart")->energy == 2);
  }
  SUBCASE("an action no Spirit takes cannot gain Energy: refused") {
    Engine e = setup(two_lands("{}", kHeartWithEnergy));
    CHECK_THROWS_WITH_AS(e.basic_action("gain", ops(R"([{"op": "gain-energy", "n": 1}])"), "", ""),
                         "\"Gain 1 Energy\": no Spirit takes this action", arbiter::kernel::RuleError);
  }
}

TEST_CASE("A Power targeting a Spirit (Flame's Fury): the target gains the Energy and the Damage bonus") {
  const char* two = R"({"spirits": [{"id": "heart", "name": "Heart of the Wildfire", "energy": 2},
                                    {"id": "lure", "name": "Lure of the Deep Wilderness", "energy": 5}]})";
  auto bonus_of = [](const Engine& e, const std::string& spirit) {
    int n = 0;
    for (const auto& m : e.modifiers().all())
      if (m.payload.kind == "damage-bonus" && m.payload.spirit == spirit) n += m.payload.n;
    return n;
  };
  SUBCASE("targeting another Spirit: it gains 1 Energy and +1 Damage; the Spirit using it neither") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", two));
    e.use_power("Flame's Fury", "heart", "", "lure");
    CHECK(e.state().find_spirit("lure")->energy == 6);
    CHECK(e.state().find_spirit("heart")->energy == 2);
    CHECK(bonus_of(e, "lure") == 1);
    CHECK(bonus_of(e, "heart") == 0);
    e.basic_action("lure's Damage", ops(R"([{"op": "damage", "n": 1}])"), "A3", "lure");
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);  // not a Power: no bonus
  }
  SUBCASE("no target named: the Spirit using it") {
    Engine e = setup(two_lands("{}", two));
    e.use_power("Flame's Fury", "heart", "");
    CHECK(e.state().find_spirit("heart")->energy == 3);
    CHECK(bonus_of(e, "heart") == 1);
    CHECK(bonus_of(e, "lure") == 0);
  }
  SUBCASE("a land-targeting Power cannot target a Spirit") {
    Engine e = setup(two_lands("{}", two));
    CHECK_THROWS_WITH_AS(e.use_power("Asphyxiating Smoke", "heart", "A3", "lure"),
                         "Asphyxiating Smoke targets a land, not a Spirit", arbiter::kernel::RuleError);
  }
}

TEST_CASE("Gaining Energy: the amount is a positive number, checked at load with its path") {
  auto error_of = [](const std::string& text) -> std::string {
    try {
      ops(text);
    } catch (const arbiter::kernel::LoadError& e) {
      return e.what();
    }
    return "(no error)";
  };
  CHECK(error_of(R"([{"op": "gain-energy"}])") == "test: at /0: expected a member \"n\"");
  CHECK(error_of(R"([{"op": "gain-energy", "n": 0}])") == "test: at /0/n: expected an integer from 1 to 20 (got 0)");
  CHECK(error_of(R"([{"op": "gain-energy", "n": 1, "what": "dahan"}])")
            .find("test: at /0/what: expected no member \"what\"") == 0);
  CHECK(error_of(R"([{"op": "gain-energy", "n": 1}])") == "(no error)");
}

TEST_CASE(
    "Belief Takes Root, Terror Level II: each Spirit gains 1 Energy per Sacred Site it has in lands with Invaders") {
  auto run = [](int level) {
    Engine e = setup(two_lands(
        R"({"A3": {"town": 1, "presence": {"earth": 2, "heart": 1}}, "A4": {"presence": {"earth": 2}}})",
        R"({"spirits": [{"id": "earth", "name": "Vital Strength of the Earth"}, {"id": "heart", "name": "Heart of the Wildfire"}],
                                   "fear": {"terror_level": )" +
            std::to_string(level) + "}}"));
    e.fear_card("Belief Takes Root");
    return e;
  };
  SUBCASE(
      "Terror Level II: Earth's Sacred Site with Invaders counts, the one without does not; a single Presence is no "
      "Sacred Site") {
    Engine e = run(2);
    CHECK(e.state().find_spirit("earth")->energy == 1);
    CHECK(e.state().find_spirit("heart")->energy == 0);
    CHECK(e.state().land("A3").defend >= 2);
  }
  SUBCASE("Terror Level I: Defend only, no Energy") {
    Engine e = run(1);
    CHECK(e.state().find_spirit("earth")->energy == 0);
    CHECK(e.state().land("A4").defend >= 2);
  }
}
