// Events and Fear cards that change how Invader cards work: Bureaucrats Adjust Funding, Farmers
// Seek the Dahan for Aid, Panicked by Wild Beasts; Cultural Assimilation; Scotland's Trading Port.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// Board A: A1 Jungle (Coastal) and A3 Jungle, adjacent; `pieces` as in a scenario.
static std::string jungles(const std::string& pieces, const std::string& game_state = "{}") {
  return R"({"board": {"lands": [{"id": "A1", "terrain": "jungle", "coastal": true, "adjacent": ["A3"]},
                                 {"id": "A3", "terrain": "jungle", "adjacent": ["A1"]}],
                       "pieces": )" +
         pieces + R"(}, "game_state": )" + game_state + "}";
}

TEST_CASE("Bureaucrats Adjust Funding: Build cards skip or add a Build by the board's Town/City count") {
  SUBCASE("3 or fewer Town/City: 1 extra Build in the highest-numbered matching land, even without Invaders") {
    Engine e = setup(jungles(R"({"A1": {"town": 3}})"));
    e.event_card("Bureaucrats Adjust Funding");
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "city") == 1);
    CHECK(count(e, "A3", "town") == 1);
  }
  SUBCASE("9 or more: the highest-numbered matching land is skipped") {
    Engine e = setup(jungles(R"({"A1": {"town": 5}, "A3": {"town": 4}})"));
    e.event_card("Bureaucrats Adjust Funding");
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "city") == 1);
    CHECK(count(e, "A3", "city") == 0);
  }
  SUBCASE("4 to 8: no change") {
    Engine e = setup(jungles(R"({"A1": {"town": 4}})"));
    e.event_card("Bureaucrats Adjust Funding");
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A3", "town") == 0);
  }
  SUBCASE("without the event: no extra Build") {
    Engine e = setup(jungles(R"({"A1": {"town": 1}})"));
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A3", "town") == 0);
  }
}

TEST_CASE("Farmers Seek the Dahan for Aid (Teach the Invaders): the next normal Ravage card becomes a Build card") {
  Engine e = setup(jungles(R"({"A1": {"explorer": 1, "dahan": 2}, "A3": {"town": 1}})",
                           R"({"invaders": {"ravage": ["jungle", "jungle"]}})"));
  e.script({{"option", "Farmers Seek the Dahan for Aid", {"Teach the Invaders"}, "test", false}});
  e.event_card("Farmers Seek the Dahan for Aid");
  CHECK(count(e, "A1", "town") == 1);  // the event's Town, in the land with Dahan
  e.invader_step("ravage");
  // First card builds in both lands; the second card Ravages normally (and the Dahan fight back).
  CHECK(count(e, "A3", "blight") == 1);
  CHECK(count(e, "A1", "blight") == 1);
  bool found_build = false;
  for (const auto& r : e.tree().records()) found_build = found_build || r.label == "Build in A3";
  CHECK(found_build);
}

TEST_CASE("Panicked by Wild Beasts II skips normal Explore and Build in lands with Beasts, not Ravage") {
  auto panicked = [] {
    Engine e = setup(jungles(
        R"({"A1": {"explorer": 1, "beasts": 1}, "A3": {"town": 1}})",
        R"({"spirits": [{"id": "earth", "name": "Vital Strength of the Earth"}], "fear": {"terror_level": 2}})"));
    e.fear_card("Panicked by Wild Beasts");
    return e;
  };
  SUBCASE("normal Build: skipped in A1, not in A3") {
    Engine e = panicked();
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "town") == 0);
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("a Build that is not normal happens") {
    Engine e = panicked();
    e.invader_card(card("jungle"), "build", false);
    CHECK(count(e, "A1", "town") == 1);
  }
  SUBCASE("normal Ravage still happens at Level II") {
    Engine e = panicked();
    e.invader_card(card("jungle"), "ravage", true);
    CHECK(count(e, "A3", "blight") == 1);
  }
  SUBCASE("its Strife goes on an Invader in a land with or next to Beasts") {
    Engine e = panicked();
    CHECK(count(e, "A1", "strife") + count(e, "A3", "strife") == 1);
  }
}

