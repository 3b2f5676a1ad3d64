// To Dream a Thousand Deaths (see to_dream.h).
#include "games/spirit_island/rules/to_dream.h"

namespace arbiter::si {

bool dream_instead_of_destroy(Engine& e, Land& l, size_t index, ActionId by) {
  if (by == kNoAction || !is_invader(l.pieces.at(index).kind)) return false;
  ActionLocal& loc = e.local(by);
  if (!loc.power || loc.spirit.empty() || !e.has_rule("to-dream-a-thousand-deaths", loc.spirit)) return false;
  Piece& p = l.pieces[index];
  p.damage = 0;
  if (loc.destroyed.count(p.uid)) return true;  // this action already dreamt its death
  loc.destroyed.insert(p.uid);
  const PieceKind kind = p.kind;
  const int fear = kind == PieceKind::Town ? 2 : kind == PieceKind::City ? 5 : 0;
  e.generate_fear(fear, by);
  std::string pushed;
  if (kind != PieceKind::City && !l.adjacent.empty()) {
    kernel::ChoicePoint cp{"push", "Where is the dreaming " + name(kind) + " from " + l.id + " pushed?", l.id + ":" + name(kind),
                           l.adjacent, {}, false, by};
    std::string to = e.choices.decide_one(cp, l.adjacent.front());
    e.move_piece(l, index, e.state.land(to), by);
    pushed = " and it is pushed to " + to;
  }
  e.fact(by, "dreamt", l.id, name(kind));
  e.note("To Dream a Thousand Deaths (a modifier): the " + name(kind) + " in " + l.id + " is not destroyed; instead " +
         std::to_string(fear) + " Fear" + pushed + ".");
  return true;
}

}  // namespace arbiter::si
