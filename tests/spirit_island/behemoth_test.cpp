// Ember-Eyed Behemoth: The Behemoth Rises (once per turn: Push its Incarna, or add/move it to a Sacred
// Site) and Unrelenting Strides (one extra use on a turn with no Innate Power).
#include <doctest/doctest.h>

#include "games/spirit_island/rules/incarna.h"
#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

const char* kBehemoth = R"({"spirits": [{"id": "eeb", "name": "Ember-Eyed Behemoth"},
                                        {"id": "ts", "name": "Thunderspeaker"}]})";

void rises(Engine& e, const std::string& spirit = "eeb") {
  e.basic_action("The Behemoth Rises", ops(R"([{"op": "rule", "name": "the-behemoth-rises"}])"), "", spirit);
}

// A3 holds its Incarna; A4 is its Sacred Site.
Engine behemoth() {
  return setup(two_lands(R"({"A3": {"incarna": ["eeb"]}, "A4": {"presence": {"eeb": 2}}})", kBehemoth));
}

}  // namespace

TEST_CASE("The Behemoth Rises: Push the Incarna, or add/move it to a Sacred Site") {
  SUBCASE("Push: the Incarna goes to an adjacent land") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"eeb": 1}, "incarna": ["eeb"]}})", kBehemoth));
    rises(e);
    CHECK(incarna_land(e.state(), "eeb") == "A4");
  }
  SUBCASE("to a Sacred Site, as the players choose") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"eeb": 2}}, "A4": {"incarna": ["eeb"]}})", kBehemoth));
    e.script({pick("option", "The Behemoth Rises", "sacred-site")});
    rises(e);
    CHECK(incarna_land(e.state(), "eeb") == "A3");
  }
  SUBCASE("from the supply it can only be added to a Sacred Site") {
    Engine e = setup(two_lands(R"({"A4": {"presence": {"eeb": 2}}})", kBehemoth));
    rises(e);
    CHECK(incarna_land(e.state(), "eeb") == "A4");
  }
  SUBCASE("another Spirit has no such rule") {
    Engine e = behemoth();
    CHECK_THROWS_AS(rises(e, "ts"), arbiter::kernel::RuleError);
  }
}

TEST_CASE("The Behemoth Rises is once per turn; Unrelenting Strides: twice on a turn with no Innate") {
  const std::string innate = "Warn of Impending Conflict";
  SUBCASE("with no Innate Power this turn, a second use; a third is refused") {
    Engine e = behemoth();
    rises(e);
    rises(e);
    CHECK_THROWS_WITH_AS(rises(e), doctest::Contains("as many as it may"), arbiter::kernel::RuleError);
  }
  SUBCASE("after an Innate Power this turn, only once") {
    Engine e = behemoth();
    e.use_power(innate, "eeb", "A3");
    rises(e);
    CHECK_THROWS_WITH_AS(rises(e), doctest::Contains("it used an Innate Power"), arbiter::kernel::RuleError);
  }
  SUBCASE("after the second use, no Innate Power this turn") {
    Engine e = behemoth();
    rises(e);
    e.use_power(innate, "eeb", "A3");  // after one use an Innate is still allowed
    Engine f = behemoth();
    rises(f);
    rises(f);
    CHECK_THROWS_WITH_AS(f.use_power(innate, "eeb", "A3"), doctest::Contains("Unrelenting Strides"),
                         arbiter::kernel::RuleError);
  }
  SUBCASE("the count starts again next turn") {
    Engine e = behemoth();
    rises(e);
    rises(e);
    e.time_passes();
    rises(e);
    CHECK(e.state().find_spirit("eeb")->behemoth_rises_used == 1);
  }
}
