#pragma once
// Durable Towns (Habsburg Monarchy, Level 4 "Herds Thrive in Verdant Lands"; rule "durable", which
// keeps the replacement modifier "durable-town" in play): a Town in a land without Blight has +2
// Health (in Engine::health), and "Destroy Town" deals it 2 Damage instead ("destroy all" does not
// change). Because the Power now deals Damage, Damage bonuses and Badlands add to it.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// A Town in a land without Blight while the `durable` rule is in play.
bool durable_town(const Engine& e, const Land& l, const Piece& p);

// Hook kWouldDestroy: a Durable Town destroyed by a "Destroy" instruction (not "destroy all").
bool durable_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
// Instead: 2 Damage to that Town, which may destroy it — as Damage, a new event.
void durable_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
