// Stubborn Solidity: "Defend 1 per Dahan. Dahan in target land can't be changed" — each case on both
// sides: the target land (A3), and the land next to it (A4), which holds the same pieces.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kStone = R"({"spirits": [{"id": "stone", "name": "Stone's Unyielding Defiance"}]})";

// A3 and A4 hold the same `pieces`; Stubborn Solidity targets A3.
Engine solid(const std::string& pieces) {
  Engine e = setup(two_lands(R"({"A3": {)" + pieces + R"(}, "A4": {)" + pieces + "}}", kStone));
  e.use_power("Stubborn Solidity", "stone", "A3");
  return e;
}

void act(Engine& e, const std::string& land, const std::string& op) {
  e.basic_action("act", ops("[" + op + "]"), land, "stone");
}
}  // namespace

TEST_CASE(
    "Stubborn Solidity: Dahan in its land can't be changed this turn: not damaged, destroyed, removed, replaced or "
    "moved") {
  SUBCASE("Defend 1 per Dahan, in the target land only") {
    Engine e = solid(R"("dahan": 2)");
    CHECK(e.state().land("A3").defend == 2);
    CHECK(e.state().land("A4").defend == 0);
  }
  SUBCASE("Damage to Dahan, and Damage to each Dahan") {
    Engine e = solid(R"("dahan": 2)");
    for (const char* land : {"A3", "A4"}) act(e, land, R"({"op": "damage", "n": 2, "to": "dahan"})");
    CHECK(count(e, "A3", "dahan") == 2);
    CHECK(count(e, "A4", "dahan") == 1);
    for (const char* land : {"A3", "A4"}) act(e, land, R"({"op": "damage", "n": 1, "to": "dahan", "each": true})");
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 0);
    CHECK(damage_on(e, "A4", PieceKind::Dahan) == 1);
  }
  SUBCASE("Ravage: the Dahan take no Damage, so all of them fight back; the land still takes what Defend leaves") {
    Engine e = solid(R"("city": 1, "dahan": 1)");
    e.invader_action("ravage", "A3");
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 0);
    CHECK(damage_on(e, "A3", PieceKind::City) == 2);  // the Dahan's 2 Damage
    CHECK(count(e, "A3", "blight") == 1);             // 3 Damage, Defend 1 leaves 2
    CHECK(count(e, "A4", "dahan") == 0);              // the City's 3 Damage destroys the Dahan, who never fight back
    CHECK(damage_on(e, "A4", PieceKind::City) == 0);
  }
  SUBCASE("Destroy a Dahan, destroy all Dahan") {
    Engine e = solid(R"("dahan": 2)");
    for (const char* land : {"A3", "A4"}) act(e, land, R"({"op": "destroy", "n": 1, "what": "dahan"})");
    CHECK(count(e, "A3", "dahan") == 2);
    CHECK(count(e, "A4", "dahan") == 1);
    for (const char* land : {"A3", "A4"}) act(e, land, R"({"op": "destroy", "all": true, "what": "dahan"})");
    CHECK(count(e, "A3", "dahan") == 2);
    CHECK(count(e, "A4", "dahan") == 0);
  }
  SUBCASE("only Dahan: Invaders and Beasts there are damaged and destroyed as usual") {
    Engine e = solid(R"("town": 1, "beasts": 1, "dahan": 1)");
    act(e, "A3", R"({"op": "damage", "n": 2, "to": "invaders"}, {"op": "destroy", "n": 1, "what": "beasts"})");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A3", "beasts") == 0);
    CHECK(count(e, "A3", "dahan") == 1);
  }
  SUBCASE("Remove a Dahan, replace a Dahan") {
    Engine e = solid(R"("dahan": 1)");
    for (const char* land : {"A3", "A4"})
      act(e, land, R"({"op": "remove", "n": 1, "what": "dahan"}, {"op": "add", "n": 1, "what": "dahan"},
                      {"op": "replace", "n": 1, "what": "dahan", "with": ["explorer"]})");
    CHECK(count(e, "A3", "dahan") == 2);  // the Dahan added there can't be replaced either
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(count(e, "A4", "dahan") == 0);
    CHECK(count(e, "A4", "explorer") == 1);
  }
  SUBCASE("Push: Dahan there stay; Dahan next door are pushed") {
    Engine e = solid(R"("dahan": 1)");
    for (const char* land : {"A3", "A4"}) act(e, land, R"({"op": "push", "n": 1, "what": "dahan"})");
    CHECK(count(e, "A3", "dahan") == 2);  // its own, and the one pushed in from A4
    CHECK(count(e, "A4", "dahan") == 0);
  }
  SUBCASE("Gather: not out of the land; into it, yes") {
    Engine e = solid(R"("dahan": 1)");
    act(e, "A4", R"({"op": "gather", "n": 1, "what": "dahan"})");
    CHECK(count(e, "A3", "dahan") == 1);
    act(e, "A3", R"({"op": "gather", "n": 1, "what": "dahan"})");
    CHECK(count(e, "A3", "dahan") == 2);
    CHECK(count(e, "A4", "dahan") == 0);
  }
  SUBCASE("Fragments of Yesteryear removes every piece but those Dahan") {
    Engine e = solid(R"("town": 1, "dahan": 1)");
    for (const char* land : {"A3", "A4"}) e.use_power("Fragments of Yesteryear", "stone", land);
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(count(e, "A4", "dahan") == 0);
  }
  SUBCASE("it ends at Time Passes") {
    Engine e = solid(R"("dahan": 1)");
    e.time_passes();
    act(e, "A3", R"({"op": "destroy", "n": 1, "what": "dahan"})");
    CHECK(count(e, "A3", "dahan") == 0);
  }
}
