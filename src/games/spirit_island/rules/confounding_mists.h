#pragma once
// Confounding Mists (second option): "Each Invader added to target land this turn may be
// immediately Pushed to any adjacent land."
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Did the completed action add Invaders to `land`? Only "added" counts: Build, Explore, Events,
// adversary and scenario effects add; Push/Gather move, and replacing puts in neither.
bool confounding_mists_fires(const kernel::ActionRecord& r, const std::string& land);

// The triggered action: each Invader the cause added there may be Pushed (choice "push", context
// "LAND:KIND", an adjacent land or "stay"; default the first adjacent land).
void confounding_mists(Engine& e, ActionId a);

}  // namespace arbiter::si
