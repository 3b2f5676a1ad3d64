// Heart-Tree Guards the Land: Invaders, Dahan and Beasts in the Incarna's land can't be damaged or
// destroyed — each case here on both sides: the Incarna's land, and the land next to it.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kRoots = R"({"spirits": [{"id": "roots", "name": "Towering Roots of the Jungle"}]})";

// A3 and A4 hold the same `pieces`; the Incarna stands in A3.
Engine guarded(const std::string& pieces) {
  return setup(two_lands(R"({"A3": {)" + pieces + R"(, "incarna": ["roots"]}, "A4": {)" + pieces + "}}", kRoots));
}

void act(Engine& e, const std::string& land, const std::string& op) {
  e.basic_action("act", ops("[" + op + "]"), land, "roots");
}
}  // namespace

TEST_CASE(
    "Heart-Tree Guards the Land protects Invaders, Dahan and Beasts in the Incarna's land from Damage and "
    "destruction") {
  SUBCASE("Damage to Invaders") {
    Engine e = guarded(R"("town": 1)");
    for (const char* land : {"A3", "A4"}) act(e, land, R"({"op": "damage", "n": 1, "to": "invaders"})");
    CHECK(damage_on(e, "A3", PieceKind::Town) == 0);
    CHECK(damage_on(e, "A4", PieceKind::Town) == 1);
  }
  SUBCASE("Damage to Dahan, and Damage to each Dahan") {
    Engine e = guarded(R"("dahan": 2)");
    for (const char* land : {"A3", "A4"}) act(e, land, R"({"op": "damage", "n": 2, "to": "dahan"})");
    CHECK(count(e, "A3", "dahan") == 2);
    CHECK(count(e, "A4", "dahan") == 1);
    for (const char* land : {"A3", "A4"}) act(e, land, R"({"op": "damage", "n": 1, "to": "dahan", "each": true})");
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 0);
    CHECK(damage_on(e, "A4", PieceKind::Dahan) == 1);
  }
  SUBCASE("Ravage: the Dahan take no Damage and deal none, but the land still takes its Blight") {
    Engine e = guarded(R"("town": 1, "dahan": 1)");
    e.invader_action("ravage", "A3");
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(count(e, "A4", "dahan") == 0);  // the Town's 2 Damage destroys the Dahan, who never fight back
    CHECK(count(e, "A4", "blight") == 1);
  }
  SUBCASE("Destroy an Invader, a Dahan, Beasts") {
    Engine e = guarded(R"("explorer": 1, "dahan": 1, "beasts": 1)");
    for (const char* land : {"A3", "A4"})
      for (const char* what : {"explorer", "dahan", "beasts"})
        act(e, land, std::string(R"({"op": "destroy", "n": 1, "what": ")") + what + "\"}");
    CHECK(count(e, "A3", "explorer") + count(e, "A3", "dahan") + count(e, "A3", "beasts") == 3);
    CHECK(count(e, "A4", "explorer") + count(e, "A4", "dahan") + count(e, "A4", "beasts") == 0);
  }
  SUBCASE("Presence and Blight are not protected") {
    Engine e = setup(two_lands(R"({"A3": {"blight": 1, "presence": {"roots": 2}, "incarna": ["roots"]}})", kRoots));
    e.script({pick("which-piece", "A3:presence", "presence")});
    act(e, "A3", R"({"op": "destroy", "n": 1, "what": "presence"}, {"op": "remove-blight", "n": 1})");
    CHECK(count(e, "A3", "presence") == 1);
    CHECK(count(e, "A3", "blight") == 0);
  }
}

TEST_CASE("A guarded piece whose Health drops to its Damage is not destroyed, and stays so") {
  const std::string damaged = R"("town": 1, "damaged": [{"kind": "town", "damage": 1}])";
  Engine e = guarded(damaged);
  for (const char* land : {"A3", "A4"})
    act(e, land, R"({"op": "modifier", "name": "health", "what": "town", "n": -1})");
  CHECK(count(e, "A3", "town") == 1);
  CHECK(count(e, "A4", "town") == 0);
  act(e, "A3", R"({"op": "add", "n": 1, "what": "dahan"})");  // later operations leave it be
  CHECK(count(e, "A3", "town") == 1);
}
