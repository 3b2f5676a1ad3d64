#pragma once
// Repeating a Power, and the Range / target-land checks a Repeat must obey when it does not say
// where it happens.
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Why `spirit` could not use `card` on `land` (Range from its Presence — Volcanic Peaks' +1, or
// Shadows of the Dahan's "regardless of range" for 1 Energy — and the target requirement), or ""
// when it could. Powers that target a Spirit are never refused here.
std::string targeting_problem(const Engine& e, const PowerCard& card, const std::string& spirit,
                              const std::string& land);

// Whether using `card` on `land` takes Shadows of the Dahan: the land is out of Range but has
// Dahan, and the Spirit, which has that rule, pays 1 Energy to target it (Engine::use_power pays).
bool pays_for_shadows_of_the_dahan(const Engine& e, const PowerCard& card, const std::string& spirit,
                                   const std::string& land);

// Where the Repeat of action `a` happens. A Repeat that names its land ("on an adjacent land",
// "on the same land") goes there whatever the Power's Range and target say; a plain "Repeat this
// Power" picks its target again (choice "land", context "Repeat: CARD") among lands the Power
// could target. "" when no land qualifies.
std::string repeat_land(Engine& e, ActionId a);

// A Repeat granted by another effect ("you may Repeat one Power Card this turn", as Gift of
// Abundance grants): a new basic action, allowed only on a land the Power could normally target.
void repeat_power(Engine& e, const std::string& card, const std::string& spirit, const std::string& land);

}  // namespace arbiter::si
