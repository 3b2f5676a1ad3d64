#pragma once
// What stops an Invader action before it happens (hook kInvaderAction, checked by the action's
// first operation, Engine::invader_check; quantity modifiers were applied when the card resolved):
//  1. "Skip" modifiers (A Year of Perfect Stillness, Panicked by Wild Beasts...) cancel it and are
//     spent if they last until used.
//  2. A Disease token stops a Build, a Wilds token an Explore: the token is removed instead.
// When several could stop the same action, the players choose which applies (the modifier order).
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

bool skip_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void skip_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
bool token_stops_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void token_stops_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
