// Rules the blind conformance suite found (issue 37): optional instructions ("may", "up to n")
// through one mechanism, "each player", Badlands counted as counts-as pieces count, Range from a
// Sacred Site.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/repeat.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

int asked(const Engine& e, const std::string& kind) {
  int n = 0;
  for (const auto& c : e.choices().history()) n += c.kind == kind;
  return n;
}

}  // namespace

TEST_CASE("An optional instruction (\"may\") is offered: taken by default, declined when the players say no") {
  const char* may_destroy = R"([{"op": "destroy", "what": "explorer", "n": 1, "may": true}])";
  SUBCASE("taken by default, and the choice is recorded") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})"));
    e.basic_action("may destroy", ops(may_destroy), "A3", "");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(asked(e, "may") == 1);
  }
  SUBCASE("declined: nothing happens") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})"));
    e.script({pick("may", "may destroy", "no")});
    e.basic_action("may destroy", ops(may_destroy), "A3", "");
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("an instruction without \"may\" is not offered") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})"));
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "explorer", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(asked(e, "may") == 0);
  }
}

TEST_CASE("\"Up to n\" lets the players stop short; the default takes as many as it can") {
  const char* push_up_to = R"([{"op": "push", "what": "dahan", "n": 3, "up_to": true}])";
  SUBCASE("default: all that can go (2 of up to 3)") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 2}})"));
    e.basic_action("push", ops(push_up_to), "A3", "");
    CHECK(count(e, "A4", "dahan") == 2);
  }
  SUBCASE("the players push only 1") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 2}})"));
    e.script({pick("up-to", "A3:dahan", "1")});
    e.basic_action("push", ops(push_up_to), "A3", "");
    CHECK(count(e, "A4", "dahan") == 1);
  }
  SUBCASE("a Gather and a Remove stop short too") {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 2}, "A4": {"beasts": 2}})"));
    e.script({pick("up-to", "A4:beasts", "0"), pick("up-to", "A3:beasts", "1")});
    e.basic_action("gather", ops(R"([{"op": "gather", "what": "beasts", "n": 2, "up_to": true, "land": "A4"}])"), "A4",
                   "");
    e.basic_action("remove", ops(R"([{"op": "remove", "what": "beasts", "n": 2, "up_to": true}])"), "A3", "");
    CHECK(count(e, "A4", "beasts") == 2);
    CHECK(count(e, "A3", "beasts") == 1);
  }
  SUBCASE("without up_to, exactly n: not offered") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 2}})"));
    e.basic_action("push", ops(R"([{"op": "push", "what": "dahan", "n": 2}])"), "A3", "");
    CHECK(count(e, "A4", "dahan") == 2);
    CHECK(asked(e, "up-to") == 0);
  }
}

TEST_CASE("\"Each player\" is one action per player, whether or not the scenario names Spirits") {
  const char* each_player =
      R"([{"op": "each", "over": "player", "do": [{"op": "add", "what": "beasts", "n": 1, "land": "A3"}]}])";
  SUBCASE("2 players, no Spirit: twice") {
    Engine e = setup(two_lands("{}", R"({"players": 2})"));
    e.basic_action("each player", ops(each_player), "A3", "");
    CHECK(count(e, "A3", "beasts") == 2);
  }
  SUBCASE("1 player with its Spirit: once") {
    Engine e = setup(two_lands("{}", R"({"spirits": [{"id": "s", "name": "Vital Strength of the Earth"}]})"));
    e.basic_action("each player", ops(each_player), "A3", "");
    CHECK(count(e, "A3", "beasts") == 1);
  }
  SUBCASE("\"each Spirit\" is still one per Spirit: none without Spirits") {
    Engine e = setup(two_lands("{}", R"({"players": 2})"));
    e.basic_action(
        "each spirit",
        ops(R"([{"op": "each", "over": "spirit", "do": [{"op": "add", "what": "beasts", "n": 1, "land": "A3"}]}])"),
        "A3", "");
    CHECK(count(e, "A3", "beasts") == 0);
  }
}

TEST_CASE("Pieces counting as Badlands boost Damage as Badlands tokens do") {
  const char* lure = R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"}]})";
  SUBCASE("Lure's Presence counts as Badlands: 1 Damage +1 destroys a Town") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "presence": {"lure": 1}}})", lure));
    e.use_power("Settle Into Hunting-Grounds", "lure", "");
    e.basic_action("1 Damage", ops(R"([{"op": "damage", "n": 1}])"), "A3", "lure");
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("the players let it not count: 1 Damage stays on the Town") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "presence": {"lure": 1}}})", lure));
    e.use_power("Settle Into Hunting-Grounds", "lure", "");
    e.script({pick("counts-as", "A3:badlands:lure", "0")});
    e.basic_action("1 Damage", ops(R"([{"op": "damage", "n": 1}])"), "A3", "lure");
    CHECK(count(e, "A3", "town") == 1);
  }
}

TEST_CASE("Range from a Sacred Site is measured only from lands with 2 or more of the Spirit's Presence") {
  const char* volcano = R"({"spirits": [{"id": "v", "name": "Volcano Looming High"}]})";
  const PowerCard& bombardment = library().powers.at("Pyroclastic Bombardment");
  SUBCASE("2 Presence in A3: A4 is within Range 2") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"v": 2}}})", volcano));
    CHECK(targeting_problem(e, bombardment, "v", "A4").empty());
  }
  SUBCASE("1 Presence in A3: no Sacred Site to measure from") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"v": 1}}})", volcano));
    CHECK(targeting_problem(e, bombardment, "v", "A4").find("no Sacred Site") != std::string::npos);
  }
}
