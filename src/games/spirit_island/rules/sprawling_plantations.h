#pragma once
// France's loss condition, Sprawling Plantations (rule "sprawling-plantations", from Level 0):
// before Setup all but 7 Towns per player go back to the box, so the supply holds 7 per player
// less those on the island (in any place: a Town destroyed or removed returns to the supply).
// Invaders win if a Town ever cannot be placed: the Town is not placed, the players lose
// (judged after the action tree, like every loss).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Towns France's supply holds per player.
inline constexpr int kSprawlingTownsPerPlayer = 7;

// Called before a Town is placed in `land`: true (the loss noted) when the supply has none left.
bool no_town_to_place(Engine& e, const std::string& land);

}  // namespace arbiter::si