TEST_CASE("Panicked by Wild Beasts: a land where Presence may count as Beasts has Beasts if the players let it") {
  // Settle Into Hunting-Grounds: Lure's Presence may count as Beasts; asked when the Build happens.
  auto panicked = [] {
    Engine e = setup(jungles(
        R"({"A1": {"explorer": 1, "presence": {"lure": 1}}, "A3": {"town": 1}})",
        R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"}], "fear": {"terror_level": 2}})"));
    e.use_power("Settle Into Hunting-Grounds", "lure", "");
    e.fear_card("Panicked by Wild Beasts");
    return e;
  };
  SUBCASE("counted (the default): the normal Build in A1 is skipped") {
    Engine e = panicked();
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "town") == 0);
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("not counted: the Build happens") {
    Engine e = panicked();
    e.script({pick("counts-as", "A1:beasts:lure", "0")});
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "town") == 1);
  }
  SUBCASE("without Settle Into Hunting-Grounds a Presence is no Beasts: no choice, the Build happens") {
    Engine e = setup(jungles(
        R"({"A1": {"explorer": 1, "presence": {"lure": 1}}})",
        R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"}], "fear": {"terror_level": 2}})"));
    e.fear_card("Panicked by Wild Beasts");
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "town") == 1);
    for (const auto& c : e.choices().history()) CHECK(c.kind != "counts-as");
  }
}

TEST_CASE("Cultural Assimilation replaces a lone Dahan in or next to a City; Isolate breaks the adjacency") {
  auto board = [](const std::string& pieces) {
    return R"({"board": {"lands": [{"id": "A1", "terrain": "mountain", "coastal": true, "adjacent": ["A2"]},
                                   {"id": "A2", "terrain": "jungle", "adjacent": ["A1"]}],
                         "pieces": )" +
           pieces + "}}";
  };
  SUBCASE("adjacent, not Isolated: replaced") {
    Engine e = setup(board(R"({"A1": {"city": 1}, "A2": {"dahan": 1}})"));
    e.event_card("Cultural Assimilation");
    CHECK(count(e, "A2", "town") == 1);
    CHECK(count(e, "A2", "dahan") == 0);
  }
  SUBCASE("two Dahan: not a lone Dahan") {
    Engine e = setup(board(R"({"A1": {"city": 1}, "A2": {"dahan": 2}})"));
    e.event_card("Cultural Assimilation");
    CHECK(count(e, "A2", "dahan") == 2);
  }
  SUBCASE("the City's land Isolated: nothing") {
    Engine e = setup(board(R"({"A1": {"city": 1, "isolated": true}, "A2": {"dahan": 1}})"));
    e.event_card("Cultural Assimilation");
    CHECK(count(e, "A2", "dahan") == 1);
  }
  SUBCASE("the Dahan's land Isolated: nothing") {
    Engine e = setup(board(R"({"A1": {"city": 1}, "A2": {"dahan": 1, "isolated": true}})"));
    e.event_card("Cultural Assimilation");
    CHECK(count(e, "A2", "dahan") == 1);
  }
  SUBCASE("a City in the Dahan's own land counts, Isolated or not") {
    Engine e = setup(board(R"({"A2": {"city": 1, "dahan": 1, "isolated": true}})"));
    e.event_card("Cultural Assimilation");
    CHECK(count(e, "A2", "town") == 1);
  }
}

TEST_CASE("Scotland Level 1: Explore cards add a Town instead of an Explorer in Coastal lands") {
  Engine e = setup(jungles("{}", R"({"adversary": {"name": "Kingdom of Scotland", "level": 1}})"));
  SUBCASE("from an Explore card") {
    e.invader_card(card("jungle"), "explore", true);
    CHECK(count(e, "A1", "town") == 1);
    CHECK(count(e, "A1", "explorer") == 0);
  }
  SUBCASE("not from a single extra Explore action") {
    e.invader_action("explore", "A1");
    CHECK(count(e, "A1", "explorer") == 1);
  }
}

