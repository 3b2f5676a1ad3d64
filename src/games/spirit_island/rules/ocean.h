#pragma once
// Each board's Ocean, as a place beside the lands (state.h, Zone::Ocean). The Ocean is not a land
// and is not in play (REF primer, Boards), except where a rule says so:
//  - Ocean In Play (Ocean's Hungry Grasp, printed): "You may add/move Presence into Oceans, but may
//    not add/move Presence into Inland lands. On boards with your Presence, treat the Ocean as a
//    Coastal Wetland for Spirit Powers, Special Rules and Blight. After Invaders/Dahan are moved
//    into those Oceans, Drown them." Drowning: "Drowned pieces are destroyed; Drowned Invaders are
//    placed on this panel. At any time you may exchange (number of players) Health of those
//    Invaders for 1 Energy."
//  - Runoff and Bilgewater (Scotland Level 5): "After a Ravage Action adds Blight to a Coastal land,
//    add 1 Blight to that board's Ocean (without cascading). Treat the Ocean as a Coastal Wetland
//    for this rule and for Blight removal/movement."
// The Ocean of board A is `ocean-A`, a Wetland marked Coastal with number 0, in the state when one
// of these rules is in play or a scenario puts pieces there. It lists its board's Coastal lands as
// adjacent; they list it back (so Range, Push, Gather and cascades reach it) only while it is a land
// for someone: Ocean's Hungry Grasp has Presence on that board, or (Runoff and Bilgewater) it holds
// Blight to remove or move. Moves into it are allowed only to Spirits' actions, and of anything but
// Blight only while it is in play for Ocean In Play. Invader cards never match it and Invaders take
// no Actions there (rules/endless_dark.h, invaders_cannot_act_there).
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// "ocean-A": the Ocean of board "A".
std::string ocean_of(const std::string& board);

// Puts an empty Ocean beside each board when Ocean In Play or Runoff and Bilgewater is in play, or
// when `named` (a scenario's piece places) names one.
void add_oceans(State& st, const Library& lib, const std::vector<std::string>& named);

// After the pieces are placed: links each Ocean that is a land for a rule at the start (oceans_check).
void link_oceans(State& st, const Library& lib);

// Ocean In Play holds for this Ocean: a Spirit with the rule has Presence on its board.
bool ocean_in_play(const Engine& e, const Land& ocean);

// Whether action `a` may add, or move `what` into, place `l` as a land: every land; an Ocean for a
// Spirit's action while Ocean In Play holds there, and for Blight under Runoff and Bilgewater.
bool ocean_open_to(const Engine& e, const Land& l, const std::string& what, ActionId a);

// Whether Powers may target the Ocean (by Range through its Coastal lands): while Ocean In Play holds
// there, or while it holds Blight under Runoff and Bilgewater (for Blight removal/movement).
bool ocean_targetable(const Engine& e, const Land& ocean);

// Between actions: each Ocean is adjacent to its Coastal lands exactly while it is a land for a rule.
void oceans_check(Engine& e);

// Drowning (the triggered action of Ocean In Play): the Invaders and Dahan moved into an Ocean in
// play are destroyed (all those there: only a move brings them in, unless a scenario put them there);
// Drowned Invaders' Health goes to the Spirit's panel and is traded for Energy.
bool moved_into_ocean(const Engine& e, const TriggerSpec& s, const kernel::ActionRecord& r);
void drowning(Engine& e, const Op& op, ActionId a);

// Runoff and Bilgewater: after a Ravage adds Blight to a Coastal land, 1 Blight to its board's Ocean.
bool ravage_blighted_coast(const Engine& e, const TriggerSpec& s, const kernel::ActionRecord& r);
void runoff_and_bilgewater(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
