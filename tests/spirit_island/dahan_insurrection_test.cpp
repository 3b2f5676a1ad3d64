// The Dahan Insurrection scenario's Constant Raiding: "after an action moves Dahan, each moved Dahan
// deals 1 Damage in the land it ended in" — once per Dahan, however often the action moved it.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A3 - A4 - A5 in a row, an Explorer in A4 and A5, Dahan in A3.
Engine insurrection(int dahan) {
  return setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                       {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                       {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                             "pieces": {"A3": {"dahan": )" +
               std::to_string(dahan) + R"(}, "A4": {"explorer": 1}, "A5": {"explorer": 1}}},
                  "game_state": {"scenario": "Dahan Insurrection"}})");
}
}  // namespace

TEST_CASE("Constant Raiding: each moved Dahan deals 1 Damage once, where it ended") {
  SUBCASE("a Dahan pushed twice in one action deals its Damage only in the land it ended in") {
    Engine e = insurrection(1);
    e.script({pick("push", "A4:dahan", "A5")});
    e.basic_action("push twice", ops(R"([{"op": "push", "what": "dahan", "n": 1, "land": "A3"},
                                         {"op": "push", "what": "dahan", "n": 1, "land": "A4"}])"),
                   "A3", "");
    CHECK(count(e, "A5", "dahan") == 1);
    CHECK(count(e, "A5", "explorer") == 0);
    CHECK(count(e, "A4", "explorer") == 1);
  }
  SUBCASE("two Dahan pushed once each: 1 Damage each where they ended") {
    Engine e = insurrection(2);
    e.basic_action("push", ops(R"([{"op": "push", "what": "dahan", "n": 2}])"), "A3", "");
    CHECK(count(e, "A4", "dahan") == 2);
    CHECK(count(e, "A4", "explorer") == 0);
    CHECK(count(e, "A5", "explorer") == 1);
  }
  SUBCASE("a moved Dahan destroyed before the action ends deals nothing") {
    Engine e = insurrection(1);
    e.basic_action("push, then destroy", ops(R"([{"op": "push", "what": "dahan", "n": 1},
                                                 {"op": "destroy", "what": "dahan", "n": 1, "land": "A4"}])"),
                   "A3", "");
    CHECK(count(e, "A4", "dahan") == 0);
    CHECK(count(e, "A4", "explorer") == 1);
  }
}

TEST_CASE("Military Response: lands tied for nearest with Dahan are the players' choice, default the lowest id") {
  // A3 - A4 - A5 in a row: a Town destroyed in A4 is as near to A3's Dahan as to A5's.
  auto destroy_town = [](const char* a5) {
    Engine e = setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                             {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                             {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                                   "pieces": {"A3": {"dahan": 1}, "A4": {"town": 1}, "A5": )" +
                     std::string(a5) + R"(}},
                        "game_state": {"scenario": "Dahan Insurrection"}})");
    return e;
  };
  auto military_choices = [](const Engine& e) {
    int n = 0;
    for (const auto& c : e.choices().history()) n += c.kind == "land" && c.context == "Military Response";
    return n;
  };
  const char* destroy = R"([{"op": "destroy", "what": "town", "n": 1}])";
  SUBCASE("tied, unanswered: the default, the lowest id, and the trace says so") {
    Engine e = destroy_town(R"({"dahan": 1})");
    e.basic_action("destroy", ops(destroy), "A4", "");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A5", "explorer") == 0);
    CHECK(military_choices(e) == 1);
  }
  SUBCASE("tied, the players pick A5") {
    Engine e = destroy_town(R"({"dahan": 1})");
    e.script({pick("land", "Military Response", "A5")});
    e.basic_action("destroy", ops(destroy), "A4", "");
    CHECK(count(e, "A5", "explorer") == 1);
    CHECK(count(e, "A3", "explorer") == 0);
  }
  SUBCASE("one nearest land: no choice") {
    Engine e = destroy_town("{}");
    e.basic_action("destroy", ops(destroy), "A4", "");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(military_choices(e) == 0);
  }
}

