#pragma once
// What-if editing of a scenario's setup, per game: add or remove pieces and tokens, toggle effects.
// Returns true when the document changed (the caller re-runs the scenario).
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace arbiter::app {

// `land_ids`: the lands of the board as the engine set it up (standard boards included).
bool edit_setup(const std::string& game, nlohmann::json& scenario, const std::vector<std::string>& land_ids);

}  // namespace arbiter::app
