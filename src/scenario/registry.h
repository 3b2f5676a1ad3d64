#pragma once
// The game models the scenario runner knows, keyed by the scenario's "game" field.
#include <memory>
#include <string>
#include <vector>

#include "kernel/game_model.h"

namespace arbiter::scenario {

// All registered models (built once). Add a model in registry.cpp.
const std::vector<std::unique_ptr<kernel::GameModel>>& game_models();
// The model for `game`, or nullptr.
const kernel::GameModel* find_game_model(const std::string& game);

}  // namespace arbiter::scenario
