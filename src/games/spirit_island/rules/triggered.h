#pragma once
// Triggered actions ("after X, do Y", rules/triggers.cpp): the conditions the effect table gives its
// trigger kinds, and the handlers of the named rules that are their triggered actions (plus a few
// other named rules kept beside them). Each is named by the effect table (rules/effect_kinds.cpp),
// which is how the engine finds it.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Trigger conditions: does the completed action `r` fire a trigger with this spec?
bool town_city_or_dahan_destroyed(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r);  // in its land
bool invaders_destroyed(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r);            // in its land
bool ravage_destroyed_dahan(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r);
bool presence_added_or_moved(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r);  // its Spirit's
bool dahan_moved(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r);
bool town_or_city_destroyed(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r);

// Named rules' actions (the op's name picks the variant where one handler serves two names).
void vengeance_of_the_dead(Engine& e, const Op& op, ActionId a);  // and vengeance-of-the-dead-adjacent
void portents_of_disaster(Engine& e, const Op& op, ActionId a);
void blood_draws_predators(Engine& e, const Op& op, ActionId a);
void sworn_to_victory(Engine& e, const Op& op, ActionId a);
void blazing_presence(Engine& e, const Op& op, ActionId a);
void constant_raiding(Engine& e, const Op& op, ActionId a);
void military_response(Engine& e, const Op& op, ActionId a);
void remove_health(Engine& e, const Op& op, ActionId a);
void fear_pool_grows(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
