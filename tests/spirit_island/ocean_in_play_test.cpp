// Ocean's Hungry Grasp's Ocean In Play: its Presence may never be added or moved into an Inland
// land — Coastal lands are open to it, and other Spirits are not bound by it.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kOcean =
    R"({"spirits": [{"id": "ocean", "name": "Ocean's Hungry Grasp"}, {"id": "other", "name": "Thunderspeaker"}]})";

void ocean_adds_presence(Engine& e, const std::string& land, const std::string& spirit) {
  e.basic_action("add", ops(R"([{"op": "add", "what": "presence", "n": 1}])"), land, spirit);
}
}  // namespace

TEST_CASE("Ocean In Play: Ocean's Presence is added to Coastal lands only") {
  SUBCASE("a Coastal land (A3): added") {
    Engine e = setup(two_lands("{}", kOcean));
    ocean_adds_presence(e, "A3", "ocean");
    CHECK(count(e, "A3", "presence") == 1);
  }
  SUBCASE("an Inland land (A4): not added (the log says which rule stopped it, like Mountain Home)") {
    Engine e = setup(two_lands("{}", kOcean));
    CHECK_NOTHROW(ocean_adds_presence(e, "A4", "ocean"));
    CHECK(count(e, "A4", "presence") == 0);
  }
  SUBCASE("another Spirit in the Inland land: added") {
    Engine e = setup(two_lands("{}", kOcean));
    ocean_adds_presence(e, "A4", "other");
    CHECK(count(e, "A4", "presence") == 1);
  }
}

TEST_CASE("Ocean In Play: Presence pushed instead of destroyed never goes Inland") {
  const std::string board = R"({"board": {"lands": [
      {"id": "A1", "terrain": "wetland", "coastal": true, "adjacent": ["A2", "A3"]},
      {"id": "A2", "terrain": "sands", "adjacent": ["A1"]},
      {"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A1"]}],
      "pieces": {"A1": {"presence": {"ocean": 2, "other": 2}}}}, "game_state": )" +
                            std::string(kOcean) +
                            R"(, "effects": [{"modifier": "presence-pushed-instead", "land": "A1", "name": "Saved"}]})";
  Engine e = setup(board);
  SUBCASE("Ocean's Presence: only the Coastal A3 is offered") {
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "presence", "n": 1, "spirit": "ocean"}])"), "A1",
                   "ocean");
    CHECK(count(e, "A3", "presence") == 1);
    CHECK(count(e, "A2", "presence") == 0);
  }
  SUBCASE("another Spirit's Presence may go Inland (A2, the first adjacent)") {
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "presence", "n": 1, "spirit": "other"}])"), "A1",
                   "other");
    CHECK(count(e, "A2", "presence") == 1);
  }
}
