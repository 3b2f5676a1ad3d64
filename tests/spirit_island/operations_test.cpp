// Operations of Powers and other effects.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

TEST_CASE("Replacing is neither adding nor moving, and an Invader keeps its Damage and Strife") {
  Engine e = setup(two_lands(
      R"({"A3": {"town": 1, "damaged": [{"kind": "town", "damage": 1}], "strife": [{"kind": "town", "strife": 1}]}})"));
  e.basic_action("replace", ops(R"([{"op": "replace", "what": "town", "n": 1, "with": ["explorer", "explorer"]}])"),
                 "A3", "");
  // the first Explorer inherits 1 Damage: with 1 Health it is destroyed at once
  CHECK(count(e, "A3", "explorer") == 1);
  const auto& rec = e.tree().at(0);
  CHECK(rec.count("added") == 0);
  CHECK(rec.count("replaced", "A3", "town") == 1);
  CHECK(rec.count("destroyed", "A3", "explorer") == 1);
}

TEST_CASE("Downgrade: City to Town to Explorer; a downgraded Explorer is removed") {
  Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})"));
  e.basic_action("down", ops(R"([{"op": "downgrade", "what": "explorer", "n": 1}])"), "A3", "");
  CHECK(count(e, "A3", "explorer") == 0);
  SUBCASE("upgrade goes the other way") {
    Engine f = setup(two_lands(R"({"A3": {"town": 1}})"));
    f.basic_action("up", ops(R"([{"op": "upgrade", "what": "town", "n": 1}])"), "A3", "");
    CHECK(count(f, "A3", "city") == 1);
  }
}

TEST_CASE("Downgrade any number of Invaders: the players pick which, none to all; by default all") {
  const char* pieces = R"({"A3": {"city": 1, "town": 1, "explorer": 1, "dahan": 1}})";
  auto any = [] { return ops(R"([{"op": "downgrade", "what": "invaders", "any_number": true}])"); };
  SUBCASE("unanswered, every Invader is downgraded once") {
    Engine e = setup(two_lands(pieces));
    e.basic_action("down", any(), "A3", "");
    CHECK(count(e, "A3", "city") == 0);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A3", "dahan") == 1);
  }
  SUBCASE("the players pick some: only those are downgraded") {
    Engine e = setup(two_lands(pieces));
    e.script({{"pieces", "A3", {"town"}, "t", false}});
    e.basic_action("down", any(), "A3", "");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A3", "explorer") == 2);
  }
  SUBCASE("the players pick none: nothing changes") {
    Engine e = setup(two_lands(pieces));
    e.script({{"pieces", "A3", {}, "t", false}});
    e.basic_action("down", any(), "A3", "");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("a plain Downgrade 1 asks for one piece") {
    Engine e = setup(two_lands(pieces));
    e.basic_action("down", ops(R"([{"op": "downgrade", "what": "invaders", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "city") == 0);
    CHECK(count(e, "A3", "town") == 2);
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("\"any_number\" takes no \"n\", and only Downgrade has it") {
    CHECK_THROWS_WITH(ops(R"([{"op": "downgrade", "any_number": true, "n": 2}])"),
                      "test: at /0/n: expected no \"n\" with \"any_number\" (the players pick how many)");
    CHECK_THROWS_WITH(ops(R"([{"op": "upgrade", "any_number": true}])"),
                      doctest::Contains("test: at /0/any_number: expected no member \"any_number\""));
  }
}

TEST_CASE(
    "Lost in the Endless Dark: 1 Fear per Invader (max 4), Downgrade 1 Invader; with its higher threshold, the Fear "
    "again, then Downgrade any number") {
  const char* pieces = R"({"A3": {"city": 1, "town": 1, "explorer": 1}})";
  // An innate has no Elements of its own: the Spirit's Elements in play alone decide its tiers.
  auto breath_with = [](const std::string& elements) {
    return R"({"spirits": [{"id": "breath", "name": "Breath of Darkness Down Your Spine", "elements": )" + elements +
           "}]}";
  };
  const std::string breath = breath_with(R"({"moon": 2, "air": 1})");
  SUBCASE(
      "threshold met: the City becomes a Town, then every Invader is downgraded (the same piece again); 3 + 3 Fear") {
    Engine e = setup(two_lands(pieces, breath_with(R"({"moon": 4, "air": 3})")));
    e.use_power("Lost in the Endless Dark (downgrades)", "breath", "A3");
    CHECK(count(e, "A3", "invaders") == 2);
    CHECK(count(e, "A3", "explorer") == 2);
    CHECK(e.state().fear_generated == 6);
  }
  SUBCASE("higher threshold one Air short (4 Moon 2 Air): only the one Downgrade, and 3 Fear") {
    Engine e = setup(two_lands(pieces, breath_with(R"({"moon": 4, "air": 2})")));
    e.use_power("Lost in the Endless Dark (downgrades)", "breath", "A3");
    CHECK(count(e, "A3", "city") == 0);
    CHECK(count(e, "A3", "town") == 2);
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(e.state().fear_generated == 3);
  }
  SUBCASE("the first tier one Moon short (1 Moon 1 Air): the innate does nothing") {
    Engine e = setup(two_lands(pieces, breath_with(R"({"moon": 1, "air": 1})")));
    e.use_power("Lost in the Endless Dark (downgrades)", "breath", "A3");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(e.state().fear_generated == 0);
  }
  SUBCASE("the Fear is 1 per Invader, at most 4") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 6}})", breath));
    e.use_power("Lost in the Endless Dark (downgrades)", "breath", "A3");
    CHECK(e.state().fear_generated == 4);
  }
}

