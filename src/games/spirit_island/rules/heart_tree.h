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

// Its Empowered Incarna (rule "heart-tree-empowered", which keeps the replacement modifier
// "builds-skipped-at-empowered-incarna" in play): "The Incarna becomes Empowered the first time it is
// in a land with 3 or more Vitality. Skip all Build actions in the Empowered Incarna's land."
// Empowerment is checked whenever Vitality is added to a land and whenever the Incarna arrives in
// one (heart_tree_empowers); the skip is checked when each Build happens, wherever the Incarna is then.
void heart_tree_empowers(Engine& e, const Land& l);
bool empowered_incarna_skips_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void empowered_incarna_skips_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
