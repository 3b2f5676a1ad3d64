#pragma once
// The Spirit Island mini board drawn from a trace snapshot (docs/scenarios.md): lands as shapes in
// terrain colours with numbers and adjacency, pieces as icons with counts, Damage, Defend and
// Isolate, and a glow on what changed since the previous step.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace arbiter::app {

// Draws the board at the cursor, `height` tall and as wide as the content region.
void draw_si_board(const nlohmann::json& board, const nlohmann::json* previous, float height);
// One-line summary under the board: Fear, Blight card, Invader cards, phase.
void draw_si_status(const nlohmann::json& board);
// A small legend of the piece icons.
void draw_si_legend();

}  // namespace arbiter::app
