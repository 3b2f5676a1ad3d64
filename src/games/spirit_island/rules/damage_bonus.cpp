// Damage bonuses (see damage_bonus.h).
#include "games/spirit_island/rules/damage_bonus.h"

namespace arbiter::si {

int take_damage_bonus(Engine& e, ActionId a, std::string& how) {
  ActionLocal& loc = e.local(a);
  if (!loc.power || loc.damage_bonus_used) return 0;
  int bonus = 0;
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "damage-bonus" && m.payload.spirit == loc.spirit) {
      bonus += m.payload.n;
      loc.damage_bonus_used = true;
      how += " +" + std::to_string(m.payload.n) + " (" + m.name + ")";
    }
  return bonus;
}

int power_damage_bonus(Engine& e, int amount, ActionId a) {
  if (amount <= 0 || a == kNoAction) return 0;
  std::string how;
  const int bonus = take_damage_bonus(e, a, how);
  if (bonus > 0) e.note("Damage bonus:" + how + ".");
  return bonus;
}

}  // namespace arbiter::si
