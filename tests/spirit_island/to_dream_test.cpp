// To Dream a Thousand Deaths: Bringer's Powers replace destroying Invaders with Fear (and Pushes).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kSpirits = R"({"spirits": [{"id": "bringer", "name": "Bringer of Dreams and Nightmares"},
                                              {"id": "earth", "name": "Vital Strength of the Earth"}]})";

TEST_CASE("To Dream a Thousand Deaths replaces destroying Invaders by Bringer's Powers") {
  SUBCASE("a Town: 2 Fear and pushed, not destroyed") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kSpirits));
    e.use_power("Asphyxiating Smoke", "bringer", "A3");  // 1 Fear, destroy 1 Town, push 1 Dahan
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(e.state().fear_generated == 1 + 2);
  }
  SUBCASE("a City: 5 Fear and it stays, with its dream Damage cleared") {
    Engine e =
        setup(two_lands(R"({"A3": {"city": 1, "dahan": 1, "damaged": [{"kind": "city", "damage": 2}]}})", kSpirits));
    e.script(
        {{"option", "Veil the Night's Hunt", {"Each Dahan deals 1 Damage to a different Invader"}, "test", false}});
    e.use_power("Veil the Night's Hunt", "bringer", "A3");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(e.state().land("A3").pieces.front().damage == 0);
    CHECK(e.state().fear_generated == 5);
  }
  SUBCASE("another Spirit's Power destroys as usual") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kSpirits));
    e.use_power("Asphyxiating Smoke", "earth", "A3");
    CHECK(count(e, "A3", "town") + count(e, "A4", "town") == 0);
    CHECK(e.state().fear_generated == 1 + 1);
  }
  SUBCASE("an action that is not a Power (the Dahan's counterattack) destroys as usual") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "dahan": 2}})", kSpirits));
    e.basic_action("not a Power", ops(R"([{"op": "destroy", "what": "explorer", "n": 1}])"), "A3", "bringer");
    CHECK(count(e, "A3", "explorer") + count(e, "A4", "explorer") == 0);
  }
}

TEST_CASE("To Dream a Thousand Deaths with the Violence Aspect: +1 Fear per Explorer/Town, so 1/3/5") {
  const char* violence =
      R"({"spirits": [{"id": "bringer", "name": "Bringer of Dreams and Nightmares", "aspect": "Violence"}]})";
  const char* veil = "Veil the Night's Hunt";
  auto veil_option = arbiter::kernel::ScriptedChoice{
      "option", veil, {"Each Dahan deals 1 Damage to a different Invader"}, "test", false};
  SUBCASE("a Town and an Explorer: 3 + 1 Fear with Violence") {
    Engine e = setup(two_lands(
        R"({"A3": {"town": 1, "explorer": 1, "dahan": 2, "damaged": [{"kind": "town", "damage": 1}]}})", violence));
    e.script({veil_option});
    e.use_power(veil, "bringer", "A3");
    CHECK(count(e, "A4", "town") + count(e, "A4", "explorer") == 2);
    CHECK(e.state().fear_generated == 4);
  }
  SUBCASE("the same without the Aspect: 2 + 0 Fear") {
    Engine e = setup(two_lands(
        R"({"A3": {"town": 1, "explorer": 1, "dahan": 2, "damaged": [{"kind": "town", "damage": 1}]}})", kSpirits));
    e.script({veil_option});
    e.use_power(veil, "bringer", "A3");
    CHECK(count(e, "A4", "town") + count(e, "A4", "explorer") == 2);
    CHECK(e.state().fear_generated == 2);
  }
  SUBCASE("a City: 5 Fear either way") {
    Engine e =
        setup(two_lands(R"({"A3": {"city": 1, "dahan": 1, "damaged": [{"kind": "city", "damage": 2}]}})", violence));
    e.script({veil_option});
    e.use_power(veil, "bringer", "A3");
    CHECK(e.state().fear_generated == 5);
  }
}

TEST_CASE("To Dream a Thousand Deaths: Bringer's Powers destroy no Dahan or Beasts either; another Spirit's do") {
  SUBCASE("a Power of Bringer's: Insatiable Hunger's \"Destroy 1 Beasts\", its Dahan Damage") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 2}})", kSpirits));
    e.use_power("Insatiable Hunger of the Swarm", "bringer", "A3");
    CHECK(count(e, "A3", "dahan") == 2);
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 0);
    CHECK(count(e, "A3", "beasts") == 2);  // 2 added, none destroyed
  }
  SUBCASE("the same Power of another Spirit's destroys them") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 2}})", kSpirits));
    e.use_power("Insatiable Hunger of the Swarm", "earth", "A3");
    CHECK(count(e, "A3", "dahan") == 0);
    CHECK(count(e, "A3", "beasts") == 1);
  }
}

TEST_CASE("Damage Bringer's Powers deal that destroys nothing is dreamt: it lasts for the action alone") {
  // Pyroclastic Bombardment: 1 Damage to each Town/City/Dahan, then 1 Damage, then 1 Damage to Dahan.
  auto bombard = [](const char* pieces, const char* who) {
    Engine e = setup(two_lands(pieces, kSpirits));
    e.script({pick("damage", "A3", "city")});
    e.use_power("Pyroclastic Bombardment", who, "A3");
    return e;
  };
  SUBCASE("Bringer: 2 Damage on a City (Health 3) within the action, none left after it") {
    Engine e = bombard(R"({"A3": {"city": 1}})", "bringer");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(damage_on(e, "A3", PieceKind::City) == 0);
    CHECK(e.state().fear_generated == 0);
  }
  SUBCASE("within the action the dreamt Damage adds up: 2 on a Town is its dreamt death (2 Fear, pushed)") {
    Engine e = bombard(R"({"A3": {"town": 1}})", "bringer");
    CHECK(count(e, "A4", "town") == 1);
    CHECK(e.state().fear_generated == 2);
  }
  SUBCASE("Damage the City had before the action is real and stays; only the dreamt point goes") {
    Engine e =
        setup(two_lands(R"({"A3": {"city": 1, "dahan": 1, "damaged": [{"kind": "city", "damage": 1}]}})", kSpirits));
    e.script(
        {{"option", "Veil the Night's Hunt", {"Each Dahan deals 1 Damage to a different Invader"}, "test", false}});
    e.use_power("Veil the Night's Hunt", "bringer", "A3");
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
  }
  SUBCASE("another Spirit's Power: the 2 Damage stay until Time Passes") {
    Engine e = bombard(R"({"A3": {"city": 1}})", "earth");
    CHECK(damage_on(e, "A3", PieceKind::City) == 2);
  }
}
