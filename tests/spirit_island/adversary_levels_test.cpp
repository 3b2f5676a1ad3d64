// Adversary levels that change an Invader action or step: Sweden Levels 1, 3 and 5 (Ravage),
// Russia Level 1, Habsburg Level 2 (Build) and Level 1 (after the Build Step), each condition from
// both sides. Russia Level 2 has its own file.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static std::string adversary(const std::string& name, int level) {
  return R"({"adversary": {"name": ")" + name + R"(", "level": )" + std::to_string(level) + "}}";
}

static Engine ravaged(const std::string& pieces, int sweden_level) {
  Engine e = setup(two_lands(pieces, adversary("Kingdom of Sweden", sweden_level)));
  e.invader_action("ravage", "A3");
  return e;
}

TEST_CASE("Fine Steel for Tools and Guns (Sweden Level 3): Towns deal 3 Damage, Cities 5") {
  SUBCASE("a Town: 3 Damage from Level 3 on, 2 below") {
    CHECK(damage_on(ravaged(R"({"A3": {"town": 1, "dahan": 2}})", 3), "A3", PieceKind::Dahan) == 1);
    CHECK(damage_on(ravaged(R"({"A3": {"town": 1, "dahan": 2}})", 2), "A3", PieceKind::Dahan) == 0);
  }
  SUBCASE("a City: 5 Damage from Level 3 on, 3 below") {
    Engine e = ravaged(R"({"A3": {"city": 1, "dahan": 3}})", 5);
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 1);
    Engine below = ravaged(R"({"A3": {"city": 1, "dahan": 3}})", 2);
    CHECK(count(below, "A3", "dahan") == 2);
    CHECK(damage_on(below, "A3", PieceKind::Dahan) == 1);
  }
  SUBCASE("Explorers are unchanged") {
    CHECK(damage_on(ravaged(R"({"A3": {"explorer": 1, "dahan": 1}})", 3), "A3", PieceKind::Dahan) == 1);
  }
}

TEST_CASE("More Rural Than Urban (Habsburg Level 2): 1 City built in an Inland land is 2 Towns instead") {
  auto built = [](const std::string& land, const std::string& pieces, int level) {
    Engine e = setup(two_lands(pieces, adversary("Habsburg Monarchy (Livestock Colony)", level)));
    e.invader_action("build", land);
    return e;
  };
  SUBCASE("Inland, a City due: 2 Towns") {
    Engine e = built("A4", R"({"A4": {"town": 1}})", 2);
    CHECK(count(e, "A4", "town") == 3);
    CHECK(count(e, "A4", "city") == 0);
  }
  SUBCASE("below Level 2: the City") {
    Engine e = built("A4", R"({"A4": {"town": 1}})", 1);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(count(e, "A4", "city") == 1);
  }
  SUBCASE("a Coastal land builds its City") {
    Engine e = built("A3", R"({"A3": {"town": 1}})", 2);
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("a Town due in an Inland land: 1 Town, as usual") {
    Engine e = built("A4", R"({"A4": {"explorer": 1}})", 2);
    CHECK(count(e, "A4", "town") == 1);
  }
}

TEST_CASE(
    "Heavy Mining (Sweden Level 1): 6 or more Damage to the land adds a second Blight that neither destroys Presence "
    "nor cascades") {
  auto ravage = [](const std::string& a3) {
    Engine e =
        setup(two_lands(R"({"A3": )" + a3 + "}",
                        R"({"spirits": [{"id": "s"}], "adversary": {"name": "Kingdom of Sweden", "level": 1}})"));
    e.invader_action("ravage", "A3");
    return e;
  };
  SUBCASE("6 Damage: 2 Blight, only the first destroys Presence") {
    Engine e = ravage(R"({"city": 2, "presence": {"s": 2}})");
    CHECK(count(e, "A3", "blight") == 2);
    CHECK(e.state().land("A3").presence_of("s") == 1);
    CHECK(count(e, "A4", "blight") == 0);
  }
  SUBCASE("5 Damage: 1 Blight") { CHECK(count(ravage(R"({"city": 1, "town": 1})"), "A3", "blight") == 1); }
  SUBCASE("a Blighted land: the first Blight cascades, the extra one does not") {
    Engine e = ravage(R"({"city": 2, "blight": 1})");
    CHECK(count(e, "A3", "blight") == 3);
    CHECK(count(e, "A4", "blight") == 1);
  }
}

// A3 - A4 - A5 in a line.
static Engine line_of_three(const std::string& pieces, const std::string& game_state) {
  return setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                       {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                       {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                             "pieces": )" +
               pieces + R"(}, "game_state": )" + game_state + "}");
}

static int towns(const Engine& e) {
  int n = 0;
  for (const auto& l : e.state().lands) n += e.count_what(l, "town");
  return n;
}

TEST_CASE(
    "Mining Rush (Sweden Level 5): a Ravage adding Blight adds 1 Town to an adjacent land without Town/City, not for a "
    "cascade") {
  SUBCASE("Level 5: the Town") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 2}})", adversary("Kingdom of Sweden", 5)));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A4", "town") == 1);
  }
  SUBCASE("Level 4: none") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 2}})", adversary("Kingdom of Sweden", 4)));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A4", "town") == 0);
  }
  SUBCASE("the cascade into A4 adds no Town beside A4 (A3's own neighbour already has one)") {
    Engine e =
        line_of_three(R"({"A3": {"explorer": 2, "blight": 1}, "A4": {"town": 1}})", adversary("Kingdom of Sweden", 5));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A4", "blight") == 1);
    CHECK(towns(e) == 1);
  }
}

