// The scenario runner: every demonstration passes; malformed scenarios give precise errors.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "games/spirit_island/library.h"
#include "kernel/errors.h"
#include "kernel/json_reader.h"
#include "scenario/runner.h"
#include "test_paths.h"

using namespace arbiter;
using arbiter::test::repo_path;

namespace {
nlohmann::json base() {
  return nlohmann::json::parse(R"({
    "id": "si-test-base", "game": "spirit-island", "title": "t",
    "board": {"lands": [{"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]},
                        {"id": "A4", "terrain": "sands", "adjacent": ["A3"]}],
              "pieces": {"A3": {"town": 1}}},
    "steps": [{"do": "invader-action", "action": "ravage", "land": "A3"}],
    "expect": [{"land": "A3", "pieces": {"blight": 1}}]
  })");
}
std::string load_error(const nlohmann::json& doc) {
  si::set_library_dir(repo_path("data/si"));
  try {
    scenario::run_scenario(doc, "x.json");
  } catch (const kernel::LoadError& e) {
    return e.what();
  }
  return "(no error)";
}
}  // namespace

TEST_CASE("Every demonstration scenario in data/scenarios passes") {
  si::set_library_dir(repo_path("data/si"));
  auto results = scenario::run_all_demos(repo_path("data"));
  CHECK(results.size() >= 5);
  for (const auto& r : results) {
    INFO(r.file << ": " << r.message);
    CHECK(r.passed);
  }
}

TEST_CASE("A well-formed scenario runs from JSON text, and a failing expectation fails the run") {
  si::set_library_dir(repo_path("data/si"));
  auto doc = base();
  CHECK(scenario::run_scenario_text(doc.dump(), "edited").passed);
  doc["expect"][0]["land"] = "A3";
  doc["expect"][0]["pieces"]["blight"] = 0;
  kernel::Trace t = scenario::run_scenario_text(doc.dump(), "edited");
  CHECK_FALSE(t.passed);
  REQUIRE(t.expectations.size() == 1);
  CHECK(t.expectations[0].detail == "found 1 Blight");
}

TEST_CASE("A corpus entry's demonstrations are the scenarios that list it in demonstrates") {
  auto files = scenario::find_demos_of(repo_path("data"), "si-rule-event-actions");
  REQUIRE(files.size() == 2);
  CHECK(files[0].find("event-each-board-own-action.json") != std::string::npos);
  CHECK(files[1].find("non-participating-dahan-no-defend.json") != std::string::npos);
  CHECK(scenario::find_demos_of(repo_path("data"), "no-such-entry").empty());
}

TEST_CASE("The same scenario gives the same trace every time") {
  si::set_library_dir(repo_path("data/si"));
  auto file = repo_path("data/scenarios/si/blur-the-arc-of-years-action-tree.json");
  CHECK(nlohmann::json(scenario::run_scenario_file(file)) == nlohmann::json(scenario::run_scenario_file(file)));
}

