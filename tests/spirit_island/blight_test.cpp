// Adding Blight: card, land, Presence, cascade — and the Blight card flipping.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kSpirit = R"({"spirits": [{"id": "s"}, {"id": "t"}]})";

// N Blight added to LAND by a basic action, as a Power's "Add 1 Blight" is.
static void add_blight(Engine& e, const std::string& land, int n) {
  e.basic_action("add", ops(R"([{"op": "add-blight", "n": )" + std::to_string(n) + "}]"), land, "");
}

TEST_CASE("Adding Blight destroys 1 Presence of each Spirit in the land") {
  Engine e = setup(two_lands(R"({"A3": {"presence": {"s": 2, "t": 1}}})", kSpirit));
  add_blight(e, "A3", 1);
  CHECK(e.state().land("A3").presence_of("s") == 1);
  CHECK(e.state().land("A3").presence_of("t") == 0);
  CHECK(e.state().blight_card.pool == 4);
}

TEST_CASE("Blight cascades to one adjacent land only if the land already had Blight") {
  SUBCASE("no Blight there: no cascade") {
    Engine e = setup(two_lands(R"({})"));
    add_blight(e, "A3", 1);
    CHECK(count(e, "A4", "blight") == 0);
  }
  SUBCASE("Blight there: cascade into the chosen adjacent land, which may cascade again") {
    Engine e = setup(R"({"board": {"lands": [
        {"id": "A1", "terrain": "sands", "adjacent": ["A2", "A3"]},
        {"id": "A2", "terrain": "sands", "adjacent": ["A1"]},
        {"id": "A3", "terrain": "sands", "adjacent": ["A1"]}],
      "pieces": {"A1": {"blight": 1}, "A3": {"blight": 1}}}})");
    e.script({{"cascade", "A1", {"A3"}, "t", false},
              {"cascade", "A3", {"A1"}, "t", false},
              {"cascade", "A1", {"A2"}, "t", false}});
    add_blight(e, "A1", 1);
    CHECK(count(e, "A1", "blight") == 3);
    CHECK(count(e, "A3", "blight") == 2);
    CHECK(count(e, "A2", "blight") == 1);
  }
}

TEST_CASE("Blight is conserved between the Blight card, the lands and the box") {
  Engine e = setup(two_lands(R"({"A3": {"city": 2, "blight": 1}})",
                             R"({"blight_card": {"name": "Blighted Island", "pool": 1}, "blight_box": 10})"));
  int before = e.state().blight_total();
  e.invader_action("ravage", "A3");
  CHECK(e.state().blight_total() == before);
  CHECK(e.state().blight_card.flipped);
}

TEST_CASE(
    "When the last Blight leaves the card it flips; its immediate effect is a nested action that finishes before the "
    "Ravage") {
  // 3 Damage: 1 Dahan destroyed, 1 damaged; the Blight empties the card; Unnatural Proliferation
  // adds a Dahan and 2 Cities here (fewest Town/City); the 2 Dahan then fight back for 4.
  Engine e = setup(two_lands(R"({"A3": {"town": 1, "explorer": 1, "dahan": 2}})",
                             R"({"blight_card": {"name": "Unnatural Proliferation", "pool": 1}})"));
  e.invader_action("ravage", "A3");
  CHECK(e.state().blight_card.flipped);
  CHECK(e.state().blight_card.pool == 3);
  const auto& tree = e.tree();
  REQUIRE(tree.size() >= 2);
  CHECK(tree.at(1).label == "Blighted Island: Unnatural Proliferation");
  CHECK(tree.at(1).relation == arbiter::kernel::Relation::Nested);
  CHECK(tree.at(1).parent == 0);
  // the new Cities did not deal Damage (that step was over), but are hit by the counterattack
  CHECK(count(e, "A3", "dahan") == 2);
  CHECK(count(e, "A3", "city") == 1);
  CHECK(count(e, "A3", "blight") == 1);
}