namespace {
// Two lands with `pieces`, Dahan Insurrection (or not) at a Terror Level; one action generates 1
// Fear, so the outcome is judged (`earned` Fear cards before it, 1 Fear short of the next).
Engine judged(const std::string& pieces, int terror_level, int players = 1, bool scenario = true, int earned = 3) {
  EngineOptions checked = quiet();
  checked.outcome_checks = true;
  const std::string state = std::string(R"({"players": )") + std::to_string(players) +
                            (scenario ? R"(, "scenario": "Dahan Insurrection")" : "") +
                            R"(, "fear": {"per_card": 4, "pool": 1, "earned": )" + std::to_string(earned) +
                            R"(, "terror_level": )" + std::to_string(terror_level) + "}}";
  Engine e = setup(two_lands(pieces, state), checked);
  e.basic_action("1 Fear", ops(R"([{"op": "fear", "n": 1}])"), "A3", "");
  return e;
}
}  // namespace

TEST_CASE(
    "Dahan Insurrection's Victory: no Fear-based Victory; Terror II and III+ count lands Towns/Cities outnumber") {
  SUBCASE("Terror Level I with no Invaders: a Victory without the scenario, none with it") {
    CHECK(judged(R"({"A3": {"dahan": 2}})", 1, 1, false).outcome() == Outcome::Victory);
    CHECK(judged(R"({"A3": {"dahan": 2}})", 1).outcome() == Outcome::None);
  }
  SUBCASE("Terror Level II: Towns left, none outnumbering Dahan, is a Victory; one land outnumbered is not") {
    Engine won = judged(R"({"A3": {"dahan": 2, "town": 1}, "A4": {"city": 1, "dahan": 1}})", 2);
    CHECK(won.outcome() == Outcome::Victory);
    CHECK(won.outcome_reason().find("Terror Level II") != std::string::npos);
    CHECK(judged(R"({"A3": {"dahan": 2, "town": 3}})", 2).outcome() == Outcome::None);
  }
  SUBCASE("Terror Level III: 1 outnumbered land is fewer than 1 per player with 2 players, not with 1") {
    const std::string pieces = R"({"A3": {"dahan": 4}, "A4": {"city": 1}})";
    CHECK(judged(pieces, 3, 2).outcome() == Outcome::Victory);
    CHECK(judged(pieces, 3, 1).outcome() == Outcome::None);
  }
}

TEST_CASE("Dahan Insurrection's loss: fewer than 2 Dahan per player left alive") {
  SUBCASE("3 Dahan for 2 players: the Invaders win") {
    Engine e = judged(R"({"A3": {"dahan": 3, "town": 3}})", 1, 2);
    CHECK(e.outcome() == Outcome::Defeat);
    CHECK(e.outcome_reason().find("fewer than 2 per player") != std::string::npos);
  }
  SUBCASE("4 Dahan for 2 players: no loss; without the scenario 1 Dahan is no loss either") {
    CHECK(judged(R"({"A3": {"dahan": 4, "town": 3}})", 1, 2).outcome() == Outcome::None);
    CHECK(judged(R"({"A3": {"dahan": 1, "town": 3}})", 1, 1, false).outcome() == Outcome::None);
  }
}

TEST_CASE("Coordinated Insurrection: at Terror Level Victory the Dahan strike in every land, then the card judges") {
  SUBCASE("the strike leaves no land outnumbered (Military Response resolved first): Victory") {
    // A3: 2 Towns, 1 Dahan; its 2 Damage destroys 1 Town. A4: a City and 2 Dahan: 4 Damage destroys it,
    // and Military Response adds a Town there, still not outnumbering the Dahan.
    Engine e = judged(R"({"A3": {"town": 2, "dahan": 1}, "A4": {"city": 1, "dahan": 2}})", 3, 1, true, 8);
    CHECK(e.state().insurrection_struck);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A4", "city") == 0);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(e.outcome() == Outcome::Victory);
  }
  SUBCASE("a land still outnumbered after the strike (1 player): the Spirits lose") {
    Engine e = judged(R"({"A3": {"dahan": 2}, "A4": {"city": 1}})", 3, 1, true, 8);
    CHECK(count(e, "A4", "city") == 1);
    CHECK(e.outcome() == Outcome::Defeat);
    CHECK(e.outcome_reason().find("Coordinated Insurrection") != std::string::npos);
  }
  SUBCASE("without the scenario the last Fear card is a Victory, and no Dahan strike") {
    Engine e = judged(R"({"A3": {"town": 2, "dahan": 1}})", 3, 1, false, 8);
    CHECK(e.outcome() == Outcome::Victory);
    CHECK(count(e, "A3", "town") == 2);
  }
}
