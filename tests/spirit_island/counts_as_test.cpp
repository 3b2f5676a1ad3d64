// Pieces that count as other pieces: counted once, and choosable as the piece something destroys.
#include <doctest/doctest.h>

#include <algorithm>

#include "games/spirit_island/rules/counts_as.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

const char* kLureTl3 =
    R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"}], "fear": {"terror_level": 3}})";
const char* kMinds = R"({"spirits": [{"id": "minds", "name": "Many Minds Move as One"}]})";
}  // namespace

TEST_CASE("A piece counting as two kinds is counted once when those kinds are counted together") {
  SUBCASE("a Presence counting as Badlands and as Beasts, beside a Beasts token: 2 pieces") {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 1, "presence": {"lure": 1}}})", kLureTl3));
    e.use_power("Settle Into Hunting-Grounds", "lure", "");
    e.fear_card("Beset by Many Troubles");  // III: Defend 3 per such piece in its land and adjacent lands
    CHECK(e.state().land("A3").defend == 6);
    CHECK(e.state().land("A4").defend == 6);
  }
  SUBCASE("two real tokens are two pieces") {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 1, "badlands": 1}})", kLureTl3));
    e.fear_card("Beset by Many Troubles");
    CHECK(e.state().land("A4").defend == 6);
  }
  SUBCASE("the players may decline to let the Presence count") {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 1, "presence": {"lure": 1}}})", kLureTl3));
    e.use_power("Settle Into Hunting-Grounds", "lure", "");
    e.script({pick("counts-as", "A3:badlands:lure", "0"), pick("counts-as", "A3:beasts:lure", "0")});
    e.fear_card("Beset by Many Troubles");
    CHECK(e.state().land("A4").defend == 3);
  }
}

TEST_CASE("Beset by Many Troubles: Defend 3 / 5 (or adjacent to 3+) / 3 per piece, by Terror Level") {
  const char* board = R"({"A3": {"beasts": 1, "wilds": 1, "disease": 1}})";
  Engine one = setup(two_lands(board, R"({"fear": {"terror_level": 1}})"));
  one.fear_card("Beset by Many Troubles");
  CHECK(one.state().land("A3").defend == 3);
  CHECK(one.state().land("A4").defend == 0);
  Engine two = setup(two_lands(board, R"({"fear": {"terror_level": 2}})"));
  two.fear_card("Beset by Many Troubles");
  CHECK(two.state().land("A3").defend == 5);
  CHECK(two.state().land("A4").defend == 5);  // adjacent to 3 such pieces
}

TEST_CASE("Destroying a Beasts where a piece counts as Beasts: the players choose which one") {
  const char* board = R"({"A3": {"beasts": 1, "presence": {"minds": 2}}})";
  SUBCASE("by default the Beasts token") {
    Engine e = setup(two_lands(board, kMinds));
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "beasts", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "beasts") == 0);
    CHECK(e.state().land("A3").presence_of("minds") == 2);
  }
  SUBCASE("Many Minds' Sacred Site: destroying that Beasts destroys 2 of its Presence") {
    Engine e = setup(two_lands(board, kMinds));
    e.script({pick("which-piece", "A3:beasts", "minds:sacred-site")});
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "beasts", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "beasts") == 1);
    CHECK(e.state().land("A3").presence_of("minds") == 0);
    CHECK(e.state().find_spirit("minds")->destroyed_presence == 2);
  }
  SUBCASE("a Sacred Site that does not count as Beasts for this action can't be picked") {
    Engine e = setup(two_lands(board, kMinds));
    e.script({pick("counts-as", "A3:beasts:minds", "0")});
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "beasts", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "beasts") == 0);
    CHECK(e.state().land("A3").presence_of("minds") == 2);
  }
}

TEST_CASE("Russia's Hunters Swarm the Island: pieces that may count as Beasts count at the check") {
  const char* russia = R"({"spirits": [{"id": "minds", "name": "Many Minds Move as One"}],
                           "adversary": {"name": "Tsardom of Russia", "level": 1}, "outcome_checks": true})";
  SUBCASE("a Sacred Site of Many Minds keeps the island even with the panel") {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 1, "town": 1}, "A4": {"presence": {"minds": 2}}})", russia));
    e.invader_action("ravage", "A3");
    CHECK(e.state().beasts_on_panel == 1);
    CHECK(e.outcome() == Outcome::None);
  }
  SUBCASE("with no piece counting as Beasts, the Invaders win") {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 1, "town": 1}, "A4": {"presence": {"minds": 1}}})", russia));
    e.invader_action("ravage", "A3");
    CHECK(e.state().beasts_on_panel == 1);
    CHECK(e.outcome() == Outcome::Defeat);
  }
}

