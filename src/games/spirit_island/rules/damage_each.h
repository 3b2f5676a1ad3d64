#pragma once
// "n Damage to each Town/City" (or each Dahan): one instance of Damage spread piece by piece.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Deals `per_piece` Damage to each piece of `group` in `l` as one instance of Damage: `bonus`
// (Damage bonuses such as Flame's Fury) and any Badlands the players use on it are added once, to
// one piece — one the extra Damage destroys if there is one, else the biggest. Returns the log line.
std::string damage_each(Engine& e, Land& l, const std::string& group, int per_piece, int bonus, ActionId a);

}  // namespace arbiter::si
