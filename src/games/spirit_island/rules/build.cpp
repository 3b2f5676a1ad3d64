// Build — one Build action in one land: if the land has more Towns than Cities, add 1 City;
// otherwise add 1 Town. The new piece comes from the supply (nothing is upgraded).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void Engine::build_here(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  int towns = l.count(PieceKind::Town), cities = l.count(PieceKind::City);
  PieceKind k = towns > cities ? PieceKind::City : PieceKind::Town;
  add_piece(l, k, a);
  note("Build in " + l.id + ": " + (k == PieceKind::City ? "1 City added (more Towns than Cities)." : "1 Town added."));
}

}  // namespace arbiter::si
