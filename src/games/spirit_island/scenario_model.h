#pragma once
// Spirit Island scenarios: the "board", "game_state", "effects", "steps", "choices" and "expect"
// sections of a scenario file (docs/scenarios.md), loaded into an Engine and run into a Trace.
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "games/spirit_island/engine.h"
#include "kernel/game_model.h"

namespace arbiter::si {

// Parses the scenario (LoadError on any mistake) and runs it.
kernel::Trace run_scenario(const nlohmann::json& doc, const std::string& file);

// Builds the state of a "board" + "game_state" section (used by tests and random play too).
State load_state(const nlohmann::json& doc, const std::string& file);

// Builds the state and installs the Spirits', game scenario's, adversary's and flipped Blight
// card's rules and the "effects" section: the engine a scenario's steps run on.
Engine make_engine(const nlohmann::json& doc, const std::string& file);

std::unique_ptr<kernel::GameModel> make_scenario_model();

}  // namespace arbiter::si
