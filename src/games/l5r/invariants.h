#pragma once
// What must hold of every L5R board, at set-up and after every action: each card is in exactly one
// place (its zone and its owner's zone list agree), attachments sit on a Personality in play,
// units in play stand at home or at a battlefield on the board with a side that matches, and the
// battle and the Imperial Favor name things that exist. The scenario loader refuses a board that
// breaks one; the engine stops with std::logic_error if an action ever leaves one broken.
#include <string>

#include "games/l5r/cards.h"
#include "games/l5r/state.h"

namespace arbiter::l5r {

// The first broken invariant in plain words, or "" when all hold.
std::string check_invariants(const GameState& s, const CardLibrary& lib);

}  // namespace arbiter::l5r
