// The Effects rules on small boards set up in the test itself (set-up / act / assert), independent
// of the demonstration files: one TEST_CASE per rule, SUBCASEs for its variations.
#include <doctest/doctest.h>

#include <regex>

#include "games/l5r/engine.h"
#include "l5r_test_support.h"
#include "scenario/runner.h"

using namespace arbiter::l5r;
using arbiter::l5r::test::pick;
using arbiter::l5r::test::Table;
using arbiter::l5r::test::two_personalities;

TEST_CASE("An ongoing effect lasts until the end of the turn unless it says otherwise; its expiry is told") {
  SUBCASE("until the end of the turn (the default)") {
    Table t(two_personalities(R"([{"id": "cry", "card": "EX Battle Cry"}])"));
    t.play("P1", "cry", {{"t", "akira"}});
    CHECK(t.force("akira") == 5);
    CHECK(t.said("EX Akira's Force rises from 3 to 5 until the end of the turn, from EX Battle Cry, P1's card."));
    t.advance_to(2, Phase::Action);
    CHECK(t.force("akira") == 3);
    CHECK(t.said("EX Akira's Force drops from 5 to 3."));
    CHECK(t.moment_of("ends with the turn") > t.moment_of("EX Akira's Force rises from 3 to 5"));
  }
  SUBCASE("permanently") {
    Table t(two_personalities(R"([{"id": "steel", "card": "EX Blessing of Steel"}])"));
    t.play("P1", "steel", {{"t", "akira"}});
    t.advance_to(3, Phase::Action);
    CHECK(t.force("akira") == 4);
    CHECK_FALSE(t.said("ends with the turn"));
  }
}

TEST_CASE("\"Instead\": the substitute replaces the old effect, which does not happen even if the new one fails") {
  SUBCASE("no substitute: the Honor is lost") {
    Table t(two_personalities("[]", R"([{"id": "slander", "card": "EX Slander"}])"));
    t.play("P2", "slander");
    CHECK(t.honor("P1") == 8);
  }
  SUBCASE("Penance bows Akira instead") {
    Table t(two_personalities(R"([{"id": "penance", "card": "EX Penance"}])",
                              R"([{"id": "slander", "card": "EX Slander"}])"),
            {pick("reaction", "P1:before_lose_honor", "penance")});
    t.play("P2", "slander");
    CHECK(t.honor("P1") == 10);
    CHECK(t.bowed("akira"));
    CHECK(t.said("P1 would lose 2 Honor, but it was replaced: it does not happen."));
  }
  SUBCASE("Akira is already bowed: the new effect fails, the old one still does not happen") {
    Table t(R"({"players": {"P1": {"hand": [{"id": "penance", "card": "EX Penance"}]},
                            "P2": {"hand": [{"id": "slander", "card": "EX Slander"}]}},
                "in_play": [{"id": "akira", "card": "EX Akira", "bowed": true}]})",
            {pick("reaction", "P1:before_lose_honor", "penance")});
    t.play("P2", "slander");
    CHECK(t.honor("P1") == 10);
    CHECK(t.said("EX Akira is already bowed: nothing changes."));
  }
}

TEST_CASE("Chi death is a continuously applied destruction at the \"when\" point, from the last Chi penalty's source") {
  SUBCASE("destroyed at once") {
    Table t(two_personalities("[]", R"([{"id": "gaze", "card": "EX Withering Gaze"}])"));
    t.play("P2", "gaze", {{"t", "akira"}});
    CHECK(t.zone("akira") == Zone::Discard);
    CHECK(t.engine.state().card("akira").dead);
    CHECK(t.said("EX Akira is destroyed (the destruction comes from EX Withering Gaze, P2's card)."));
  }
  SUBCASE("an ongoing prevention holds it off only while it lasts") {
    Table t(R"({"players": {"P1": {"hand": [{"id": "shield", "card": "EX Ancestor's Shield"}]},
                            "P2": {"hand": [{"id": "curse", "card": "EX Withering Curse"}]}},
                "in_play": [{"id": "akira", "card": "EX Akira", "chi": 1}]})");
    t.play("P1", "shield", {{"t", "akira"}});
    t.play("P2", "curse", {{"t", "akira"}});
    CHECK(t.chi("akira") == 0);
    CHECK(t.zone("akira") == Zone::InPlay);
    t.advance_to(2, Phase::Action);
    CHECK(t.zone("akira") == Zone::Discard);
    CHECK(t.moment_of("is destroyed at once") == t.moment_of("ends with the turn") + 1);
  }
}

