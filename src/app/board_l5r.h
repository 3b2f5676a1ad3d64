#pragma once
// The L5R mini board drawn from a trace snapshot (docs/l5r-board.md): each player's Family Honor,
// Personalities as cards with their stats and status, attachments, and the battlefields.
#include <nlohmann/json.hpp>

namespace arbiter::app {

void draw_l5r_board(const nlohmann::json& board, const nlohmann::json* previous);

}  // namespace arbiter::app
