#pragma once
// Hearth-Vigil's special rules (Nature Incarnate; texts from the wiki-derived Spirit database,
// the audit cites it):
//  * Rooted in the Community ("rooted-in-the-community"): Blight added in its lands does not
//    destroy its Presence if Dahan are present (rules/blight.cpp asks hearth_keeps_presence).
//  * Fortify Heart and Hearth ("fortify-heart-and-hearth"): Dahan have +4 Health each while in its
//    lands (Engine::health), and Event and Blight card actions don't damage, destroy or replace
//    Dahan in its lands — a replacement modifier ("dahan-sheltered-from-cards") on the would-damage,
//    would-destroy and would-change hooks. A Ravage an Event causes is an Invader action, not an
//    Event action: the check climbs the action's nesting only until it meets an Invader action.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// A land of `spirit` (1 or more of its Presence) whose Dahan its rules shelter.
bool hearth_land(const Engine& e, const Land& l, const std::string& spirit);
// Rooted in the Community: Blight added to `l` spares `spirit`'s Presence.
bool hearth_keeps_presence(const Engine& e, const Land& l, const std::string& spirit);
// Fortify Heart and Hearth's Health bonus for a Dahan in `l`.
int hearth_dahan_health(const Engine& e, const Land& l);

bool sheltered_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void sheltered_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
