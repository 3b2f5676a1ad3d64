// Ports Sprawl Outward (Scotland's escalation): on the single board with the most Coastal
// Town/City, add 1 Town to the N lands with the fewest Towns (N = number of players).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// Boards A and B: A1/B1 Coastal, A2/A3 and B2/B3 Inland; a Stage II Explore card not yet resolved.
static Engine escalated(const std::string& pieces, int players,
                        const std::vector<arbiter::kernel::ScriptedChoice>& script = {}) {
  Engine e = setup(R"({"board": {"lands": [
      {"id": "A1", "terrain": "mountain", "coastal": true, "adjacent": ["A2"]}, {"id": "A2", "terrain": "jungle", "adjacent": ["A1", "A3"]},
      {"id": "A3", "terrain": "sands", "adjacent": ["A2"]},
      {"id": "B1", "terrain": "mountain", "coastal": true, "adjacent": ["B2"]}, {"id": "B2", "terrain": "jungle", "adjacent": ["B1", "B3"]},
      {"id": "B3", "terrain": "sands", "adjacent": ["B2"]}],
      "pieces": )" +
                   pieces + R"(}, "game_state": {"players": )" + std::to_string(players) + R"(,
      "adversary": {"name": "Kingdom of Scotland", "level": 0},
      "invaders": {"explore": ["2:wetland"], "not_yet_resolved": ["explore"]}}})");
  e.script(script);
  e.invader_step("explore");
  return e;
}

static int towns_on(const Engine& e, const std::string& board) {
  int n = 0;
  for (const auto& l : e.state().lands)
    if (l.board == board) n += count(e, l.id, "town");
  return n;
}

TEST_CASE("Ports Sprawl Outward (Scotland escalation): Towns on the board with the most Coastal Town/City") {
  SUBCASE("board A has the Coastal Town: its 2 lands with the fewest Towns (2 players) get one each, board B none") {
    Engine e = escalated(R"({"A1": {"town": 1}, "B2": {"city": 2}})", 2);
    CHECK(count(e, "A2", "town") == 1);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A1", "town") == 1);
    CHECK(towns_on(e, "B") == 0);
  }
  SUBCASE("an Inland City does not count: board B's Coastal Town wins over board A's Inland Cities") {
    Engine e = escalated(R"({"A2": {"city": 2}, "B1": {"town": 1}})", 2);
    CHECK(towns_on(e, "A") == 0);
    CHECK(towns_on(e, "B") == 3);
  }
  SUBCASE("N is the number of players: 3 players, 3 Towns") {
    Engine e = escalated(R"({"A1": {"town": 1}})", 3);
    CHECK(towns_on(e, "A") == 4);
  }
  SUBCASE("a land with fewer Towns is certain; the players pick among those tied for the N-th") {
    Engine e = escalated(R"({"A1": {"city": 1}, "A2": {"town": 1}, "A3": {"town": 1}})", 2,
                         {pick("land", "Escalation: Ports Sprawl Outward", "A3")});
    CHECK(count(e, "A1", "town") == 1);
    CHECK(count(e, "A3", "town") == 2);
    CHECK(count(e, "A2", "town") == 1);
  }
  SUBCASE("boards tied for the most Coastal Town/City: the players pick the board") {
    Engine e = escalated(R"({"A1": {"town": 1}, "B1": {"city": 1}})", 1,
                         {pick("board", "Escalation: Ports Sprawl Outward", "B")});
    CHECK(towns_on(e, "A") == 1);
    CHECK(towns_on(e, "B") == 1);
    bool asked = false;
    for (const auto& c : e.choices().history()) asked = asked || c.kind == "board";
    CHECK(asked);
  }
}