TEST_CASE("Fortification and New Cash Crops Take Hold perform a Step for a terrain no Invader card shows") {
  auto wetlands = [](const std::string& invaders) {
    return setup(R"({"board": {"lands": [{"id": "A2", "terrain": "wetland", "coastal": true, "adjacent": ["A5"]},
                                         {"id": "A5", "terrain": "wetland", "adjacent": ["A2"]}],
                               "pieces": {"A2": {"explorer": 1}}},
                     "game_state": {"invaders": )" +
                 invaders + "}}");
  };
  SUBCASE("Cash Crops: a Ravage Step only in the unshown terrain's lands with Invaders") {
    Engine e = wetlands(R"({"ravage": ["jungle"], "build": ["sands"], "explore": ["mountain"]})");
    e.event_card("New Cash Crops Take Hold");
    int ravages = 0;
    for (const auto& r : e.tree().records()) ravages += r.label.rfind("Ravage in", 0) == 0;
    CHECK(ravages == 1);
  }
  SUBCASE("Cash Crops: nothing when every terrain is shown") {
    Engine e = wetlands(R"({"ravage": ["jungle+wetland"], "build": ["sands"], "explore": ["mountain"]})");
    e.event_card("New Cash Crops Take Hold");
    CHECK(e.tree().size() == 1);
  }
  SUBCASE("Fortification: the Build Step waits until the cards advance, then skips lands without Invaders") {
    Engine e = wetlands(R"({"build": ["jungle"], "deck": ["sands"]})");
    e.event_card("Fortification");
    CHECK(count(e, "A2", "town") == 0);
    e.script({{"terrain", "", {"wetland"}, "test", false}});
    e.invader_phase();
    CHECK(count(e, "A2", "town") == 1);
    CHECK(count(e, "A5", "town") == 0);
  }
}

TEST_CASE("New Cash Crops Take Hold: a Spirit may protect a board by destroying 2 of its Presence") {
  auto game = [](const std::string& presence) {
    return setup(R"({"board": {"lands": [{"id": "A2", "terrain": "wetland", "coastal": true, "adjacent": ["A5"]},
                                         {"id": "A5", "terrain": "wetland", "adjacent": ["A2"]},
                                         {"id": "B2", "terrain": "wetland", "adjacent": []}],
                               "pieces": {"A2": {"town": 1}, "A5": {"presence": {"s": )" +
                 presence + R"(}}, "B2": {"town": 1}}},
                     "game_state": {"spirits": [{"id": "s", "name": "Vital Strength of the Earth"}],
                                    "invaders": {"ravage": ["jungle"], "build": ["sands"], "explore": ["mountain"]}}})");
  };
  auto presence = [](const Engine& e) { return e.state().land("A5").presence_of("s"); };
  SUBCASE("taken (the default): 2 Presence destroyed, the first board does not Ravage; one Spirit, one board") {
    Engine e = game("2");
    e.event_card("New Cash Crops Take Hold");
    CHECK(presence(e) == 0);
    CHECK(e.state().land("A2").token(Token::Blight) == 0);
    CHECK(e.state().land("B2").token(Token::Blight) == 1);  // nothing left to pay for board B
  }
  SUBCASE("declined: Presence stays, both boards Ravage") {
    Engine e = game("2");
    e.script({pick("may", "", "no"), pick("may", "", "no")});
    e.event_card("New Cash Crops Take Hold");
    CHECK(presence(e) == 2);
    CHECK(e.state().land("A2").token(Token::Blight) == 1);
    CHECK(e.state().land("B2").token(Token::Blight) == 1);
  }
  SUBCASE("which Presence: the players' choice of lands, by default the first land holding one") {
    auto three = [](bool scripted) {
      Engine e = setup(R"({"board": {"lands": [{"id": "A2", "terrain": "wetland", "adjacent": ["A5"]},
                                               {"id": "A5", "terrain": "jungle", "adjacent": ["A2"]}],
                                     "pieces": {"A2": {"town": 1, "presence": {"s": 1}}, "A5": {"presence": {"s": 2}}}},
                           "game_state": {"spirits": [{"id": "s", "name": "Vital Strength of the Earth"}],
                                          "invaders": {"ravage": ["jungle"], "build": ["sands"], "explore": ["mountain"]}}})");
      if (scripted) e.script({pick("land", "", "A5"), pick("land", "", "A5")});
      e.event_card("New Cash Crops Take Hold");
      return e;
    };
    Engine chosen = three(true), by_default = three(false);
    CHECK(chosen.state().land("A2").presence_of("s") == 1);
    CHECK(chosen.state().land("A5").presence_of("s") == 0);
    CHECK(by_default.state().land("A2").presence_of("s") == 0);
    CHECK(by_default.state().land("A5").presence_of("s") == 1);
    CHECK(chosen.state().land("A2").token(Token::Blight) == 0);  // protected either way
  }
  SUBCASE("a Spirit with fewer than 2 Presence cannot protect") {
    Engine e = game("1");
    e.event_card("New Cash Crops Take Hold");
    CHECK(presence(e) == 1);
    CHECK(e.state().land("A2").token(Token::Blight) == 1);
  }
}

