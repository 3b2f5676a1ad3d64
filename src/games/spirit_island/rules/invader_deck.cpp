// The Invader deck (see invader_deck.h): Reminder cards and acceleration.
#include "games/spirit_island/rules/invader_deck.h"

#include <algorithm>

#include "kernel/errors.h"

namespace arbiter::si {

static Engine::Pending reminder_action(const Engine& e) {
  auto it = e.lib.adversaries.find(e.state().adversary.name);
  if (it == e.lib.adversaries.end() || it->second.reminder.ops.empty())
    throw kernel::RuleError("a Reminder card is in the Invader deck, but the adversary in play has no Reminder card");
  const AdversaryEffect& r = it->second.reminder;
  return {"Reminder card: " + r.name, r.ops, ActionLocal{}, it->second.name, kernel::kNoTrigger};
}

bool reveal_invader_card(Engine& e, InvaderCard& out) {
  const auto& deck = e.state().deck;
  while (!deck.empty()) {
    InvaderCard c = e.take_top_invader_card();
    if (!c.reminder) {
      out = c;
      return true;
    }
    e.note("The top card is the Reminder card: it is resolved now, then the next card is revealed.");
    e.flush();
    e.start_in_order(kNoAction, kernel::Relation::Initial, {reminder_action(e)});
    e.run();
  }
  return false;
}

void accelerate_invader_deck(Engine& e, int n, ActionId by) {
  const auto& deck = e.state().deck;
  for (int i = 0; i < n; ++i) {
    while (!deck.empty() && deck.front().reminder) {
      e.set_aside_top_invader_card();
      e.note(
          "Accelerating reveals the Reminder card: it is set aside until this action (and all it triggers) is done.");
    }
    size_t at = deck.size();
    for (size_t j = 0; j < deck.size(); ++j)
      if (!deck[j].reminder && (at == deck.size() || deck[j].stage < deck[at].stage)) at = j;
    if (at == deck.size()) {
      e.note("Accelerate: no Invader card is left to remove.");
      return;
    }
    e.note("Accelerate the Invader deck: remove " + deck[at].title() + " (the top card of the lowest Stage left).");
    e.fact(by, "accelerated", "", deck[at].name);
    e.remove_invader_card(at);
  }
}

void reminder_under_invader_cards(Engine& e, const Op& op, ActionId) {
  const auto& deck = e.state().deck;
  const std::string name = reminder_action(e).label;
  for (const auto& c : deck)
    if (c.reminder) {
      e.note(name + " is in the Invader deck already (the scenario placed it).");
      return;
    }
  const size_t at = std::min(deck.size(), static_cast<size_t>(op.n));
  InvaderCard reminder;
  reminder.name.assign("reminder");  // a card, not an effect: named as a scenario's deck names it
  reminder.reminder = true;
  e.insert_invader_card(at, reminder);
  e.note(name + " goes under the top " + std::to_string(op.n) + " Invader cards" +
         (at < static_cast<size_t>(op.n) ? " (the deck has only " + std::to_string(at) + ": at its bottom)." : "."));
}

void start_set_aside_reminders(Engine& e) {
  if (e.state().set_aside.empty()) return;
  std::vector<Engine::Pending> actions;
  for (size_t i = 0; i < e.state().set_aside.size(); ++i) actions.push_back(reminder_action(e));
  e.clear_set_aside();
  e.note("The action that accelerated the deck is done: the set-aside Reminder card is resolved now.");
  e.start_in_order(kNoAction, kernel::Relation::Initial, std::move(actions));
}

}  // namespace arbiter::si
