// Volcano Looming High's special rules, each on both sides: Mountain Home (Presence only into
// Mountains), Collapse in a Blast of Lava and Steam (Damage where its Presence is destroyed) and
// Volcanic Peaks Tower Over the Landscape (+1 Range for Power Cards from 3 Presence).
#include <doctest/doctest.h>

#include "games/spirit_island/rules/repeat.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A1 (Mountain) - A2 (Jungle) - A3 (Mountain) in a row; Volcano ("v") and Vital Strength of the
// Earth ("earth", no such rules) both play.
Engine volcano_row(const std::string& pieces) {
  return setup(R"({"board": {"lands": [{"id": "A1", "terrain": "mountain", "adjacent": ["A2"]},
                                       {"id": "A2", "terrain": "jungle", "adjacent": ["A1", "A3"]},
                                       {"id": "A3", "terrain": "mountain", "adjacent": ["A2"]}],
                             "pieces": )" +
               pieces + R"(},
                 "game_state": {"spirits": [{"id": "v", "name": "Volcano Looming High"},
                                            {"id": "earth", "name": "Vital Strength of the Earth"}]}})");
}

void volcano_act(Engine& e, const std::string& spirit, const std::string& land, const std::string& op) {
  e.basic_action("act", ops("[" + op + "]"), land, spirit);
}

int volcano_presence(const Engine& e, const std::string& land, const std::string& spirit) {
  return e.state().land(land).presence_of(spirit);
}
}  // namespace

TEST_CASE("Mountain Home: Volcano's Presence is added or moved only into Mountains") {
  SUBCASE("adding Presence") {
    Engine e = volcano_row("{}");
    for (const char* land : {"A1", "A2"})
      for (const char* spirit : {"v", "earth"})
        volcano_act(e, spirit, land, R"({"op": "add", "what": "presence", "n": 1})");
    CHECK(volcano_presence(e, "A1", "v") == 1);
    CHECK(volcano_presence(e, "A2", "v") == 0);  // a Jungle: not added
    CHECK(volcano_presence(e, "A1", "earth") == 1);
    CHECK(volcano_presence(e, "A2", "earth") == 1);  // another Spirit's Presence goes anywhere
  }
  SUBCASE("Presence pushed instead of destroyed goes only to a Mountain, else it is destroyed") {
    Engine e = volcano_row(R"({"A2": {"presence": {"v": 1, "earth": 1}}, "A1": {"presence": {"v": 1}}})");
    const std::string save = R"({"op": "modifier", "name": "presence-pushed-instead", "scope": "land"})";
    volcano_act(e, "v", "A2", save);
    volcano_act(e, "v", "A1", save);
    e.script({pick("push", "A2:presence", "A3")});
    volcano_act(e, "v", "A2", R"({"op": "destroy", "what": "presence", "n": 1, "spirit": "v"})");
    CHECK(volcano_presence(e, "A3", "v") == 1);  // A1 and A3 are Mountains; the players picked A3
    volcano_act(e, "v", "A1", R"({"op": "destroy", "what": "presence", "n": 1, "spirit": "v"})");
    CHECK(volcano_presence(e, "A1", "v") == 0);  // its only neighbour is a Jungle: nowhere to go, so destroyed
    CHECK(volcano_presence(e, "A2", "v") == 0);
    CHECK(e.state().find_spirit("v")->destroyed_presence == 1);
  }
}

TEST_CASE("Collapse in a Blast of Lava and Steam: 1 Damage per destroyed Presence to Invaders and to Dahan there") {
  SUBCASE("Volcano's Presence destroyed: the Damage follows, in that land only") {
    Engine e = volcano_row(R"({"A1": {"presence": {"v": 1}, "explorer": 1, "dahan": 1},
                               "A2": {"explorer": 1, "dahan": 1}})");
    volcano_act(e, "v", "A1", R"({"op": "destroy", "what": "presence", "n": 1, "spirit": "v"})");
    CHECK(count(e, "A1", "explorer") == 0);
    CHECK(damage_on(e, "A1", PieceKind::Dahan) == 1);
    CHECK(count(e, "A2", "explorer") == 1);
  }
  SUBCASE("another Spirit's Presence destroyed: no Damage") {
    Engine e = volcano_row(R"({"A1": {"presence": {"earth": 1}, "explorer": 1, "dahan": 1}})");
    volcano_act(e, "earth", "A1", R"({"op": "destroy", "what": "presence", "n": 1, "spirit": "earth"})");
    CHECK(count(e, "A1", "explorer") == 1);
    CHECK(damage_on(e, "A1", PieceKind::Dahan) == 0);
  }
  SUBCASE("2 Presence destroyed at once: one instance of 2 Damage (it destroys the Town, not the Explorer)") {
    Engine e = volcano_row(R"({"A1": {"presence": {"v": 2}, "explorer": 1, "town": 1, "dahan": 2}})");
    volcano_act(e, "v", "A1", R"({"op": "destroy", "what": "presence", "n": 2, "spirit": "v"})");
    CHECK(count(e, "A1", "town") == 0);
    CHECK(count(e, "A1", "explorer") == 1);
    CHECK(count(e, "A1", "dahan") == 1);
  }
  SUBCASE("Presence destroyed by the Blight a Ravage adds") {
    Engine e = volcano_row(R"({"A1": {"presence": {"v": 1}, "town": 1, "explorer": 1}})");
    e.invader_action("ravage", "A1");
    CHECK(count(e, "A1", "blight") == 1);
    CHECK(count(e, "A1", "presence") == 0);
    CHECK(count(e, "A1", "explorer") == 0);  // 1 Damage: the Explorer
    CHECK(count(e, "A1", "town") == 1);
  }
  SUBCASE("a Presence pushed instead of destroyed deals no Damage") {
    Engine e = volcano_row(R"({"A2": {"presence": {"v": 1}, "explorer": 1}})");
    volcano_act(e, "v", "A2", R"({"op": "modifier", "name": "presence-pushed-instead", "scope": "land"})");
    volcano_act(e, "v", "A2", R"({"op": "destroy", "what": "presence", "n": 1, "spirit": "v"})");
    CHECK(count(e, "A2", "explorer") == 1);
    CHECK(volcano_presence(e, "A1", "v") + volcano_presence(e, "A3", "v") == 1);
  }
}

TEST_CASE("Volcanic Peaks Tower Over the Landscape: +1 Range for Power Cards from 3 or more Presence") {
  SUBCASE("3 Presence in the origin land: a Range 1 Power Card reaches 2 lands away") {
    Engine e = volcano_row(R"({"A1": {"presence": {"v": 3, "earth": 3}}})");
    const PowerCard& minor = e.lib.powers.at("Blood Draws Predators");  // Range 1, any land
    CHECK(targeting_problem(e, minor, "v", "A3").empty());
    CHECK(!targeting_problem(e, minor, "earth", "A3").empty());  // not another Spirit's
    PowerCard innate = minor;
    innate.kind = "innate";
    CHECK(!targeting_problem(e, innate, "v", "A3").empty());  // not an innate Power
  }
  SUBCASE("2 Presence there: no bonus") {
    Engine e = volcano_row(R"({"A1": {"presence": {"v": 2}}})");
    const PowerCard& minor = e.lib.powers.at("Blood Draws Predators");
    CHECK(targeting_problem(e, minor, "v", "A2").empty());
    CHECK(targeting_problem(e, minor, "v", "A3").find("not within Range 1") != std::string::npos);
  }
}
