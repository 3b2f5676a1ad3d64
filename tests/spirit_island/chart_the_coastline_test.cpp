// Chart the Coastline (Scotland Level 3): in Coastal lands, Build cards affect lands without
// Invaders, so long as there is an adjacent City.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// A3 (Jungle, Coastal) - A4 (Sands) - A5 (Jungle, Inland), the Build card shows `terrain`.
static Engine build_step(const std::string& pieces, int level, const std::string& terrain = "jungle") {
  Engine e = setup(R"({"board": {"lands": [
      {"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]},
      {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
      {"id": "A5", "terrain": "jungle", "adjacent": ["A4"]}],
      "pieces": )" +
                   pieces + R"(}, "game_state": {"invaders": {"build": [")" + terrain + R"("]},
      "adversary": {"name": "Kingdom of Scotland", "level": )" +
                   std::to_string(level) + "}}}");
  e.invader_step("build");
  return e;
}

TEST_CASE("Chart the Coastline (Scotland Level 3): a Coastal land without Invaders next to a City Builds") {
  SUBCASE("Level 3, Coastal, a City next door: it Builds") {
    CHECK(count(build_step(R"({"A4": {"city": 1}})", 3), "A3", "town") == 1);
  }
  SUBCASE("Level 2: it does not") { CHECK(count(build_step(R"({"A4": {"city": 1}})", 2), "A3", "town") == 0); }
  SUBCASE("a Town next door is not a City: no Build") {
    CHECK(count(build_step(R"({"A4": {"town": 1}})", 3), "A3", "town") == 0);
  }
  SUBCASE("an Inland land next to the City: no Build") {
    Engine e = build_step(R"({"A4": {"city": 1}})", 3);
    CHECK(count(e, "A5", "town") == 0);
  }
  SUBCASE("a Coastal land the card does not show: no Build") {
    CHECK(count(build_step(R"({"A4": {"city": 1}})", 3, "mountain"), "A3", "town") == 0);
  }
}
