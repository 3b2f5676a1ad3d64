#pragma once
// Keeper of the Forbidden Wilds' Forbidden Ground, a triggered action (Effect Rules errata: "after
// you create a Sacred Site"): after an action makes one or more lands its Sacred Site, Push all
// Dahan from them. Its other clause, "Dahan Events never move Dahan into its Sacred Sites", has
// nothing to act on: no Dahan Event in this library moves Dahan.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The lands the completed action `r` made `spirit`'s Sacred Site (fewer than 2 of its Presence
// there before the action, 2 or more now), in the order its Presence arrived.
std::vector<std::string> sacred_sites_created(const Engine& e, const std::string& spirit,
                                              const kernel::ActionRecord& r);

bool sacred_site_created(const Engine& e, const TriggerSpec& s, const kernel::ActionRecord& r);  // its Spirit's
void forbidden_ground(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
