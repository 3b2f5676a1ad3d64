// Russia Level 2, A Sense for Impending Disaster: the first Explorer each action would destroy is
// pushed instead, with 1 Fear — each condition of the printed text from both sides.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static std::string russia(int level) {
  return R"({"adversary": {"name": "Tsardom of Russia", "level": )" + std::to_string(level) + "}}";
}

static int explorers(const Engine& e) {
  int n = 0;
  for (const auto& l : e.state().lands) n += e.count_what(l, "explorer");
  return n;
}

static void destroy(Engine& e, const std::string& what) { e.basic_action("Destroy", ops(what), "A3", ""); }

TEST_CASE("A Sense for Impending Disaster is Russia's Level 2 and holds at every level above") {
  SUBCASE("Level 1: the Explorer is destroyed") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})", russia(1)));
    destroy(e, R"([{"op": "destroy", "what": "explorer", "n": 1}])");
    CHECK(explorers(e) == 0);
    CHECK(e.state().fear_generated == 0);
  }
  for (int level : {2, 3}) {
    CAPTURE(level);
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})", russia(level)));
    destroy(e, R"([{"op": "destroy", "what": "explorer", "n": 1}])");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(e.state().fear_generated == 1);
  }
}

TEST_CASE("Only the first time each action would destroy an Explorer") {
  SUBCASE("two Explorers destroyed by one action: the first is pushed, the second destroyed") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 2}})", russia(2)));
    destroy(e, R"([{"op": "destroy", "what": "explorer", "n": 2}])");
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("\"destroy all\" is one time: 1 of those Explorers is pushed") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 3}})", russia(2)));
    destroy(e, R"([{"op": "destroy", "what": "explorer", "all": true}])");
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A3", "explorer") == 0);
  }
  SUBCASE("a second action gets its own first time") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 2}})", russia(2)));
    destroy(e, R"([{"op": "destroy", "what": "explorer", "n": 1}])");
    destroy(e, R"([{"op": "destroy", "what": "explorer", "n": 1}])");
    CHECK(count(e, "A4", "explorer") == 2);
    CHECK(e.state().fear_generated == 2);
  }
  SUBCASE("destroying a Town first does not use it up") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "explorer": 1}})", russia(2)));
    destroy(e, R"([{"op": "destroy", "what": "town", "n": 1}, {"op": "destroy", "what": "explorer", "n": 1}])");
    CHECK(count(e, "A3", "town") + count(e, "A4", "town") == 0);
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(e.state().fear_generated == 1 + 1);  // the Town's own Fear, then the pushed Explorer's
  }
}

TEST_CASE("Explorers destroyed by Damage are pushed too, without their Damage") {
  // Ravage: 2 Explorers (Russia: 2 Damage each) destroy 2 of 3 Dahan; the last fights back for 2.
  Engine e = setup(two_lands(R"({"A3": {"explorer": 2, "dahan": 3}})", russia(2)));
  e.invader_action("ravage", "A3");
  CHECK(count(e, "A3", "dahan") == 1);
  CHECK(count(e, "A3", "explorer") == 0);
  REQUIRE(count(e, "A4", "explorer") == 1);
  CHECK(damage_on(e, "A4", PieceKind::Explorer) == 0);
  CHECK(e.state().fear_generated == 1);
}

TEST_CASE("If the Explorer can't be pushed it is destroyed, and the first time is still used up") {
  // A3 - A4 - A5; an Isolated land closes its borders to the push.
  auto three = [](const std::string& a5) {
    return setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                         {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                         {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                               "pieces": {"A3": {"explorer": 1}, "A5": )" +
                 a5 + R"(}},
                  "game_state": )" +
                 russia(2) + "}");
  };
  const char* both = R"([{"op": "destroy", "what": "explorer", "n": 1, "land": "A5"},
                         {"op": "destroy", "what": "explorer", "n": 1, "land": "A3"}])";
  SUBCASE("open: the first, in A5, is pushed; the one in A3 destroyed") {
    Engine e = three(R"({"explorer": 1})");
    destroy(e, both);
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(explorers(e) == 1);
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("A5 Isolated: that one is destroyed, and so is the one in A3") {
    Engine e = three(R"({"explorer": 1, "isolated": true})");
    destroy(e, both);
    CHECK(explorers(e) == 0);
    CHECK(e.state().fear_generated == 0);
  }
  SUBCASE("a land with no adjacent land to push to") {
    Engine e = setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": []}],
                                   "pieces": {"A3": {"explorer": 1}}}, "game_state": )" +
                     russia(2) + "}");
    destroy(e, R"([{"op": "destroy", "what": "explorer", "n": 1}])");
    CHECK(explorers(e) == 0);
    CHECK(e.state().fear_generated == 0);
  }
}
