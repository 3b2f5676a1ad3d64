#pragma once
// What-if editing of a scenario's setup, per game: add or remove pieces and tokens, toggle effects.
// Returns true when the document changed (the caller re-runs the scenario).
#include <nlohmann/json.hpp>

#include <string>

namespace arbiter::app {

bool edit_setup(const std::string& game, nlohmann::json& scenario);

}  // namespace arbiter::app
