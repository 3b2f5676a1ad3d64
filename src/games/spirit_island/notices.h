#pragma once
// Never silently wrong: the rules a scenario involves that the engine does not model, read from the
// library's `not_modelled` entries (data/si/cards.json, one list beside each card, Spirit, Aspect,
// scenario and adversary level) and carried in the trace as notices.
#include <string>
#include <vector>

#include "games/spirit_island/library.h"

namespace arbiter::si {

// Notices for what the setup puts in play: each Spirit and its Aspect, the game scenario, the
// adversary up to its level (its escalation and loss condition at any level), the Blight card.
std::vector<std::string> setup_notices(const Library& lib, const State& st);

// Notices for a card a step uses: `kind` is "power", "fear" or "event".
std::vector<std::string> card_notices(const Library& lib, const std::string& kind, const std::string& card);

// Adds each of `more` to `notices` unless it is there already (first mention first).
void add_notices(std::vector<std::string>& notices, const std::vector<std::string>& more);

}  // namespace arbiter::si
