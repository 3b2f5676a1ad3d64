// Explore — one Explore action in one land: add exactly one Explorer, however many sources of
// Invaders there are and whatever is already there. Which lands Explore (a source: a Town or City
// in or adjacent to the land, or the Ocean for Coastal lands; Isolated lands neither Explore nor
// act as a source) is decided when the card is resolved (invader_cards.cpp).
// The Explorer passes through the would-add hook point, where Scotland Level 1 (Trading Port,
// rules/trading_port.h) may add a Town instead; France Level 1 (Frontier Explorers) adds a second
// Explorer to a land without Town/City.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void Engine::explore_here(const std::string& land, ActionId a) {
  Land& l = state_.land(land);
  if (!add_piece(l, PieceKind::Explorer, a).empty()) return;  // the replacement said what it added
  note("Explore in " + l.id + ": 1 Explorer added.");
  // France Level 1 "Frontier Explorers": an Explore that added its Explorer (this one did: skipped
  // or replaced Explores never get here) into a land without Town/City adds another.
  if (has_rule("frontier-explorers") && l.count(PieceKind::Town) + l.count(PieceKind::City) == 0) {
    add_piece(l, PieceKind::Explorer, a);
    note("Explore in " + l.id + ": Frontier Explorers (France Level 1) — no Town/City here, so 1 more Explorer.");
  }
}

}  // namespace arbiter::si
