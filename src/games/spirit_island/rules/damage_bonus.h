#pragma once
// Damage bonuses (modifier "damage-bonus": "+n Damage" on a Spirit's Damage-dealing Powers, Flame's
// Fury): a Power of that Spirit adds each bonus once, to one instance of its Damage — the first it
// deals, a Durable Town's 2 Damage included, a Power's triggered Damage too; Damage from anything
// that is not a Power (a Ravage, a special rule such as Blazing Presence) gets none.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The bonus this instance of Damage by action `a` gets (0 once the action has used it); appends
// " +n (source)" per bonus to `how`, the log's account of the Damage.
int take_damage_bonus(Engine& e, ActionId a, std::string& how);

// The bonus for `amount` Damage that the Damage primitives (Engine::damage_invaders, damage_dahan)
// deal for action `a`, noted in the log: so every path a Power's Damage takes — an operation, a
// trigger the Power set up (Vengeance of the Dead, Blood Draws Predators) — gets it, once per
// action. 0 for no Damage (nothing to boost) or no action.
int power_damage_bonus(Engine& e, int amount, ActionId a);

}  // namespace arbiter::si
