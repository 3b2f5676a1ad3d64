// Confounding Mists (second option): Invaders added to the land are pushed; moved or replaced
// ones are not "added".
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static Engine misted(const std::string& pieces) {
  Engine e = setup(two_lands(pieces, R"({"spirits": [{"id": "s"}]})"));
  e.script({{"option", "Confounding Mists", {"Push Invaders added this turn"}, "t", false}});
  e.use_power("Confounding Mists", "s", "A3");
  return e;
}

TEST_CASE("Confounding Mists pushes each Invader added to its land this turn, and only added ones") {
  SUBCASE("Explore adds an Explorer: it is pushed at once") {
    Engine e = misted("{}");
    e.invader_action("explore", "A3");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(count(e, "A4", "explorer") == 1);
  }
  SUBCASE("Build adds a Town: it is pushed; the Explorer already there stays") {
    Engine e = misted(R"({"A3": {"explorer": 1}})");
    e.invader_action("build", "A3");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("an Invader gathered in is moved, not added") {
    Engine e = misted(R"({"A4": {"explorer": 1}})");
    e.basic_action("gather", ops(R"([{"op": "gather", "what": "explorer", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("replacing is neither adding nor moving") {
    Engine e = misted(R"({"A3": {"town": 1}})");
    e.basic_action("replace", ops(R"([{"op": "replace", "what": "town", "n": 1, "with": ["explorer", "explorer"]}])"),
                   "A3", "");
    CHECK(count(e, "A3", "explorer") == 2);
  }
  SUBCASE("the players may let an added Invader stay") {
    Engine e = misted("{}");
    e.script({{"push", "A3:explorer", {"stay"}, "t", false}});
    e.invader_action("explore", "A3");
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("the first option (Defend 4, the default) sets up nothing") {
    Engine e = setup(two_lands("{}", R"({"spirits": [{"id": "s"}]})"));
    e.use_power("Confounding Mists", "s", "A3");
    CHECK(e.state().land("A3").defend == 4);
    e.invader_action("explore", "A3");
    CHECK(count(e, "A3", "explorer") == 1);
  }
}
