// Keeper of the Forbidden Wilds' Forbidden Ground: after an action creates a Sacred Site of the
// Keeper's, all Dahan there are pushed — only when the land became one in that action.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kKeeper =
    R"({"spirits": [{"id": "keeper", "name": "Keeper of the Forbidden Wilds"}, {"id": "other", "name": "Thunderspeaker"}]})";

Engine keeper(const std::string& a3) { return setup(two_lands(R"({"A3": {)" + a3 + "}}", kKeeper)); }

void keeper_adds_presence(Engine& e, const std::string& spirit, int n = 1) {
  e.basic_action("add", ops(R"([{"op": "add", "what": "presence", "n": )" + std::to_string(n) + "}]"), "A3", spirit);
}
}  // namespace

TEST_CASE("Forbidden Ground pushes all Dahan from a land only when an action makes it the Keeper's Sacred Site") {
  SUBCASE("1 Presence becomes 2: a Sacred Site is created, every Dahan is pushed") {
    Engine e = keeper(R"("dahan": 3, "presence": {"keeper": 1})");
    keeper_adds_presence(e, "keeper");
    CHECK(count(e, "A3", "dahan") == 0);
    CHECK(count(e, "A4", "dahan") == 3);
  }
  SUBCASE("0 Presence becomes 2 in one action: created too") {
    Engine e = keeper(R"("dahan": 1)");
    keeper_adds_presence(e, "keeper", 2);
    CHECK(count(e, "A3", "dahan") == 0);
  }
  SUBCASE("already a Sacred Site: adding more creates nothing, the Dahan stay") {
    Engine e = keeper(R"("dahan": 2, "presence": {"keeper": 2})");
    keeper_adds_presence(e, "keeper");
    CHECK(count(e, "A3", "dahan") == 2);
  }
  SUBCASE("0 Presence becomes 1: no Sacred Site, the Dahan stay") {
    Engine e = keeper(R"("dahan": 2)");
    keeper_adds_presence(e, "keeper");
    CHECK(count(e, "A3", "dahan") == 2);
  }
  SUBCASE("another Spirit's Sacred Site is not the Keeper's") {
    Engine e = keeper(R"("dahan": 2, "presence": {"other": 1, "keeper": 1})");
    keeper_adds_presence(e, "other");
    CHECK(count(e, "A3", "dahan") == 2);
  }
}

TEST_CASE("Forbidden Ground is a triggered action: Powers may still move Dahan into the Sacred Site afterwards") {
  Engine e = setup(two_lands(R"({"A3": {"presence": {"keeper": 1}}, "A4": {"dahan": 1}})", kKeeper));
  keeper_adds_presence(e, "keeper");
  bool triggered = false;
  for (const auto& r : e.tree().records())
    triggered = triggered || (r.label == "Forbidden Ground" && r.relation == arbiter::kernel::Relation::Triggered);
  CHECK(triggered);
  e.basic_action("gather", ops(R"([{"op": "gather", "what": "dahan", "n": 1}])"), "A3", "keeper");
  CHECK(count(e, "A3", "dahan") == 1);  // not a new Sacred Site: nothing pushes it out
}
