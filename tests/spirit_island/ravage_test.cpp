// Ravage: each TEST_CASE is one rule of a single Ravage action, both sides of every "only if".
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

TEST_CASE("Ravaging Invaders damage the land and the Dahan simultaneously, each by the full total") {
  Engine e = after_invader_action("ravage", R"({"A3": {"town": 1, "explorer": 1, "dahan": 2}})");
  CHECK(count(e, "A3", "blight") == 1);  // 3 Damage to the land
  // 3 Damage to the Dahan: one destroyed (2), one damaged (1); it then fights back for 2
  CHECK(count(e, "A3", "dahan") == 1);
  CHECK(count(e, "A3", "town") == 0);
  CHECK(count(e, "A3", "explorer") == 1);
}

TEST_CASE("Blight is added only when one instance of Damage to the land is 2 or more") {
  SUBCASE("2 Damage adds 1 Blight") {
    Engine e = after_invader_action("ravage", R"({"A3": {"explorer": 2}})");
    CHECK(count(e, "A3", "blight") == 1);
  }
  SUBCASE("9 Damage still adds exactly 1 Blight") {
    Engine e = after_invader_action("ravage", R"({"A3": {"city": 3}})");
    CHECK(count(e, "A3", "blight") == 1);
  }
  SUBCASE("1 Damage adds none, and two separate 1-Damage Ravages do not add up") {
    Engine e = after_invader_action("ravage", R"({"A3": {"explorer": 1}})");
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 0);
  }
}

TEST_CASE("Defend reduces the Damage to land and Dahan alike, and applies again each time the Invaders deal Damage") {
  Engine e = setup(two_lands(R"({"A3": {"town": 1, "explorer": 1, "dahan": 1, "defend": 2}})"));
  SUBCASE("3 Damage with Defend 2 leaves 1: no Blight, the Dahan survives") {
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 0);
    CHECK(count(e, "A3", "dahan") == 1);
  }
  SUBCASE("Defend is not used up by the first Ravage") {
    Engine f = setup(two_lands(R"({"A3": {"town": 1, "explorer": 1, "defend": 2}})"));  // no Dahan to fight back
    f.invader_action("ravage", "A3");
    f.invader_action("ravage", "A3");
    CHECK(count(f, "A3", "blight") == 0);
  }
}

TEST_CASE("Strife: an Invader with Strife deals no Damage and loses 1 Strife, before Damage is dealt") {
  Engine e = after_invader_action("ravage", R"({"A3": {"town": 1, "strife": [{"kind": "town", "strife": 1}]}})");
  CHECK(count(e, "A3", "blight") == 0);
  CHECK(count(e, "A3", "strife") == 0);
  SUBCASE("the next Ravage, without Strife, deals its Damage") {
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);
  }
}

TEST_CASE("Strife Health penalties end before simultaneous Dahan Damage lands") {
  // -1 Health per Strife (Panic): a City with 1 Strife has 2 Health. The Ravage removes the Strife
  // first, so when 1 Dahan strikes simultaneously for 2 the City has its 3 Health back and survives.
  Engine e = setup(two_lands(R"({"A3": {"city": 1, "dahan": 1, "strife": [{"kind": "city", "strife": 1}]}})", "{}",
                             R"([{"modifier": "strife-reduces-health", "scope": "island"},
                                 {"modifier": "dahan-simultaneous", "land": "A3"}])"));
  CHECK(e.health(e.state().land("A3").pieces[0], e.state().land("A3")) == 2);
  e.invader_action("ravage", "A3");
  REQUIRE(count(e, "A3", "city") == 1);
  CHECK(e.state().land("A3").pieces[0].damage == 2);
  CHECK(count(e, "A3", "dahan") == 1);  // the City dealt no Damage: its Strife was spent
}

TEST_CASE("Per-Invader Damage modifiers come first; a per-land bonus cannot lift Damage of 0") {
  SUBCASE("every Invader harmless: +3 per land adds nothing") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "strife": [{"kind": "explorer", "strife": 1}]}})", "{}",
                               R"([{"modifier": "ravage-damage-per-land", "land": "A3", "n": 3}])"));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 0);
  }
  SUBCASE("but when the Invaders deal some Damage it is added") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "dahan": 2}})", "{}",
                               R"([{"modifier": "ravage-damage-per-land", "land": "A3", "n": 3}])"));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(count(e, "A3", "dahan") == 0);  // 4 Damage destroys both Dahan
  }
  SUBCASE("Each Invader deals -1 (Mesmerized Tranquility): Explorers deal nothing") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 3}})", "{}",
                               R"([{"modifier": "invader-damage", "land": "A3", "what": "invaders", "n": -1}])"));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 0);
  }
}

TEST_CASE("Damage to Dahan is applied efficiently: as many destroyed as possible") {
  Engine e = after_invader_action(
      "ravage", R"({"A3": {"town": 2, "dahan": 3}})");  // 4 Damage: 2 Dahan destroyed, not 4 spread as 1+1+2
  CHECK(count(e, "A3", "dahan") == 1);
}

TEST_CASE("Surviving Dahan fight back, even when Defend reduced the Invaders' Damage to 0") {
  Engine e = after_invader_action("ravage", R"({"A3": {"town": 1, "dahan": 1, "defend": 5}})");
  CHECK(count(e, "A3", "town") == 0);
  SUBCASE("but not when the Ravage is skipped") {
    Engine f = setup(
        two_lands(R"({"A3": {"town": 1, "dahan": 1}})", "{}",
                  R"([{"modifier": "skip-invader-actions", "land": "A3", "name": "A Year of Perfect Stillness"}])"));
    f.invader_action("ravage", "A3");
    CHECK(count(f, "A3", "town") == 1);
    CHECK(f.tree().at(0).status == arbiter::kernel::ActionStatus::Cancelled);
  }
}

