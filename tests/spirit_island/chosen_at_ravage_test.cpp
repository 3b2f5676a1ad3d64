// "In one of your lands, chosen during Ravage" (Warn of Impending Conflict): the land is chosen at
// a Ravage in one of the Spirit's lands, not when the Power is used (rules/chosen_at_ravage.h).
#include <doctest/doctest.h>

#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kWarn = "Warn of Impending Conflict";

// The land Warn's first-tier modifier holds in ("" while unplaced).
static std::string warned_land(const Engine& e) {
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "dahan-strike-first") return m.payload.scope == "land" ? m.payload.land : "";
  return "none";
}

TEST_CASE("A land chosen during Ravage: the first Ravage in one of the Spirit's lands the players choose") {
  const char* hearth = R"({"spirits": [{"id": "h", "name": "Hearth-Vigil", "elements": {"sun": 2, "earth": 1}}]})";
  SUBCASE("unplaced when used; a Ravage where the Spirit has no Presence does not place it") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1, "explorer": 1}, "A4": {"presence": {"h": 1}}})", hearth));
    e.use_power(kWarn, "h", "");
    CHECK(warned_land(e).empty());
    e.invader_action("ravage", "A3");
    CHECK(warned_land(e).empty());
  }
  SUBCASE("a Ravage in its land with Dahan: that land, by default; the Dahan strike first there") {
    Engine e = setup(
        two_lands(R"({"A3": {"dahan": 1, "town": 1, "presence": {"h": 1}}, "A4": {"presence": {"h": 1}}})", hearth));
    e.use_power(kWarn, "h", "");
    e.invader_action("ravage", "A3");
    CHECK(warned_land(e) == "A3");
    CHECK(count(e, "A3", "town") == 0);  // the Dahan's 2 Damage came first
    CHECK(count(e, "A3", "blight") == 0);
  }
  SUBCASE("the players pass on A3: a later Ravage in A4, another of its lands, gets it") {
    Engine e = setup(two_lands(
        R"({"A3": {"dahan": 1, "explorer": 1, "presence": {"h": 1}}, "A4": {"dahan": 1, "explorer": 1, "presence": {"h": 1}}})",
        hearth));
    e.script({pick("may", std::string(kWarn) + ": A3", "no")});
    e.use_power(kWarn, "h", "");
    e.invader_action("ravage", "A3");
    CHECK(warned_land(e).empty());
    e.invader_action("ravage", "A4");
    CHECK(warned_land(e) == "A4");
  }
  SUBCASE("once placed, it stays: a later Ravage in its other land does not move it") {
    Engine e = setup(two_lands(
        R"({"A3": {"dahan": 1, "explorer": 1, "presence": {"h": 1}}, "A4": {"dahan": 1, "explorer": 1, "presence": {"h": 1}}})",
        hearth));
    e.use_power(kWarn, "h", "");
    e.invader_action("ravage", "A3");
    e.invader_action("ravage", "A4");
    CHECK(warned_land(e) == "A3");
  }
  SUBCASE("only a modifier read during Ravage may wait for that land (checked at load)") {
    CHECK_THROWS_WITH_AS(ops(R"([{"op": "modifier", "name": "no-heal", "scope": "chosen-at-ravage"}])"),
                         doctest::Contains("only a modifier read during Ravage"), arbiter::kernel::LoadError);
    CHECK_NOTHROW(ops(R"([{"op": "modifier", "name": "dahan-damage", "n": 1, "scope": "chosen-at-ravage"}])"));
  }
}
