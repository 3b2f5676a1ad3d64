#pragma once
// New Cash Crops Take Hold: "Spirits may protect boards by destroying 2 Presence each". Before its
// Ravage Step, for each board with a land listed to Ravage, each Spirit with that many Presence on
// the island in turn may protect the board (a "may" of rules/optional.h, context "<event>: protect
// board B", default `yes`); one that does destroys that many of its Presence, each from a land the
// players choose (choice "land", context "<event>: Presence of <Spirit>", default the first land
// holding it), and the board's lands do not Ravage in this Step. One Spirit protects a board.
#include <set>
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The boards among `boards` (in order) the Spirits protect, at `cost` Presence each.
std::set<std::string> protect_boards(Engine& e, const std::vector<std::string>& boards, int cost, ActionId a);

}  // namespace arbiter::si
