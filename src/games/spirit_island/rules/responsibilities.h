#pragma once
// Finder of Paths Unseen's Responsibilities to the Dead, a triggered action: after one of its
// actions destroys 1 or more Invaders or Dahan, it destroys 1 of its Presence and loses 1 Energy;
// with no Energy to lose, it destroys another Presence instead. "Its actions" are those it takes
// (its Powers, Growth, its own triggered actions); a nested Invader action inside one of them (the
// Ravage of Manifest Incarnation) is the Invaders' action, not its own, so it is not responsible
// for what that destroys. Once per action however much it destroyed. "Or directly triggers their
// destruction by moving them": pieces its action moved into an Ocean, Drowned by Ocean In Play's
// triggered action (rules/ocean.h), count as its action's.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

bool own_action_destroyed_invaders_or_dahan(const Engine& e, const TriggerSpec& s, const kernel::ActionRecord& r);
void responsibilities_to_the_dead(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
