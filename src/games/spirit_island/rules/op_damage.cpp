// The `damage` operation: n Damage (per X, capped, plus per X in the adjacent lands) in one
// instance to the Invaders, a group of them or the Dahan; bonuses (rules/damage_bonus.cpp) after
// the cap, nothing to boost when it is 0. "To each" and "to a different" are rules/damage_each.cpp.
#include <algorithm>

#include "games/spirit_island/rules/damage_bonus.h"
#include "games/spirit_island/rules/damage_each.h"
#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"

namespace arbiter::si {

// "+1 Damage per Blight in adjacent lands": part of the same Damage.
static int damage_from_adjacent(Engine& e, const Land& l, const Op& op) {
  int near = 0;
  if (op.plus_per_adjacent > 0)
    for (const auto& adj : l.adjacent)
      for (const auto& w : op.per) near += op.plus_per_adjacent * e.count_what(e.state().land(adj), w);
  return near;
}

void run_damage(Engine& e, const Op& op, ActionId a) {
  const Land* land = op_land(e, op, a);
  if (!land) return;
  const Land& l = *land;
  int total = op.n * (op.per.empty() ? 1 : per_count(e, l, op.per, a));
  const int near = damage_from_adjacent(e, l, op);
  total += near;
  int n = op.cap >= 0 ? std::min(total, op.cap) : total;  // caps apply to natural Damage, before bonuses
  std::string how =
      std::to_string(n) +
      (n != total ? " (" + std::to_string(total) + " counted, capped at " + std::to_string(op.cap) + ")" : "") +
      (near > 0 ? " (" + std::to_string(near) + " for " + kernel::JsonReader::join(op.per) + " in adjacent lands)"
                : "");
  if (n <= 0) {
    e.note("No Damage is dealt in " + l.id + ", so nothing can boost it.");
    return;
  }
  if (abducts_instead(e, op, l, a)) return;  // Terror Stalks the Land (rules/endless_dark.h)
  int natural = n;
  n += take_damage_bonus(e, a, how);  // rules/damage_bonus.cpp
  if (e.count_what(l, op.what) == 0) {
    std::string who = op.what == "dahan" ? "Dahan" : op.what == "invaders" ? "Invaders" : op.what;
    e.note("Damage in " + l.id + ": " + how + ", but no " + who + " are there to take it.");
    return;
  }
  if (op.each) {  // rules/damage_each.cpp
    e.note(damage_each(e, l, op.what, natural, n - natural, a));
    return;
  }
  if (op.different) {  // n to each of that many different pieces, one instance of Damage
    e.note(damage_each(e, l, op.what, op.n, n - natural, a, natural / op.n));
    return;
  }
  if (what_of(op.what).covers(PieceKind::Dahan)) {
    int d = e.damage_dahan(l, n, a, true);
    e.note("Damage to Dahan in " + l.id + ": " + how + "; " + std::to_string(d) + " Dahan destroyed.");
    return;
  }
  int before = e.tree().at(a).count("destroyed", l.id);  // counted, not inferred: a piece may be saved or moved instead
  int dealt = e.damage_invaders(l, n, op.what, a, true);
  int killed = e.tree().at(a).count("destroyed", l.id) - before;
  e.note("Damage in " + l.id + ": " + how + (dealt != n ? " — " + std::to_string(dealt) + " dealt in all" : "") + ", " +
         std::to_string(killed) + " Invader" + (killed == 1 ? "" : "s") + " destroyed.");
}

}  // namespace arbiter::si