TEST_CASE("Vitality in a land without Blight prevents Blight one for one, and with it everything Blight would do") {
  SUBCASE("1 Vitality, 1 Blight: prevented, no Presence destroyed") {
    Engine e = setup(two_lands(R"({"A3": {"vitality": 1, "presence": {"s": 1}}})", kSpirit));
    add_blight(e, "A3", 1);
    CHECK(count(e, "A3", "blight") == 0);
    CHECK(count(e, "A3", "vitality") == 0);
    CHECK(e.state().land("A3").presence_of("s") == 1);
    CHECK(e.state().blight_card.pool == 5);
  }
  SUBCASE("1 Vitality, 2 Blight: one is prevented, the other is added") {
    Engine e = setup(two_lands(R"({"A3": {"vitality": 1}})", kSpirit));
    add_blight(e, "A3", 2);
    CHECK(count(e, "A3", "blight") == 1);
  }
  SUBCASE("Vitality does nothing in a land that already has Blight") {
    Engine e = setup(two_lands(R"({"A3": {"vitality": 1, "blight": 1}})", kSpirit));
    add_blight(e, "A3", 1);
    CHECK(count(e, "A3", "blight") == 2);
    CHECK(count(e, "A3", "vitality") == 1);
  }
}

TEST_CASE("The same Presence cannot be destroyed twice in one action") {
  // Flowing and Silent Forms pushes the Presence instead of destroying it; the cascade then adds
  // Blight where it went, but this action already "destroyed" that Presence once.
  Engine e = setup(two_lands(
      R"({"A3": {"blight": 1, "presence": {"s": 1}}})", kSpirit,
      R"([{"modifier": "presence-pushed-instead", "land": "A3", "name": "Flowing and Silent Forms Dart By"}])"));
  add_blight(e, "A3", 1);
  CHECK(count(e, "A4", "blight") == 1);  // cascade
  CHECK(e.state().land("A4").presence_of("s") == 1);
  CHECK(e.state().find_spirit("s")->destroyed_presence == 0);
  SUBCASE("but a separate action can") {
    add_blight(e, "A4", 1);
    CHECK(e.state().land("A4").presence_of("s") == 0);
  }
}

TEST_CASE("Victory and defeat are judged after the whole action tree (a sacrifice victory)") {
  // The Ravage empties the Blighted Island card (a loss), but Vengeance of the Dead, triggered by
  // that Ravage, destroys the last Invader: the players win.
  std::string gs =
      R"({"spirits": [{"id": "s"}], "blight_card": {"name": "Blighted Island", "pool": 1, "flipped": true}, "outcome_checks": true})";
  Engine e = setup(
      two_lands(R"({"A3": {"town": 1, "explorer": 1, "dahan": 2, "presence": {"s": 1}}, "A4": {"presence": {"s": 1}}})",
                gs, R"([{"trigger": "vengeance-of-the-dead", "land": "A3", "spirit": "s"}])"));
  REQUIRE(e.options().outcome_checks);  // game_state.outcome_checks
  SUBCASE("with Vengeance of the Dead") {
    e.invader_action("ravage", "A3");
    CHECK(e.outcome() == Outcome::Victory);
  }
  SUBCASE("without it the loss stands") {
    Engine f = setup(two_lands(R"({"A3": {"city": 1, "presence": {"s": 1}}, "A4": {"presence": {"s": 1}}})", gs));
    f.invader_action("ravage", "A3");
    CHECK(f.outcome() == Outcome::Defeat);
  }
}

TEST_CASE("All Things Weaken: adding Blight destroys all Presence in the land, not just 1 of each Spirit") {
  const char* weakened =
      R"({"spirits": [{"id": "s"}], "blight_card": {"name": "All Things Weaken", "pool": 5, "flipped": true}})";
  const char* healthy = R"({"spirits": [{"id": "s"}], "blight_card": {"name": "All Things Weaken", "pool": 5}})";
  SUBCASE("flipped: both Presence go") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"s": 2}}})", weakened));
    e.basic_action("add Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
    CHECK(e.state().land("A3").presence_of("s") == 0);
  }
  SUBCASE("not flipped: 1 Presence goes") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"s": 2}}})", healthy));
    e.basic_action("add Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
    CHECK(e.state().land("A3").presence_of("s") == 1);
  }
}

