#pragma once
// England Levels 3 and 4, High Immigration: an extra Build slot to the left of Ravage (the slot
// "high_immigration"). Its cards Build each Invader Phase before the Ravage Step; when the cards
// advance, the Ravage cards slide onto it and its own cards go to the discard. At Level 3 (rule
// "high-immigration") the tile is removed when a Stage II card slides onto it, that card going to
// the discard; at Level 4 (rule "high-immigration-stays") it stays all game.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The slot's name in State::slots.
inline constexpr const char* kHighImmigrationSlot = "high_immigration";

// Whether the High Immigration tile is on the Invader board now.
bool high_immigration_tile(const Engine& e);

// The Build from the tile, before the Ravage Step (nothing without the tile).
void high_immigration_build(Engine& e);

// Call before the Ravage cards move on: they slide onto the tile (Level 3: a Stage II card removes it).
void high_immigration_advance(Engine& e);

}  // namespace arbiter::si
