#pragma once
// The Spirit Island board's layout: lands as terrain shapes placed by their island layout (boards
// side by side) or in a grid, adjacency lines, each land's pieces as icons with count badges,
// Damage tags beside their piece, Defend, Isolate, and a ring on what changed. docs/board.md.
#include "board/layout.h"
#include "board/si_view.h"

namespace arbiter::board {

// previous: the step before (nullptr: the first step, nothing changed). The height is at most
// max_height; a grid of lands is no taller than its rows need.
Layout layout_si(const SiBoard& board, const SiBoard* previous, float width, float max_height);

// The text alternative: each land's contents and what changed.
std::string describe_si(const SiBoard& board, const SiBoard* previous);

// Terrain fill colours (one row per terrain).
Colour terrain_colour(const std::string& terrain);
// The colour of the Spirit with that index (Presence and Incarna).
Colour spirit_colour(int index);

}  // namespace arbiter::board
