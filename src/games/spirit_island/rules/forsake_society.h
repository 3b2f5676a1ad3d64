#pragma once
// Forsake Society to Chase After Dreams (Lure of the Deep Wilderness's innate): "After this Power
// replaces pieces with Explorers: Gather any number of those Explorers into your lands. If any
// Town/City remain in the target land, 1 Fear." The rule `forsake-society` runs right after the
// Power's replacement (nothing can happen in between): each Explorer that replacement put in the
// land (`ActionLocal::explorers_replaced_in`; the Explorers already there stay) may go to an
// adjacent land with the Spirit's Presence (choice `land`, context
// "Forsake Society: <land>:explorer", options those lands and `stay`; default the first land);
// Isolate holds unless the players let it (rules/isolate.h). Then 1 Fear if Town/City remain.
// Nothing replaced with Explorers: nothing happens (no Fear either).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void forsake_society(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