TEST_CASE("A negation stops that one effect; a cost is not an effect") {
  SUBCASE("Cutting Retort negates the Force bonus another player's action gave") {
    Table t(two_personalities(R"([{"id": "cry", "card": "EX Battle Cry"}])",
                              R"([{"id": "retort", "card": "EX Cutting Retort"}])"),
            {pick("reaction", "P2:after_force_bonus", "retort")});
    t.play("P1", "cry", {{"t", "akira"}});
    CHECK(t.force("akira") == 3);
    CHECK(t.said("That one effect is negated"));
  }
  SUBCASE("the Ward stops a bowing effect, not the bow paid as a cost") {
    Table t(R"({"players": {"P1": {}, "P2": {"hand": [{"id": "glance", "card": "EX Chilling Glance"}]}},
                "in_play": [{"id": "akira", "card": "EX Akira", "attachments": [{"id": "ward", "card": "EX Ward of Stillness"}]}]})");
    t.play("P2", "glance", {{"t", "akira"}});
    CHECK_FALSE(t.bowed("akira"));
    t.play("P1", "akira");
    CHECK(t.bowed("akira"));
    CHECK(t.honor("P1") == 11);
    CHECK(t.said("As a cost (not an effect), EX Akira bows."));
  }
}

TEST_CASE("Designators: when an action may be taken") {
  Table t(two_personalities(R"([{"id": "blow", "card": "EX Stunning Blow"}])",
                            R"([{"id": "steel", "card": "EX Blessing of Steel"}])"));
  SUBCASE("a Limited action only in your own Action Phase") {
    CHECK_THROWS_WITH_AS(t.play("P2", "steel", {{"t", "goro"}}), doctest::Contains("Limited action"), IllegalAction);
  }
  SUBCASE("a Battle action only during a battle") {
    CHECK_THROWS_WITH_AS(t.play("P1", "blow", {{"t", "goro"}}), doctest::Contains("Battle action"), IllegalAction);
  }
}

TEST_CASE("The tracking rule: a card face down out of play is forgotten") {
  Table t(two_personalities(
      R"([{"id": "shame", "card": "EX Public Shaming"}, {"id": "recall", "card": "EX Recall to Court"}])"));
  t.play("P1", "shame", {{"t", "goro"}});
  CHECK(t.engine.state().card("goro").dishonored);
  t.play("P1", "recall", {{"t", "goro"}});
  CHECK(t.zone("goro") == Zone::DynastyDeck);
  CHECK_FALSE(t.engine.state().card("goro").dishonored);
  CHECK(t.said("the game forgets what it knew about it (dishonorable status)"));
}

TEST_CASE("An effect unfolds in moments: the play, the Reaction, the substitution, the old effect, the resolution") {
  Table t(
      two_personalities(R"([{"id": "penance", "card": "EX Penance"}])", R"([{"id": "slander", "card": "EX Slander"}])"),
      {pick("reaction", "P1:before_lose_honor", "penance")});
  t.play("P2", "slander");
  int play = t.moment_of("P2 plays EX Slander");
  int reaction = t.moment_of("P1 answers with a Reaction, EX Penance");
  int substitution = t.moment_of("Substitution");
  int replaced = t.moment_of("it was replaced");
  int resolved = t.moment_of("EX Slander has resolved");
  CHECK(play >= 0);
  CHECK(play < reaction);
  CHECK(reaction < substitution);
  CHECK(substitution < replaced);
  CHECK(replaced < resolved);
}

TEST_CASE("Every line of every L5R demonstration's log is plain words, not engine notation") {
  // Card text is quoted as printed ("+2F"); outside quotes there are no "3F", "#4" or "=>".
  const std::regex notation(R"((\b\d+[FC]\b)|(#\d)|(=>)|(\b[a-z]+_[a-z_]+\b))");
  const std::regex quoted(R"("[^\n]*")");  // greedy: card text may quote a token's text
  int lines = 0;
  for (const auto& file : arbiter::scenario::scenario_files(arbiter::test::repo_path("data"))) {
    if (file.find("/l5r/") == std::string::npos) continue;
    auto trace = arbiter::scenario::run_scenario_file(file);
    for (const auto& step : trace.steps) {
      std::string text = std::regex_replace(step.log, quoted, "\"\"");
      INFO(file << " step " << step.index << ": " << step.log);
      CHECK_FALSE(std::regex_search(text, notation));
      ++lines;
    }
  }
  CHECK(lines > 59 * 3);  // every demo unfolds over more than a play and its end
}

