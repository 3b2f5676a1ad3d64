// The Endless Dark (Breath of Darkness Down Your Spine): Terror Stalks the Land, Shadow-Touched
// Realm, A Space of Strange and Infinite Darkness, Trapped in the Endless Dark — each clause from
// both sides (rules/endless_dark.h, rules/fear_removals.h).
#include <doctest/doctest.h>

#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/repeat.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

const char* kBreath = R"({"spirits": [{"id": "breath", "name": "Breath of Darkness Down Your Spine"},
                                      {"id": "earth", "name": "Vital Strength of the Earth"}]})";

// two_lands with Breath and Earth in play; `pieces` may name "endless-dark".
Engine with_breath(const std::string& pieces, const std::string& game_state = kBreath) {
  return setup(two_lands(pieces, game_state));
}

// The same, with victory and defeat judged after each action tree.
Engine judged_with_breath(const std::string& pieces) {
  EngineOptions o = quiet();
  o.outcome_checks = true;
  return setup(two_lands(pieces, kBreath), o);
}

const char* kEd = "endless-dark";

}  // namespace

TEST_CASE("The Endless Dark is in the game only with a Spirit that has Terror Stalks the Land") {
  SUBCASE("with Breath: one more place, on no board, no Sacred Site even with 2 Presence") {
    Engine e = with_breath(R"({"endless-dark": {"presence": {"breath": 2}}, "A3": {"presence": {"breath": 2}}})");
    REQUIRE(e.state().find_land(kEd));
    CHECK(e.state().land(kEd).zone == Zone::EndlessDark);
    CHECK(e.state().boards() == std::vector<std::string>{"A"});
    CHECK_FALSE(e.state().sacred_site(e.state().land(kEd), "breath"));
    CHECK(e.state().sacred_site(e.state().land("A3"), "breath"));
  }
  SUBCASE("without: no Endless Dark, and a scenario cannot put pieces there") {
    Engine e = setup(two_lands("{}", R"({"spirits": [{"id": "earth", "name": "Vital Strength of the Earth"}]})"));
    CHECK_FALSE(e.state().find_land(kEd));
    CHECK_THROWS(setup(two_lands(R"({"endless-dark": {"explorer": 1}})")));
  }
}

TEST_CASE("Terror Stalks the Land: Breath's Power that would damage the only Invader in a land abducts it instead") {
  SUBCASE("the only Invader: moved to the Endless Dark, undamaged, not destroyed") {
    Engine e = with_breath(R"({"A3": {"town": 1}})");
    e.use_power("Unquenchable Flames", "breath", "A3");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, kEd, "town") == 1);
    CHECK(damage_on(e, kEd, PieceKind::Town) == 0);
    CHECK(e.state().fear_generated == 1);  // the card's own Fear; nothing was destroyed
  }
  SUBCASE("not alone: the Damage is dealt as usual") {
    Engine e = with_breath(R"({"A3": {"town": 1, "explorer": 1}})");
    e.use_power("Unquenchable Flames", "breath", "A3");
    CHECK(count(e, kEd, "invaders") == 0);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  }
  SUBCASE("two Towns: not alone either; one takes the Damage") {
    Engine e = with_breath(R"({"A3": {"town": 2}})");
    e.use_power("Unquenchable Flames", "breath", "A3");
    CHECK(count(e, kEd, "invaders") == 0);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  }
  SUBCASE("another Spirit's Power: the Damage is dealt") {
    Engine e = with_breath(R"({"A3": {"town": 1}})");
    e.use_power("Unquenchable Flames", "earth", "A3");
    CHECK(count(e, kEd, "invaders") == 0);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
  }
  SUBCASE("an instruction that does not hit the only Invader abducts nothing") {
    Engine e = with_breath(R"({"A3": {"explorer": 1}})");
    e.use_power("Unquenchable Flames", "breath", "A3");  // 1 Damage to Town/City
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, kEd, "invaders") == 0);
  }
}

