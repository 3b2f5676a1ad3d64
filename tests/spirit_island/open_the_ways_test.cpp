// Finder of Paths Unseen's Open the Ways: two of its lands made adjacent — only lands with its
// Presence, only while both stay so, and the pair changed at most once between actions.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/open_the_ways.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A1 - A2 - A3 in a row: A1 and A3 are not adjacent.
Engine ways_board(const std::string& pieces) {
  return setup(R"({"board": {"lands": [{"id": "A1", "terrain": "jungle", "adjacent": ["A2"]},
                                       {"id": "A2", "terrain": "sands", "adjacent": ["A1", "A3"]},
                                       {"id": "A3", "terrain": "wetland", "adjacent": ["A2"]}],
                             "pieces": )" +
               pieces + R"(}, "game_state": {"spirits": [{"id": "finder", "name": "Finder of Paths Unseen"},
                                              {"id": "other", "name": "Thunderspeaker"}]}})");
}
const char* kBothEnds = R"({"A1": {"presence": {"finder": 1}, "dahan": 1}, "A3": {"presence": {"finder": 1}}})";
}  // namespace

TEST_CASE("Open the Ways makes two of Finder's lands adjacent for the rules") {
  SUBCASE("opened: a Push from A1 may go to A3") {
    Engine e = ways_board(kBothEnds);
    open_the_ways(e, "finder", {"A1", "A3"});
    CHECK(e.state().adjacent("A1", "A3"));
    e.script({pick("push", "A1:dahan", "A3")});
    e.basic_action("push", ops(R"([{"op": "push", "what": "dahan", "n": 1}])"), "A1", "finder");
    CHECK(count(e, "A3", "dahan") == 1);
  }
  SUBCASE("not opened: A1 and A3 are not adjacent") {
    Engine e = ways_board(kBothEnds);
    CHECK_FALSE(e.state().adjacent("A1", "A3"));
  }
  SUBCASE("a land without its Presence cannot be one end") {
    Engine e = ways_board(R"({"A1": {"presence": {"finder": 1}}, "A3": {"presence": {"other": 1}}})");
    CHECK_THROWS_AS(open_the_ways(e, "finder", {"A1", "A3"}), arbiter::kernel::RuleError);
    CHECK_FALSE(e.state().adjacent("A1", "A3"));
  }
  SUBCASE("another Spirit has no Open the Ways") {
    Engine e = ways_board(R"({"A1": {"presence": {"other": 1}}, "A3": {"presence": {"other": 1}}})");
    CHECK_THROWS_AS(open_the_ways(e, "other", {"A1", "A3"}), arbiter::kernel::RuleError);
  }
}

TEST_CASE("Open the Ways: the pair changes at most once between actions") {
  Engine e = ways_board(R"({"A1": {"presence": {"finder": 1}}, "A2": {"presence": {"finder": 1}},
                            "A3": {"presence": {"finder": 1}}})");
  open_the_ways(e, "finder", {"A1", "A3"});
  SUBCASE("again before any action: refused, the pair stays") {
    CHECK_THROWS_AS(open_the_ways(e, "finder", {"A2", "A3"}), arbiter::kernel::RuleError);
    CHECK(e.state().adjacent("A1", "A3"));
  }
  SUBCASE("after an action: allowed; the old pair closes, an already adjacent pair stays adjacent") {
    e.basic_action("act", ops(R"([{"op": "fear", "n": 1}])"), "A2", "finder");
    open_the_ways(e, "finder", {"A1", "A2"});
    CHECK_FALSE(e.state().adjacent("A1", "A3"));
    CHECK(e.state().adjacent("A1", "A2"));
    e.basic_action("act", ops(R"([{"op": "fear", "n": 1}])"), "A2", "finder");
    open_the_ways(e, "finder", {});
    CHECK(e.state().adjacent("A1", "A2"));  // printed on the board: closing the way does not remove it
  }
}

TEST_CASE("Open the Ways closes after an action that leaves one end without Finder's Presence") {
  Engine e = ways_board(kBothEnds);
  open_the_ways(e, "finder", {"A1", "A3"});
  SUBCASE("its Presence destroyed at A3: closed") {
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "presence", "n": 1}])"), "A3", "finder");
    CHECK_FALSE(e.state().adjacent("A1", "A3"));
  }
  SUBCASE("an action leaving both ends: still open") {
    e.basic_action("act", ops(R"([{"op": "fear", "n": 1}])"), "A3", "finder");
    CHECK(e.state().adjacent("A1", "A3"));
  }
}
