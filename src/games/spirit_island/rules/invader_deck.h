#pragma once
// The Invader deck beyond drawing: Reminder cards and deck acceleration. A Reminder card revealed
// on a normal draw is resolved at once; one revealed while accelerating the deck is set aside and
// resolved after the action that accelerated (and everything it triggered) is done.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Reveals the deck's top Invader card for the Explore slot, resolving Reminder cards on the way.
// Returns false when no Invader card is left.
bool reveal_invader_card(Engine& e, InvaderCard& out);

// Accelerate the Invader deck once per `n`: remove the top card of the lowest Stage remaining.
// Reminder cards met on the way are set aside (rule "accelerate-invader-deck", `n` times: Despicable
// Theft's escaping Thieves).
void accelerate_invader_deck(Engine& e, int n, ActionId by);

// Setup (rule "reminder-under-invader-cards", Habsburg Level 5): the adversary's Reminder card goes
// under the top `n` cards of the Invader deck (at the bottom of a shorter deck); not again when the
// deck already holds it (a scenario that laid it out itself).
void reminder_under_invader_cards(Engine& e, const Op& op, ActionId a);

// Pushes one action per set-aside Reminder card (the engine calls this when an action tree is done).
void start_set_aside_reminders(Engine& e);

}  // namespace arbiter::si
