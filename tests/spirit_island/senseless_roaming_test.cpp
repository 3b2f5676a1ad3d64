// Senseless Roaming (Wandering Voice Keens Delirium): when its actions add Strife to an Explorer or
// Town, it may Push that piece.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kVoiceAndEarth =
    R"({"spirits": [{"id": "voice", "name": "Wandering Voice Keens Delirium"}, {"id": "earth", "name": "Vital Strength of the Earth"}]})";

Engine strife_by(const std::string& spirit, const std::string& a3,
                 const std::vector<arbiter::kernel::ScriptedChoice>& script = {}) {
  Engine e = setup(two_lands(R"({"A3": )" + a3 + "}", kVoiceAndEarth));
  e.choices.script(script);
  e.basic_action("act", ops(R"([{"op": "add", "what": "strife", "n": 1}])"), "A3", spirit);
  return e;
}

int strife_in(const Engine& e, const std::string& land) { return count(e, land, "strife"); }
}  // namespace

TEST_CASE("Senseless Roaming: Strife its actions add to an Explorer or Town may push that piece") {
  SUBCASE("a Town with new Strife: pushed (the default takes the may), the Strife with it") {
    Engine e = strife_by("voice", R"({"town": 1})");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(strife_in(e, "A4") == 1);
  }
  SUBCASE("an Explorer: pushed too") {
    Engine e = strife_by("voice", R"({"explorer": 1})");
    CHECK(count(e, "A4", "explorer") == 1);
  }
  SUBCASE("the players decline: it stays") {
    Engine e = strife_by("voice", R"({"town": 1})", {pick("may", "act", "no")});
    CHECK(count(e, "A3", "town") == 1);
    CHECK(strife_in(e, "A3") == 1);
  }
  SUBCASE("a City with new Strife: not pushed") {
    Engine e = strife_by("voice", R"({"city": 1})");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(strife_in(e, "A3") == 1);
  }
  SUBCASE("another Spirit's action adds the Strife: not pushed") {
    Engine e = strife_by("earth", R"({"town": 1})");
    CHECK(count(e, "A3", "town") == 1);
  }
  SUBCASE("that very piece moves: the Town with Strife, not the other Town") {
    Engine e = strife_by("voice", R"({"town": 2})");
    CHECK(count(e, "A3", "town") == 1);
    CHECK(strife_in(e, "A3") == 0);
    CHECK(strife_in(e, "A4") == 1);
  }
}
