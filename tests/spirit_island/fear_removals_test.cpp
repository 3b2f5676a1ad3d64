// What a Fear card may not remove: Invaders in the Endless Dark (Trapped in the Endless Dark: 1
// Fear each instead) and Explorers under France Level 6 (Persistent Explorers: the players may Push
// them instead). No Fear card of the library removes Invaders, so a test library adds one.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

// The repository's library plus a Fear card "Test Removal" whose every level removes 1 Explorer,
// and "Test Downgrade", whose every level downgrades 1 Explorer (which removes it), in its land
// (an `each` land with Explorers).
const Library& removals_library() {
  static const Library lib = [] {
    set_library_dir(arbiter::test::repo_path("data/si"));
    Library l = library();
    auto levels = [](const char* op) {
      auto each =
          ops(std::string(R"([{"op": "each", "over": "land", "where": {"has": ["explorer"]}, "do": [)") + op + "]}]");
      return std::vector<std::vector<Op>>{each, each, each};
    };
    l.fear_cards["Test Removal"] = {"Test Removal", levels(R"({"op": "remove", "what": "explorer", "n": 1})"), {}};
    l.fear_cards["Test Downgrade"] = {
        "Test Downgrade", levels(R"({"op": "downgrade", "what": "explorer", "n": 1})"), {}};
    return l;
  }();
  return lib;
}

Engine engine_with_rules(const std::string& doc, const std::vector<std::pair<std::string, std::string>>& rules) {
  Engine e(load_state(nlohmann::json::parse(doc), "test"), removals_library(), quiet());
  for (const auto& [rule, spirit] : rules) e.install_rule(rule, spirit);
  return e;
}

const char* kBreathOnly = R"({"spirits": [{"id": "breath", "name": "Breath of Darkness Down Your Spine"}]})";
const std::vector<std::pair<std::string, std::string>> kTrapped{{"terror-stalks-the-land", "breath"},
                                                                {"trapped-in-the-endless-dark", "breath"}};

}  // namespace

TEST_CASE("Trapped in the Endless Dark: a Fear card can't remove Invaders there; 1 Fear per Invader instead") {
  for (const char* card : {"Test Removal", "Test Downgrade"}) {
    CAPTURE(card);
    SUBCASE("in the Endless Dark: it stays, 1 Fear") {
      Engine e = engine_with_rules(two_lands(R"({"endless-dark": {"explorer": 1}})", kBreathOnly), kTrapped);
      e.fear_card(card);
      CHECK(count(e, "endless-dark", "explorer") == 1);
      CHECK(e.state().fear_generated == 1);
    }
    SUBCASE("in a land: removed, no Fear") {
      Engine e = engine_with_rules(two_lands(R"({"A3": {"explorer": 1}})", kBreathOnly), kTrapped);
      e.fear_card(card);
      CHECK(count(e, "A3", "explorer") == 0);
      CHECK(e.state().fear_generated == 0);
    }
  }
  SUBCASE("a Spirit's action removes it there") {
    Engine e = engine_with_rules(two_lands(R"({"endless-dark": {"explorer": 1}})", kBreathOnly), kTrapped);
    e.basic_action("remove", ops(R"([{"op": "remove", "what": "explorer", "n": 1}])"), "endless-dark", "breath");
    CHECK(count(e, "endless-dark", "explorer") == 0);
    CHECK(e.state().fear_generated == 0);
  }
}

TEST_CASE(
    "Persistent Explorers (France Level 6): Fear card effects never remove Explorers; they may be pushed instead") {
  const std::string france6 = R"J({"adversary": {"name": "Kingdom of France (Plantation Colony)", "level": 6}})J";
  const std::string france5 = R"J({"adversary": {"name": "Kingdom of France (Plantation Colony)", "level": 5}})J";
  auto france = [](const std::string& game_state, int level) {
    Engine e = engine_with_rules(two_lands(R"({"A3": {"explorer": 1}})", game_state), {});
    for (const auto& [lvl, rules] : e.lib.adversaries.at("Kingdom of France (Plantation Colony)").levels)
      if (lvl <= level)
        for (const auto& r : rules) e.install_rule(r);
    return e;
  };
  for (const char* card : {"Test Removal", "Test Downgrade"}) {
    CAPTURE(card);
    SUBCASE("Level 6: pushed (the default)") {
      Engine e = france(france6, 6);
      e.fear_card(card);
      CHECK(count(e, "A3", "explorer") == 0);
      CHECK(count(e, "A4", "explorer") == 1);
    }
    SUBCASE("Level 6, the players decline the Push: it stays") {
      Engine e = france(france6, 6);
      e.script({pick("may", "Persistent Explorers", "no")});
      e.fear_card(card);
      CHECK(count(e, "A3", "explorer") == 1);
    }
    SUBCASE("Level 5: removed") {
      Engine e = france(france5, 5);
      e.fear_card(card);
      CHECK(count(e, "A3", "explorer") + count(e, "A4", "explorer") == 0);
    }
  }
  SUBCASE("Level 6, Isolated land: no Push, it stays") {
    Engine e = france(france6, 6);
    e.isolate(e.state().land("A3"));
    e.fear_card("Test Removal");
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("Level 6, not a Fear card: a Spirit's Remove removes it") {
    Engine e = france(france6, 6);
    e.basic_action("remove", ops(R"([{"op": "remove", "what": "explorer", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "explorer") + count(e, "A4", "explorer") == 0);
  }
}
