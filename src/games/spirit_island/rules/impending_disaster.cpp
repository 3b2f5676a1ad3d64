// A Sense for Impending Disaster (see impending_disaster.h).
#include "games/spirit_island/rules/impending_disaster.h"
#include "games/spirit_island/rules/isolate.h"

namespace arbiter::si {

bool impending_disaster_applies(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  if (ev.by == kNoAction || ev.uid < 0 || e.local(ev.by).explorer_would_die) return false;
  const Land& l = e.state().land(ev.land);
  int i = piece_at(l, ev.uid);
  return i >= 0 && l.pieces[static_cast<size_t>(i)].kind == PieceKind::Explorer && !lands_open_from(e, l).empty();
}

void impending_disaster_instead(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  const Land& l = e.state().land(ev.land);
  const size_t index = static_cast<size_t>(piece_at(l, ev.uid));
  e.remove_damage(l.pieces[index], l.pieces[index].damage);
  std::vector<std::string> open = lands_open_from(e, l);
  kernel::ChoicePoint cp{"push",
                         "Where is the Explorer from " + l.id + " pushed (A Sense for Impending Disaster)?",
                         l.id + ":explorer",
                         open,
                         {},
                         false,
                         ev.by};
  std::string to = e.decide_one(cp, open.front());
  e.move_piece(l, index, e.state().land(to), ev.by);
  e.generate_fear(1, ev.by);
  e.note("A Sense for Impending Disaster (Tsardom of Russia): the first Explorer this action would destroy in " + l.id +
         " is pushed to " + to + " instead, and 1 Fear.");
}

}  // namespace arbiter::si
