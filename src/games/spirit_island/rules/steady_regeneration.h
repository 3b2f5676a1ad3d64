#pragma once
// Steady Regeneration (A Spread of Rampant Green): "When adding Presence to the board via Growth,
// you may optionally use your destroyed Presence. If the island is Healthy, do so freely. If the
// island is Blighted, doing so costs 1 Energy per destroyed Presence you add."
// A Growth add in a scenario is the `add-presence` step; for a Spirit with this rule it then runs
// the rule op `steady-regeneration`: when the Presence was added and the Spirit has destroyed
// Presence (and, while the Blight card is flipped, 1 Energy to pay), the players may make the one
// added one of the destroyed ones (choice `may`, context "Steady Regeneration", default yes):
// destroyed Presence -1, and 1 Energy paid while the island is Blighted. Declined, it comes from a
// Presence track, which scenarios do not model (nothing else changes). `add` instructions inside
// other actions are not Growth, so they never offer it.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void steady_regeneration(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
