#pragma once
// An Aspect replaces part of its Spirit's rules: the rules its row names in "replaces" are not
// installed (scenario_model.cpp), and the innate Powers it names there can't be used by a Spirit
// with that Aspect; the innate Powers it names in "innates" only by a Spirit with it
// (data/si/cards.json; checked at load, library.cpp).
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Refuses (kernel::RuleError, with the reason) `spirit` using `power` when its Aspect replaces it,
// or when `power` is another Aspect's own innate.
void refuse_replaced_power(const Engine& e, const PowerCard& power, const std::string& spirit);

}  // namespace arbiter::si
