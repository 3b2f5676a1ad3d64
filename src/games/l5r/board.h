#pragma once
// The L5R board snapshot the app draws and the traces carry (documented in docs/l5r-board.md).
#include <nlohmann/json.hpp>

#include "games/l5r/engine.h"

namespace arbiter::l5r {

nlohmann::json board_json(const Engine& engine);

}  // namespace arbiter::l5r
