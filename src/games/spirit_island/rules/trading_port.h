#pragma once
// Trading Port (Kingdom of Scotland, Level 1; rule "trading-port", which keeps the replacement
// modifier "town-instead-of-explorer" in play): "In Coastal lands, Explore Cards add 1 Town instead
// of 1 Explorer. 'Coastal Lands' Explore Cards do this for at most 2 lands per board."
//  1. Only an Explorer an Explore action adds because of an Invader card (not a single extra
//     Explore a Power or Event causes), in a Coastal land.
//  2. The Coastal Lands card: at most 2 lands per board, counted as the Towns that card's earlier
//     Explores added on this land's board.
//  3. Instead 1 Town — a new add, with its own hook point.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// Hook kWouldAdd: an Explore card's Explorer in a Coastal land, within the Coastal Lands card's limit.
bool trading_port_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void trading_port_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
