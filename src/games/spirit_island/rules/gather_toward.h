#pragma once
// Gathering from further away: "Gather any Invader within Range equal to the amount of Air you
// have one land towards your Incarna" (Society Dissolves at the Beckoning Heart, the Lair Aspect's
// innate). A `gather` with `from_range` (a number, or an Element: the Range is how many of it the
// action's Spirit has in play) takes its pieces from any land within that Range of the target (the
// target itself excluded) and moves each one land towards the target: into an adjacent land one
// step nearer (from a land next to the target, that is the target: an ordinary Gather). Which land
// a piece comes from is choice `gather` (context TARGET:WHAT, nearest first), and where it goes
// when several lands are one step nearer, choice `land` (context "Gather towards TARGET: FROM").
// Isolate and pieces that can't move (Stubborn Solidity, the Lair) are respected at each step.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The Range a `gather` with `from_range` reaches for the action `a` (its Spirit's Elements in play
// when the range is an Element).
int gather_range(const Engine& e, const Op& op, ActionId a);

// Gathers `limit` of `op.what` one land towards `target` from lands within `range` of it.
void gather_toward(Engine& e, const Op& op, const Land& target, int range, int limit, ActionId a);

}  // namespace arbiter::si