TEST_CASE("Dahan striking simultaneously (Words of Warning) deal their Damage even if the Ravage destroys them") {
  SUBCASE("simultaneous") {
    Engine e = setup(
        two_lands(R"({"A3": {"town": 1, "dahan": 1}})", "{}", R"([{"modifier": "dahan-simultaneous", "land": "A3"}])"));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "dahan") == 0);
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("normal timing: a destroyed Dahan does not fight back") {
    Engine e = after_invader_action("ravage", R"({"A3": {"town": 1, "dahan": 1}})");
    CHECK(count(e, "A3", "dahan") == 0);
    CHECK(count(e, "A3", "town") == 1);
  }
}

TEST_CASE("Concealing Shadows: the Dahan take no Damage from the Ravage, the land still does") {
  Engine e = setup(two_lands(R"({"A3": {"town": 1, "dahan": 1}})", "{}",
                             R"([{"modifier": "dahan-no-ravage-damage", "land": "A3"}])"));
  e.invader_action("ravage", "A3");
  CHECK(count(e, "A3", "blight") == 1);
  CHECK(count(e, "A3", "dahan") == 1);
  CHECK(count(e, "A3", "town") == 0);
}

TEST_CASE("Badlands boost one instance of Damage to Invaders and one to Dahan per action, only if Damage is dealt") {
  Engine e = after_invader_action(
      "ravage", R"({"A3": {"explorer": 1, "dahan": 1, "badlands": 1}})");  // 1 Damage +1 Badlands to the Dahan:
                                                                           // destroyed; land takes 1
  CHECK(count(e, "A3", "dahan") == 0);
  CHECK(count(e, "A3", "blight") == 0);
  SUBCASE("no Damage, no boost") {
    Engine f = after_invader_action("ravage", R"({"A3": {"explorer": 1, "dahan": 1, "badlands": 1, "defend": 1}})");
    CHECK(count(f, "A3", "dahan") == 1);
    CHECK(f.state().land("A3").pieces.back().damage == 0);
  }
}

TEST_CASE(
    "Kingdom of Sweden L1: 6+ Damage to the land adds a second Blight that neither destroys Presence nor cascades") {
  std::string gs = R"({"spirits": [{"id": "s"}], "adversary": {"name": "Kingdom of Sweden", "level": 1}})";
  SUBCASE("6 Damage") {
    Engine e = setup(two_lands(R"({"A3": {"city": 2, "presence": {"s": 2}}})", gs));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 2);
    CHECK(e.state().find_spirit("s")->destroyed_presence == 1);
    CHECK(count(e, "A4", "blight") == 0);
  }
  SUBCASE("5 Damage") {
    Engine e = setup(two_lands(R"({"A3": {"city": 1, "town": 1}})", gs));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);
  }
}

TEST_CASE("Dahan that strike before the Invaders do not fight back again") {
  // 2 Cities, 2 Dahan, Defend 6 (the Cities deal nothing). 1 Dahan strikes first: 2 Damage to a
  // City; then only the other fights back: 2 more, so 1 City is destroyed and the other survives.
  auto ravaged = [](const std::string& effects) {
    Engine e = setup(two_lands(R"({"A3": {"city": 2, "dahan": 2, "defend": 6}})", "{}", effects));
    e.invader_action("ravage", "A3");
    return e;
  };
  SUBCASE("1 strikes first: 4 Damage in all") {
    Engine e = ravaged(R"([{"modifier": "dahan-strike-first", "land": "A3", "n": 1}])");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
  }
  SUBCASE("none strikes first: both fight back, 4 Damage as well") {
    Engine e = ravaged("[]");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(damage_on(e, "A3", PieceKind::City) == 1);
  }
}

TEST_CASE(
    "Manifest Incarnation: with its threshold, +3 Fear and the Ravage it causes deals 6 less Damage; only that "
    "Ravage") {
  auto manifest = [](bool thresholds) {
    Engine e = setup(two_lands(R"({"A3": {"city": 2, "town": 2, "explorer": 1, "dahan": 2}})",
                               thresholds ? R"({"spirits": [{"id": "stone", "name": "Stone's Unyielding Defiance",
                                                               "elements": {"sun": 2, "moon": 2}}]})"
                                          : R"({"spirits": [{"id": "stone", "name": "Stone's Unyielding Defiance",
                                                               "elements": {"sun": 2, "moon": 1}}]})"));
    e.use_power("Manifest Incarnation", "stone", "A3");
    return e;
  };
  SUBCASE("threshold not met: 6 Fear +4 for Town/City; the City and Town left deal 5 Damage") {
    Engine e = manifest(false);
    CHECK(e.state().fear_generated == 10);
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(count(e, "A3", "dahan") == 0);
  }
  SUBCASE("threshold met: 3 Fear more; 5 - 6 leaves no Damage, and both Dahan fight back") {
    Engine e = manifest(true);
    CHECK(e.state().fear_generated == 13 + 2);  // +2 for the City the Dahan destroy
    CHECK(count(e, "A3", "blight") == 0);
    CHECK(count(e, "A3", "dahan") == 2);
    CHECK(count(e, "A3", "city") == 0);
    SUBCASE("the next Ravage there is not reduced: the modifier ended with the Power's action") {
      e.invader_action("ravage", "A3");
      CHECK(count(e, "A3", "blight") == 1);
    }
  }
}
