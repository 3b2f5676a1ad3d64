// Each board's Ocean as a place (rules/ocean.h): when it is in the game, when it is a land and for
// whom, Drowning (Ocean's Hungry Grasp) and Runoff and Bilgewater (Scotland Level 5), each clause
// from both sides.
#include <doctest/doctest.h>

#include <algorithm>

#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/repeat.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

const char* kSeaA = "ocean-A";
const char* kOceanAndEarth =
    R"({"spirits": [{"id": "ocean", "name": "Ocean's Hungry Grasp"}, {"id": "earth", "name": "Vital Strength of the Earth"}]})";

std::string ocean_and_earth(int players) {
  return R"({"players": )" + std::to_string(players) +
         R"(, "spirits": [{"id": "ocean", "name": "Ocean's Hungry Grasp"},
                          {"id": "earth", "name": "Vital Strength of the Earth"}]})";
}

std::string scotland_at(int level) {
  return R"({"adversary": {"name": "Kingdom of Scotland", "level": )" + std::to_string(level) +
         R"(}, "spirits": [{"id": "earth", "name": "Vital Strength of the Earth"}]})";
}

bool adjacent_to_ocean_a(const Engine& e, const std::string& land) {
  const auto& adj = e.state().land(land).adjacent;
  return std::find(adj.begin(), adj.end(), kSeaA) != adj.end();
}

void push_one_from_a3(Engine& e, const std::string& what, const std::string& spirit, const std::string& to) {
  e.script({pick("push", "A3:" + what, to)});
  e.basic_action("push", ops(R"([{"op": "push", "what": ")" + what + R"(", "n": 1}])"), "A3", spirit);
}

// Whether Runoff and Bilgewater's triggered action happened.
bool runoff_triggered(const Engine& e) {
  const auto& records = e.tree().records();
  return std::any_of(records.begin(), records.end(),
                     [](const arbiter::kernel::ActionRecord& r) { return r.label == "Runoff and Bilgewater"; });
}

}  // namespace

TEST_CASE("A board's Ocean is in the game only with a rule that uses it, or a scenario that names it") {
  SUBCASE("with Ocean's Hungry Grasp: ocean-A, a place of board A that is not a land of it") {
    Engine e = setup(two_lands("{}", kOceanAndEarth));
    REQUIRE(e.state().find_land(kSeaA));
    CHECK(e.state().land(kSeaA).zone == Zone::Ocean);
    CHECK(e.state().land(kSeaA).board == "A");
    CHECK(e.state().boards() == std::vector<std::string>{"A"});
    CHECK(snapshot(e.state())["lands"][2]["zone"] == "ocean");
  }
  SUBCASE("with Scotland Level 5: there too; Level 4: not") {
    CHECK(setup(two_lands("{}", scotland_at(5))).state().find_land(kSeaA));
    CHECK_FALSE(setup(two_lands("{}", scotland_at(4))).state().find_land(kSeaA));
  }
  SUBCASE("without either: none, unless the scenario puts pieces there") {
    CHECK_FALSE(setup(two_lands("{}")).state().find_land(kSeaA));
    Engine e = setup(two_lands(R"({"ocean-A": {"blight": 1}})"));
    CHECK(count(e, kSeaA, "blight") == 1);
    CHECK_THROWS(setup(two_lands(R"({"ocean-B": {"blight": 1}})")));  // no board B
  }
}

TEST_CASE("Ocean In Play: Ocean's Presence may be added into the Ocean; no other Spirit's") {
  SUBCASE("Ocean's Hungry Grasp: added; 2 there make a Sacred Site") {
    Engine e = setup(two_lands(R"({"ocean-A": {"presence": {"ocean": 1}}})", kOceanAndEarth));
    e.basic_action("add", ops(R"([{"op": "add", "what": "presence", "n": 1}])"), kSeaA, "ocean");
    CHECK(count(e, kSeaA, "presence") == 2);
    CHECK(e.state().sacred_site(e.state().land(kSeaA), "ocean"));
  }
  SUBCASE("another Spirit: refused (the Ocean is not a land)") {
    Engine e = setup(two_lands("{}", kOceanAndEarth));
    e.basic_action("add", ops(R"([{"op": "add", "what": "presence", "n": 1}])"), kSeaA, "earth");
    CHECK(count(e, kSeaA, "presence") == 0);
  }
}

