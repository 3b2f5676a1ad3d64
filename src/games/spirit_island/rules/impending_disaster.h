#pragma once
// A Sense for Impending Disaster (Tsardom of Russia, Level 2; rule "a-sense-for-impending-disaster",
// which keeps the replacement modifier "explorer-pushed-instead" in play): "The first time each
// Action would Destroy Explorer: If possible, 1 of those Explorer is instead Pushed; 1 Fear when
// you do so."
//  1. Only the first Explorer each action would destroy (ActionLocal::explorer_would_die, set by
//     Engine::destroy_piece whatever happens to it); "destroy all" counts as one time, so only
//     1 of those Explorers is saved.
//  2. "If possible": the Explorer needs a land to go to — an adjacent land, neither side Isolated
//     (the players would not waive Isolate for the adversary). When none is open it is destroyed,
//     and the first time is still used up.
//  3. Pushed (choice "push", context "land:explorer") with any Damage cleared (it was not
//     destroyed, so it is not at 0 Health elsewhere), then 1 Fear.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// Hook kWouldDestroy: the action's first Explorer that would be destroyed, when it can be pushed.
bool impending_disaster_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void impending_disaster_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