TEST_CASE(
    "Hunters Bring Home Shell and Hide (Russia Level 1): Blight a Ravage adds, cascades included, destroys 1 Beasts "
    "there") {
  const std::string russia = adversary("Tsardom of Russia", 1);
  SUBCASE("a Ravage's Blight: the Beasts goes to the panel") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "beasts": 1}})", russia));
    e.invader_action("ravage", "A3");  // 1 Explorer deals 2 against Russia
    CHECK(count(e, "A3", "beasts") == 0);
    CHECK(e.state().beasts_on_panel == 1);
  }
  SUBCASE("its cascade too") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "blight": 1}, "A4": {"beasts": 1}})", russia));
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A4", "beasts") == 0);
    CHECK(e.state().beasts_on_panel == 1);
  }
  SUBCASE("Blight from a Power leaves the Beasts") {
    Engine e = setup(two_lands(R"({"A3": {"beasts": 1}})", russia));
    e.basic_action("a Power", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(count(e, "A3", "beasts") == 1);
    CHECK(e.state().beasts_on_panel == 0);
  }
}

// The Build Step with the given Build slot, A3 (Jungle) - A4 (Sands) - A5 (Wetland) in a line.
static Engine build_step(const std::string& pieces, const std::string& build_slot, int habsburg_level) {
  Engine e =
      line_of_three(pieces, R"J({"adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": )J" +
                                std::to_string(habsburg_level) + R"(}, "invaders": {"build": )" + build_slot + "}}");
  e.invader_step("build");
  return e;
}

TEST_CASE(
    "Migratory Herders (Habsburg Level 1): after the normal Build Step, each land matching a Build card Gathers 1 Town "
    "from a land matching none") {
  SUBCASE("Level 1: the Town moves into the matching land, which had no Invaders and so did not Build") {
    Engine e = build_step(R"({"A4": {"town": 1}})", R"(["jungle"])", 1);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A4", "town") == 0);
  }
  SUBCASE("Level 0: no Gather") {
    Engine e = build_step(R"({"A4": {"town": 1}})", R"(["jungle"])", 0);
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A4", "town") == 1);
  }
  SUBCASE("a source matching a Build card keeps its Town; one matching none gives it") {
    Engine e = build_step(R"({"A4": {"town": 1}, "A5": {"town": 1}})", R"(["jungle", "sands"])", 1);
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A5", "town") == 0);
    CHECK(count(e, "A4", "town") == 2);  // its own, A5's; its Build added a City
    CHECK(count(e, "A4", "city") == 1);
  }
  SUBCASE("board/land order: the lower-numbered matching land Gathers the only Town") {
    Engine e = build_step(R"({"A4": {"town": 1}})", R"(["jungle", "wetland"])", 1);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A5", "town") == 0);
  }
  SUBCASE("Isolate keeps the Town where it is") {
    Engine e = line_of_three(R"({"A4": {"town": 1}})",
                             R"J({"adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": 1},
                                                           "invaders": {"build": ["jungle"]}})J");
    e.isolate(e.state().land("A4"));
    e.invader_step("build");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A4", "town") == 1);
  }
  SUBCASE("a single Build action is no Build Step: no Gather") {
    Engine e = line_of_three(
        R"({"A3": {"explorer": 1}, "A4": {"town": 1}})",
        R"J({"adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": 1}, "invaders": {"build": ["jungle"]}})J");
    e.invader_action("build", "A3");
    CHECK(count(e, "A3", "town") == 1);  // built
    CHECK(count(e, "A4", "town") == 1);
  }
}