TEST_CASE("Terror Stalks the Land: Breath's Power that would destroy the only Invader in a land abducts it instead") {
  SUBCASE("alone: abducted, no Fear for a destroyed Town") {
    Engine e = with_breath(R"({"A3": {"town": 1}})");
    e.use_power("Asphyxiating Smoke", "breath", "A3");
    CHECK(count(e, kEd, "town") == 1);
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("not alone: destroyed, with its Fear") {
    Engine e = with_breath(R"({"A3": {"town": 1, "explorer": 1}})");
    e.use_power("Asphyxiating Smoke", "breath", "A3");
    CHECK(count(e, kEd, "invaders") == 0);
    CHECK(count(e, "A3", "town") == 0);
    CHECK(e.state().fear_generated == 2);
  }
}

TEST_CASE("Abduct moves the named pieces into the Endless Dark, keeping their Damage") {
  Engine e = with_breath(R"({"A3": {"city": 1, "town": 1, "damaged": [{"kind": "town", "damage": 1}]}})");
  e.basic_action("Abduct at the Empowered Incarna", ops(R"([{"op": "abduct", "what": "explorer-town", "n": 1}])"), "A3",
                 "breath");
  CHECK(count(e, kEd, "town") == 1);
  CHECK(damage_on(e, kEd, PieceKind::Town) == 1);
  CHECK(count(e, "A3", "city") == 1);  // not an Explorer/Town
  SUBCASE("nothing of that kind: nothing moves") {
    e.basic_action("Abduct", ops(R"([{"op": "abduct", "what": "explorer-town", "n": 1}])"), "A3", "breath");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(count(e, kEd, "invaders") == 1);
  }
}

TEST_CASE("Escaping pieces move to a land with the Spirit's Presence or Incarna; with none, the players lose") {
  SUBCASE("to the land with its Presence") {
    Engine e = with_breath(R"({"endless-dark": {"explorer": 2}, "A4": {"presence": {"breath": 1}}})");
    e.basic_action("Growth", ops(R"([{"op": "escape", "n": 1}])"), "", "breath");
    CHECK(count(e, kEd, "explorer") == 1);
    CHECK(count(e, "A4", "explorer") == 1);
  }
  SUBCASE("to the land of its Incarna when it has no Presence") {
    Engine e = with_breath(R"({"endless-dark": {"explorer": 1}, "A3": {"incarna": ["breath"]}})");
    e.basic_action("Growth", ops(R"([{"op": "escape", "all": true}])"), "", "breath");
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("Beasts are pieces too: all escape with the Invaders; alone, one escapes") {
    Engine all = with_breath(R"({"endless-dark": {"explorer": 1, "beasts": 2}, "A4": {"presence": {"breath": 1}}})");
    all.basic_action("Growth", ops(R"([{"op": "escape", "all": true}])"), "", "breath");
    CHECK(count(all, "A4", "explorer") == 1);
    CHECK(count(all, "A4", "beasts") == 2);
    CHECK(count(all, kEd, "beasts") == 0);
    Engine alone = with_breath(R"({"endless-dark": {"beasts": 2}, "A4": {"presence": {"breath": 1}}})");
    alone.basic_action("Growth", ops(R"([{"op": "escape", "n": 1}])"), "", "breath");
    CHECK(count(alone, "A4", "beasts") == 1);
    CHECK(count(alone, kEd, "beasts") == 1);
  }
  SUBCASE("with an Invader and Beasts, 1 escapes: the Invader unless the players pick the Beasts") {
    const std::string pieces = R"({"endless-dark": {"explorer": 1, "beasts": 1}, "A4": {"presence": {"breath": 1}}})";
    Engine invader = with_breath(pieces);
    invader.basic_action("Growth", ops(R"([{"op": "escape", "n": 1}])"), "", "breath");
    CHECK(count(invader, "A4", "explorer") == 1);
    CHECK(count(invader, kEd, "beasts") == 1);
    Engine beasts = with_breath(pieces);
    beasts.script({pick("option", "Escape", "beasts")});
    beasts.basic_action("Growth", ops(R"([{"op": "escape", "n": 1}])"), "", "breath");
    CHECK(count(beasts, "A4", "beasts") == 1);
    CHECK(count(beasts, kEd, "explorer") == 1);
  }
  SUBCASE("no such land: defeat") {
    Engine e = judged_with_breath(R"({"endless-dark": {"explorer": 1, "presence": {"breath": 1}}})");
    e.basic_action("Growth", ops(R"([{"op": "escape", "n": 1}])"), "", "breath");
    CHECK(e.outcome() == Outcome::Defeat);
    CHECK(e.outcome_reason().find("Endless Dark") != std::string::npos);
  }
  SUBCASE("nothing to escape: no loss, even with no such land") {
    Engine e = judged_with_breath(R"({"endless-dark": {"presence": {"breath": 1}}, "A3": {"city": 1}})");
    e.basic_action("Growth", ops(R"([{"op": "escape", "n": 1}])"), "", "breath");
    CHECK(e.outcome() == Outcome::None);
  }
}

TEST_CASE("Pieces in the Endless Dark are on the island for Victory and Defeat") {
  const char* tick = R"([{"op": "fear", "n": 1}])";
  SUBCASE("an Invader there blocks the Terror Level I victory") {
    Engine e = judged_with_breath(R"({"endless-dark": {"explorer": 1}})");
    e.basic_action("tick", ops(tick), "A3", "");
    CHECK(e.outcome() == Outcome::None);
  }
  SUBCASE("none there (or anywhere): victory") {
    Engine e = judged_with_breath("{}");
    e.basic_action("tick", ops(tick), "A3", "");
    CHECK(e.outcome() == Outcome::Victory);
  }
  const char* destroy = R"([{"op": "destroy", "what": "presence", "n": 1}])";
  SUBCASE("its Presence there keeps the Spirit in the game") {
    Engine e = judged_with_breath(
        R"({"A3": {"presence": {"breath": 1}, "city": 1}, "endless-dark": {"presence": {"breath": 1}}})");
    e.basic_action("lose the land's Presence", ops(destroy), "A3", "breath");
    CHECK(e.outcome() == Outcome::None);
  }
  SUBCASE("no Presence left anywhere: defeat") {
    Engine e = judged_with_breath(R"({"A3": {"presence": {"breath": 1}, "city": 1}})");
    e.basic_action("lose the land's Presence", ops(destroy), "A3", "breath");
    CHECK(e.outcome() == Outcome::Defeat);
  }
}

TEST_CASE("Invaders can't take Actions in the Endless Dark, and no Invader card matches it") {
  Engine e = with_breath(R"({"endless-dark": {"city": 1, "dahan": 1}, "A3": {"city": 1}})");
  for (const char* t : {"jungle", "mountain", "sands", "wetland"}) CHECK_FALSE(card(t).matches(e.state().land(kEd)));
  InvaderCard coastal;
  coastal.coastal = true;
  CHECK_FALSE(coastal.matches(e.state().land(kEd)));
  CHECK(card("jungle").matches(e.state().land("A3")));
  e.invader_action("ravage", kEd);
  CHECK(count(e, kEd, "dahan") == 1);
  CHECK(count(e, kEd, "blight") == 0);
  e.invader_action("ravage", "A3");
  CHECK(count(e, "A3", "blight") == 1);  // a land Ravages as usual
}

TEST_CASE(
    "Shadow-Touched Realm: Breath's land-targeting Powers may target the Endless Dark ignoring Range; no one else") {
  Engine e = with_breath(R"({"A3": {"presence": {"breath": 1, "earth": 1}}})");
  const PowerCard& pc = e.lib.powers.at("Unquenchable Flames");
  REQUIRE(pc.range >= 0);
  CHECK(targeting_problem(e, pc, "breath", kEd).empty());
  CHECK(targeting_problem(e, pc, "earth", kEd).find("can't target the Endless Dark") != std::string::npos);
  CHECK(targeting_problem(e, pc, "breath", "A3").empty());
}

TEST_CASE("Blight added in the Endless Dark destroys no Presence; in a land it does") {
  Engine e = with_breath(R"({"endless-dark": {"presence": {"breath": 1}}, "A3": {"presence": {"breath": 1}}})");
  e.basic_action("Blight", ops(R"([{"op": "add-blight", "n": 1}])"), kEd, "");
  CHECK(count(e, kEd, "blight") == 1);
  CHECK(e.state().land(kEd).presence_of("breath") == 1);
  e.basic_action("Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
  CHECK(e.state().land("A3").presence_of("breath") == 0);
}

TEST_CASE("Lands chosen by an operation include the Endless Dark only for a Fear card (as an Inland land)") {
  const char* pieces = R"({"endless-dark": {"explorer": 1, "beasts": 1}})";
  SUBCASE("Panicked by Wild Beasts adds its Strife there (one player)") {
    Engine e = with_breath(pieces, R"({"spirits": [{"id": "breath", "name": "Breath of Darkness Down Your Spine"}]})");
    e.fear_card("Panicked by Wild Beasts");
    CHECK(count(e, kEd, "strife") == 1);
  }
  SUBCASE("the same choice in a Spirit's action finds no land") {
    Engine e = with_breath(pieces);
    e.basic_action("strife", ops(R"([{"op": "choose-land", "where": {"near": ["beasts"], "has": ["invaders"]}},
                                     {"op": "add", "what": "strife", "n": 1}])"),
                   "A3", "breath");
    CHECK(count(e, kEd, "strife") == 0);
  }
  SUBCASE("a terrain filter never matches it") {
    Engine e = with_breath(pieces);
    e.fear_card("Panicked by Wild Beasts");
    e.basic_action("each jungle", ops(R"([{"op": "each", "over": "land", "where": {"terrain": "jungle"},
                                            "do": [{"op": "add", "what": "wilds", "n": 1}]}])"),
                   "A3", "");
    CHECK(count(e, kEd, "wilds") == 0);
    CHECK(count(e, "A3", "wilds") == 1);
  }
}

