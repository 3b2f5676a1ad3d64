// Each row of the L5R expectation tables ("expect", each card's and each player's keys), through the
// runner: a sample that holds and one that does not, checked right after a step. A key added without
// samples here fails the test.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>
#include <map>
#include <string>

#include "games/l5r/scenario_expect.h"
#include "kernel/errors.h"
#include "kernel/json_reader.h"
#include "scenario/runner.h"
#include "test_paths.h"

using namespace arbiter;
using nlohmann::json;

namespace {

// A scenario whose first step bows nobody new: P1 plays EX Gesture on the bowed EX Botan and gains
// 2 Honor, keeping EX Proof in hand. `expect` is checked right after that step.
kernel::Trace run_gesture(const json& expect) {
  const std::string file = arbiter::test::repo_path("data/scenarios/l5r/choices-chosen-vs-happened.json");
  json doc = kernel::read_json_file(file);
  doc["steps"][0]["expect"] = expect;
  return scenario::run_scenario(doc, file);
}
bool gesture_passes(const json& expect) { return run_gesture(expect).passed; }

struct KeySamples {
  json pass, fail;
};

// Checks every key of `table` against its samples; `wrap` puts a sample where the key belongs.
template <class Table, class Wrap>
void check_every_key(const Table& table, const std::map<std::string, KeySamples>& samples, Wrap wrap) {
  const auto keys = table.keys();
  for (const auto& key : keys) {
    CAPTURE(key);
    auto it = samples.find(key);
    REQUIRE_MESSAGE(it != samples.end(), "no samples for this key");
    CHECK(gesture_passes(wrap(key, it->second.pass)));
    CHECK_FALSE(gesture_passes(wrap(key, it->second.fail)));
  }
  CHECK(samples.size() == keys.size());
}

std::string gesture_load_error(const json& expect) {
  try {
    run_gesture(expect);
  } catch (const kernel::LoadError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("Every L5R expectation key passes when its claim holds and fails when it does not") {
  SUBCASE("the keys of an expect object") {
    const std::map<std::string, KeySamples> samples{
        {"cards", {{{"botan", {{"bowed", true}}}}, {{"botan", {{"bowed", false}}}}}},
        {"players", {{{"P1", {{"honor", 12}}}}, {{"P1", {{"honor", 10}}}}}},
        {"army_force", {{{"P1@BF1", nullptr}}, {{"P1@BF1", 3}}}},
        {"dynasty_skipped_turns", {json::array(), {1}}},
        {"current_battle", {nullptr, "BF1"}},
        {"delayed_pending", {0, 1}},
        {"choices",
         {{{{"kind", "choose-to"}, {"context", "gesture"}, {"chosen", "yes"}}},
          {{{"kind", "choose-to"}, {"chosen", "no"}}}}},
        {"no_choice", {{{{"kind", "may"}}}, {{{"kind", "choose-to"}}}}},
    };
    check_every_key(l5r::expect_table(), samples, [](const std::string& key, const json& v) { return json{{key, v}}; });
  }
  SUBCASE("the keys of a card") {
    const std::map<std::string, KeySamples> samples{
        {"ability_used", {false, true}},
        {"attached_to", {"", "gesture"}},
        {"bowed", {true, false}},
        {"chi", {3, 4}},
        {"dead", {false, true}},
        {"dishonored", {false, true}},
        {"force", {2, 3}},
        {"keywords_exclude", {{"Shugenja"}, {"Samurai"}}},
        {"keywords_include", {{"Samurai", "Crane Clan"}, {"Shugenja"}}},
        {"location", {"home", "BF1"}},
        {"opposed", {false, true}},
        {"personal_honor", {2, 1}},
        {"zone", {"in_play", "hand"}},
    };
    check_every_key(l5r::card_expect_table(), samples, [](const std::string& key, const json& v) {
      return json{{"cards", {{"botan", {{key, v}}}}}};
    });
  }
  SUBCASE("the keys of a player") {
    const std::map<std::string, KeySamples> samples{
        {"favor", {false, true}},
        {"hand_excludes", {{"gesture"}, {"proof"}}},
        {"hand_includes", {{"proof"}, {"gesture"}}},
        {"hand_size", {1, 0}},
        {"honor", {12, 11}},
    };
    check_every_key(l5r::player_expect_table(), samples, [](const std::string& key, const json& v) {
      return json{{"players", {{"P1", {{key, v}}}}}};
    });
  }
  SUBCASE("docs/l5r-board.md describes every key") {
    std::ifstream in(arbiter::test::repo_path("docs/l5r-board.md"));
    const std::string docs((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const size_t from = docs.find("`expect` (final, required)"), to = docs.find("## Card library");
    REQUIRE(from < to);
    const std::string section = docs.substr(from, to - from);
    for (const auto& keys :
         {l5r::expect_table().keys(), l5r::card_expect_table().keys(), l5r::player_expect_table().keys()})
      for (const auto& key : keys) CHECK_MESSAGE(section.find(key) != std::string::npos, key);
  }
  SUBCASE("an unknown key is refused, naming every allowed one") {
    std::string e = gesture_load_error({{"colour", "red"}});
    CHECK(e.find("at /steps/0/expect/colour: expected no member \"colour\" here; allowed: ") != std::string::npos);
    for (const auto& key : l5r::expect_table().keys()) CHECK_MESSAGE(e.find(key) != std::string::npos, key);
    std::string card = gesture_load_error({{"cards", {{"botan", {{"colour", "red"}}}}}});
    CHECK(card.find("at /steps/0/expect/cards/botan/colour: expected no member \"colour\" here; allowed: ") !=
          std::string::npos);
    for (const auto& key : l5r::card_expect_table().keys()) CHECK_MESSAGE(card.find(key) != std::string::npos, key);
  }
}
