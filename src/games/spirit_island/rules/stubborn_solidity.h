#pragma once
// Stubborn Solidity (Stone's Unyielding Defiance): "Dahan in target land can't be changed (they
// aren't damaged, destroyed, removed, replaced or moved)" — the land-scoped replacement modifier
// "dahan-unchanged", set up by the card for this turn:
//  1. Damage to Dahan there is not dealt (hook kWouldDamage): by Powers, by Ravaging Invaders.
//  2. Dahan there are not destroyed (hook kWouldDestroy), whatever destroys them.
//  3. Dahan there are not removed, replaced, pushed or gathered away (hook kWouldChange); Dahan
//     may still be moved into the land.
// Only Dahan: Invaders, tokens and Presence there are not protected, nor Dahan in other lands.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

bool dahan_unchanged_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void dahan_unchanged_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
