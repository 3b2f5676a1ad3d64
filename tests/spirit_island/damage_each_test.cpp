// "n Damage to each Town/City": one instance of Damage; bonuses add once in total, where the players choose.
#include <doctest/doctest.h>

#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

TEST_CASE("Damage to each piece of a group is one instance: a bonus adds once in total") {
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
    e.use_power("Pyroclastic Bombardment", "v", "A3");
    // each Town: 1, one of them +1 (destroyed); then "1 Damage" finishes the other
    CHECK(count(e, "A3", "town") == 0);
    CHECK(e.state().fear_generated == 2);
  }
  SUBCASE("and only once per Power: the later \"1 Damage\" gets no bonus") {
    Engine e = setup(two_lands(R"({"A3": {"city": 2}})", R"({"spirits": [{"id": "v"}]})",
                               R"([{"modifier": "damage-bonus", "scope": "spirit", "spirit": "v", "n": 1}])"));
    e.use_power("Pyroclastic Bombardment", "v", "A3");
    // each City: 1, one of them +1 (2); then 1 Damage destroys that one
    CHECK(count(e, "A3", "city") == 1);
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
  }
}

TEST_CASE("The extra Damage on \"Damage to each\" is 1 per Badlands in total, distributed as the players choose") {
  const char* each = R"([{"op": "damage", "n": 1, "to": "town-city", "each": true}])";
  const std::string pieces = R"({"A3": {"town": 2, "city": 1, "badlands": 2}})";
  SUBCASE("by default both points finish the City (the first piece they can destroy), not +2 on each piece") {
    Engine e = setup(two_lands(pieces));
    e.basic_action("each", ops(each), "A3", "");
    CHECK(count(e, "A3", "city") == 0);
    CHECK(count(e, "A3", "town") == 2);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 2);
    bool asked = false;
    for (const auto& c : e.choices().history())
      asked =
          asked || (c.kind == "extra-damage" && c.options == std::vector<std::string>{"city", "town"} && !c.scripted);
    CHECK(asked);
  }
  SUBCASE("the players spread them: +1 on each Town destroys both, and the City keeps 1 Damage") {
    Engine e = setup(two_lands(pieces));
    e.script({{"extra-damage", "A3", {"town", "town"}, "test", false}});
    e.basic_action("each", ops(each), "A3", "");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A3", "city") == 1);
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
  }
  SUBCASE("one answer per point of extra Damage, no more, no fewer") {
    Engine e = setup(two_lands(pieces));
    e.script({{"extra-damage", "A3", {"town"}, "test", false}});
    CHECK_THROWS_WITH_AS(e.basic_action("each", ops(each), "A3", ""),
                         doctest::Contains("name one piece kind per point"), arbiter::kernel::RuleError);
  }
  SUBCASE("one kind of piece hit: no choice, each point where it destroys") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2, "badlands": 2}})"));
    e.basic_action("each", ops(each), "A3", "");
    CHECK(count(e, "A3", "town") == 0);
    for (const auto& c : e.choices().history()) CHECK(c.kind != "extra-damage");
  }
}

TEST_CASE(
    "\"Each Dahan deals 1 Damage to a different Invader\": at most one point per Invader, one instance of Damage") {
  const char* earth = R"({"spirits": [{"id": "earth", "name": "Vital Strength of the Earth"}]})";
  const char* veil = "Veil the Night's Hunt";
  auto option = arbiter::kernel::ScriptedChoice{
      "option", veil, {"Each Dahan deals 1 Damage to a different Invader"}, "test", false};
  SUBCASE("2 Dahan, 3 Invaders: by default the Explorer it destroys, then the biggest") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "town": 1, "city": 1, "dahan": 2}})", earth));
    e.script({option});
    e.use_power(veil, "earth", "A3");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 0);
  }
  SUBCASE("the players pick which Invaders") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "town": 1, "city": 1, "dahan": 2}})", earth));
    e.script({option, pick("pieces", "A3", "town")});
    CHECK_THROWS_AS(e.use_power(veil, "earth", "A3"), arbiter::kernel::RuleError);  // 2 Dahan: name 2 pieces
    Engine f = setup(two_lands(R"({"A3": {"explorer": 1, "town": 1, "city": 1, "dahan": 2}})", earth));
    f.script({option, {"pieces", "A3", {"town", "city"}, "test", false}});
    f.use_power(veil, "earth", "A3");
    CHECK(count(f, "A3", "explorer") == 1);
    CHECK(damage_on(f, "A3", PieceKind::Town) == 1);
    CHECK(damage_on(f, "A3", PieceKind::City) == 1);
  }
  SUBCASE("more Dahan than Invaders: still 1 Damage to each Invader, no more") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "town": 1, "dahan": 3}})", earth));
    e.script({option});
    e.use_power(veil, "earth", "A3");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  }
  SUBCASE("a Damage bonus adds 1 in total, to the piece it brings closest to destruction") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "city": 1, "dahan": 2}})", earth));
    e.use_power("Flame's Fury", "earth", "");
    e.script({option});
    e.use_power(veil, "earth", "A3");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
  }
  SUBCASE("\"different\" needs \"per\"") {
    CHECK_THROWS_WITH(ops(R"([{"op": "damage", "n": 1, "different": true}])"),
                      "test: at /0/different: expected \"different\" with \"per\" only (no \"each\", \"cap\" or "
                      "\"plus_per_adjacent\")");
  }
}
