#pragma once
// Builds a Spirit Island engine from a scenario-style JSON snippet ("board", "game_state",
// "effects"), with the card library from this repository.
#include <nlohmann/json.hpp>

#include <string>

#include "games/spirit_island/library.h"
#include "games/spirit_island/ops.h"
#include "games/spirit_island/scenario_model.h"
#include "kernel/choices.h"
#include "kernel/json_reader.h"
#include "test_paths.h"

namespace arbiter::si::test {

inline EngineOptions quiet() {
  EngineOptions o;
  o.recording = false;
  return o;
}

// Without trace recording unless `options` asks for it.
inline Engine setup(const std::string& json_text, EngineOptions options = quiet()) {
  set_library_dir(arbiter::test::repo_path("data/si"));
  return make_engine(nlohmann::json::parse(json_text), "test", options);
}

inline int count(const Engine& e, const std::string& land, const std::string& what) {
  return e.count_what(e.state().land(land), what);
}

// The Damage carried by the pieces of one kind in a land.
inline int damage_on(const Engine& e, const std::string& land, PieceKind kind) {
  int d = 0;
  for (const auto& p : e.state().land(land).pieces)
    if (p.kind == kind) d += p.damage;
  return d;
}

// Operations as a Power card or scenario writes them, e.g. R"([{"op": "damage", "n": 1}])".
inline std::vector<Op> ops(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text);
  return parse_ops(arbiter::kernel::JsonReader(j, "test"));
}

// A scripted answer to one choice point.
inline arbiter::kernel::ScriptedChoice pick(const std::string& kind, const std::string& context,
                                            const std::string& answer) {
  return {kind, context, {answer}, "test", false};
}

inline InvaderCard card(const std::string& terrain) {
  InvaderCard c;
  c.name = terrain;
  c.terrains.push_back(static_cast<Terrain>(std::find(terrain_names().begin(), terrain_names().end(), terrain) -
                                            terrain_names().begin()));
  return c;
}

// Two lands, A3 (Jungle, Coastal) and A4 (Sands), adjacent; `pieces` is the "pieces" object.
inline std::string two_lands(const std::string& pieces, const std::string& game_state = "{}",
                             const std::string& effects = "[]") {
  return R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]},
                                 {"id": "A4", "terrain": "sands", "adjacent": ["A3"]}],
                       "pieces": )" +
         pieces + R"(}, "game_state": )" + game_state + R"(, "effects": )" + effects + "}";
}

// two_lands(pieces) after one Invader action ("ravage", "build", "explore") in A3.
inline Engine after_invader_action(const std::string& action, const std::string& pieces) {
  Engine e = setup(two_lands(pieces));
  e.invader_action(action, "A3");
  return e;
}

}  // namespace arbiter::si::test
