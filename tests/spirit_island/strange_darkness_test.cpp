// A Space of Strange and Infinite Darkness (Breath of Darkness Down Your Spine): special rules that
// affect lands do nothing in the Endless Dark. Every Spirit rule that reads or acts on a land asks
// Engine::land_rule (its modifiers spirit_land_rules_apply); each kind here on both sides: the same
// rule in a land applies, in the Endless Dark it does not (rules/endless_dark.h).
#include <doctest/doctest.h>

#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/lair.h"
#include "games/spirit_island/rules/open_the_ways.h"
#include "games/spirit_island/rules/presence_lands.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kDark = "endless-dark";

// two_lands with Breath of Darkness (so the Endless Dark is in play) and the Spirit `name` as "s".
Engine dark_with(const std::string& name, const std::string& pieces, const std::string& aspect = "") {
  const std::string s =
      R"({"id": "s", "name": ")" + name + "\"" + (aspect.empty() ? "" : R"(, "aspect": ")" + aspect + "\"") + "}";
  return setup(
      two_lands(pieces, R"({"spirits": [{"id": "breath", "name": "Breath of Darkness Down Your Spine"}, )" + s + "]}"));
}

// `pieces_json` (one place's pieces) in A3 and in the Endless Dark.
std::string in_both(const std::string& pieces_json) {
  return R"({"A3": )" + pieces_json + R"(, "endless-dark": )" + pieces_json + "}";
}

struct LandRuleRow {
  const char* spirit;
  const char* rule;
};

// Every Spirit special rule that reads or acts on a land, with its Spirit (the rules routed
// through Engine::land_rule).
const LandRuleRow kLandRules[] = {
    {"Vital Strength of the Earth", "earths-vitality"},
    {"Wandering Voice Keens Delirium", "a-clarion-voice-given-form"},
    {"Wandering Voice Keens Delirium", "spread-tumult-and-delusion"},
    {"Wandering Voice Keens Delirium", "senseless-roaming"},
    {"Heart of the Wildfire", "destructive-nature"},
    {"Thunderspeaker", "ally-of-the-dahan"},
    {"Shroud of Silent Mist", "slow-and-silent-death"},
    {"Shroud of Silent Mist", "mists-shift-and-flow"},
    {"Towering Roots of the Jungle", "heart-tree-guards"},
    {"Towering Roots of the Jungle", "heart-tree-empowered"},
    {"Lure of the Deep Wilderness", "home-of-the-islands-heart"},
    {"Lure of the Deep Wilderness", "enthrall-the-foreign-explorers"},
    {"Shadows Flicker Like Flame", "shadows-of-the-dahan"},
    {"Stone's Unyielding Defiance", "bestow-the-endurance-of-bedrock"},
    {"Many Minds Move as One", "fly-fast-as-thought"},
    {"Volcano Looming High", "mountain-home"},
    {"Volcano Looming High", "collapse-in-a-blast"},
    {"Volcano Looming High", "volcanic-peaks-tower-over-the-landscape"},
    {"Finder of Paths Unseen", "open-the-ways"},
    {"Ocean's Hungry Grasp", "ocean-in-play"},
    {"Hearth-Vigil", "rooted-in-the-community"},
    {"Hearth-Vigil", "fortify-heart-and-hearth"},
    {"Hearth-Vigil", "loyal-guardian"},
};
}  // namespace

TEST_CASE("A Spirit's special rule that affects lands is in effect in a land, not in the Endless Dark") {
  for (const auto& row : kLandRules) {
    CAPTURE(row.rule);
    Engine e = dark_with(row.spirit, "{}");
    CHECK(e.land_rule(row.rule, "s", e.state().land("A3")));
    CHECK_FALSE(e.land_rule(row.rule, "s", e.state().land(kDark)));
    CHECK_FALSE(e.land_rule(row.rule, "breath", e.state().land("A3")));  // not Breath's rule
  }
  SUBCASE("a place without the Endless Dark's zone is a land for the rules") {
    Engine e = dark_with("Hearth-Vigil", "{}");
    CHECK(spirit_land_rules_apply(e.state().land("A4")));
    CHECK_FALSE(spirit_land_rules_apply(e.state().land(kDark)));
  }
}

TEST_CASE(
    "Fortify Heart and Hearth: Dahan with Hearth-Vigil's Presence have +4 Health in a land, not in the Endless Dark") {
  Engine e = dark_with("Hearth-Vigil", in_both(R"({"dahan": 1, "presence": {"s": 1}})"));
  const Land& land = e.state().land("A3");
  const Land& dark = e.state().land(kDark);
  CHECK(e.health(land.pieces.front(), land) == 6);
  CHECK(e.health(dark.pieces.front(), dark) == 2);
}