TEST_CASE("Trade Suffers I: Invaders do not Build in lands with a City this turn") {
  const std::string board = jungles(R"({"A1": {"city": 1}, "A3": {"town": 1}})", R"({"fear": {"terror_level": 1}})");
  SUBCASE("the land with a City does not Build; the land with only a Town does") {
    Engine e = setup(board);
    e.fear_card("Trade Suffers");
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "town") + count(e, "A1", "city") == 1);
    CHECK(count(e, "A3", "town") + count(e, "A3", "city") == 2);
  }
  SUBCASE("without the Fear card both lands Build") {
    Engine e = setup(board);
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "town") + count(e, "A1", "city") == 2);
  }
  SUBCASE("the City is checked at the Build: destroyed before it, the land Builds") {
    Engine e = setup(jungles(R"({"A1": {"city": 1, "explorer": 1}})", R"({"fear": {"terror_level": 1}})"));
    e.fear_card("Trade Suffers");
    e.basic_action("destroy the City", ops(R"([{"op": "destroy", "what": "city", "n": 1}])"), "A1", "");
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A1", "town") == 1);
  }
  SUBCASE("a City that arrives after the card stops the Build all the same") {
    Engine e = setup(board);
    e.fear_card("Trade Suffers");
    e.basic_action("a City", ops(R"([{"op": "add", "what": "city", "n": 1}])"), "A3", "");
    e.invader_card(card("jungle"), "build", true);
    CHECK(count(e, "A3", "town") + count(e, "A3", "city") == 2);
  }
}

TEST_CASE("Scotland Level 1: the Coastal Lands card adds a Town instead in at most 2 lands per board") {
  const char* scotland = R"({"adversary": {"name": "Kingdom of Scotland", "level": 1}})";
  InvaderCard coastal;
  coastal.name = "coastal";
  coastal.stage = 2;
  coastal.coastal = true;
  auto explore = [&](const InvaderCard& c) {
    Engine e = setup(R"({"board": {"standard": ["A"]}, "game_state": )" + std::string(scotland) + "}");
    e.invader_card(c, "explore", true);
    return e;
  };
  SUBCASE("Coastal Lands: 3 Coastal lands explore; 2 get a Town, the third an Explorer") {
    Engine e = explore(coastal);
    int towns = 0, explorers = 0;
    for (const char* id : {"A1", "A2", "A3"}) towns += count(e, id, "town"), explorers += count(e, id, "explorer");
    CHECK(towns == 2);
    CHECK(explorers == 1);
  }
  SUBCASE("a terrain card has no such limit") {
    Engine e = setup(jungles("{}", scotland));
    e.invader_card(card("jungle"), "explore", true);
    CHECK(count(e, "A1", "town") == 1);
  }
}