TEST_CASE("Reactions are offered to the active player first, then to the other player") {
  // A card anyone may answer with, so that both players have a Reaction to the same event.
  static const CardLibrary lib = CardLibrary::parse(nlohmann::json::parse(R"({"cards": [
    {"name": "EX Akira", "type": "personality", "force": 3, "chi": 2},
    {"name": "EX Filler", "type": "strategy", "text": "Limited: Gain 1 Honor.",
     "abilities": [{"designator": "limited", "effects": [{"op": "gain_honor", "amount": 1}]}]},
    {"name": "EX Echo", "type": "strategy", "text": "Reaction: After an action resolves: Gain 1 Honor.",
     "abilities": [{"designator": "reaction", "trigger": "after_action_resolves",
                    "effects": [{"op": "gain_honor", "amount": 1}]}]}]})"),
                                                    "test cards");
  nlohmann::json board = nlohmann::json::parse(R"({"players": {
    "P1": {"hand": [{"id": "filler", "card": "EX Filler"}, {"id": "echo1", "card": "EX Echo"}]},
    "P2": {"hand": [{"id": "filler2", "card": "EX Filler"}, {"id": "echo2", "card": "EX Echo"}]}}, "in_play": [{"id": "akira", "card": "EX Akira"}]})");
  for (std::string active : {"P1", "P2"}) {
    CAPTURE(active);
    GameState s = load_board(arbiter::kernel::JsonReader(board, "test board"), lib);
    if (active == "P2") s.turn = 2;
    arbiter::kernel::Choices answers;  // nobody scripted: everyone passes
    Engine e(s, lib, answers);
    e.play({active, active == "P1" ? "filler" : "filler2", 0, {}, ""});
    std::vector<std::string> asked;
    for (const auto& c : e.choices())
      if (c.kind == "reaction") asked.push_back(c.player);
    REQUIRE(asked.size() == 2);
    CHECK(asked.front() == active);
  }
}

TEST_CASE("A prevention of what is current leaves what begins later alone") {
  Table t(R"({"phase": "attack", "current_battle": "BF1",
              "battlefields": [{"id": "BF1", "attacker": "P1", "defender": "P2"}],
              "players": {"P1": {"hand": [{"id": "cry1", "card": "EX War Cry"}, {"id": "cry2", "card": "EX War Cry"}]},
                          "P2": {"hand": [{"id": "rebuke", "card": "EX Justly Earned Rebuke"}]}},
              "in_play": [{"id": "akira", "card": "EX Akira", "location": "BF1"},
                          {"id": "goro", "card": "EX Goro", "controller": "P2", "location": "BF1"}]})");
  t.play("P1", "cry1", {{"t", "akira"}});
  CHECK(t.force("akira") == 5);
  t.play("P2", "rebuke");
  CHECK(t.force("akira") == 3);  // the bonus in force is negated
  t.play("P1", "cry2", {{"t", "akira"}});
  CHECK(t.force("akira") == 5);  // a bonus that begins later is not
}

TEST_CASE("The active player's cards straighten as his turn begins (recalled, not in the corpus)") {
  Table t(R"({"players": {"P1": {}, "P2": {}},
              "in_play": [{"id": "akira", "card": "EX Akira", "bowed": true},
                          {"id": "goro", "card": "EX Goro", "controller": "P2", "bowed": true}]})");
  t.advance_to(2, Phase::Action);
  CHECK_FALSE(t.bowed("goro"));  // P2's turn
  CHECK(t.bowed("akira"));
  t.advance_to(3, Phase::Action);
  CHECK_FALSE(t.bowed("akira"));
}

