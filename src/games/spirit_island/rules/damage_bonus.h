#pragma once
// Damage bonuses (modifier "damage-bonus": "+n Damage" on a Spirit's Damage-dealing Powers, Flame's
// Fury): a Power of that Spirit adds each bonus once, to one instance of its Damage — the first it
// deals, a Durable Town's 2 Damage included; Damage from anything that is not a Power gets none.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The bonus this instance of Damage by action `a` gets (0 once the action has used it); appends
// " +n (source)" per bonus to `how`, the log's account of the Damage.
int take_damage_bonus(Engine& e, ActionId a, std::string& how);

}  // namespace arbiter::si
