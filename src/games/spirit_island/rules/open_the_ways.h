#pragma once
// Finder of Paths Unseen's Open the Ways: "You may make up to two of your lands adjacent at a time.
// You may change which lands are adjacent once between Actions." The pair is chosen by a scenario
// step between actions (`open-the-ways`), at most once between two actions; the two lands are then
// adjacent for every rule (the board's adjacency lists gain the link, so every path reads it). At
// the end of each action, a pair that is no longer two of its lands (its Presence gone from
// either) stops being adjacent.
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Makes `lands` (2 lands with the Spirit's Presence, or none to close the way) the Spirit's open
// pair; a RuleError when the Spirit lacks the rule, the lands are not two of its lands, or it has
// already changed the pair since the last action.
void open_the_ways(Engine& e, const std::string& spirit, const std::vector<std::string>& lands);

// After an action: each open pair that is no longer two of its Spirit's lands closes.
void open_the_ways_check(Engine& e);

}  // namespace arbiter::si