TEST_CASE(
    "\"n per X/Y/Z\" counts several kinds of token together (Swallowed by the Wilderness: per "
    "Beasts/Disease/Wilds/Badlands)") {
  const char* lure = R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"}]})";
  SUBCASE("one of each kind: 4 Damage") {
    Engine e = setup(two_lands(R"({"A4": {"city": 2, "beasts": 1, "disease": 1, "wilds": 1, "badlands": 1}})", lure));
    e.script({pick("badlands", "A4", "0")});
    e.use_power("Swallowed by the Wilderness", "lure", "A4");
    CHECK(count(e, "A4", "city") == 1);
    CHECK(damage_on(e, "A4", PieceKind::City) == 1);
  }
  SUBCASE("other tokens (Blight) do not count; the count is capped at 5") {
    Engine e = setup(two_lands(R"({"A4": {"city": 3, "beasts": 4, "wilds": 3, "blight": 2}})", lure));
    e.use_power("Swallowed by the Wilderness", "lure", "A4");
    CHECK(count(e, "A4", "city") == 2);
    CHECK(damage_on(e, "A4", PieceKind::City) == 2);
  }
  SUBCASE("pieces and tokens may be counted together, not groups (which may overlap)") {
    CHECK_NOTHROW(ops(R"([{"op": "fear", "n": 1, "per": ["beasts", "dahan"]}])"));
    CHECK_THROWS_WITH(ops(R"([{"op": "fear", "n": 1, "per": ["town-city", "city"]}])"),
                      "test: at /0/per: expected one kind, or several pieces or tokens (\"town-city\" is neither)");
  }
}

TEST_CASE(
    "Settle Into Hunting-Grounds: the Spirit's Presence cannot move, so Flowing and Silent Forms can't push it instead "
    "of destroying it") {
  const char* spirits =
      R"({"spirits": [{"id": "shroud", "name": "Shroud of Silent Mist"}, {"id": "lure", "name": "Lure of the Deep Wilderness"}]})";
  auto run = [&](bool settle) {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"lure": 2}}})", spirits));
    e.use_power("Flowing and Silent Forms Dart By", "shroud", "A3");
    if (settle) e.use_power("Settle Into Hunting-Grounds", "lure", "");
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "presence", "n": 1, "spirit": "lure"}])"), "A3", "");
    return e;
  };
  SUBCASE("settled: destroyed") {
    Engine e = run(true);
    CHECK(e.state().land("A3").presence_of("lure") == 1);
    CHECK(e.state().land("A4").presence_of("lure") == 0);
    CHECK(e.state().find_spirit("lure")->destroyed_presence == 1);
  }
  SUBCASE("not settled: pushed instead") {
    Engine e = run(false);
    CHECK(e.state().land("A3").presence_of("lure") == 1);
    CHECK(e.state().land("A4").presence_of("lure") == 1);
  }
}

TEST_CASE("Counting as Beasts is chosen per Presence: how many of the Spirit's Presence in a land count, per action") {
  const char* lure = R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"}]})";
  auto settled = [&](const char* board) {
    Engine e = setup(two_lands(board, lure));
    e.use_power("Settle Into Hunting-Grounds", "lure", "");
    return e;
  };
  const char* fear_per_beasts = R"([{"op": "fear", "n": 1, "per": "beasts"}])";
  SUBCASE("by default all 3 Presence count: 1 token + 3 = 4 Fear") {
    Engine e = settled(R"({"A3": {"beasts": 1, "presence": {"lure": 3}}})");
    e.basic_action("fear", ops(fear_per_beasts), "A3", "lure");
    CHECK(e.state().fear_generated == 4);
  }
  SUBCASE("the players let 2 of the 3 count: 3 Fear") {
    Engine e = settled(R"({"A3": {"beasts": 1, "presence": {"lure": 3}}})");
    e.script({pick("counts-as", "A3:beasts:lure", "2")});
    e.basic_action("fear", ops(fear_per_beasts), "A3", "lure");
    CHECK(e.state().fear_generated == 3);
  }
  SUBCASE("the choice offers 0 to as many Presence as are there") {
    Engine e = settled(R"({"A3": {"presence": {"lure": 2}}})");
    e.basic_action("fear", ops(fear_per_beasts), "A3", "lure");
    const auto& h = e.choices().history();
    auto c = std::find_if(h.begin(), h.end(), [](const auto& x) { return x.kind == "counts-as"; });
    REQUIRE(c != h.end());
    CHECK(c->options == std::vector<std::string>{"0", "1", "2"});
  }
  SUBCASE("a counting Presence destroyed as a Beasts stops counting; the ones not counting stay out") {
    Engine e = settled(R"({"A3": {"presence": {"lure": 3}}})");
    e.script({pick("counts-as", "A3:beasts:lure", "1")});
    e.basic_action("destroy and count",
                   ops(R"([{"op": "destroy", "what": "beasts", "n": 2}, {"op": "fear", "n": 1, "per": "beasts"}])"),
                   "A3", "lure");
    CHECK(e.state().land("A3").presence_of("lure") == 2);  // only the 1 counting Presence was a Beasts
    CHECK(e.state().fear_generated == 0);
  }
}
