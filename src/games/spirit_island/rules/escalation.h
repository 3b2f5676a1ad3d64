#pragma once
// Adversary Actions: a Stage II card's escalation, an adversary's Reminder card, and adversary
// instructions such as France Level 6 "Persistent Explorers" and Habsburg Level 1 "Migratory
// Herders". Each is an action of its own (one nested action per board when it says "on each
// board"); England's escalation is the exception
// only in that what it does is a Build, which is an Invader Action (data: an invader-action op).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Before an Invader card is resolved for the first time: if it shows the escalation symbol and an
// adversary with an escalation is in play, that escalation happens first (an Adversary Action).
// Marks the card resolved either way.
void escalate_on_first_resolution(Engine& e, InvaderCard& card);

// France Level 6: after resolving an Explore card, on each board add 1 Explorer to a land without
// any (one Adversary Action, one nested action per board). Called once per Explore card.
void persistent_explorers(Engine& e);

// Habsburg Level 1: after the normal Build Step, Gather Towns into the lands matching a Build card
// (one Adversary Action). Called once per Build Step.
void migratory_herders(Engine& e);

// Named adversary rules used by actions: "wave-of-immigration" (Habsburg Monarchy Level 5's
// Reminder card, on the action's board) and "migratory-herders" (Level 1's gathers).
void wave_of_immigration(Engine& e, const Op& op, ActionId a);
void migratory_herders_gathers(Engine& e, const Op& op, ActionId a);
// Scotland's escalation, Ports Sprawl Outward ("ports-sprawl-outward"): on the board with the most
// Coastal Town/City, 1 Town in each of the (number of players) lands with the fewest Towns.
void ports_sprawl_outward(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