TEST_CASE("Lost in the Endless Dark acts on the Endless Dark; 3 Moon 2 Animal adds 1 Beasts there") {
  auto breath_with = [](const std::string& elements) {
    return R"({"spirits": [{"id": "breath", "name": "Breath of Darkness Down Your Spine", "elements": )" + elements +
           "}]}";
  };
  const char* pieces = R"({"endless-dark": {"explorer": 2, "town": 1}, "A3": {"explorer": 3}})";
  SUBCASE("2 Moon 1 Air: Fear for the Invaders there, not elsewhere") {
    Engine e = with_breath(pieces, breath_with(R"({"moon": 2, "air": 1})"));
    e.use_power("Lost in the Endless Dark (downgrades)", "breath", kEd);
    CHECK(e.state().fear_generated == 3);
    CHECK(count(e, kEd, "town") == 0);  // the Town, the biggest, is downgraded by default
    CHECK(count(e, kEd, "beasts") == 0);
  }
  SUBCASE("3 Moon 2 Animal: 1 Beasts") {
    Engine e = with_breath(pieces, breath_with(R"({"moon": 3, "animal": 2})"));
    e.use_power("Lost in the Endless Dark (downgrades)", "breath", kEd);
    CHECK(count(e, kEd, "beasts") == 1);
  }
  SUBCASE("3 Moon 1 Animal: no Beasts") {
    Engine e = with_breath(pieces, breath_with(R"({"moon": 3, "animal": 1})"));
    e.use_power("Lost in the Endless Dark (downgrades)", "breath", kEd);
    CHECK(count(e, kEd, "beasts") == 0);
  }
}
