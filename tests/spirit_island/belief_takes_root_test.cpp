// Belief Takes Root, Terror Level III: each player chooses a different land and removes up to 2
// Health worth of Invaders per Presence there (remove-health with `per`).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

TEST_CASE("Belief Takes Root III: each player a different land, up to 2 Health of Invaders per Presence there") {
  auto run = [](const std::string& pieces, int players, int level) {
    Engine e = setup(two_lands(pieces, R"({"players": )" + std::to_string(players) +
                                           R"(, "spirits": [{"id": "earth", "name": "Vital Strength of the Earth"}],
                                   "fear": {"terror_level": )" +
                                           std::to_string(level) + "}}"));
    e.fear_card("Belief Takes Root");
    return e;
  };
  SUBCASE("2 Presence: 4 Health removes a City and an Explorer; 1 Presence: 2 Health, not the City") {
    Engine two = run(R"({"A3": {"city": 1, "explorer": 2, "presence": {"earth": 2}}})", 1, 3);
    CHECK(two.state().land("A3").count(PieceKind::City) == 0);
    CHECK(two.state().land("A3").count(PieceKind::Explorer) == 1);
    Engine one = run(R"({"A3": {"city": 1, "explorer": 2, "presence": {"earth": 1}}})", 1, 3);
    CHECK(one.state().land("A3").count(PieceKind::City) == 1);
    CHECK(one.state().land("A3").count(PieceKind::Explorer) == 0);
  }
  SUBCASE("two players: two different lands, each its own removal") {
    Engine e =
        run(R"({"A3": {"town": 1, "presence": {"earth": 1}}, "A4": {"town": 1, "presence": {"earth": 1}}})", 2, 3);
    CHECK(e.state().land("A3").count(PieceKind::Town) == 0);
    CHECK(e.state().land("A4").count(PieceKind::Town) == 0);
  }
  SUBCASE("two players, one land with Presence and Invaders: only one removal") {
    Engine e = run(R"({"A3": {"town": 2, "presence": {"earth": 1}}})", 2, 3);
    CHECK(e.state().land("A3").count(PieceKind::Town) == 1);
  }
  SUBCASE("Terror Level I-II: no removal (Defend 2 instead)") {
    Engine e = run(R"({"A3": {"town": 1, "presence": {"earth": 1}}})", 1, 2);
    CHECK(e.state().land("A3").count(PieceKind::Town) == 1);
    CHECK(e.state().land("A3").defend == 2);
  }
}

TEST_CASE("only remove-health takes a \"per\" among the named rules") {
  auto error_of = [](const std::string& text) {
    try {
      ops(text);
      return std::string("(no error)");
    } catch (const std::exception& ex) {
      return std::string(ex.what());
    }
  };
  CHECK(error_of(R"([{"op": "rule", "name": "remove-health", "n": 2, "per": ["presence"]}])") == "(no error)");
  CHECK(error_of(R"([{"op": "rule", "name": "ominous-dawn", "per": ["presence"]}])").find("only remove-health") !=
        std::string::npos);
}
