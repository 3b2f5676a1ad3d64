#pragma once
// More Rural Than Urban (Habsburg Monarchy, Level 2; rule "more-rural-than-urban", which keeps the
// replacement modifier "towns-instead-of-city" in play): a Build that would add 1 City to an Inland
// land adds 2 Towns instead.
//  1. Only the City a Build action adds (a Build card's or any other Build): a City another effect
//     adds ("Add 1 City") is not built.
//  2. Only in an Inland land: a Coastal land builds its City.
//  3. Instead 2 Towns — new adds, each with its own hook point.
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// Hook kWouldAdd: the City a Build adds to an Inland land.
bool more_rural_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void more_rural_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
