#pragma once
// "n Damage to each Town/City" (or each Dahan): one instance of Damage spread piece by piece.
//  1. Protections (hook kWouldDamage) may stop it all.
//  2. The pieces hit are fixed before any is destroyed; each takes `per_piece`.
//  3. The extra Damage — Damage bonuses (Flame's Fury) and the Badlands the players use on this
//     instance — is 1 Damage per point in total, not per piece, distributed as the players choose:
//     choice "extra-damage", context the land, options the kinds of piece hit, one answer per point
//     (each point goes to the piece of that kind it brings closest to destruction). Default: each
//     point to the first piece, biggest first, that the points left can still destroy; else to the
//     biggest piece left standing.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Deals `per_piece` Damage to each piece of `group` in `l` as one instance of Damage, with `bonus`
// (Damage bonuses) and any Badlands used on it as extra Damage. With `at_most` ≥ 0 only that many
// different pieces are hit ("each Dahan deals 1 Damage to a different Invader"): the players pick
// them (choice "pieces", context the land; default the pieces closest to destruction, biggest
// first). Returns the log line.
std::string damage_each(Engine& e, const Land& l, const std::string& group, int per_piece, int bonus, ActionId a,
                        int at_most = -1);

}  // namespace arbiter::si
