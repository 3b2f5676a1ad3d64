#pragma once
// A Spread of Rampant Green's Choke the Land with Green, a replacement effect with a "may" (hook
// kInvaderAction): whenever Invaders would Ravage or Build in a land with its Sacred Site, the
// players may prevent that action by destroying 1 of its Presence there (choice `may`, context
// "Choke the Land with Green", default `yes` as for every "may"). Declined, it stays out of that
// action, and any other replacement that applies (Disease stopping a Build) still may.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

bool choke_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void choke_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