static const std::string kFrance = "Kingdom of France (Plantation Colony)";

TEST_CASE("Frontier Explorers (France Level 1): an Explore into a land without Town/City adds another Explorer") {
  auto explored = [](const std::string& pieces, int level, const std::string& effects = "[]") {
    Engine e = setup(two_lands(pieces, adversary(kFrance, level), effects));
    e.invader_action("explore", "A3");
    return e;
  };
  SUBCASE("Level 1, no Town/City: 2 Explorers") { CHECK(count(explored("{}", 1), "A3", "explorer") == 2); }
  SUBCASE("Level 0: 1 Explorer") { CHECK(count(explored("{}", 0), "A3", "explorer") == 1); }
  SUBCASE("a Town there: 1 Explorer") { CHECK(count(explored(R"({"A3": {"town": 1}})", 1), "A3", "explorer") == 1); }
  SUBCASE("a City there: 1 Explorer") { CHECK(count(explored(R"({"A3": {"city": 1}})", 1), "A3", "explorer") == 1); }
  SUBCASE("a skipped Explore did not succeed: none") {
    Engine e = explored(
        "{}", 1, R"([{"modifier": "skip-invader-actions", "land": "A3", "name": "A Year of Perfect Stillness"}])");
    CHECK(count(e, "A3", "explorer") == 0);
  }
}

TEST_CASE(
    "Slave Labor (France Level 2): after a Build in a land with 2 or more Explorers, all but 1 of them become Towns") {
  auto built = [](const std::string& pieces, int level) {
    Engine e = setup(two_lands(pieces, adversary(kFrance, level)));
    e.invader_action("build", "A4");
    return e;
  };
  SUBCASE("Level 2, 2 Explorers: 1 Explorer stays, 1 becomes a Town, besides the built Town") {
    Engine e = built(R"({"A4": {"explorer": 2}})", 2);
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A4", "town") == 2);
  }
  SUBCASE("Level 1: the Explorers stay") {
    Engine e = built(R"({"A4": {"explorer": 2}})", 1);
    CHECK(count(e, "A4", "explorer") == 2);
    CHECK(count(e, "A4", "town") == 1);
  }
  SUBCASE("3 Explorers: 2 Towns for them") {
    Engine e = built(R"({"A4": {"explorer": 3}})", 2);
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A4", "town") == 3);
  }
  SUBCASE("1 Explorer: nothing replaced") {
    Engine e = built(R"({"A4": {"explorer": 1}})", 2);
    CHECK(count(e, "A4", "explorer") == 1);
    CHECK(count(e, "A4", "town") == 1);
  }
  SUBCASE("no Build (skipped): nothing replaced") {
    Engine e = setup(
        two_lands(R"({"A4": {"explorer": 2}})", adversary(kFrance, 2),
                  R"([{"modifier": "skip-invader-actions", "land": "A4", "name": "A Year of Perfect Stillness"}])"));
    e.invader_action("build", "A4");
    CHECK(count(e, "A4", "explorer") == 2);
    CHECK(count(e, "A4", "town") == 0);
  }
}

TEST_CASE(
    "Triangle Trade (France Level 4): a Coastal City built adds 1 Town to the adjacent land with the fewest Towns") {
  auto built = [](const std::string& land, const std::string& pieces, int level) {
    Engine e = setup(two_lands(pieces, adversary(kFrance, level)));
    e.invader_action("build", land);
    return e;
  };
  SUBCASE("Level 4, a Coastal City: the neighbour gets a Town") {
    Engine e = built("A3", R"({"A3": {"town": 1}})", 4);
    CHECK(count(e, "A3", "city") == 1);
    CHECK(count(e, "A4", "town") == 1);
  }
  SUBCASE("Level 3: no Town") { CHECK(count(built("A3", R"({"A3": {"town": 1}})", 3), "A4", "town") == 0); }
  SUBCASE("an Inland City: no Town") {
    Engine e = built("A4", R"({"A4": {"town": 1}})", 4);
    CHECK(count(e, "A4", "city") == 1);
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("a Coastal Town built: no Town next door") {
    Engine e = built("A3", R"({"A3": {"explorer": 1}})", 4);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A4", "town") == 0);
  }
  SUBCASE("the adjacent land with the fewest Towns") {
    // A4 (Coastal) between A3 (1 Town) and A5 (none).
    Engine e = setup(R"J({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                              {"id": "A4", "terrain": "sands", "coastal": true, "adjacent": ["A3", "A5"]},
                                              {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                                    "pieces": {"A3": {"town": 1}, "A4": {"town": 1}}},
                         "game_state": {"adversary": {"name": "Kingdom of France (Plantation Colony)", "level": 4}}})J");
    e.invader_action("build", "A4");
    CHECK(count(e, "A4", "city") == 1);
    CHECK(count(e, "A5", "town") == 1);
    CHECK(count(e, "A3", "town") == 1);
  }
}