TEST_CASE("Malformed scenarios: each class of mistake names the file, the JSON path and what was expected") {
  SUBCASE("missing envelope field") {
    auto d = base();
    d.erase("title");
    CHECK(load_error(d) == "x.json: at /: expected a member \"title\"");
  }
  SUBCASE("unknown game") {
    auto d = base();
    d["game"] = "chess";
    CHECK(load_error(d).find("x.json: at /game: expected one of spirit-island") == 0);
  }
  SUBCASE("bad id") {
    auto d = base();
    d["id"] = "Has Spaces";
    CHECK(load_error(d) ==
          "x.json: at /id: expected an id of lowercase letters, digits and dashes (got \"Has Spaces\")");
  }
  SUBCASE("unknown member (typo)") {
    auto d = base();
    d["expcet"] = nlohmann::json::array();
    CHECK(load_error(d).find("x.json: at /expcet: expected no member \"expcet\" here") == 0);
  }
  SUBCASE("wrong type") {
    auto d = base();
    d["board"]["pieces"]["A3"]["town"] = "one";
    CHECK(load_error(d) == "x.json: at /board/pieces/A3/town: expected an integer (got \"one\")");
  }
  SUBCASE("unknown terrain") {
    auto d = base();
    d["board"]["lands"][0]["terrain"] = "forest";
    CHECK(load_error(d) ==
          "x.json: at /board/lands/0/terrain: expected one of jungle, mountain, sands, wetland (got \"forest\")");
  }
  SUBCASE("adjacency to a land that does not exist, or not symmetric") {
    auto d = base();
    d["board"]["lands"][0]["adjacent"] = {"A4", "A9"};
    CHECK(load_error(d) ==
          "x.json: at /board/lands/0/adjacent/1: expected the id of a land on this board (\"A9\" is not one)");
    auto e = base();
    e["board"]["lands"][1]["adjacent"] = nlohmann::json::array();
    CHECK(load_error(e) == "x.json: at /board/lands/0/adjacent/0: expected symmetric adjacency: A4 must list A3 too");
  }
  SUBCASE("a land number too long to be one (found by the scenario fuzzer)") {
    auto d = base();
    d["board"]["lands"][0]["id"] = "A66666666666666666666";
    CHECK(load_error(d) ==
          "x.json: at /board/lands/0/id: expected a land id with a number of at most 6 digits, or a \"number\" beside "
          "it");
  }
  SUBCASE("pieces in an unknown land") {
    auto d = base();
    d["board"]["pieces"]["B7"] = {{"town", 1}};
    CHECK(load_error(d) ==
          "x.json: at /board/pieces/B7: expected a land id for these pieces (\"B7\" is not on the board)");
  }
  SUBCASE("unknown card name") {
    auto d = base();
    d["game_state"] = {{"spirits", {{{"id", "s"}}}}};
    d["steps"] = {{{"do", "power"}, {"card", "Vengance of the Dead"}, {"spirit", "s"}, {"land", "A3"}}};
    CHECK(load_error(d) ==
          "x.json: at /steps/0/card: expected a Power in data/si/cards.json (\"Vengance of the Dead\" is not there)");
  }
  SUBCASE("unknown Spirit, adversary, Blight card") {
    auto d = base();
    d["game_state"] = {{"spirits", {{{"id", "s"}, {"name", "Vital Strength"}}}}};
    CHECK(load_error(d).find("x.json: at /game_state/spirits/0/name: expected a Spirit in data/si/cards.json") == 0);
    auto e = base();
    e["game_state"] = {{"adversary", {{"name", "Kingdom of Atlantis"}, {"level", 1}}}};
    CHECK(load_error(e) == "x.json: at /game_state/adversary/name: expected an adversary in data/si/cards.json");
    auto f = base();
    f["game_state"] = {{"blight_card", {{"name", "Nope"}}}};
    CHECK(load_error(f) == "x.json: at /game_state/blight_card/name: expected a Blight card in data/si/cards.json");
  }
  SUBCASE("unknown step and unknown operation") {
    auto d = base();
    d["steps"][0]["do"] = "ravage";
    CHECK(load_error(d).find("x.json: at /steps/0/do: expected one of invader-step") == 0);
    auto e = base();
    e["steps"] = {{{"do", "action"}, {"label", "x"}, {"land", "A3"}, {"ops", {{{"op", "smash"}}}}}};
    CHECK(load_error(e).find("x.json: at /steps/0/ops/0/op: expected one of fear, damage") == 0);
  }
  SUBCASE("a step naming a land that is not on the board") {
    auto d = base();
    d["steps"][0]["land"] = "A9";
    CHECK(load_error(d) == "x.json: at /steps/0/land: expected a land on this board (\"A9\" is not one)");
  }
  SUBCASE("no expectations") {
    auto d = base();
    d["expect"] = nlohmann::json::array();
    CHECK(load_error(d) ==
          "x.json: at /expect: expected at least one expectation (a demonstration must assert its outcome)");
  }
  SUBCASE("an expectation of an unknown kind") {
    auto d = base();
    d["expect"] = {{{"blight", 1}}};
    CHECK(load_error(d).find("x.json: at /expect/0: expected an expectation: one of") == 0);
  }
  SUBCASE("JSON syntax error") {
    si::set_library_dir(repo_path("data/si"));
    CHECK_THROWS_WITH_AS(scenario::run_scenario_text("{\"id\": ", "broken.json"),
                         doctest::Contains("broken.json: at /: expected valid JSON"), kernel::LoadError);
  }
}