TEST_CASE("The Ocean is adjacent to its Coastal lands only while a rule makes it a land") {
  SUBCASE("Ocean's Presence on the board (here in A4): the Coastal A3 and the Ocean are adjacent, not A4") {
    Engine e = setup(two_lands(R"({"A4": {"presence": {"ocean": 1}}})", kOceanAndEarth));
    CHECK(adjacent_to_ocean_a(e, "A3"));
    CHECK_FALSE(adjacent_to_ocean_a(e, "A4"));
    CHECK(e.state().land(kSeaA).adjacent == std::vector<std::string>{"A3"});
  }
  SUBCASE("no Presence of Ocean on the board: not adjacent, until an action adds some") {
    Engine e = setup(two_lands("{}", kOceanAndEarth));
    CHECK_FALSE(adjacent_to_ocean_a(e, "A3"));
    e.basic_action("add", ops(R"([{"op": "add", "what": "presence", "n": 1}])"), "A3", "ocean");
    CHECK(adjacent_to_ocean_a(e, "A3"));
  }
  SUBCASE("judged after each instruction: Presence added, then a push into the Ocean in the same action") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})", kOceanAndEarth));
    e.script({pick("push", "A3:explorer", kSeaA)});
    e.basic_action("grasp",
                   ops(R"([{"op": "add", "what": "presence", "n": 1}, {"op": "push", "what": "explorer", "n": 1}])"),
                   "A3", "ocean");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(count(e, "A4", "explorer") == 0);
  }
  SUBCASE("Runoff and Bilgewater: while the Ocean holds Blight") {
    CHECK(adjacent_to_ocean_a(setup(two_lands(R"({"ocean-A": {"blight": 1}})", scotland_at(5))), "A3"));
    CHECK_FALSE(adjacent_to_ocean_a(setup(two_lands("{}", scotland_at(5))), "A3"));
  }
}

TEST_CASE("Push into the Ocean: only a Spirit's action, only where Ocean In Play holds (or Blight, Scotland L5)") {
  SUBCASE("another Spirit's Power, Ocean's Presence on the board: the Explorer goes in and is Drowned") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "presence": {"ocean": 1}}})", kOceanAndEarth));
    push_one_from_a3(e, "explorer", "earth", kSeaA);
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(count(e, kSeaA, "explorer") == 0);
    CHECK(count(e, "A4", "explorer") == 0);
  }
  SUBCASE("no Presence of Ocean on the board: the Ocean is not offered") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})", kOceanAndEarth));
    CHECK_THROWS(push_one_from_a3(e, "explorer", "earth", kSeaA));
  }
  SUBCASE("not a Spirit's action (no Spirit acts): the Ocean is not offered") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "presence": {"ocean": 1}}})", kOceanAndEarth));
    CHECK_THROWS(push_one_from_a3(e, "explorer", "", kSeaA));
  }
  SUBCASE("Scotland Level 5, Blight in the Ocean: Blight may be pushed in, an Explorer may not") {
    Engine e = setup(two_lands(R"({"A3": {"blight": 1, "explorer": 1}, "ocean-A": {"blight": 1}})", scotland_at(5)));
    push_one_from_a3(e, "blight", "earth", kSeaA);
    CHECK(count(e, kSeaA, "blight") == 2);
    CHECK_THROWS(push_one_from_a3(e, "explorer", "earth", kSeaA));
  }
}

TEST_CASE("Gather and add into the Ocean: only where it is a land for that") {
  SUBCASE("Ocean In Play: a Power gathers an Explorer into the Ocean, where it Drowns") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}, "ocean-A": {"presence": {"ocean": 1}}})", kOceanAndEarth));
    e.basic_action("gather", ops(R"([{"op": "gather", "what": "explorer", "n": 1}])"), kSeaA, "ocean");
    CHECK(count(e, "A3", "explorer") == 0);
    CHECK(count(e, kSeaA, "explorer") == 0);
    CHECK(e.state().find_spirit("ocean")->energy == 1);
  }
  SUBCASE("Scotland Level 5 alone: Blight is gathered into the Ocean, an Explorer is not, nothing is added") {
    Engine e = setup(two_lands(
        R"({"A3": {"blight": 1, "explorer": 1, "presence": {"earth": 1}}, "ocean-A": {"blight": 1}})", scotland_at(5)));
    e.basic_action("gather", ops(R"([{"op": "gather", "what": "explorer", "n": 1}])"), kSeaA, "earth");
    CHECK(count(e, "A3", "explorer") == 1);
    e.basic_action("gather", ops(R"([{"op": "gather", "what": "blight", "n": 1}])"), kSeaA, "earth");
    CHECK(count(e, kSeaA, "blight") == 2);
    e.basic_action("add", ops(R"([{"op": "add", "what": "wilds", "n": 1}])"), kSeaA, "earth");
    CHECK(count(e, kSeaA, "wilds") == 0);
  }
}

