#pragma once
// What-if editing of a scenario's setup, per game: add or remove pieces and tokens, toggle effects.
// Returns true when the document changed (the caller re-runs the scenario).
#include <nlohmann/json.hpp>

#include <string>

namespace arbiter::app {

// `first_board`: the set-up snapshot of the current run (lands, cards and their stats).
bool edit_setup(const std::string& game, nlohmann::json& scenario, const nlohmann::json& first_board);

}  // namespace arbiter::app
