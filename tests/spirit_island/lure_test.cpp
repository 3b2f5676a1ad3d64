// Lure of the Deep Wilderness's special rules, each on both sides: Home of the Island's Heart
// (Presence only into Inland lands) and Enthrall the Foreign Explorers (up to 2 Explorers per
// Presence sit out each Ravage).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kLure = R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"},
                                    {"id": "earth", "name": "Vital Strength of the Earth"}]})";

Engine lure(const std::string& pieces) { return setup(two_lands(pieces, kLure)); }

int lure_presence(const Engine& e, const std::string& land, const std::string& spirit) {
  return e.state().land(land).presence_of(spirit);
}
}  // namespace

TEST_CASE("Home of the Island's Heart: Lure's Presence is added or moved only into Inland lands") {
  SUBCASE("adding Presence: A4 is Inland, A3 Coastal") {
    Engine e = lure("{}");
    for (const char* land : {"A3", "A4"})
      for (const char* spirit : {"lure", "earth"})
        e.basic_action("grow", ops(R"([{"op": "add", "what": "presence", "n": 1}])"), land, spirit);
    CHECK(lure_presence(e, "A3", "lure") == 0);
    CHECK(lure_presence(e, "A4", "lure") == 1);
    CHECK(lure_presence(e, "A3", "earth") == 1);  // another Spirit's Presence goes anywhere
  }
  SUBCASE("Presence pushed instead of destroyed: not into a Coastal land") {
    Engine e = lure(R"({"A4": {"presence": {"lure": 1, "earth": 1}}})");
    e.basic_action("save", ops(R"([{"op": "modifier", "name": "presence-pushed-instead", "scope": "land"}])"), "A4",
                   "lure");
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "presence", "n": 1, "spirit": "lure"},
                                      {"op": "destroy", "what": "presence", "n": 1, "spirit": "earth"}])"),
                   "A4", "lure");
    CHECK(lure_presence(e, "A3", "lure") == 0);  // its only neighbour is Coastal: destroyed
    CHECK(e.state().find_spirit("lure")->destroyed_presence == 1);
    CHECK(lure_presence(e, "A3", "earth") == 1);  // Vital Strength's is pushed there
  }
}

TEST_CASE("Enthrall the Foreign Explorers: up to 2 Explorers per Presence sit out each Ravage") {
  SUBCASE("1 Presence, 2 Explorers: no Damage, no Blight; the Dahan don't touch them") {
    Engine e = lure(R"({"A3": {"presence": {"lure": 1}, "explorer": 2, "dahan": 2},
                        "A4": {"presence": {"earth": 1}, "explorer": 2, "dahan": 2}})");
    e.invader_action("ravage", "A3");
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A3", "blight") == 0);
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 0);
    CHECK(count(e, "A3", "explorer") == 2);  // the Dahan's counterattack can't hit them
    CHECK(count(e, "A4", "blight") == 1);    // not Lure's land: 2 Damage, Blight, 1 Dahan left fights back
    CHECK(count(e, "A4", "explorer") == 0);
  }
  SUBCASE("1 Presence, 3 Explorers: the third Ravages (1 Damage) and the Dahan destroy only it") {
    Engine e = lure(R"({"A3": {"presence": {"lure": 1}, "explorer": 3, "dahan": 1}})");
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 0);
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 1);
    CHECK(count(e, "A3", "explorer") == 2);
  }
  SUBCASE("2 Presence: up to 4; the players may ignore fewer") {
    Engine e = lure(R"({"A3": {"presence": {"lure": 2}, "explorer": 4}})");
    e.script({pick("up-to", "A3:explorer", "2")});
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);  // 2 Explorers Ravage: 2 Damage
  }
  SUBCASE("an ignored Explorer keeps its Strife; the players pick which is ignored") {
    Engine e = lure(R"({"A3": {"presence": {"lure": 1}, "explorer": 3,
                               "strife": [{"kind": "explorer", "strife": 1}]}})");
    e.script({pick("up-to", "A3:explorer", "1"), pick("pieces", "A3", "explorer with strife")});
    e.invader_action("ravage", "A3");
    int strife = 0;
    for (const auto& p : e.state().land("A3").pieces) strife += p.strife;
    CHECK(strife == 1);
    CHECK(count(e, "A3", "blight") == 1);  // the 2 others deal 2
  }
  SUBCASE("Towns are not ignored") {
    Engine e = lure(R"({"A3": {"presence": {"lure": 1}, "town": 1}})");
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);
  }
}
