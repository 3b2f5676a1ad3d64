// Hearth-Vigil's special rules, each on both sides: Rooted in the Community (Blight spares its
// Presence where Dahan are) and Fortify Heart and Hearth (+4 Health for Dahan in its lands; Event
// and Blight card actions don't damage, destroy or replace them there).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kHearth = R"({"spirits": [{"id": "hearth", "name": "Hearth-Vigil"},
                                      {"id": "earth", "name": "Vital Strength of the Earth"}]})";

Engine hearth(const std::string& pieces) { return setup(two_lands(pieces, kHearth)); }

void add_blight(Engine& e, const std::string& land) {
  e.basic_action("Blight", ops(R"([{"op": "add-blight", "n": 1}])"), land, "");
}
int hearth_presence(const Engine& e, const std::string& land, const std::string& spirit) {
  return e.state().land(land).presence_of(spirit);
}
}  // namespace

TEST_CASE("Rooted in the Community: Blight added in Hearth-Vigil's lands spares its Presence if Dahan are there") {
  Engine e = hearth(R"({"A3": {"presence": {"hearth": 1, "earth": 1}, "dahan": 1},
                        "A4": {"presence": {"hearth": 1}}})");
  add_blight(e, "A3");
  add_blight(e, "A4");
  CHECK(hearth_presence(e, "A3", "hearth") == 1);
  CHECK(hearth_presence(e, "A3", "earth") == 0);   // only its own Presence
  CHECK(hearth_presence(e, "A4", "hearth") == 0);  // no Dahan there
}

TEST_CASE("Fortify Heart and Hearth: Dahan have +4 Health in Hearth-Vigil's lands") {
  SUBCASE("Damage from a Power") {
    Engine e = hearth(R"({"A3": {"presence": {"hearth": 1}, "dahan": 1}, "A4": {"dahan": 1}})");
    for (const char* land : {"A3", "A4"})
      e.basic_action("hit", ops(R"([{"op": "damage", "n": 5, "to": "dahan"}])"), land, "earth");
    CHECK(count(e, "A3", "dahan") == 1);  // Health 6
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 5);
    CHECK(count(e, "A4", "dahan") == 0);
  }
  SUBCASE("Ravage") {
    Engine e = hearth(R"({"A3": {"presence": {"hearth": 1}, "dahan": 1, "city": 1}, "A4": {"dahan": 1, "city": 1}})");
    e.invader_action("ravage", "A3");
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(count(e, "A4", "dahan") == 0);
  }
}

TEST_CASE("Fortify Heart and Hearth: Event actions don't damage, destroy or replace Dahan in Hearth-Vigil's lands") {
  // Cultural Assimilation: in a land with exactly 1 Dahan next to a City, replace it with a Town.
  const std::string pieces = R"("dahan": 1, "city": 1)";
  SUBCASE("its land: the Dahan stays") {
    Engine e = hearth(R"({"A3": {"presence": {"hearth": 1}, )" + pieces + "}}");
    e.event_card("Cultural Assimilation");
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("not its land: the Dahan is replaced") {
    Engine e = hearth(R"({"A3": {"presence": {"earth": 1}, )" + pieces + "}}");
    e.event_card("Cultural Assimilation");
    CHECK(count(e, "A3", "dahan") == 0);
    CHECK(count(e, "A3", "town") == 1);
  }
  SUBCASE("a Power's action there still replaces it") {
    Engine e = hearth(R"({"A3": {"presence": {"hearth": 1}, )" + pieces + "}}");
    e.basic_action("replace", ops(R"([{"op": "replace", "what": "dahan", "n": 1, "with": ["town"]}])"), "A3", "earth");
    CHECK(count(e, "A3", "dahan") == 0);
  }
}
