// Explore — one Explore action in one land: add exactly one Explorer, however many sources of
// Invaders there are and whatever is already there. Which lands Explore (a source: a Town or City
// in or adjacent to the land, or the Ocean for Coastal lands; Isolated lands neither Explore nor
// act as a source) is decided when the card is resolved (invader_cards.cpp).
// Scotland Level 1 (Trading Port) changes what an Explore card adds in Coastal lands; France Level 1
// (Frontier Explorers) adds a second Explorer to a land without Town/City.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void Engine::explore_here(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  // Scotland Level 1 "Trading Port": in Coastal lands, Explore cards add 1 Town instead of 1 Explorer;
  // the Coastal Lands card does so in at most 2 lands per board (counted over this card's Explores).
  const std::string& source = tree().at(a).source;
  if (has_rule("trading-port") && l.coastal && source.rfind("Invader card ", 0) == 0) {
    int towns = 0;
    if (source == "Invader card Coastal Lands" && local(a).card_first != kNoAction)
      for (ActionId i = local(a).card_first; i < a; ++i)
        for (const auto& f : tree().at(i).facts)
          towns += tree().at(i).parent == kNoAction && local(i).invader_action == "explore" && f.kind == "added" &&
                   f.subject == "town" && state.land(f.place).board == l.board;
    if (towns < 2) {
      add_piece(l, PieceKind::Town, a);
      note("Explore in " + l.id + ": Trading Port (Scotland Level 1) — in a Coastal land an Explore card adds 1 Town instead of 1 Explorer.");
      return;
    }
    note("Trading Port: the Coastal Lands card already added a Town in 2 lands of board " + l.board + ", so an Explorer here.");
  }
  add_piece(l, PieceKind::Explorer, a);
  note("Explore in " + l.id + ": 1 Explorer added.");
  // France Level 1 "Frontier Explorers": an Explore that added its Explorer (this one did: skipped
  // Explores never get here) into a land without Town/City adds another.
  if (has_rule("frontier-explorers") && l.count(PieceKind::Town) + l.count(PieceKind::City) == 0) {
    add_piece(l, PieceKind::Explorer, a);
    note("Explore in " + l.id + ": Frontier Explorers (France Level 1) — no Town/City here, so 1 more Explorer.");
  }
}

}  // namespace arbiter::si
