#pragma once
// A Single Alluring Lair (Lure of the Deep Wilderness's Lair Aspect; rule "a-single-alluring-lair",
// which keeps the replacement modifier "held-at-lair" in play):
//  1. "Invaders/Dahan/Beasts/Presence at your Incarna can't move": a push or gather of Invaders,
//     Dahan or Beasts out of its Incarna's land does not happen (hook kWouldChange, cause "moved");
//     any Spirit's Presence there is held by presence_held (rules/presence_lands.h). The Incarna
//     itself still moves (reposition-incarna).
//  2. "6 Explorers and 3 Dahan at your Incarna don't participate in Ravage": they sit the Ravage
//     out (ActionLocal::sitting_out): no Damage dealt or taken, Strife kept (lair_sits_out).
//  3. Its Incarna's land is a Sacred Site for it (Spirit::incarna_sacred_site, State::sacred_site).
// The Aspect also replaces Enthrall the Foreign Explorers and the innate Forsake Society to Chase
// After Dreams: its row's "replaces" in data/si/cards.json (library.h, AspectDef).
#include <string>

#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// The Spirit whose Lair Incarna is in `l` ("" if none).
std::string lair_spirit_at(const Engine& e, const Land& l);

bool held_at_lair_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void held_at_lair_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

// At the start of a Ravage in `l`: 6 Explorers and 3 Dahan at a Lair Incarna sit it out (all of
// them when there are fewer; which ones: choice "pieces").
void lair_sits_out(Engine& e, const Land& l, ActionId a);

// How many Dahan in `l` take part in Ravage action `a`: all but those sitting it out one by one
// (Engine::dahan_sit_out, all of them sitting out, is the caller's).
int dahan_taking_part(const Engine& e, const Land& l, ActionId a);

}  // namespace arbiter::si
