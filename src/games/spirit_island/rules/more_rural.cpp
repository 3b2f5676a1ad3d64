// More Rural Than Urban (see more_rural.h).
#include "games/spirit_island/rules/more_rural.h"

namespace arbiter::si {

bool more_rural_applies(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  return ev.what == "city" && ev.by != kNoAction && e.local(ev.by).invader_action == "build" &&
         !e.state().land(ev.land).coastal;
}

void more_rural_instead(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  const Land& l = e.state().land(ev.land);
  e.add_piece(l, PieceKind::Town, ev.by);
  e.add_piece(l, PieceKind::Town, ev.by);
  e.note("Build in " + l.id +
         ": More Rural Than Urban (Habsburg Level 2) — in an Inland land 2 Towns instead of 1 City.");
}

}  // namespace arbiter::si