TEST_CASE("Scripted choices must be options, and must all be used") {
  si::set_library_dir(repo_path("data/si"));
  SUBCASE("a pick that is not an option stops the run with a message naming the choice") {
    auto d = base();
    d["board"]["pieces"]["A3"]["blight"] = 1;
    d["choices"] = {{{"kind", "cascade"}, {"pick", "A7"}}};
    d["expect"] = {{{"land", "A3"}, {"pieces", {{"blight", 2}}}}};
    kernel::Trace t = scenario::run_scenario(d, "x.json");
    CHECK_FALSE(t.passed);
    CHECK(t.error.find("scripted choice x.json:/choices/0 (cascade): \"A7\" is not an option") == 0);
  }
  SUBCASE("an unused scripted choice fails the scenario") {
    auto d = base();
    d["choices"] = {{{"kind", "cascade"}, {"pick", "A4"}}};
    kernel::Trace t = scenario::run_scenario(d, "x.json");
    CHECK_FALSE(t.passed);
    CHECK(t.expectations.back().description == "every scripted choice is used");
  }
}

TEST_CASE("A refused step counts as expected only through step_refused, and only for the reason it states") {
  si::set_library_dir(repo_path("data/si"));
  // Step 2 is refused: the Spirit has no Card Plays this turn.
  auto refusing = [] {
    auto d = base();
    d["game_state"] = {{"spirits", {{{"id", "earth"}, {"name", "Vital Strength of the Earth"}}}}};
    d["steps"].push_back({{"do", "play-cards"}, {"spirit", "earth"}, {"cards", {"Flame's Fury"}}});
    return d;
  };
  SUBCASE("a description that reads like a refusal hides nothing") {
    auto d = refusing();
    d["expect"].push_back({{"log_contains", "Ravage"}, {"description", "the engine refuses the play"}});
    kernel::Trace t = scenario::run_scenario(d, "x.json");
    CHECK_FALSE(t.passed);
    CHECK(t.error.find("cannot play 1 cards") != std::string::npos);
  }
  SUBCASE("the stated step refused for the stated reason passes") {
    auto d = refusing();
    d["expect"].push_back({{"step_refused", 2}, {"reason_contains", "cannot play 1 cards"}});
    kernel::Trace t = scenario::run_scenario(d, "x.json");
    CHECK(t.passed);
    CHECK(t.error.empty());
    CHECK(t.expectations.back().description == "step 2 is refused: \"cannot play 1 cards\"");
  }
  SUBCASE("a refusal for another reason fails and shows the error") {
    auto d = refusing();
    d["expect"].push_back({{"step_refused", 2}, {"reason_contains", "no Damage or Destroy instruction"}});
    kernel::Trace t = scenario::run_scenario(d, "x.json");
    CHECK_FALSE(t.passed);
    CHECK(t.error.find("cannot play 1 cards") != std::string::npos);
  }
  SUBCASE("an expected refusal that does not happen fails") {
    auto d = base();
    d["expect"].push_back({{"step_refused", 1}, {"reason_contains", "anything"}});
    kernel::Trace t = scenario::run_scenario(d, "x.json");
    CHECK_FALSE(t.passed);
    CHECK(t.expectations.back().detail == "every step ran");
  }
  SUBCASE("a refusal can only be expected of the last step, since it stops the run") {
    auto d = refusing();
    d["expect"].push_back({{"step_refused", 1}, {"reason_contains", "cannot play"}});
    CHECK(load_error(d) ==
          "x.json: at /expect/1/step_refused: expected the last step, 2 (a refused step stops the run; steps count "
          "from 1)");
  }
}

TEST_CASE("Inline ops of an action step are checked against the effect kinds at load, naming the accepted names") {
  auto action = [](const nlohmann::json& ops) {
    auto d = base();
    d["steps"] = {{{"do", "action"}, {"label", "x"}, {"land", "A3"}, {"ops", ops}}};
    return d;
  };
  std::string rule = load_error(action({{{"op", "rule"}, {"name", "heavy-minnig"}}}));
  CHECK(rule.find("x.json: at /steps/0/ops/0/name: expected a rule with an action (one of sworn-to-victory, ") == 0);
  CHECK(rule.find("remove-health") != std::string::npos);
  CHECK(rule.find("got \"heavy-minnig\"") != std::string::npos);
  std::string nested = load_error(
      action({{{"op", "if"}, {"has", {"town"}}, {"then", {{{"op", "modifier"}, {"name", "skip-beasts"}}}}}}));
  CHECK(nested.find(
            "x.json: at /steps/0/ops/0/then/0/name: expected a known modifier (one of skip-invader-actions, ") == 0);
  std::string trigger = load_error(action({{{"op", "trigger"}, {"name", "vengance-of-the-dead"}}}));
  CHECK(trigger.find("x.json: at /steps/0/ops/0/name: expected a known trigger (one of vengeance-of-the-dead, ") == 0);
}

