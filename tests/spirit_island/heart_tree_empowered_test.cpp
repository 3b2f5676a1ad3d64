// Towering Roots of the Jungle, Heart-Tree Guards the Land beyond its protection: the Incarna
// becomes Empowered the first time it is in a land with 3 or more Vitality; Build actions are
// skipped in the Empowered Incarna's land; its Powers get +1 Range from the Incarna's land.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/repeat.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kRootsState = R"({"spirits": [{"id": "roots", "name": "Towering Roots of the Jungle"}]})";

bool empowered(const Engine& e) { return e.state().find_spirit("roots")->incarna_empowered; }

void add_vitality(Engine& e, const std::string& land, int n) {
  e.basic_action("act", ops(R"([{"op": "add", "what": "vitality", "n": )" + std::to_string(n) + "}]"), land, "roots");
}
}  // namespace

TEST_CASE("Heart-Tree Guards the Land: the Incarna becomes Empowered in a land with 3 or more Vitality") {
  SUBCASE("Vitality added up to 3 where the Incarna is: Empowered") {
    Engine e = setup(two_lands(R"({"A3": {"vitality": 2, "incarna": ["roots"]}})", kRootsState));
    CHECK_FALSE(empowered(e));
    add_vitality(e, "A3", 1);
    CHECK(empowered(e));
  }
  SUBCASE("2 Vitality there: not Empowered") {
    Engine e = setup(two_lands(R"({"A3": {"vitality": 1, "incarna": ["roots"]}})", kRootsState));
    add_vitality(e, "A3", 1);
    CHECK_FALSE(empowered(e));
  }
  SUBCASE("3 Vitality in another land: not Empowered") {
    Engine e = setup(two_lands(R"({"A3": {"incarna": ["roots"]}, "A4": {"vitality": 2}})", kRootsState));
    add_vitality(e, "A4", 1);
    CHECK_FALSE(empowered(e));
  }
  SUBCASE("the Incarna moving into a land with 3 Vitality: Empowered") {
    Engine e = setup(two_lands(R"({"A3": {"incarna": ["roots"]}, "A4": {"vitality": 3}})", kRootsState));
    e.script({pick("land", "act", "A4")});
    e.basic_action("act", ops(R"([{"op": "rule", "name": "move-incarna", "n": 1}])"), "A3", "roots");
    CHECK(e.state().land("A4").incarna.size() == 1);
    CHECK(empowered(e));
  }
  SUBCASE("another Spirit's Incarna in 3 Vitality is not Empowered by this rule") {
    Engine e = setup(two_lands(R"({"A3": {"vitality": 2, "incarna": ["voice"]}})",
                               R"({"spirits": [{"id": "voice", "name": "Wandering Voice Keens Delirium"}]})"));
    e.basic_action("act", ops(R"([{"op": "add", "what": "vitality", "n": 1}])"), "A3", "voice");
    CHECK_FALSE(e.state().find_spirit("voice")->incarna_empowered);
  }
}

TEST_CASE("Heart-Tree Guards the Land: Builds are skipped in the Empowered Incarna's land") {
  auto built = [](bool empower, const std::string& at) {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "incarna": ["roots"]}, "A4": {"town": 1}})", kRootsState));
    if (empower) e.empower_incarna("roots");
    e.invader_action("build", at);
    return e;
  };
  SUBCASE("Empowered, its land: no Build") { CHECK(count(built(true, "A3"), "A3", "city") == 0); }
  SUBCASE("not Empowered, its land: the Build happens") { CHECK(count(built(false, "A3"), "A3", "city") == 1); }
  SUBCASE("Empowered, the next land: the Build happens") { CHECK(count(built(true, "A4"), "A4", "city") == 1); }
  SUBCASE("a Ravage in the Empowered Incarna's land still happens") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 2, "incarna": ["roots"]}})", kRootsState));
    e.empower_incarna("roots");
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);
  }
}

TEST_CASE("Heart-Tree Guards the Land: +1 Range for its Powers from the Incarna's land") {
  // A5 - A6 - A7 in a row; Towering Roots' Presence in A5.
  auto row = [](const std::string& a5, const std::string& spirit) {
    return setup(R"({"board": {"lands": [{"id": "A5", "terrain": "mountain", "adjacent": ["A6"]},
                                         {"id": "A6", "terrain": "wetland", "adjacent": ["A5", "A7"]},
                                         {"id": "A7", "terrain": "jungle", "adjacent": ["A6"]}],
                     "pieces": {"A5": )" +
                 a5 + R"(}}, "game_state": {"spirits": [{"id": "roots", "name": ")" + spirit + R"("}]}})");
  };
  PowerCard card;
  card.name = "a Range 1 Power";
  card.range = 1;
  card.target = "any";
  SUBCASE("the Incarna with the Presence: A7, 2 lands away, is in Range") {
    Engine e = row(R"({"presence": {"roots": 1}, "incarna": ["roots"]})", "Towering Roots of the Jungle");
    CHECK(targeting_problem(e, card, "roots", "A7").empty());
  }
  SUBCASE("without the Incarna there: A7 is out of Range") {
    Engine e = row(R"({"presence": {"roots": 1}})", "Towering Roots of the Jungle");
    CHECK_FALSE(targeting_problem(e, card, "roots", "A7").empty());
  }
  SUBCASE("another Spirit's Incarna gives no extra Range") {
    Engine e = row(R"({"presence": {"roots": 1}, "incarna": ["roots"]})", "Wandering Voice Keens Delirium");
    CHECK_FALSE(targeting_problem(e, card, "roots", "A7").empty());
  }
}