TEST_CASE("Drowning: Invaders and Dahan moved into an Ocean in play are destroyed; Invaders' Health buys Energy") {
  SUBCASE("1 player: a Town (Health 2) buys 2 Energy; its Fear is generated") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "presence": {"ocean": 1}}})", ocean_and_earth(1)));
    push_one_from_a3(e, "town", "earth", kSeaA);
    CHECK(count(e, kSeaA, "town") == 0);
    CHECK(e.state().find_spirit("ocean")->energy == 2);
    CHECK(e.state().find_spirit("ocean")->drowned_health == 0);
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("2 players: 1 Explorer's Health waits on the panel; a second makes 1 Energy") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 2, "presence": {"ocean": 1}}})", ocean_and_earth(2)));
    push_one_from_a3(e, "explorer", "earth", kSeaA);
    CHECK(e.state().find_spirit("ocean")->drowned_health == 1);
    CHECK(e.state().find_spirit("ocean")->energy == 0);
    push_one_from_a3(e, "explorer", "earth", kSeaA);
    CHECK(e.state().find_spirit("ocean")->drowned_health == 0);
    CHECK(e.state().find_spirit("ocean")->energy == 1);
  }
  SUBCASE("Dahan: destroyed, no Energy") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1, "presence": {"ocean": 1}}})", ocean_and_earth(1)));
    push_one_from_a3(e, "dahan", "earth", kSeaA);
    CHECK(count(e, kSeaA, "dahan") == 0);
    CHECK(e.state().find_spirit("ocean")->energy == 0);
  }
  SUBCASE("Beasts moved in are not Drowned (not Invaders or Dahan)") {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 1, "presence": {"ocean": 1}}})", ocean_and_earth(1)));
    push_one_from_a3(e, "beasts", "earth", kSeaA);
    CHECK(count(e, kSeaA, "beasts") == 1);
  }
  SUBCASE("pieces a scenario puts in an Ocean without Ocean In Play were not moved there: they stay") {
    Engine e = setup(two_lands(R"({"ocean-A": {"explorer": 1}, "A3": {"explorer": 1}})"));
    e.basic_action("push", ops(R"([{"op": "push", "what": "explorer", "n": 1}])"), "A3", "");
    CHECK(count(e, kSeaA, "explorer") == 1);
  }
}

TEST_CASE("Invaders take no Actions in the Ocean") {
  Engine e = setup(two_lands(R"({"ocean-A": {"town": 1, "dahan": 1}})"));
  e.invader_action("ravage", kSeaA);
  CHECK(count(e, kSeaA, "dahan") == 1);
  CHECK(count(e, kSeaA, "blight") == 0);
}

TEST_CASE("Ocean In Play: the Ocean is a Coastal Wetland for Powers (target, Range) and for Blight") {
  PowerCard card;
  card.name = "Test Power";
  card.range = 1;
  card.target = "coastal";
  SUBCASE("another Spirit reaches it at Range 1 from the Coastal A3 while Ocean has Presence on the board") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"earth": 1, "ocean": 1}}})", kOceanAndEarth));
    CHECK(targeting_problem(e, card, "earth", kSeaA).empty());
  }
  SUBCASE("without Ocean's Presence on the board: not a land, not a target") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"earth": 1}}})", kOceanAndEarth));
    CHECK_FALSE(targeting_problem(e, card, "earth", kSeaA).empty());
  }
  SUBCASE("Range from Ocean's Presence in the Ocean: A3 at 1, A4 at 2") {
    Engine e = setup(two_lands(R"({"ocean-A": {"presence": {"ocean": 1}}})", kOceanAndEarth));
    card.target = "any";
    CHECK(targeting_problem(e, card, "ocean", "A3").empty());
    CHECK_FALSE(targeting_problem(e, card, "ocean", "A4").empty());
  }
  SUBCASE("Blight added there destroys Ocean's Presence like in a land") {
    Engine e = setup(two_lands(R"({"ocean-A": {"presence": {"ocean": 2}}})", kOceanAndEarth));
    e.basic_action("blight", ops(R"([{"op": "add", "what": "blight", "n": 1}])"), kSeaA, "earth");
    CHECK(count(e, kSeaA, "blight") == 1);
    CHECK(count(e, kSeaA, "presence") == 1);
  }
  SUBCASE("a cascade from a Coastal land may go into it; without Ocean In Play there, never") {
    // Ocean's Presence in A4: the Blight added to A3 does not destroy it (it would end Ocean In Play there)
    Engine e = setup(two_lands(R"({"A3": {"blight": 1}, "A4": {"presence": {"ocean": 1}}})", kOceanAndEarth));
    e.script({pick("cascade", "A3", kSeaA)});
    e.basic_action("blight", ops(R"([{"op": "add", "what": "blight", "n": 1}])"), "A3", "");
    CHECK(count(e, kSeaA, "blight") == 1);
    Engine f = setup(two_lands(R"({"A3": {"blight": 1}, "ocean-A": {"explorer": 1}})"));
    f.basic_action("blight", ops(R"([{"op": "add", "what": "blight", "n": 1}])"), "A3", "");
    CHECK(count(f, kSeaA, "blight") == 0);
    CHECK(count(f, "A4", "blight") == 1);
  }
}

