#pragma once
// The L5R mini board of a trace snapshot (docs/l5r-board.md), laid out by the core
// (src/board/l5r_layout.h) and drawn here with ImGui (board_draw.h); docs/board.md.
#include <nlohmann/json.hpp>

namespace arbiter::app {

void draw_l5r_board(const nlohmann::json& board, const nlohmann::json* previous);

}  // namespace arbiter::app
