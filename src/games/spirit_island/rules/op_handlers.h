// The handlers of the operation table (rules/op_kinds.cpp), one per operation, grouped by the rule
// file that carries them out. Each acts in the action's land (the op's `land` when it names one)
// for the action's Spirit.
#pragma once

#include "games/spirit_island/ops.h"

namespace arbiter::si {

using kernel::ActionId;

// rules/op_gains.cpp: what the players gain.
void run_fear(Engine& e, const Op& op, ActionId a);
void run_gain_energy(Engine& e, const Op& op, ActionId a);
// rules/op_markers.cpp: single-turn markers on a land.
void run_defend(Engine& e, const Op& op, ActionId a);
void run_isolate(Engine& e, const Op& op, ActionId a);
// rules/op_damage.cpp
void run_damage(Engine& e, const Op& op, ActionId a);
// rules/op_add.cpp: pieces, tokens, Presence, Strife (Blight: the Blight procedure).
void run_add(Engine& e, const Op& op, ActionId a);
// rules/op_destroy_remove.cpp
void run_destroy(Engine& e, const Op& op, ActionId a);
void run_remove(Engine& e, const Op& op, ActionId a);
// rules/op_push_gather.cpp
void run_push(Engine& e, const Op& op, ActionId a);
void run_gather(Engine& e, const Op& op, ActionId a);
// rules/op_replace.cpp: Replace, Upgrade, Downgrade.
void run_replace(Engine& e, const Op& op, ActionId a);
void run_upgrade(Engine& e, const Op& op, ActionId a);
void run_downgrade(Engine& e, const Op& op, ActionId a);
// rules/blight.cpp
void run_add_blight(Engine& e, const Op& op, ActionId a);
void run_remove_blight(Engine& e, const Op& op, ActionId a);
// rules/invader_cards.cpp
void run_invader_action(Engine& e, const Op& op, ActionId a);
// rules/op_flow.cpp: which lands, which branch, what again.
void run_if(Engine& e, const Op& op, ActionId a);
void run_each(Engine& e, const Op& op, ActionId a);
void run_choose_land(Engine& e, const Op& op, ActionId a);
void run_choose_one(Engine& e, const Op& op, ActionId a);
void run_repeat(Engine& e, const Op& op, ActionId a);
// rules/op_effects.cpp: triggers, modifiers and named rules set up or run.
void run_setup_trigger(Engine& e, const Op& op, ActionId a);
void run_setup_modifier(Engine& e, const Op& op, ActionId a);
void run_rule(Engine& e, const Op& op, ActionId a);
// rules/endless_dark.cpp: pieces moved into and out of the Endless Dark.
void run_abduct(Engine& e, const Op& op, ActionId a);
void run_escape(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