TEST_CASE("Runoff and Bilgewater: after a Ravage adds Blight to a Coastal land, 1 Blight to the board's Ocean") {
  SUBCASE("Ravage in the Coastal A3: 1 Blight there and 1 in ocean-A") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", scotland_at(5)));
    e.invader_action("ravage", "A3");
    CHECK(runoff_triggered(e));
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(count(e, kSeaA, "blight") == 1);
    CHECK(adjacent_to_ocean_a(e, "A3"));  // now a Coastal Wetland for Blight removal and movement
  }
  SUBCASE("the Ocean already has Blight: 1 more, no cascade") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}, "ocean-A": {"blight": 1}})", scotland_at(5)));
    e.invader_action("ravage", "A3");
    CHECK(count(e, kSeaA, "blight") == 2);
    CHECK(count(e, "A4", "blight") == 0);
    CHECK(count(e, "A3", "blight") == 1);
  }
  SUBCASE("Ravage in the Inland A4: it does not trigger, none to the Ocean") {
    Engine e = setup(two_lands(R"({"A4": {"town": 1}})", scotland_at(5)));
    e.invader_action("ravage", "A4");
    CHECK(count(e, "A4", "blight") == 1);
    CHECK(count(e, kSeaA, "blight") == 0);
    CHECK_FALSE(runoff_triggered(e));
  }
  SUBCASE("Vitality prevents the Ravage's Blight: none to the Ocean") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "vitality": 1}})", scotland_at(5)));
    e.invader_action("ravage", "A3");
    CHECK(count(e, kSeaA, "blight") == 0);
  }
  SUBCASE("Blight added to a Coastal land otherwise (a Power): none to the Ocean") {
    Engine e = setup(two_lands("{}", scotland_at(5)));
    e.basic_action("blight", ops(R"([{"op": "add", "what": "blight", "n": 1}])"), "A3", "earth");
    CHECK(count(e, kSeaA, "blight") == 0);
  }
  SUBCASE("Blight removal: a Power may target the Ocean while it holds Blight, and remove it") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"earth": 1}}, "ocean-A": {"blight": 1}})", scotland_at(5)));
    PowerCard card;
    card.name = "Test Power";
    card.range = 1;
    card.target = "blight";
    CHECK(targeting_problem(e, card, "earth", kSeaA).empty());
    e.basic_action("remove", ops(R"([{"op": "remove", "what": "blight", "n": 1}])"), kSeaA, "earth");
    CHECK(count(e, kSeaA, "blight") == 0);
    CHECK_FALSE(targeting_problem(e, card, "earth", kSeaA).empty());  // no Blight left: not a land again
  }
}

TEST_CASE("Board-wide Invader rules skip the board's Ocean: it is not one of its lands") {
  SUBCASE("Ports Sprawl Outward (Scotland): the Town goes to the land with the fewest, never the empty Ocean") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", scotland_at(5)));
    e.basic_action("escalation", ops(R"([{"op": "rule", "name": "ports-sprawl-outward"}])"), "A3", "");
    CHECK(count(e, "A4", "town") == 1);
    CHECK(count(e, kSeaA, "town") == 0);
  }
  SUBCASE("Wave of Immigration (Habsburg): the only Coastal land has a City, so no City; never the Ocean") {
    Engine e = setup(two_lands(R"({"A3": {"city": 1}})", kOceanAndEarth));
    e.basic_action("wave", ops(R"([{"op": "rule", "name": "wave-of-immigration"}])"), "A3", "");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(count(e, kSeaA, "city") == 0);
  }
}
