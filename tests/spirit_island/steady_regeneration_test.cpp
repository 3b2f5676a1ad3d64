// Steady Regeneration (A Spread of Rampant Green): a Presence added by Growth may be one of its
// destroyed Presence, freely while the island is Healthy, for 1 Energy while it is Blighted
// (rules/steady_regeneration.h). Run as scenarios, so the `add-presence` step (Growth) is covered.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "games/spirit_island/scenario_model.h"

using namespace arbiter;

namespace {

// Green destroys 1 of its 2 Presence in A3, then adds 1 Presence in A4 by Growth.
kernel::Trace grow(bool blighted, int energy, const std::string& choices, const std::string& expect) {
  const std::string doc = R"({"id": "t", "game": "spirit-island", "title": "t",
    "board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]}, {"id": "A4", "terrain": "sands", "adjacent": ["A3"]}],
              "pieces": {"A3": {"presence": {"green": 2}}}},
    "game_state": {"spirits": [{"id": "green", "name": "A Spread of Rampant Green", "energy": )" +
                          std::to_string(energy) + R"(}],
                   "blight_card": {"name": "Blighted Island", "flipped": )" +
                          (blighted ? "true" : "false") + R"(}},
    "steps": [{"do": "action", "label": "destroy", "land": "A3", "spirit": "green",
               "ops": [{"op": "destroy", "what": "presence", "n": 1, "spirit": "green"}]},
              {"do": "add-presence", "land": "A4", "spirit": "green"}],
    "choices": )" + choices +
                          R"(, "expect": )" + expect + "}";
  return si::run_scenario(nlohmann::json::parse(doc), "t.json");
}

}  // namespace

TEST_CASE("Steady Regeneration: a Growth add may use a destroyed Presence, for 1 Energy while Blighted") {
  SUBCASE("Healthy: taken by default, freely") {
    auto t = grow(false, 2, "[]", R"([{"presence_destroyed": {"green": 0}}, {"energy": {"green": 2}},
                                     {"land": "A4", "presence": {"green": 1}}])");
    CHECK(t.passed);
  }
  SUBCASE("Blighted: 1 Energy for it") {
    auto t = grow(true, 2, "[]", R"([{"presence_destroyed": {"green": 0}}, {"energy": {"green": 1}}])");
    CHECK(t.passed);
  }
  SUBCASE("Blighted with no Energy: not offered, the destroyed Presence stays destroyed") {
    auto t = grow(true, 0, "[]", R"([{"presence_destroyed": {"green": 1}}, {"energy": {"green": 0}}])");
    CHECK(t.passed);
  }
  SUBCASE("declined: from its track, nothing paid") {
    auto t = grow(true, 2, R"([{"kind": "may", "context": "Steady Regeneration", "pick": "no"}])",
                  R"([{"presence_destroyed": {"green": 1}}, {"energy": {"green": 2}}])");
    CHECK(t.passed);
  }
}
