// Explore — one Explore action in one land: add exactly one Explorer, however many sources of
// Invaders there are and whatever is already there. Which lands Explore (a source: a Town or City
// in or adjacent to the land, or the Ocean for Coastal lands; Isolated lands neither Explore nor
// act as a source) is decided when the card is resolved (invader_cards.cpp).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void Engine::explore_here(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  add_piece(l, PieceKind::Explorer, a);
  note("Explore in " + l.id + ": 1 Explorer added.");
}

}  // namespace arbiter::si
