// The Slave Rebellion event (France Level 2) and its Dahan event, Aid the Uprising: the side is the
// Stage of the top Invader card; each board's land and piece are the players' choice.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// Board A: A1 - A2; board B: B1. `deck` is the Invader deck, top card first.
Engine rebellion_board(const std::string& pieces, const std::string& deck) {
  return setup(R"({"board": {"lands": [{"id": "A1", "terrain": "jungle", "adjacent": ["A2"]},
                                       {"id": "A2", "terrain": "sands", "adjacent": ["A1"]},
                                       {"id": "B1", "terrain": "wetland", "adjacent": []}],
                             "pieces": )" +
               pieces + R"(}, "game_state": {"invaders": {"deck": )" + deck + "}}}");
}
int rebellion_strife_in(const Engine& e, const std::string& land) { return count(e, land, "strife"); }
}  // namespace

TEST_CASE("Slave Rebellion, Stages I-II: on each board, Strife on 1 Town") {
  const std::string pieces = R"({"A1": {"town": 1, "city": 1}, "A2": {"town": 2}, "B1": {"town": 1}})";
  SUBCASE("a Stage II top card: 1 Strife on a Town per board, in the land the players pick") {
    Engine e = rebellion_board(pieces, R"(["2:jungle", "jungle+sands"])");
    e.script({pick("land", "Slave Rebellion: Strife on a Town on board A", "A2")});
    e.event_card("Slave Rebellion");
    CHECK(rebellion_strife_in(e, "A1") == 0);
    CHECK(rebellion_strife_in(e, "A2") == 1);
    CHECK(rebellion_strife_in(e, "B1") == 1);
    CHECK(count(e, "A2", "town") == 2);  // no Damage on this side
  }
  SUBCASE("by default the lowest land, and only a Town takes it (not the City)") {
    Engine e = rebellion_board(pieces, R"(["mountain"])");
    e.event_card("Slave Rebellion");
    CHECK(rebellion_strife_in(e, "A1") == 1);
    const auto& a1 = e.state().land("A1").pieces;
    for (const auto& p : a1) CHECK((p.strife == 0 || p.kind == PieceKind::Town));
  }
}

TEST_CASE("Slave Rebellion, Stage III: destroy 1 Town, Strife on 2 Town/City, then 1 Damage per Strife") {
  SUBCASE("a Stage III top card: a Town destroyed per board, 2 Strife, then each takes 1 Damage per Strife") {
    Engine e = rebellion_board(R"({"A1": {"town": 1, "city": 1}, "A2": {"town": 1}, "B1": {"town": 1}})",
                               R"(["jungle+sands"])");
    e.script({pick("land", "Slave Rebellion: destroy a Town on board A", "A1"),
              pick("land", "Slave Rebellion: Strife on a Town/City on board A", "A1"),
              pick("land", "Slave Rebellion: Strife on a Town/City on board A", "A2")});
    e.event_card("Slave Rebellion");
    CHECK(count(e, "A1", "town") == 0);
    CHECK(count(e, "B1", "town") == 0);  // board B: its only Town destroyed, nothing left for Strife
    CHECK(e.state().fear_generated == 2);
    CHECK(count(e, "A1", "city") == 1);
    CHECK(damage_on(e, "A1", PieceKind::City) == 1);
    CHECK(count(e, "A2", "town") == 1);
    CHECK(damage_on(e, "A2", PieceKind::Town) == 1);
  }
  SUBCASE("a piece with 2 Strife takes 2 Damage: a lone Town/City gets both") {
    Engine e = rebellion_board(R"({"A1": {"town": 1, "city": 1}})", R"(["jungle+sands"])");
    e.event_card("Slave Rebellion");
    CHECK(count(e, "A1", "town") == 0);
    CHECK(damage_on(e, "A1", PieceKind::City) == 2);
  }
  SUBCASE("an empty Invader deck counts as Stage III; a Stage I card does not destroy") {
    Engine iii = rebellion_board(R"({"B1": {"town": 1}})", "[]");
    iii.event_card("Slave Rebellion");
    CHECK(count(iii, "B1", "town") == 0);
    Engine i = rebellion_board(R"({"B1": {"town": 1}})", R"(["wetland"])");
    i.event_card("Slave Rebellion");
    CHECK(count(i, "B1", "town") == 1);
  }
}

TEST_CASE("Aid the Uprising: Invaders with Strife take 1 Damage per Dahan; 1 Dahan per Town/City destroyed") {
  SUBCASE("2 Dahan: a Strifed Town (2 Health) is destroyed and a Dahan added; a Town without Strife is not hit") {
    Engine e = rebellion_board(R"({"A1": {"town": 2, "dahan": 2, "strife": [{"kind": "town", "strife": 1}]}})", "[]");
    e.event_card("Aid the Uprising");
    CHECK(count(e, "A1", "town") == 1);
    CHECK(count(e, "A1", "dahan") == 3);
  }
  SUBCASE("1 Dahan: a Strifed City takes 1 Damage, survives, no Dahan added; no Dahan, no Damage") {
    Engine e = rebellion_board(R"({"A1": {"city": 1, "dahan": 1, "strife": [{"kind": "city", "strife": 1}]},
                             "B1": {"town": 1, "strife": [{"kind": "town", "strife": 1}]}})",
                               "[]");
    e.event_card("Aid the Uprising");
    CHECK(count(e, "A1", "city") == 1);
    CHECK(damage_on(e, "A1", PieceKind::City) == 1);
    CHECK(count(e, "A1", "dahan") == 1);
    CHECK(damage_on(e, "B1", PieceKind::Town) == 0);
  }
}
