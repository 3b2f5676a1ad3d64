// Two rules the blind conformance suite found (issue 37): continuous effects read one another (a
// keyword one grants selects the cards another affects), and a "may" is taken when only taking it
// keeps the action legal.
#include "l5r_helpers.h"

namespace {

arbiter::test::Demo run_text(const std::string& text) {
  arbiter::test::Demo d{arbiter::scenario::run_scenario_text(text, "l5r-test")};
  INFO(arbiter::test::failures(d.trace));
  REQUIRE(!d.trace.steps.empty());
  return d;
}

bool logged(const arbiter::test::Demo& d, const std::string& words) {
  for (const auto& s : d.trace.steps)
    if (s.log.find(words) != std::string::npos) return true;
  return false;
}

// Chiyo (Human, 1F) attacks BF1; Shrine of Resolve makes opposed Human Personalities Samurai and
// Barracks gives Samurai +1F. `defend` assigns Goro to defend, opposing her.
std::string shrine_and_barracks(bool defend) {
  return std::string(R"({"id": "t", "game": "l5r-celestial", "title": "t", "watch": "t", "demonstrates": [],
    "board": {"turn": 1, "phase": "attack", "players": {"P1": {"honor": 10}, "P2": {"honor": 10}},
      "in_play": [{"id": "chiyo", "card": "EX Chiyo"}, {"id": "shrine", "card": "EX Shrine of Resolve"},
                  {"id": "barracks", "card": "EX Barracks"}, {"id": "goro", "card": "EX Goro", "controller": "P2"}],
      "battlefields": [{"id": "BF1", "attacker": "P1", "defender": "P2", "province": "P2 Province 1"}]},
    "steps": [{"do": "assign", "card": "chiyo", "to": "BF1", "side": "attack"})") +
         (defend ? R"(, {"do": "assign", "card": "goro", "to": "BF1", "side": "defend"})" : "") +
         R"(], "expect": {"players": {"P1": {"honor": 10}}}})";
}

// Mizu (Tattooed, Water), bowed, performs Cricket Ink ("Straighten his unit. If he has Water, you
// may move him to the current battlefield") from `where`.
std::string cricket_ink_from(const std::string& where) {
  return R"({"id": "t", "game": "l5r-celestial", "title": "t", "watch": "t", "demonstrates": [],
    "board": {"turn": 1, "phase": "attack", "players": {"P1": {"honor": 10, "hand": [{"id": "ink", "card": "EX Cricket Ink"}]},
                                                        "P2": {"honor": 10}},
      "in_play": [{"id": "akira", "card": "EX Akira", "location": "BF1"}, {"id": "mizu", "card": "EX Mizu", "bowed": true)" +
         (where == "home" ? std::string() : R"(, "location": ")" + where + "\"") + R"(},
                  {"id": "goro", "card": "EX Goro", "controller": "P2", "location": "BF1"}],
      "battlefields": [{"id": "BF1", "attacker": "P1", "defender": "P2", "province": "P2 Province 1"}], "current_battle": "BF1"},
    "steps": [{"do": "play", "by": "P1", "card": "ink", "targets": {"p": "mizu"}}],
    "expect": {"players": {"P1": {"honor": 10}}}})";
}

}  // namespace

TEST_CASE("Continuous effects: a keyword one grants is seen by another that selects on it, at once") {
  SUBCASE("opposed, Chiyo is a Samurai by Shrine of Resolve and Barracks gives her +1F") {
    CHECK(run_text(shrine_and_barracks(true)).force("chiyo") == 2);
  }
  SUBCASE("unopposed, she is no Samurai and Barracks gives nothing") {
    CHECK(run_text(shrine_and_barracks(false)).force("chiyo") == 1);
  }
}

TEST_CASE("A \"may\" is taken when only taking it keeps the action legal (Sometimes a choice has to be made)") {
  SUBCASE("performing a Battle action from home: declining the move is not offered, Mizu moves") {
    auto d = run_text(cricket_ink_from("home"));
    CHECK(logged(d, "Declining is not offered"));
    CHECK(d.in_play("mizu")->at("location") == "BF1");
  }
  SUBCASE("already at the battlefield: the move stays optional, declined by default") {
    auto d = run_text(cricket_ink_from("BF1"));
    CHECK_FALSE(logged(d, "Declining is not offered"));
    CHECK(logged(d, "answers: no"));
  }
}