TEST_CASE("\"On each board\" makes one nested action per board, eligibility fixed before any resolves") {
  Engine e = setup(R"({"board": {"standard": ["A", "B"], "pieces": {"A1": {"town": 1}, "B2": {"town": 1}}}})");
  e.basic_action("event", ops(R"([{"op": "each", "over": "board", "do": [
      {"op": "choose-land", "where": {"has": ["town"], "same_board": true}}, {"op": "add", "what": "city", "n": 1}]}])"),
                 "", "");
  auto kids = e.tree().children(0);
  REQUIRE(kids.size() == 2);
  CHECK(e.tree().at(kids[0]).label == "On board A");
  CHECK(e.tree().at(kids[1]).label == "On board B");
  CHECK(count(e, "A1", "city") == 1);
  CHECK(count(e, "B2", "city") == 1);
}

TEST_CASE("\"The next time\" triggers fire once (Portents of Disaster)") {
  Engine e = setup(two_lands(R"({"A3": {"explorer": 3}})", R"({"spirits": [{"id": "s"}]})"));
  e.use_power("Portents of Disaster", "s", "A3");
  int fear = e.state().fear_generated;  // 2 from the card
  e.basic_action("kill", ops(R"([{"op": "destroy", "what": "explorer", "n": 1}])"), "A3", "");
  CHECK(e.state().fear_generated == fear + 1);
  e.basic_action("kill again", ops(R"([{"op": "destroy", "what": "explorer", "n": 1}])"), "A3", "");
  CHECK(e.state().fear_generated == fear + 1);
}

TEST_CASE("Destroying a Town or City generates Fear, removing it does not") {
  Engine e = setup(two_lands(R"({"A3": {"town": 1, "city": 1}})"));
  e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "city", "n": 1}])"), "A3", "");
  CHECK(e.state().fear_generated == 2);
  e.basic_action("remove", ops(R"([{"op": "remove", "what": "town", "n": 1}])"), "A3", "");
  CHECK(e.state().fear_generated == 2);
}

TEST_CASE("Time Passes heals Damage and ends Defend, Isolate and this turn's effects") {
  Engine e = setup(two_lands(R"({"A3": {"city": 1, "dahan": 1, "defend": 2, "isolated": true,
                                       "damaged": [{"kind": "city", "damage": 2}, {"kind": "dahan", "damage": 1}]}})",
                             "{}", R"([{"modifier": "skip-invader-actions", "land": "A3"}])"));
  e.time_passes();
  const Land& l = e.state().land("A3");
  CHECK(l.pieces[0].damage == 0);
  CHECK(l.pieces[1].damage == 0);
  CHECK(l.defend == 0);
  CHECK_FALSE(l.isolated);
  CHECK(e.modifiers().all().size() == 2);  // only the permanent Disease and Wilds rules remain
}

