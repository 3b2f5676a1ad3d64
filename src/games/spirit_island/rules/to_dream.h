#pragma once
// To Dream a Thousand Deaths (Bringer of Dreams and Nightmares' special rule, rule
// "to-dream-a-thousand-deaths", which keeps the replacement modifier "dream-instead-of-destroy" in
// play). Per the errata it is a modifier: when one of the Spirit's Powers would destroy an
// Invader, instead generate Fear — Explorer 0, Town 2, City 5 — and Push Explorers and Towns
// (choice "push", context "land:kind"). Nothing is destroyed, so nothing that watches for
// destruction fires; the dream Damage on the piece is cleared. Its Powers destroy nothing but its own
// Presence: Dahan and Beasts they would destroy stay, with no Fear and no Push.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// Hook kWouldDestroy: an Invader, Dahan or Beasts destroyed by a Power of the modifier's Spirit.
bool dream_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void dream_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

// Damage one of the Spirit's Powers deals and that destroys nothing is only dreamt too: it lasts
// for that action alone. Action-scoped state with one end: each point is kept in the action's
// ActionLocal::dreamt_damage when dealt (Engine::add_damage), and taken back from the pieces still
// in play when that action completes (Engine::complete), before anything it triggers.
bool dreams_damage(const Engine& e, ActionId by);
void end_dreamt_damage(Engine& e, ActionId a);

}  // namespace arbiter::si
