// Gathering Presence: `gather` moves Presence too, the acting Spirit's own or another Spirit's with
// its permission (Flowing and Silent Forms Dart By), and like every Presence move it obeys
// "its Presence cannot move" and the lands a Spirit's Presence may enter (rules/gather_presence.h).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kFlowing = "Flowing and Silent Forms Dart By";

static int presence(const Engine& e, const std::string& land, const std::string& spirit) {
  return e.state().land(land).presence_of(spirit);
}

TEST_CASE("Gather Presence: own, or another Spirit's with its permission; only where it may move") {
  const std::string spirits =
      R"({"spirits": [{"id": "mist", "name": "Shroud of Silent Mist"}, {"id": "river"},
                      {"id": "lure", "name": "Lure of the Deep Wilderness"}, {"id": "ocean", "name": "Ocean's Hungry Grasp"}]})";
  SUBCASE("Flowing and Silent Forms: another Spirit's Presence comes in, by default with its permission") {
    Engine e =
        setup(two_lands(R"({"A3": {"presence": {"mist": 1}}, "A4": {"presence": {"river": 2, "mist": 1}}})", spirits));
    e.use_power(kFlowing, "mist", "A3");
    CHECK(presence(e, "A3", "river") == 1);
    CHECK(presence(e, "A4", "river") == 1);
    CHECK(presence(e, "A4", "mist") == 1);  // "of another Spirit": its own stays
  }
  SUBCASE("that Spirit refuses: nothing moves") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"mist": 1}}, "A4": {"presence": {"river": 2}}})", spirits));
    e.script({pick("may", "Permission: river", "no")});
    e.use_power(kFlowing, "mist", "A3");
    CHECK(presence(e, "A3", "river") == 0);
    CHECK(presence(e, "A4", "river") == 2);
  }
  SUBCASE("the players decline the \"may\": nothing moves, no permission asked") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"mist": 1}}, "A4": {"presence": {"river": 2}}})", spirits));
    e.script({pick("may", kFlowing, "no")});
    e.use_power(kFlowing, "mist", "A3");
    CHECK(presence(e, "A4", "river") == 2);
  }
  SUBCASE("a Spirit whose Presence cannot move (Settle Into Hunting-Grounds) is not gathered; without it, it is") {
    const char* pieces = R"({"A4": {"presence": {"mist": 1}}, "A3": {"presence": {"lure": 2}}})";
    Engine e = setup(two_lands(pieces, spirits));
    e.use_power("Settle Into Hunting-Grounds", "lure", "");
    e.use_power(kFlowing, "mist", "A4");
    CHECK(presence(e, "A3", "lure") == 2);
    Engine f = setup(two_lands(pieces, spirits));
    f.use_power(kFlowing, "mist", "A4");
    CHECK(presence(f, "A4", "lure") == 1);
  }
  SUBCASE("Ocean In Play: not into an Inland land; into a Coastal one it may") {
    Engine e = setup(two_lands(R"({"A4": {"presence": {"mist": 1}}, "A3": {"presence": {"ocean": 1}}})", spirits));
    e.use_power(kFlowing, "mist", "A4");  // A4 is Inland
    CHECK(presence(e, "A3", "ocean") == 1);
    Engine f = setup(two_lands(R"({"A3": {"presence": {"mist": 1}}, "A4": {"presence": {"ocean": 1}}})", spirits));
    f.use_power(kFlowing, "mist", "A3");  // A3 is Coastal
    CHECK(presence(f, "A3", "ocean") == 1);
  }
  SUBCASE("\"spirit\": \"self\" (the default) gathers the acting Spirit's own Presence, not another's") {
    Engine e = setup(two_lands(R"({"A4": {"presence": {"river": 1, "mist": 1}}})", spirits));
    e.basic_action("gather", ops(R"([{"op": "gather", "what": "presence", "n": 2}])"), "A3", "mist");
    CHECK(presence(e, "A3", "mist") == 1);
    CHECK(presence(e, "A4", "river") == 1);
  }
  SUBCASE("\"spirit\" is only for Presence, and only self or another") {
    CHECK_THROWS_WITH(ops(R"([{"op": "gather", "what": "dahan", "n": 1, "spirit": "self"}])"),
                      "test: at /0/spirit: expected \"spirit\" only when gathering Presence (\"what\": \"presence\")");
    CHECK_THROWS_WITH(ops(R"([{"op": "gather", "what": "presence", "n": 1, "spirit": "lure"}])"),
                      "test: at /0/spirit: expected \"self\" (the Spirit's own Presence) or \"another\" (another "
                      "Spirit's, with its permission)");
  }
}
