#pragma once
// Builds a Spirit Island engine from a scenario-style JSON snippet ("board", "game_state",
// "effects"), with the card library from this repository.
#include <nlohmann/json.hpp>

#include <string>

#include "games/spirit_island/library.h"
#include "games/spirit_island/scenario_model.h"
#include "test_paths.h"

namespace arbiter::si::test {

inline Engine setup(const std::string& json_text) {
  set_library_dir(arbiter::test::repo_path("data/si"));
  Engine e = make_engine(nlohmann::json::parse(json_text), "test");
  e.recording = false;
  return e;
}

inline int count(const Engine& e, const std::string& land, const std::string& what) {
  return e.count_what(e.state.land(land), what);
}

inline InvaderCard card(const std::string& terrain) {
  InvaderCard c;
  c.name = terrain;
  c.terrains.push_back(static_cast<Terrain>(std::find(terrain_names().begin(), terrain_names().end(), terrain) - terrain_names().begin()));
  return c;
}

// Two lands, A3 (Jungle, Coastal) and A4 (Sands), adjacent; `pieces` is the "pieces" object.
inline std::string two_lands(const std::string& pieces, const std::string& game_state = "{}", const std::string& effects = "[]") {
  return R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]},
                                 {"id": "A4", "terrain": "sands", "adjacent": ["A3"]}],
                       "pieces": )" + pieces + R"(}, "game_state": )" + game_state + R"(, "effects": )" + effects + "}";
}

}  // namespace arbiter::si::test
