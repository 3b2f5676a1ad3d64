// Senseless Roaming (see senseless_roaming.h).
#include "games/spirit_island/rules/senseless_roaming.h"

#include <algorithm>

#include "games/spirit_island/rules/isolate.h"
#include "games/spirit_island/rules/optional.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

static void roam(Engine& e, const std::string& land, int uid, ActionId a) {
  Land& l = e.state.land(land);
  auto it = std::find_if(l.pieces.begin(), l.pieces.end(), [&](const Piece& p) { return p.uid == uid; });
  if (it == l.pieces.end()) {
    e.note("Senseless Roaming: the piece that took the Strife is no longer in " + land + "; nothing to Push.");
    return;
  }
  const std::string what = name(it->kind);
  Op push;
  push.kind = OpKind::Push;
  push.what = what;
  push.n = 1;
  push.may = true;
  if (!take_optional(e, push, a)) return;
  if (!can_change(e, l, *it, a, "moved")) return;
  IsolateLet let = IsolateLet::Unasked;
  std::vector<std::string> dest = invader_moves(e, land, l.adjacent, what, a, let);
  if (dest.empty()) {
    e.note("Senseless Roaming: the " + label(*it) + " in " + land + " has nowhere to be pushed.");
    return;
  }
  kernel::ChoicePoint cp{
      "push", "Where is the pushed " + what + " from " + land + " going?", land + ":" + what, dest, {}, false, a};
  const std::string to = e.choices.decide_one(cp, dest.front());
  const std::string piece = label(*it);
  e.move_piece(l, static_cast<size_t>(it - l.pieces.begin()), e.state.land(to), a);
  e.note("Senseless Roaming: Push the " + piece + " from " + land + " to " + to + ".");
}

void senseless_roaming(Engine& e, const std::string& land, int uid, ActionId a) {
  const std::string& spirit = e.local(a).spirit;
  if (spirit.empty() || !e.has_rule("senseless-roaming", spirit)) return;
  e.insert_next({rule_step([land, uid](Engine& e2, ActionId a2) { roam(e2, land, uid, a2); })});
}

}  // namespace arbiter::si
