// Forsake Society to Chase After Dreams: its tiers ("instead": the highest met), then the new
// Explorers gathered into the Spirit's lands, and 1 Fear if Town/City remain (rules/forsake_society.h).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kForsake = "Forsake Society to Chase After Dreams (2 Moon 1 Air)";

// Lure with `elements`, its Presence in A4 (next to A3) unless `presence` is false; the Power on A3.
static Engine forsake(const std::string& a3, const std::string& elements, bool presence = true) {
  Engine e = setup(two_lands(
      R"({"A3": )" + a3 + (presence ? R"(, "A4": {"presence": {"lure": 1}}})" : "}"),
      R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness", "elements": )" + elements + "}]}"));
  e.use_power(kForsake, "lure", "A3");
  return e;
}

TEST_CASE("Forsake Society: the highest tier met replaces; its new Explorers gather into the Spirit's lands") {
  SUBCASE("2 Moon 1 Air: 1 Town becomes 2 Explorers, both gathered into A4; no Town/City left, no Fear") {
    Engine e = forsake(R"({"town": 1, "explorer": 1})", R"({"moon": 2, "air": 1})");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A3", "explorer") == 1);  // the Explorer already there is not one of "those"
    CHECK(count(e, "A4", "explorer") == 2);
    CHECK(e.state().fear_generated == 0);
  }
  SUBCASE("a Town remains: 1 Fear") {
    Engine e = forsake(R"({"town": 2})", R"({"moon": 2, "air": 1})");
    CHECK(count(e, "A3", "town") == 1);
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("no land of the Spirit next to it: the new Explorers stay") {
    Engine e = forsake(R"({"town": 1})", R"({"moon": 2, "air": 1})", false);
    CHECK(count(e, "A3", "explorer") == 2);
  }
  SUBCASE("the players keep the first there; the second goes by default") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}, "A4": {"presence": {"lure": 1}}})",
                               R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness",
                                                "elements": {"moon": 2, "air": 1}}]})"));
    e.script({pick("land", "Forsake Society: A3:explorer", "stay")});
    e.use_power(kForsake, "lure", "A3");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A4", "explorer") == 1);
  }
  SUBCASE("2 Moon only: 1 Explorer is replaced with 1 Explorer, which may then be gathered; a Town stays") {
    Engine e = forsake(R"({"explorer": 1, "town": 1})", R"({"moon": 2})");
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("4 Moon 2 Air 1 Animal: instead 1 City becomes 3 Explorers; the Town is left alone") {
    Engine e = forsake(R"({"city": 1, "town": 1})", R"({"moon": 4, "air": 2, "animal": 1})");
    CHECK(count(e, "A3", "city") == 0);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A4", "explorer") == 3);
  }
  SUBCASE("below 2 Moon: nothing replaced, so nothing gathered and no Fear, though a Town is there") {
    Engine e = forsake(R"({"explorer": 1, "town": 1})", R"({"moon": 1, "air": 1})");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A4", "explorer") == 0);
    CHECK(e.state().fear_generated == 0);
  }
}
