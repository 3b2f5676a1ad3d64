// Pour Time Sideways: 1 Presence moves to another land with the Spirit's Presence; the board it
// left resolves Invader actions one fewer time this turn, the board it reached one more
// (rules/pour_time_sideways.h).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A3 and A4 on board A, B1 on board B; Fractured Days with 3 Time.
Engine days_on(const std::string& pieces, const std::string& rule = "", const std::string& phase = "invader") {
  return setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]},
                                       {"id": "A4", "terrain": "sands", "adjacent": ["A3"]},
                                       {"id": "B1", "terrain": "jungle", "coastal": true, "adjacent": []}],
                             "pieces": )" +
               pieces +
               R"(}, "game_state": {"spirits": [{"id": "days", "name": "Fractured Days Split the Sky", "time": 3)" +
               rule + "}], \"phase\": \"" + phase + "\"}}");
}
int count_on(const Engine& e, const std::string& board) {
  int n = 0;
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "invader-actions-count" && m.payload.board == board) n += m.payload.n;
  return n;
}
}  // namespace

TEST_CASE("Pour Time Sideways: the Presence moves; one fewer time on the board it left, one more where it went") {
  SUBCASE("from A4 to B1: board A -1, board B +1; a Jungle Ravage happens 0 times in A3, twice in B1") {
    Engine e = days_on(R"({"A3": {"explorer": 1}, "A4": {"presence": {"days": 2}},
                           "B1": {"explorer": 1, "presence": {"days": 1}}})");
    e.use_power("Pour Time Sideways", "days", "A4");
    CHECK(e.state().land("A4").presence_of("days") == 1);
    CHECK(e.state().land("B1").presence_of("days") == 2);
    CHECK(count_on(e, "A") == -1);
    CHECK(count_on(e, "B") == 1);
  }
  SUBCASE("the players move it the other way: from B1 to A4") {
    Engine e = days_on(R"({"A4": {"presence": {"days": 2}}, "B1": {"presence": {"days": 1}}})");
    e.script({pick("land", "Pour Time Sideways: from", "B1")});
    e.use_power("Pour Time Sideways", "days", "");
    CHECK(e.state().land("A4").presence_of("days") == 3);
    CHECK(count_on(e, "B") == -1);
    CHECK(count_on(e, "A") == 1);
  }
  SUBCASE("within one board: the Presence moves, no board changes") {
    Engine e = days_on(R"({"A3": {"presence": {"days": 1}}, "A4": {"presence": {"days": 1}}})");
    e.use_power("Pour Time Sideways", "days", "A3");
    CHECK(e.state().land("A4").presence_of("days") == 2);
    CHECK(count_on(e, "A") == 0);
  }
  SUBCASE("no other land with its Presence: nothing moves, no board changes") {
    Engine e = days_on(R"({"A4": {"presence": {"days": 2}}})");
    e.use_power("Pour Time Sideways", "days", "A4");
    CHECK(e.state().land("A4").presence_of("days") == 2);
    CHECK(count_on(e, "A") == 0);
  }
}

TEST_CASE(
    "Pour Time Sideways: the Invader Phase's \"each board\" / \"each land\" actions resolve one fewer / one more "
    "time") {
  const char* pieces = R"({"A4": {"presence": {"days": 2}}, "B1": {"presence": {"days": 1}}})";
  const char* each_board = R"([{"op": "each", "over": "board", "do": [
                                 {"op": "choose-land", "where": {"same_board": true}}, {"op": "add", "what": "beasts", "n": 1}]}])";
  auto beasts_on = [](const Engine& e, const std::string& board) {
    int n = 0;
    for (const auto& l : e.state().lands) n += l.board == board ? l.token(Token::Beasts) : 0;
    return n;
  };
  SUBCASE("an Event-like \"on each board\" action: not at all on board A, twice on board B") {
    Engine e = days_on(pieces);
    e.use_power("Pour Time Sideways", "days", "A4");
    e.basic_action("On each board: add 1 Beasts", ops(each_board), "", "");
    CHECK(beasts_on(e, "A") == 0);
    CHECK(beasts_on(e, "B") == 2);
  }
  SUBCASE("\"each land\" alike: B1 twice, A3 and A4 not at all") {
    Engine e = days_on(pieces);
    e.use_power("Pour Time Sideways", "days", "A4");
    e.basic_action("In each land: add 1 Beasts",
                   ops(R"([{"op": "each", "over": "land", "do": [{"op": "add", "what": "beasts", "n": 1}]}])"), "", "");
    CHECK(beasts_on(e, "A") == 0);
    CHECK(e.state().land("B1").token(Token::Beasts) == 2);
  }
  SUBCASE("without Pour Time Sideways: once per board") {
    Engine e = days_on(pieces);
    e.basic_action("On each board: add 1 Beasts", ops(each_board), "", "");
    CHECK(beasts_on(e, "A") == 1);
    CHECK(beasts_on(e, "B") == 1);
  }
  SUBCASE("outside the Invader Phase (a Spirit-phase action): once per board") {
    Engine e = days_on(pieces, "", "spirit");
    e.use_power("Pour Time Sideways", "days", "A4");
    e.basic_action("On each board: add 1 Beasts", ops(each_board), "", "");
    CHECK(beasts_on(e, "A") == 1);
    CHECK(beasts_on(e, "B") == 1);
  }
}
