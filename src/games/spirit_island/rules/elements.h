#pragma once
// Elements and thresholds (issue 37): a threshold is met when the Elements the Spirit has in play
// meet its requirement, judged when the Power resolves. Elements in play are those of the Power
// Cards the Spirit played this turn, plus any it has from other sources (Presence tracks, Growth,
// Prepared Element markers: the Spirit's `elements` in a scenario's game_state).
#include <string>

#include "games/spirit_island/types.h"
#include "kernel/action_tree.h"
#include "kernel/json_reader.h"

namespace arbiter::si {

class Engine;

// Counts per Element, {"moon": 3, "air": 3}: each key an Element, each count from min to max.
Elements parse_element_counts(const kernel::JsonReader& r, int min, int max);
// A Power Card's printed Elements, ["moon", "fire", "animal"]: each Element once.
Elements parse_card_elements(const kernel::JsonReader& r);

bool meets(const Elements& have, const Elements& need);

// The Spirit's Elements in play while it uses `card`: its other sources, every card it has played
// this turn, and `card` itself when it is a Power Card not listed as played (a Power Card in use
// was played this turn; an innate is no card and has no Elements).
Elements elements_in_play(const Engine& e, const std::string& spirit, const std::string& card);

// Whether the action's Spirit meets the threshold now; the trace says which and why.
bool threshold_met(Engine& e, const Elements& need, kernel::ActionId a);

}  // namespace arbiter::si