// A3 (the target: a City) - A4 - A5 (the Spirit's Presence, Range 2 from A3) in a row.
// `elements`: the Spirit's Elements besides the card's own Air, Plant and Animal (the threshold is 2 Air 4 Animal).
static Engine swarm(const std::string& a4, bool thresholds) {
  const std::string elements = thresholds ? R"({"air": 1, "animal": 3})" : R"({"air": 1, "animal": 2})";
  Engine e = setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                           {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                           {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                                 "pieces": {"A3": {"city": 1}, "A4": )" +
                   a4 + R"(, "A5": {"presence": {"s": 1}}}},
                       "game_state": {"spirits": [{"id": "s", "elements": )" +
                   elements + R"(}]}})");
  e.use_power("Insatiable Hunger of the Swarm", "s", "A3");
  return e;
}

TEST_CASE(
    "Insatiable Hunger of the Swarm: Gather up to 2 Beasts before they strike; with its threshold, Repeat on an "
    "adjacent land") {
  SUBCASE("Beasts next door are gathered and count: 4 Beasts, 4 Fear, then 1 destroyed") {
    Engine e = swarm(R"({"beasts": 2})", false);
    CHECK(count(e, "A4", "beasts") == 0);
    CHECK(count(e, "A3", "beasts") == 3);
    CHECK(count(e, "A3", "city") == 0);
    CHECK(e.state().fear_generated == 4 + 2);  // 1 per Beasts, 2 for the City
  }
  SUBCASE("no Beasts next door: only the 2 added") {
    Engine e = swarm("{}", false);
    CHECK(count(e, "A3", "beasts") == 1);
    CHECK(e.state().fear_generated == 2 + 2);
  }
  SUBCASE("without the threshold there is no Repeat") {
    Engine e = swarm(R"({"beasts": 2})", false);
    CHECK(count(e, "A4", "blight") == 0);
  }
  SUBCASE("with the threshold it Repeats on the adjacent land, gathering the Beasts back") {
    Engine e = swarm(R"({"beasts": 2})", true);
    CHECK(count(e, "A4", "blight") == 1);
    CHECK(count(e, "A4", "beasts") == 3);  // 2 added, 2 gathered from A3, 1 destroyed
    CHECK(count(e, "A3", "beasts") == 1);
  }
}

TEST_CASE(
    "Blazing Presence: after Heart of the Wildfire adds Presence, it Pushes all Beasts and any number of Dahan from "
    "there") {
  auto grown = [](const std::string& spirit, const std::vector<arbiter::kernel::ScriptedChoice>& script) {
    Engine e = setup(
        two_lands(R"({"A3": {"beasts": 2, "dahan": 2}})",
                  R"({"spirits": [{"id": "h", "name": "Heart of the Wildfire", "fire_showing": 1}, {"id": "s"}]})"));
    e.script(script);
    e.basic_action("Growth", ops(R"([{"op": "add", "what": "presence", "n": 1}])"), "A3", spirit);
    return e;
  };
  SUBCASE("all Beasts go; the Dahan stay unless the players push some") {
    Engine e = grown("h", {});
    CHECK(count(e, "A4", "beasts") == 2);
    CHECK(count(e, "A3", "dahan") == 2);
  }
  SUBCASE("the players push 1 Dahan") {
    Engine e = grown("h", {pick("count", "A3:dahan", "1")});
    CHECK(count(e, "A4", "dahan") == 1);
    CHECK(count(e, "A3", "dahan") == 1);
  }
  SUBCASE("another Spirit adding Presence: nothing moves") {
    Engine e = grown("s", {});
    CHECK(count(e, "A3", "beasts") == 2);
    CHECK(count(e, "A3", "dahan") == 2);
  }
}

TEST_CASE(
    "Remove every Damaged Invader: only Invaders carrying Damage are removed (Vanish Softly Away's second option)") {
  const char* pieces = R"({"A3": {"city": 1, "town": 2, "explorer": 1, "dahan": 1,
                                  "damaged": [{"kind": "town", "damage": 1}, {"kind": "dahan", "damage": 1}]}})";
  const char* vanish = "Vanish Softly Away, Forgotten by All";
  const char* earth = R"({"spirits": [{"id": "earth", "name": "Vital Strength of the Earth"}]})";
  SUBCASE("the second option: the damaged Town goes; the undamaged Invaders and the damaged Dahan stay") {
    Engine e = setup(two_lands(pieces, earth));
    e.script({{"option", vanish, {"Remove every Damaged Invader"}, "test", false}});
    e.use_power(vanish, "earth", "A3");
    CHECK(count(e, "A3", "town") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 0);
    CHECK(count(e, "A3", "city") == 1);
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A3", "dahan") == 1);
  }
  SUBCASE("the first option: 1 Invader (the City) and 1 Explorer/Town (a Town), damaged or not") {
    Engine e = setup(two_lands(pieces, earth));
    e.use_power(vanish, "earth", "A3");
    CHECK(count(e, "A3", "city") == 0);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("\"damaged\" needs \"all\"") {
    CHECK_THROWS_WITH(
        ops(R"([{"op": "remove", "what": "invaders", "n": 1, "damaged": true}])"),
        "test: at /0/damaged: expected \"damaged\" only with \"all\": true (\"remove every Damaged Invader\")");
  }
}

TEST_CASE("Vanish Softly Away's threshold: in any 2 different lands with 4 or more Invaders, remove 1 Invader") {
  const char* vanish = "Vanish Softly Away, Forgotten by All";
  auto vanished = [&](const char* pieces, bool threshold, const std::vector<arbiter::kernel::ScriptedChoice>& script) {
    const std::string earth = std::string(R"({"spirits": [{"id": "earth", "name": "Vital Strength of the Earth")") +
                              (threshold ? R"(, "elements": {"moon": 2, "air": 2}}]})" : "}]}");
    Engine e = setup(two_lands(pieces, earth));
    e.script(script);
    e.use_power(vanish, "earth", "A3");  // first option: 2 Explorers go from A3
    return e;
  };
  const char* both = R"({"A3": {"explorer": 7}, "A4": {"explorer": 4}})";
  SUBCASE("one from each land, though the first still has 4 or more after its removal") {
    Engine e = vanished(both, true, {});
    CHECK(count(e, "A3", "explorer") == 4);
    CHECK(count(e, "A4", "explorer") == 3);
  }
  SUBCASE("the players pick the lands: A4 first, then the other") {
    Engine e = vanished(both, true, {pick("land", vanish, "A4")});
    CHECK(count(e, "A3", "explorer") == 4);
    CHECK(count(e, "A4", "explorer") == 3);
  }
  SUBCASE("only one land with 4 or more: 1 Invader there, nothing more") {
    Engine e = vanished(R"({"A3": {"explorer": 7}, "A4": {"explorer": 3}})", true, {});
    CHECK(count(e, "A3", "explorer") == 4);
    CHECK(count(e, "A4", "explorer") == 3);
  }
  SUBCASE("without 3 Moon 3 Air: no more removals") {
    Engine e = vanished(both, false, {});
    CHECK(count(e, "A3", "explorer") == 5);
    CHECK(count(e, "A4", "explorer") == 4);
  }
}

TEST_CASE(
    "Vengeance of the Dead: 1 Damage per Town/City/Dahan destroyed in the land; with 3 Animal, it may go to adjacent "
    "lands") {
  // The card's own Animal plus 2 more meets 3 Animal; plus 1 more is one short.
  auto vengeance = [&](const char* pieces, bool thresholds) {
    const std::string earth = std::string(R"({"spirits": [{"id": "earth", "name": "Vital Strength of the Earth", )") +
                              (thresholds ? R"("elements": {"animal": 2}}]})" : R"("elements": {"animal": 1}}]})");
    Engine e = setup(two_lands(pieces, earth));
    e.use_power("Vengeance of the Dead", "earth", "A3");
    return e;
  };
  auto destroy_town = [](Engine& e) {
    e.basic_action("destroy", ops(R"([{"op": "destroy", "what": "town", "n": 1}])"), "A3", "");
  };
  SUBCASE("without the threshold, the Damage stays in the land, even with no Invader left there") {
    Engine e = vengeance(R"({"A3": {"town": 1}, "A4": {"explorer": 1}})", false);
    destroy_town(e);
    CHECK(count(e, "A4", "explorer") == 1);
  }
  SUBCASE("with it, the Damage goes to an adjacent land with Invaders") {
    Engine e = vengeance(R"({"A3": {"town": 1}, "A4": {"explorer": 1}})", true);
    destroy_town(e);
    CHECK(count(e, "A4", "explorer") == 0);
  }
  SUBCASE("with it, the players choose the land; by default the target land while it has Invaders") {
    Engine e = vengeance(R"({"A3": {"town": 2}, "A4": {"explorer": 1}})", true);
    destroy_town(e);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 1);
    CHECK(count(e, "A4", "explorer") == 1);
    Engine f = vengeance(R"({"A3": {"town": 2}, "A4": {"explorer": 1}})", true);
    f.script({pick("land", "Vengeance of the Dead", "A4")});
    destroy_town(f);
    CHECK(damage_on(f, "A3", PieceKind::Town) == 0);
    CHECK(count(f, "A4", "explorer") == 0);
  }
}