TEST_CASE("A rule op may name a rule only if the rule has an action; a rule only ever in play is a load error") {
  auto action = [](const std::string& rule) {
    auto d = base();
    d["steps"] = {
        {{"do", "action"}, {"label", "x"}, {"land", "A3"}, {"ops", {{{"op", "rule"}, {"name", rule}, {"n", 1}}}}}};
    return d;
  };
  SUBCASE("a rule with an action loads") { CHECK(load_error(action("remove-health")) == "(no error)"); }
  SUBCASE("a rule that is only ever in play is refused, naming the file, the JSON path and the accepted names") {
    std::string e = load_error(action("heavy-mining"));
    CHECK(e.find("x.json: at /steps/0/ops/0/name: expected a rule with an action (one of ") == 0);
    CHECK(e.find("got \"heavy-mining\", a rule that is only ever in play") != std::string::npos);
    CHECK(e.find("remove-health") != std::string::npos);
  }
}

TEST_CASE("a ruling's demonstration tabs carry short labels from their titles") {
  SUBCASE("a shared head is left out; the rest is cut at a word") {
    const auto labels =
        scenario::demo_tab_labels({"Choices: \"if you choose this\" vs \"if he bowed\"",
                                   "Choices: who chooses, and choices forced by the action's legality"});
    CHECK(labels[0] == "\"if you choose this\" vs \"if he bowed\"");
    CHECK(labels[1] == "who chooses, and choices forced by the…");
  }
  SUBCASE("a head that tells the titles apart is the label") {
    const auto labels = scenario::demo_tab_labels(
        {"Chi death exception: ongoing prevention holds it off", "Prevention is never retroactive"});
    CHECK(labels[0] == "Chi death exception");
    CHECK(labels[1] == "Prevention is never retroactive");
  }
  SUBCASE("labels that would still be the same get their numbers") {
    const auto labels = scenario::demo_tab_labels({"Same", "Same"});
    CHECK(labels[0] == "Same (1)");
    CHECK(labels[1] == "Same (2)");
  }
}

// The app runs a linked demonstration a step per task and shows each snapshot once it is made.
TEST_CASE("A scenario run a step at a time gives the one-shot trace, and a snapshot never changes once made") {
  si::set_library_dir(repo_path("data/si"));
  for (const auto& file : scenario::scenario_files(repo_path("data"))) {
    CAPTURE(file);
    const nlohmann::json one_shot = scenario::run_scenario_file(file);
    auto run = scenario::start_scenario(kernel::read_json_file(file), file);
    std::vector<std::string> seen;  // each snapshot as first read, between advances
    int advances = 0;
    auto read = [&] {
      const auto& steps = run->trace().steps;
      for (size_t i = 0; i < steps.size(); ++i) {
        const std::string now = nlohmann::json(steps[i]).dump();
        if (i < seen.size()) CHECK(seen[i] == now);
        else seen.push_back(now);
      }
    };
    read();
    CHECK(seen.size() == 1);  // the set-up's, before any step ran
    while (run->advance()) {
      ++advances;
      read();
    }
    read();
    CHECK_FALSE(run->advance());  // an ended run stays ended
    CHECK(nlohmann::json(run->trace()) == one_shot);
    CHECK(advances <= int(one_shot["steps"].size()));
  }
}

TEST_CASE("A step-at-a-time run ends at the step the rules refuse, and only there") {
  si::set_library_dir(repo_path("data/si"));
  auto d = base();
  d["steps"].push_back({{"do", "invader-action"}, {"action", "ravage"}, {"land", "A3"}});
  SUBCASE("every step allowed: one advance per step, then the end") {
    auto run = scenario::start_scenario(d, "x.json");
    CHECK(run->advance());
    CHECK(run->advance());
    CHECK_FALSE(run->advance());
    CHECK(run->trace().error.empty());
  }
  SUBCASE("a refused first step ends the run there, the second never runs") {
    d["game_state"] = {{"spirits", {{{"id", "earth"}, {"name", "Vital Strength of the Earth"}}}}};
    d["steps"][0] = {{"do", "play-cards"}, {"spirit", "earth"}, {"cards", {"Flame's Fury"}}};
    auto run = scenario::start_scenario(d, "x.json");
    CHECK_FALSE(run->advance());
    CHECK(run->trace().error.find("cannot play 1 cards") != std::string::npos);
    CHECK(run->trace().steps.back().log.rfind("Stopped: ", 0) == 0);
  }
}
