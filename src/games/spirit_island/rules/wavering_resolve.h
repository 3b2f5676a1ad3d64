#pragma once
// Wavering Resolve (An Ominous Dawn's Terror Level II-III side): remove 1 Health worth of Invaders
// per Power Card in play that generates Fear. It is one action, so the Health is pooled across the
// island (FAQ: unlike "each player removes", one action's removal combines).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Remove Invaders whose Health totals at most `health`, anywhere on the island. Which Invaders is
// the players' choice ("which-piece", context "Wavering Resolve", options "land:kind"), asked
// while any Invader still fits; the default is the one with the most Health, the first land first.
void wavering_resolve(Engine& e, int health, ActionId a);

}  // namespace arbiter::si
