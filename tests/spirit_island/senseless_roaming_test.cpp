// Wandering Voice Keens Delirium: Senseless Roaming (when its actions add Strife to an Explorer or
// Town, it may Push that piece).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

const char* kVoice = R"({"spirits": [{"id": "voice", "name": "Wandering Voice Keens Delirium"},
                                     {"id": "earth", "name": "Vital Strength of the Earth"}]})";

void strife(Engine& e, const std::string& spirit) {
  e.basic_action("strife", ops(R"([{"op": "add", "what": "strife", "n": 1}])"), "A3", spirit);
}

int strife_in(const Engine& e, const std::string& land) {
  int n = 0;
  for (const auto& p : e.state().land(land).pieces) n += p.strife;
  return n;
}

}  // namespace

TEST_CASE("Senseless Roaming: Wandering Voice may Push the Explorer or Town its action gave Strife") {
  SUBCASE("its action: the Town with the Strife is pushed") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kVoice));
    strife(e, "voice");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(strife_in(e, "A4") == 1);
  }
  SUBCASE("the players may decline") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kVoice));
    e.script({pick("may", "Senseless Roaming", "no")});
    strife(e, "voice");
    CHECK(count(e, "A3", "town") == 1);
    CHECK(strife_in(e, "A3") == 1);
  }
  SUBCASE("a City with Strife is not pushed") {
    Engine e = setup(two_lands(R"({"A3": {"city": 1}})", kVoice));
    strife(e, "voice");
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("another Spirit's action: nothing moves") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})", kVoice));
    strife(e, "earth");
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("only the piece that took the Strife moves") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "town": 1}})", kVoice));
    e.script({pick("strife", "A3", "explorer")});
    strife(e, "voice");
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A3", "town") == 1);
  }
}