TEST_CASE("Far-Flung Herds (Habsburg Level 6): a Ravage deals +2 Damage in total when any adjacent land has a Town") {
  auto ravaged = [](const std::string& pieces, int level) {
    Engine e = setup(two_lands(pieces, adversary("Habsburg Monarchy (Livestock Colony)", level)));
    e.invader_action("ravage", "A3");
    return e;
  };
  SUBCASE("Level 6, a Town next door: 1 Explorer deals 3") {
    Engine e = ravaged(R"({"A3": {"explorer": 1, "dahan": 2}, "A4": {"town": 1}})", 6);
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 1);
    CHECK(count(e, "A3", "blight") == 1);
  }
  SUBCASE("Level 5: 1 Damage") {
    Engine e = ravaged(R"({"A3": {"explorer": 1, "dahan": 2}, "A4": {"town": 1}})", 5);
    CHECK(count(e, "A3", "dahan") == 2);
    CHECK(count(e, "A3", "blight") == 0);
  }
  SUBCASE("only a City next door: 1 Damage") {
    CHECK(count(ravaged(R"({"A3": {"explorer": 1}, "A4": {"city": 1}})", 6), "A3", "blight") == 0);
  }
  SUBCASE("a Town in the Ravaging land itself does not count") {
    Engine e = ravaged(R"({"A3": {"town": 1, "dahan": 2}})", 6);
    CHECK(count(e, "A3", "dahan") == 1);  // 2 Damage: 1 Dahan destroyed, none more
    CHECK(damage_on(e, "A3", PieceKind::Dahan) == 0);
  }
  SUBCASE("Invaders dealing 0 (Strife) stay at 0") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "dahan": 1}, "A4": {"town": 1}})",
                               adversary("Habsburg Monarchy (Livestock Colony)", 6)));
    for (const auto& p : e.state().land("A3").pieces)
      if (p.kind == PieceKind::Explorer) e.add_strife(p, 1);
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(count(e, "A3", "blight") == 0);
  }
}

TEST_CASE(
    "Slow-Healing Ecosystem (France Level 5): removed Blight goes to the adversary panel, all back to the Blight card "
    "at 3 per player") {
  auto removed = [](int blight, int level, int players, int on_panel) {
    Engine e = setup(two_lands(
        R"({"A3": {"blight": )" + std::to_string(blight) + "}}",
        R"J({"players": )J" + std::to_string(players) + R"J(, "blight_card": {"name": "Blighted Island", "pool": 5},
                                   "adversary": {"name": "Kingdom of France (Plantation Colony)", "level": )J" +
            std::to_string(level) + R"J(, "blight_on_panel": )J" + std::to_string(on_panel) + "}}"));
    e.basic_action("a Power", ops(R"([{"op": "remove", "what": "blight", "n": 3}])"), "A3", "");
    return e;
  };
  SUBCASE("Level 5, fewer than 3 per player: the Blight waits on the panel") {
    Engine e = removed(1, 5, 1, 0);
    CHECK(e.state().blight_on_panel == 1);
    CHECK(e.state().blight_card.pool == 5);
  }
  SUBCASE("Level 4: back to the Blight card at once") {
    Engine e = removed(1, 4, 1, 0);
    CHECK(e.state().blight_on_panel == 0);
    CHECK(e.state().blight_card.pool == 6);
  }
  SUBCASE("reaching 3 per player: all of the panel's Blight goes back") {
    Engine e = removed(1, 5, 1, 2);
    CHECK(e.state().blight_on_panel == 0);
    CHECK(e.state().blight_card.pool == 8);
  }
  SUBCASE("2 players: 3 on the panel is not yet 6") {
    Engine e = removed(3, 5, 2, 0);
    CHECK(e.state().blight_on_panel == 3);
    CHECK(e.state().blight_card.pool == 5);
  }
}
