// Build — one Build action in one land: if the land has more Towns than Cities, add 1 City;
// otherwise add 1 Town. The new piece comes from the supply (nothing is upgraded). Habsburg Level 2
// (More Rural Than Urban): 1 City in an Inland land becomes 2 Towns.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void Engine::build_here(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  int towns = l.count(PieceKind::Town), cities = l.count(PieceKind::City);
  PieceKind k = towns > cities ? PieceKind::City : PieceKind::Town;
  if (k == PieceKind::City && !l.coastal && has_rule("more-rural-than-urban")) {
    add_piece(l, PieceKind::Town, a);
    add_piece(l, PieceKind::Town, a);
    note("Build in " + l.id + ": More Rural Than Urban (Habsburg Level 2) — in an Inland land 2 Towns instead of 1 City.");
    return;
  }
  add_piece(l, k, a);
  note("Build in " + l.id + ": " + (k == PieceKind::City ? "1 City added (more Towns than Cities)." : "1 Town added."));
}

}  // namespace arbiter::si
