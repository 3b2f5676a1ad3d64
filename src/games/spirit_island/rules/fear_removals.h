#pragma once
// What a Fear card may not remove, two replacements on the would-change hook (cause "removed": a
// Remove instruction, or a Downgrade that removes an Explorer):
//  - Trapped in the Endless Dark (Breath of Darkness Down Your Spine; modifier
//    "endless-dark-keeps-invaders", kept in play by the rule "trapped-in-the-endless-dark"): Fear
//    cards can't remove Invaders in the Endless Dark; 1 Fear per Invader they would have removed.
//  - Persistent Explorers (France Level 6; modifier "fear-cards-push-explorers", kept in play by
//    the rule "persistent-explorers"): Fear card effects never remove Explorers; if one would, the
//    players may Push that Explorer instead (choice "may", context "Persistent Explorers", then
//    "push" with context "land:explorer"; no land open to it: it stays).
// A Fear card's action is the card's own and what it nests, up to an Invader action.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

bool fear_card_action(const Engine& e, ActionId a);

bool endless_dark_keeps_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void endless_dark_keeps_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

bool fear_push_explorers_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void fear_push_explorers_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