TEST_CASE("Collapse in a Blast: Volcano's Presence destroyed deals Damage in a land, not in the Endless Dark") {
  Engine e = dark_with("Volcano Looming High", in_both(R"({"explorer": 1, "presence": {"s": 1}})"));
  for (const char* place : {"A3", kDark})
    e.basic_action("act", ops(R"([{"op": "destroy", "what": "presence", "n": 1, "spirit": "s"}])"), place, "s");
  CHECK(count(e, "A3", "explorer") == 0);
  CHECK(count(e, kDark, "explorer") == 1);
}

TEST_CASE(
    "Slow and Silent Death: in a land of Shroud's, Damaged Invaders stay Damaged and give Fear; in the Endless Dark "
    "not") {
  SUBCASE("in a land") {
    Engine e = dark_with("Shroud of Silent Mist",
                         R"({"A3": {"town": 1, "presence": {"s": 1}, "damaged": [{"kind": "town", "damage": 1}]}})");
    e.time_passes();
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("in the Endless Dark") {
    Engine e =
        dark_with("Shroud of Silent Mist",
                  R"({"endless-dark": {"town": 1, "presence": {"s": 1}, "damaged": [{"kind": "town", "damage": 1}]}})");
    e.time_passes();
    CHECK(damage_on(e, kDark, PieceKind::Town) == 0);
    CHECK(e.state().fear_generated == 0);
  }
}

TEST_CASE("A Clarion Voice Given Form: the Empowered Incarna Isolates its land, not the Endless Dark") {
  for (const char* place : {"A3", kDark}) {
    CAPTURE(place);
    Engine e = dark_with("Wandering Voice Keens Delirium", "{\"" + std::string(place) + R"(": {"incarna": ["s"]}})");
    e.basic_action("empower", ops(R"([{"op": "rule", "name": "empower-incarna"}])"), "", "s");
    CHECK(e.isolated(e.state().land(place)) == (std::string(place) == "A3"));
  }
}

TEST_CASE(
    "Heart-Tree Guards the Land: Invaders at the Incarna can't be damaged in a land; in the Endless Dark they can") {
  for (const char* place : {"A3", kDark}) {
    CAPTURE(place);
    Engine e =
        dark_with("Towering Roots of the Jungle", "{\"" + std::string(place) + R"(": {"town": 1, "incarna": ["s"]}})");
    e.basic_action("act", ops(R"([{"op": "damage", "n": 1, "to": "invaders"}])"), place, "");
    CHECK(damage_on(e, place, PieceKind::Town) == (std::string(place) == "A3" ? 0 : 1));
  }
}

TEST_CASE("A Single Alluring Lair: its Incarna holds Presence and pieces in a land, not in the Endless Dark") {
  for (const char* place : {"A3", kDark}) {
    CAPTURE(place);
    Engine e = dark_with("Lure of the Deep Wilderness",
                         "{\"" + std::string(place) + R"(": {"incarna": ["s"], "presence": {"s": 1}}})", "Lair");
    const bool land = std::string(place) == "A3";
    CHECK(lair_spirit_at(e, e.state().land(place)) == (land ? "s" : ""));
    CHECK(presence_held(e, "s", e.state().land(place)) == land);
  }
}

TEST_CASE("Mountain Home: Volcano's Presence may not enter a land that is no Mountain; the Endless Dark it may") {
  Engine e = dark_with("Volcano Looming High", "{}");
  CHECK_FALSE(presence_may_enter(e, "s", e.state().land("A3")));  // a Jungle
  CHECK(presence_may_enter(e, "s", e.state().land(kDark)));
}

TEST_CASE("Open the Ways: Finder may pair two of its lands, not the Endless Dark") {
  Engine e = dark_with("Finder of Paths Unseen", R"({"A3": {"presence": {"s": 1}}, "A4": {"presence": {"s": 1}},
                                                     "endless-dark": {"presence": {"s": 1}}})");
  CHECK_THROWS_AS(open_the_ways(e, "s", {"A3", kDark}), arbiter::kernel::RuleError);
  CHECK_NOTHROW(open_the_ways(e, "s", {"A3", "A4"}));
}

TEST_CASE("Blazing Presence: Heart's Presence added deals its Fire's Damage in a land, none in the Endless Dark") {
  for (const char* place : {"A3", kDark}) {
    CAPTURE(place);
    Engine e = setup(two_lands("{\"" + std::string(place) + R"(": {"explorer": 1}})",
                               R"({"spirits": [{"id": "breath", "name": "Breath of Darkness Down Your Spine"},
                                               {"id": "s", "name": "Heart of the Wildfire", "fire_showing": 1}]})"));
    e.basic_action("act", ops(R"([{"op": "add", "what": "presence", "n": 1}])"), place, "s");
    REQUIRE(e.state().land(place).presence_of("s") == 1);
    CHECK(count(e, place, "explorer") == (std::string(place) == "A3" ? 0 : 1));
  }
}
