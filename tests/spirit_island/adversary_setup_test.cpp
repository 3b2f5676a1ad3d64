// An adversary's Setup instructions, run by the step "adversary-setup" (rules/adversary_setup.h):
// Russia Level 1, Hunters Bring Home Shell and Hide — "During Setup, on each board, add 1 Beasts
// and 1 Explorer to the highest-numbered land without Town/City".
#include <doctest/doctest.h>

#include "games/spirit_island/rules/adversary_setup.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static Engine russia_at(int level, const std::string& pieces) {
  return setup(R"({"board": {"standard": ["A", "B"], "pieces": )" + pieces +
               R"(}, "game_state": {"adversary": {"name": "Tsardom of Russia", "level": )" + std::to_string(level) +
               "}}}");
}

TEST_CASE(
    "Russia Level 1's Setup: on each board, 1 Beasts and 1 Explorer in the highest-numbered land without "
    "Town/City") {
  SUBCASE("board A's highest land has a Town: the next one down; board B: its highest") {
    Engine e = russia_at(1, R"({"A8": {"town": 1}, "A7": {"city": 1}})");
    adversary_setup(e);
    CHECK(count(e, "A6", "beasts") == 1);
    CHECK(count(e, "A6", "explorer") == 1);
    CHECK(count(e, "A8", "explorer") + count(e, "A7", "explorer") == 0);
    CHECK(count(e, "B8", "beasts") == 1);
    CHECK(count(e, "B8", "explorer") == 1);
    int beasts = 0;
    for (const auto& l : e.state().lands) beasts += l.token(Token::Beasts);
    CHECK(beasts == 2);
  }
  SUBCASE("an Explorer alone does not keep the land out") {
    Engine e = russia_at(1, R"({"A8": {"explorer": 1}})");
    adversary_setup(e);
    CHECK(count(e, "A8", "explorer") == 2);
  }
  SUBCASE("Level 0: no Setup instruction") {
    Engine e = russia_at(0, "{}");
    adversary_setup(e);
    for (const auto& l : e.state().lands) CHECK(l.token(Token::Beasts) == 0);
  }
}

TEST_CASE("choose-land with only_best offers only the lands its preference ranks first") {
  Engine e = setup(two_lands(R"({"A3": {"explorer": 1}, "A4": {"explorer": 1}})"));
  SUBCASE("the highest-numbered: A4 only, no choice asked") {
    e.script({pick("land", "pick", "A3")});
    e.basic_action("pick", ops(R"([{"op": "choose-land", "prefer": "highest-number", "only_best": true},
                                   {"op": "add", "what": "beasts", "n": 1}])"),
                   "", "");
    CHECK(count(e, "A4", "beasts") == 1);
    CHECK(count(e, "A3", "beasts") == 0);
  }
  SUBCASE("without only_best the preference is only the default: the players may pick A3") {
    e.script({pick("land", "pick", "A3")});
    e.basic_action("pick", ops(R"([{"op": "choose-land", "prefer": "highest-number"},
                                   {"op": "add", "what": "beasts", "n": 1}])"),
                   "", "");
    CHECK(count(e, "A3", "beasts") == 1);
  }
  SUBCASE("only_best needs a prefer") {
    CHECK_THROWS_WITH(ops(R"([{"op": "choose-land", "only_best": true}])"),
                      doctest::Contains("\"only_best\" with a \"prefer\""));
  }
}

TEST_CASE("Habsburg Level 5's Setup: its Reminder card goes under the top 5 Invader cards") {
  auto habsburg_at = [](int level, const std::string& deck) {
    Engine e = setup(
        R"J({"board": {"standard": ["A"]}, "game_state": {"adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": )J" +
        std::to_string(level) + R"(}, "invaders": {"deck": )" + deck + "}}}");
    adversary_setup(e);
    return e;
  };
  auto reminder_at = [](const Engine& e) {
    for (size_t i = 0; i < e.state().deck.size(); ++i)
      if (e.state().deck[i].reminder) return static_cast<int>(i);
    return -1;
  };
  SUBCASE("Level 5: sixth from the top, under 5 Invader cards") {
    Engine e = habsburg_at(5, R"(["jungle", "sands", "mountain", "wetland", "2:jungle", "2:sands", "3:mountain"])");
    CHECK(reminder_at(e) == 5);
    CHECK(e.state().deck.size() == 8);
  }
  SUBCASE("a deck of fewer than 5 cards: at its bottom") {
    Engine e = habsburg_at(5, R"(["jungle", "sands"])");
    CHECK(reminder_at(e) == 2);
  }
  SUBCASE("a deck that holds it already keeps its one Reminder card where it is") {
    Engine e = habsburg_at(6, R"(["jungle", "reminder", "sands"])");
    CHECK(reminder_at(e) == 1);
    CHECK(e.state().deck.size() == 3);
  }
  SUBCASE("Level 4: no Reminder card") {
    Engine e = habsburg_at(4, R"(["jungle", "sands", "mountain", "wetland", "2:jungle", "2:sands"])");
    CHECK(reminder_at(e) == -1);
  }
}
