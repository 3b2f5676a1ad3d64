#pragma once
// Heart-Tree Guards the Land (Towering Roots of the Jungle; rule "heart-tree-guards", which keeps
// the replacement modifier "guarded-by-incarna" in play): "Invaders, Dahan and Beasts in the
// Incarna's land cannot be damaged or destroyed."
//  1. Damage to Invaders or Dahan there is not dealt (hook kWouldDamage): not by Powers, not in
//     Ravage (either way), not as the 2 Damage a Durable Town takes instead of being destroyed.
//  2. Invaders, Dahan and Beasts there are not destroyed (hook kWouldDestroy), whatever destroys them;
//     one whose Health drops to its Damage stays, and is not tried again while it is guarded.
// Presence, Blight and the other tokens are not protected.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

bool guarded_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void guarded_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