TEST_CASE("All Things Weaken: Invaders and Dahan have 1 less Health, never below 1") {
  auto engine = [](bool flipped) {
    return setup(two_lands(R"({"A3": {"town": 1, "explorer": 1, "dahan": 1}})",
                           std::string(R"({"blight_card": {"name": "All Things Weaken", "pool": 5, "flipped": )") +
                               (flipped ? "true" : "false") + "}}"));
  };
  auto health = [](const Engine& e, PieceKind k) {
    const Land& l = e.state().land("A3");
    for (const auto& p : l.pieces)
      if (p.kind == k) return e.health(p, l);
    return -1;
  };
  Engine weak = engine(true), healthy = engine(false);
  CHECK(health(weak, PieceKind::Town) == 1);
  CHECK(health(weak, PieceKind::Dahan) == 1);
  CHECK(health(weak, PieceKind::Explorer) == 1);
  CHECK(health(healthy, PieceKind::Town) == 2);
  CHECK(health(healthy, PieceKind::Dahan) == 2);
}

TEST_CASE(
    "All Things Weaken: adding Blight also destroys all Beasts there and 1 Presence in total from the adjacent lands") {
  const std::string weakened =
      R"({"spirits": [{"id": "s"}], "blight_card": {"name": "All Things Weaken", "pool": 5, "flipped": true}})";
  const std::string healthy = R"({"spirits": [{"id": "s"}], "blight_card": {"name": "All Things Weaken", "pool": 5}})";
  auto blighted = [](const std::string& game_state) {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 2}, "A4": {"presence": {"s": 2}}})", game_state));
    e.basic_action("add Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
    return e;
  };
  SUBCASE("flipped: the Beasts and 1 adjacent Presence go") {
    Engine e = blighted(weakened);
    CHECK(count(e, "A3", "beasts") == 0);
    CHECK(e.state().land("A4").presence_of("s") == 1);
  }
  SUBCASE("not flipped: both stay") {
    Engine e = blighted(healthy);
    CHECK(count(e, "A3", "beasts") == 2);
    CHECK(e.state().land("A4").presence_of("s") == 2);
  }
  SUBCASE("Presence in two adjacent lands: 1 in total") {
    Engine e = setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                             {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                             {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                                   "pieces": {"A3": {"presence": {"s": 1}}, "A5": {"presence": {"s": 1}}}},
                         "game_state": )" +
                     weakened + "}");
    e.basic_action("add Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A4", "");
    CHECK(e.state().land("A3").presence_of("s") + e.state().land("A5").presence_of("s") == 1);
  }
}

TEST_CASE(
    "Destructive Nature: Blight added by any Spirit's effect does not destroy Heart of the Wildfire's Presence; the "
    "Invaders' Blight does") {
  const char* spirits =
      R"({"spirits": [{"id": "heart", "name": "Heart of the Wildfire"}, {"id": "earth", "name": "Vital Strength of the Earth"}]})";
  const char* pieces =
      R"({"A3": {"presence": {"heart": 1, "earth": 1}}, "A4": {"blight": 1, "presence": {"heart": 1}}})";
  SUBCASE("another Spirit's action adds Blight: only that Spirit's Presence is destroyed") {
    Engine e = setup(two_lands(pieces, spirits));
    e.basic_action("add Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "earth");
    CHECK(e.state().land("A3").presence_of("heart") == 1);
    CHECK(e.state().land("A3").presence_of("earth") == 0);
  }
  SUBCASE("its cascade spares Heart's Presence too") {
    Engine e = setup(two_lands(pieces, spirits));
    e.basic_action("add Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A4", "earth");
    CHECK(count(e, "A3", "blight") == 1);  // cascaded from A4
    CHECK(e.state().land("A4").presence_of("heart") == 1);
    CHECK(e.state().land("A3").presence_of("heart") == 1);
  }
  SUBCASE("an effect no Spirit takes (a Ravage) destroys Heart's Presence") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "presence": {"heart": 1, "earth": 1}}})", spirits));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(e.state().land("A3").presence_of("heart") == 0);
    CHECK(e.state().land("A3").presence_of("earth") == 0);
  }
}
