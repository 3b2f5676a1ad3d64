// Senseless Roaming (see senseless_roaming.h).
#include "games/spirit_island/rules/senseless_roaming.h"
#include "games/spirit_island/rules/optional.h"

#include "games/spirit_island/rules/isolate.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

void senseless_roaming(Engine& e, const Land& l, size_t index, ActionId a) {
  const std::string spirit = e.local(a).spirit;
  const PieceKind kind = l.pieces[index].kind;
  if (spirit.empty() || !e.land_rule("senseless-roaming", spirit, l) ||
      (kind != PieceKind::Explorer && kind != PieceKind::Town))
    return;
  IsolateLet let = IsolateLet::Unasked;
  std::vector<std::string> dest = invader_moves(e, l.id, l.adjacent, name(kind), a, let);
  if (dest.empty() || !can_change(e, l, l.pieces[index], a, "moved")) return;
  const std::string context = "Senseless Roaming";
  if (!ask_may(e, context + ": push the " + name(kind) + " that just took Strife in " + l.id + "?", context, true, a)) {
    e.note(context + ": the players leave the " + name(kind) + " with Strife in " + l.id + ".");
    return;
  }
  kernel::ChoicePoint cp{
      "push", "Where is the " + name(kind) + " pushed from " + l.id + "?", l.id + ":" + name(kind), dest, {}, false, a};
  const std::string to = e.decide_one(cp, dest.front());
  e.move_piece(l, index, e.state().land(to), a);
  e.note(context + ": " + e.spirit_name(spirit) + "'s action put Strife on " + a_piece(name(kind)) + " in " + l.id +
         ", which is pushed to " + to + ".");
}

}  // namespace arbiter::si
