#pragma once
// Collapse in a Blast of Lava and Steam (Volcano Looming High; rule "collapse-in-a-blast"): "When
// your Presence is destroyed, in that land, deal 1 Damage per destroyed Presence to both Invaders
// and to Dahan." An additional modifier, not a trigger (the wiki's Action page, S3, gives it as the
// example): the Damage is part of the action that destroyed the Presence, dealt right after the
// operation that destroyed it, before the action goes on. Presence destroyed in one land by one
// operation (All Things Weaken's Blight, an Explosive Eruption) is one instance of that much
// Damage to the Invaders and one to the Dahan, each open to Badlands and to replacements such as
// Heart-Tree Guards the Land; a Presence pushed or saved instead was not destroyed and deals none.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Called by Engine::destroy_presence after one Presence of `spirit` is destroyed in `l` by `by`.
void collapse_after_presence_destroyed(Engine& e, const Land& l, const std::string& spirit, ActionId by);

}  // namespace arbiter::si
