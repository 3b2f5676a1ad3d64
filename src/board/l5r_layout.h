#pragma once
// The L5R table's layout: heading, each player's Family Honor, battlefields with their
// Personalities as cards (stats, status, attachments), each player's home, and notes on dead
// Personalities, effects, preventions and waiting effects; a ring on what changed. docs/board.md.
#include "board/l5r_view.h"
#include "board/layout.h"

namespace arbiter::board {

// As tall as its contents need.
Layout layout_l5r(const L5rBoard& board, const L5rBoard* previous, float width);

// The text alternative: Honor, each battlefield and home with its Personalities, what changed.
std::string describe_l5r(const L5rBoard& board, const L5rBoard* previous);

}  // namespace arbiter::board
