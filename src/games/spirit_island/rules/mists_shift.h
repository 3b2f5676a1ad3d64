#pragma once
// Mists Shift and Flow (Shroud of Silent Mist, rule `mists-shift-and-flow`): "When targeting a land
// with a Power, you may Gather 1 of your Presence into the target or an adjacent land. This can
// enable you to meet Range and targeting requirements." When the Spirit uses a Power on a land, before
// it resolves: choice `option`, context "Mists Shift and Flow", options `none` and every "FROM>TO"
// with TO the target or a land adjacent to it and FROM a land adjacent to TO holding its Presence
// (only where its Presence may go, not while `presence-cannot-move` holds it). The default is `none`:
// which Presence to gather, and where, is a decision only the players can make (a scenario names it).
// The Presence moved is a `presence-moved-to` fact of the Power's action.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// `spirit` targets `land` with the Power of action `a`.
void mists_shift_and_flow(Engine& e, const std::string& spirit, const std::string& land, ActionId a);

}  // namespace arbiter::si