TEST_CASE("\"Instead\" for a targeting: the new target must be legal for the action it changes") {
  static const CardLibrary lib = CardLibrary::parse(nlohmann::json::parse(R"({"cards": [
    {"name": "EX Akira", "type": "personality", "force": 3, "chi": 2},
    {"name": "EX Goro", "type": "personality", "force": 3, "chi": 2, "keywords": ["Samurai", "Crab Clan"]},
    {"name": "EX Haru", "type": "personality", "force": 2, "chi": 2, "keywords": ["Crab Clan"]},
    {"name": "EX Jiro", "type": "personality", "force": 2, "chi": 2, "keywords": ["Samurai", "Crab Clan"]},
    {"name": "EX Samurai Strike", "type": "strategy", "text": "Open: Bow target Samurai.",
     "abilities": [{"designator": "open", "effects": [{"op": "bow"}],
                    "targets": [{"name": "t", "filter": {"who": "any", "type": "personality", "keywords": ["Samurai"]}}]}]},
    {"name": "EX Loyal Retainer", "type": "strategy", "text": "Reaction: Instead, target another of your legal Personalities of the same Clan.",
     "abilities": [{"designator": "reaction", "trigger": "when_would_target", "trigger_filter": "your_personality_from_another_player",
                    "effects": [{"op": "instead", "then": [{"op": "target", "targets": [{"name": "new",
                      "filter": {"who": "yours", "type": "personality", "condition": {"is": "same_clan_as", "subject": "trigger_card"}}}]}]}]}]}]})"),
                                                    "test cards");
  auto run = [&](bool with_jiro) {
    nlohmann::json board = nlohmann::json::parse(R"({"players": {
      "P1": {"hand": [{"id": "strike", "card": "EX Samurai Strike"}]},
      "P2": {"hand": [{"id": "retainer", "card": "EX Loyal Retainer"}]}},
      "in_play": [{"id": "akira", "card": "EX Akira"}, {"id": "goro", "card": "EX Goro", "controller": "P2"},
                  {"id": "haru", "card": "EX Haru", "controller": "P2"}]})");
    if (with_jiro) board["in_play"].push_back({{"id", "jiro"}, {"card", "EX Jiro"}, {"controller", "P2"}});
    auto answers = std::make_shared<arbiter::kernel::Choices>();
    answers->script({pick("reaction", "P2:when_would_target", "retainer")});
    auto e = std::make_shared<Engine>(load_board(arbiter::kernel::JsonReader(board, "test board"), lib), lib, *answers);
    e->play({"P1", "strike", 0, {{"t", "goro"}}, ""});
    return std::make_pair(e, answers);
  };
  SUBCASE("Haru shares the Clan but is no Samurai: Jiro takes the targeting") {
    auto [e, answers] = run(true);
    CHECK(e->state().card("jiro").bowed);
    CHECK_FALSE(e->state().card("haru").bowed);
    CHECK_FALSE(e->state().card("goro").bowed);
  }
  SUBCASE("no legal new target: the original targeting stands") {
    auto [e, answers] = run(false);
    CHECK(e->state().card("goro").bowed);
    CHECK_FALSE(e->state().card("haru").bowed);
  }
}

TEST_CASE("\"Instead\" for a unit's Force: it counts toward your army while the unit stays at the battle") {
  const std::string board = R"({"turn": 2, "phase": "attack", "current_battle": "BF1",
    "players": {"P1": {"hand": [{"id": "banner", "card": "EX Turncoat Banner"}]}, "P2": {}},
    "battlefields": [{"id": "BF1", "attacker": "P2", "defender": "P1"}],
    "in_play": [{"id": "akira", "card": "EX Akira", "location": "BF1"},
                {"id": "goro", "card": "EX Goro", "controller": "P2", "location": "BF1"},
                {"id": "haru", "card": "EX Haru", "controller": "P2", "location": "BF1"}]})";
  Table t(board);
  t.play("P1", "banner", {{"t", "goro"}});
  CHECK(t.engine.rules().army_force("P1", "BF1") == 6);
  CHECK(t.engine.rules().army_force("P2", "BF1") == 2);
  CHECK(t.said("EX Goro's Force now counts for P1's army instead of its own."));
  t.engine.end_battle();
  CHECK(t.engine.state().replacements.all().empty());  // home again: its own army's
}

TEST_CASE(
    "The action tree: a Reaction before an event is nested in the action it interrupts, one after it is triggered") {
  using arbiter::kernel::Relation;
  Table t(
      two_personalities(R"([{"id": "penance", "card": "EX Penance"}])", R"([{"id": "slander", "card": "EX Slander"}])"),
      {pick("reaction", "P1:before_lose_honor", "penance")});
  t.play("P2", "slander");
  const auto& tree = t.engine.tree();
  REQUIRE(tree.size() == 2);
  CHECK(tree.at(0).label == "P2: EX Slander");
  CHECK(tree.at(0).relation == Relation::Initial);
  CHECK(tree.at(1).label == "P1: EX Penance");
  CHECK(tree.at(1).parent == 0);
  CHECK(tree.at(1).relation == Relation::Nested);
  CHECK(tree.at(0).status == arbiter::kernel::ActionStatus::Done);
  CHECK(tree.at(1).status == arbiter::kernel::ActionStatus::Done);
  t.advance_to(2, Phase::Action);  // state checks and turn steps are no actions
  CHECK(tree.size() == 2);
}
