// Collapse in a Blast of Lava and Steam (see collapse.h).
#include "games/spirit_island/rules/collapse.h"

#include <utility>

namespace arbiter::si {

// The Damage for every Presence destroyed in `land` since the step was set up.
static void collapse_damage(Engine& e, const std::string& land, ActionId a) {
  const int n = std::exchange(e.local(a).collapse_pending[land], 0);
  if (n <= 0) return;
  const Land& l = e.state().land(land);
  const int invaders_before = l.invaders(), dahan_before = l.count(PieceKind::Dahan);
  const int dealt = invaders_before > 0 ? e.damage_invaders(l, n, "invaders", a, true) : 0;
  const int dahan_destroyed = dahan_before > 0 ? e.damage_dahan(l, n, a, true) : 0;
  e.note("Collapse in a Blast of Lava and Steam: " + count_of(n, "presence") + " destroyed in " + l.id + ", so " +
         std::to_string(n) + " Damage to the Invaders there (" +
         (invaders_before
              ? std::to_string(dealt) + " dealt, " + std::to_string(invaders_before - l.invaders()) + " destroyed"
              : std::string("none there")) +
         ") and " + std::to_string(n) + " to the Dahan (" +
         (dahan_before ? std::to_string(dahan_destroyed) + " destroyed" : std::string("none there")) + ").");
}

void collapse_after_presence_destroyed(Engine& e, const Land& l, const std::string& spirit, ActionId by) {
  if (by == kNoAction || !e.land_rule("collapse-in-a-blast", spirit, l)) return;
  if (e.local(by).collapse_pending[l.id]++ > 0) return;  // the step already set up counts this one too
  const std::string land = l.id;
  e.insert_next({rule_step([land](Engine& e2, ActionId a) { collapse_damage(e2, land, a); })});
}

}  // namespace arbiter::si
