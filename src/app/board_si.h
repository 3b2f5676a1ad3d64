#pragma once
// The Spirit Island mini board of a trace snapshot (docs/scenarios.md), laid out by the core
// (src/board/si_layout.h) and drawn here with ImGui (board_draw.h); docs/board.md.
#include <nlohmann/json.hpp>

namespace arbiter::app {

// Draws the board at the cursor, at most `height` tall and as wide as the content region.
void draw_si_board(const nlohmann::json& board, const nlohmann::json* previous, float height);
// One-line summary under the board: Fear, Blight card, Invader cards, phase.
void draw_si_status(const nlohmann::json& board);
// A small legend of the piece icons.
void draw_si_legend();

}  // namespace arbiter::app
