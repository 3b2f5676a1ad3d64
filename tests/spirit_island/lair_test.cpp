// The Lair Aspect (Lure of the Deep Wilderness), A Single Alluring Lair, each clause on both sides:
// nothing at the Incarna moves, 6 Explorers and 3 Dahan there sit out Ravage, its land is a Sacred
// Site; and the Aspect replaces Enthrall the Foreign Explorers and Forsake Society (rules/lair.h,
// rules/aspect_replaces.h).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kLair = R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness", "aspect": "Lair"},
                                    {"id": "mist", "name": "Shroud of Silent Mist"}, {"id": "river"}]})";
const char* kPlainLure = R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"},
                                         {"id": "mist", "name": "Shroud of Silent Mist"}, {"id": "river"}]})";

Engine lair(const std::string& pieces) { return setup(two_lands(pieces, kLair)); }

void run(Engine& e, const char* ops_json, const char* land) { e.basic_action("test", ops(ops_json), land, "lure"); }
}  // namespace

TEST_CASE("A Single Alluring Lair: Invaders, Dahan, Beasts and Presence at its Incarna can't move") {
  const char* pieces = R"({"A4": {"incarna": ["lure"], "dahan": 1, "explorer": 1, "beasts": 1},
                           "A3": {"dahan": 1, "explorer": 1, "beasts": 1}})";
  SUBCASE("pushed from the Incarna's land: Dahan, Explorer and Beasts stay") {
    Engine e = lair(pieces);
    run(e, R"([{"op": "push", "what": "dahan", "n": 1}, {"op": "push", "what": "explorer", "n": 1},
               {"op": "push", "what": "beasts", "n": 1}])",
        "A4");
    CHECK(count(e, "A4", "dahan") == 1);
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A4", "beasts") == 1);
  }
  SUBCASE("pushed from another land they move, even into the Incarna's land") {
    Engine e = lair(pieces);
    run(e, R"([{"op": "push", "what": "dahan", "n": 1}, {"op": "push", "what": "explorer", "n": 1},
               {"op": "push", "what": "beasts", "n": 1}])",
        "A3");
    CHECK(count(e, "A4", "dahan") == 2);
    CHECK(count(e, "A4", "explorer") == 2);
    CHECK(count(e, "A4", "beasts") == 2);
  }
  SUBCASE("gathered out of the Incarna's land: they stay") {
    Engine e = lair(pieces);
    run(e, R"([{"op": "gather", "what": "dahan", "n": 1}, {"op": "gather", "what": "beasts", "n": 1}])", "A3");
    CHECK(count(e, "A4", "dahan") == 1);
    CHECK(count(e, "A4", "beasts") == 1);
  }
  SUBCASE("another Spirit's Presence at the Incarna is not gathered away; elsewhere it is") {
    Engine e = lair(R"({"A3": {"presence": {"mist": 1}}, "A4": {"incarna": ["lure"], "presence": {"river": 2}}})");
    e.use_power("Flowing and Silent Forms Dart By", "mist", "A3");
    CHECK(e.state().land("A4").presence_of("river") == 2);
    Engine f = lair(R"({"A3": {"presence": {"mist": 1}, "incarna": ["lure"]}, "A4": {"presence": {"river": 2}}})");
    f.use_power("Flowing and Silent Forms Dart By", "mist", "A3");
    CHECK(f.state().land("A4").presence_of("river") == 1);
  }
  SUBCASE("without the Lair Aspect, Lure's Incarna holds nothing") {
    Engine e = setup(two_lands(pieces, kPlainLure));
    run(e, R"([{"op": "push", "what": "dahan", "n": 1}])", "A4");
    CHECK(count(e, "A4", "dahan") == 0);
  }
}

TEST_CASE("A Single Alluring Lair: 6 Explorers and 3 Dahan at its Incarna don't participate in Ravage") {
  SUBCASE("6 Explorers sit out: the 7th deals 1 Damage, no Blight; the 4th Dahan destroys only it") {
    Engine e = lair(R"({"A4": {"incarna": ["lure"], "explorer": 7, "dahan": 4}})");
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A4", "blight") == 0);
    CHECK(damage_on(e, "A4", PieceKind::Dahan) == 1);
    CHECK(count(e, "A4", "explorer") == 6);
  }
  SUBCASE("3 Dahan sit out: a Town's 2 Damage destroys the 4th, and the 3 don't fight back") {
    Engine e = lair(R"({"A4": {"incarna": ["lure"], "town": 1, "dahan": 4}})");
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A4", "dahan") == 3);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(count(e, "A4", "blight") == 1);
  }
  SUBCASE("3 Dahan only: none taking part, the Town is not damaged and they take no Damage") {
    Engine e = lair(R"({"A4": {"incarna": ["lure"], "town": 1, "dahan": 3}})");
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A4", "dahan") == 3);
    CHECK(damage_on(e, "A4", PieceKind::Town) == 0);
  }
  SUBCASE("in a land without the Incarna every Explorer and Dahan takes part") {
    Engine e = lair(R"({"A3": {"incarna": ["lure"]}, "A4": {"town": 1, "dahan": 4}})");
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A4", "dahan") == 3);
    CHECK(count(e, "A4", "town") == 0);  // 3 Dahan fight back: 6 Damage
  }
}

TEST_CASE("A Single Alluring Lair: its Incarna's land is a Sacred Site for it") {
  Engine e = lair(R"({"A4": {"incarna": ["lure"]}, "A3": {"presence": {"lure": 1}}})");
  CHECK(e.state().sacred_site(e.state().land("A4"), "lure"));
  CHECK_FALSE(e.state().sacred_site(e.state().land("A3"), "lure"));  // 1 Presence and no Incarna
  CHECK_FALSE(e.state().sacred_site(e.state().land("A4"), "mist"));
  Engine plain = setup(two_lands(R"({"A4": {"incarna": ["lure"]}})", kPlainLure));
  CHECK_FALSE(plain.state().sacred_site(plain.state().land("A4"), "lure"));
}

TEST_CASE("An Aspect replaces the rules and innate Powers its row names (Lair: Enthrall, Forsake Society)") {
  SUBCASE("Lure with Lair: Enthrall the Foreign Explorers is not in play, its Explorers Ravage") {
    Engine e = lair(R"({"A3": {"presence": {"lure": 1}, "explorer": 2}})");
    CHECK_FALSE(e.has_rule("enthrall-the-foreign-explorers", "lure"));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);
  }
  SUBCASE("Lure without an Aspect keeps Enthrall") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"lure": 1}, "explorer": 2}})", kPlainLure));
    CHECK(e.has_rule("enthrall-the-foreign-explorers", "lure"));
  }
  SUBCASE("Forsake Society is refused to Lure with Lair, with the reason") {
    Engine e = lair(R"({"A3": {"presence": {"lure": 1}, "town": 1}})");
    CHECK_THROWS_WITH(e.use_power("Forsake Society to Chase After Dreams (2 Moon 1 Air)", "lure", "A3"),
                      doctest::Contains("has the Lair Aspect, which replaces Forsake Society"));
    Engine plain = setup(two_lands(R"({"A3": {"presence": {"lure": 1}, "town": 1}})", kPlainLure));
    CHECK_NOTHROW(plain.use_power("Forsake Society to Chase After Dreams (2 Moon 1 Air)", "lure", "A3"));
  }
}
