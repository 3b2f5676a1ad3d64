#pragma once
// "In one of your lands, chosen during Ravage" (Warn of Impending Conflict): a modifier with scope
// `chosen-at-ravage` is put in play for no land yet. At the start of each Ravage in a land with
// its Spirit's Presence, while it is still unplaced, the players say whether this is the land
// (choice `may`, context "<source>: <land>"; default yes when the land has Dahan, for whom these
// modifiers are, no otherwise). Once yes, every such modifier the same action set up (all tiers
// of the Power: "one more Dahan there") holds in that land only, from this Ravage on; the trace
// says so. Only modifiers read during a Ravage may take the scope (checked at load).
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Whether a modifier kind is read during a Ravage, and so may wait for a land chosen then.
bool read_during_ravage(const std::string& modifier_kind);

// Places the unplaced `chosen-at-ravage` modifiers in land `l` when the players choose it.
void choose_ravage_land(Engine& e, const Land& l, ActionId a);

}  // namespace arbiter::si
