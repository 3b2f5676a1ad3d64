// Instantaneous effects: each card (or player) an effect reaches is one occurrence, which then goes
// through prevention, the "before" window, application and the "after" window (occurrences.cpp).
#include <algorithm>

#include "games/l5r/engine.h"

namespace arbiter::l5r {

Engine::Occurrence Engine::occurrence(int f, const Op& op, Occurrence::Kind kind) const {
  Occurrence o;
  o.kind = kind;
  o.source = frames_[f].source;
  o.unnegatable = op.will_not_be_negated;
  o.frame = f;
  return o;
}

// One occurrence on a card (`dest`: where a move or an attachment goes).
void Engine::occur_on_card(int f, const Op& op, Occurrence::Kind kind, const std::string& card,
                           const std::string& dest) {
  Occurrence o = occurrence(f, op, kind);
  o.card = card;
  o.player = s_.card(card).controller;
  o.dest = dest;
  new_occurrence(o);
}

// One occurrence on a player (Honor, a draw, the Favor, Gold).
void Engine::occur_on_player(int f, const Op& op, Occurrence::Kind kind, const std::string& player, int amount) {
  Occurrence o = occurrence(f, op, kind);
  o.player = player;
  o.amount = amount;
  new_occurrence(o);
}

// "Bow all Oni": every matching card, one simultaneous effect each; otherwise the referenced cards.
void Engine::per_card(int f, const Op& op, Occurrence::Kind kind, const std::string& verb, const std::string& dest) {
  Rules r = rules();
  std::vector<std::string> cards;
  if (op.on == "affects") {
    for (auto& [id, c] : s_.cards)
      if (r.selects(op.affects, frames_[f].self, frames_[f].actor, id)) cards.push_back(id);
  } else {
    cards = resolve_cards(frames_[f], op.on);
  }
  frames_[f].last_happened = false;
  if (cards.empty()) return say("The effect to " + verb + " fails: there is no card to " + verb + ".");
  if (cards.size() > 1)
    say("\"" + verb + "\" here is " + std::to_string(cards.size()) +
        " separate effects, one per card, caused by one piece of text and applied simultaneously.");
  for (auto it = cards.rbegin(); it != cards.rend(); ++it) occur_on_card(f, op, kind, *it, dest);
}

void Engine::exec_instant(int f, const Op& op) {
  using K = Op::Kind;
  using OK = Occurrence::Kind;
  Frame& fr = frames_[f];
  switch (op.kind) {
    case K::Bow: return per_card(f, op, OK::Bow, "bow", "");
    case K::Straighten: return per_card(f, op, OK::Straighten, "straighten", "");
    case K::Destroy: return per_card(f, op, OK::Destroy, "destroy", "");
    case K::Dishonor: return per_card(f, op, OK::Dishonor, "dishonor", "");
    case K::DiscardCard: return per_card(f, op, OK::DiscardCard, "discard", "");
    case K::ReturnToDeckTop: return per_card(f, op, OK::ReturnToDeck, "return to the deck", "");
    case K::MoveHome: return per_card(f, op, OK::Move, "move", "home");
    case K::MoveToCurrentBattlefield:
      if (s_.current_battle.empty()) return say("The move fails: there is no current battle.");
      return per_card(f, op, OK::Move, "move", s_.current_battle);
    case K::GainHonor:
    case K::LoseHonor: {
      std::string who = resolve_player(fr, op.on.rfind("target:", 0) == 0 ? "you" : op.on);
      int amount = op.amount;
      if (op.amount_from == "its_force") {
        auto cards = resolve_cards(fr, "trigger_card");
        std::string c = cards.empty() ? fr.self : cards[0];
        amount = rules().stat(c, Stat::Force);
        say("The Honor is equal to " + name(c) + "'s Force: " + std::to_string(amount) + ".");
      }
      fr.last_happened = false;
      return occur_on_player(f, op, op.kind == K::GainHonor ? OK::HonorGain : OK::HonorLoss, who, amount);
    }
    case K::Draw: {
      std::string who = resolve_player(fr, op.on.rfind("target:", 0) == 0 ? "you" : op.on);
      fr.last_happened = false;
      for (int i = 0; i < std::max(op.amount, 1); ++i) occur_on_player(f, op, OK::Draw, who, 1);
      return;
    }
    case K::DiscardFromHand: {
      std::string who = fr.actor;
      std::vector<std::string> hand = s_.player(who).hand;
      fr.last_happened = false;
      if (hand.empty()) return say("The discard fails: " + who + " has no card in hand.");
      std::string pick = hand.size() == 1 ? hand[0] : ask("discard", fr.self, who, "discard a card", hand);
      Occurrence o = occurrence(f, op, OK::Discard);  // from a hand: the card's owner discards it
      o.card = pick;
      o.player = who;
      new_occurrence(o);
      return;
    }
    case K::TakeFavor: return occur_on_player(f, op, OK::TakeFavor, fr.actor, 0);
    case K::PayGold: return occur_on_player(f, op, OK::PayGold, fr.actor, op.amount);
    case K::AttachFromHand: {
      auto item = resolve_cards(fr, "target:item");
      auto to = resolve_cards(fr, op.on);
      if (item.empty() || to.empty()) return say("The attachment fails: there is nothing to attach.");
      Occurrence o = occurrence(f, op, OK::Attach);  // from a hand: the player attaching it
      o.card = item[0];
      o.player = fr.actor;
      o.dest = to[0];
      new_occurrence(o);
      return;
    }
    case K::RangedAttack: {
      Rules r = rules();
      auto cards = resolve_cards(fr, op.on);
      if (cards.empty()) return say("The Ranged Attack has no target.");
      std::string c = cards[0];
      bool ok_type = lib_.get(s_.card(c).def).type == CardType::Follower ||
                     (lib_.get(s_.card(c).def).type == CardType::Personality && !r.has_followers(c));
      if (!ok_type) return say("The Ranged Attack fails: a Personality with Followers cannot be its target.");
      int force = r.stat(c, Stat::Force);
      std::string attack = "Ranged " + std::to_string(op.amount) + " Attack";
      if (force > op.amount)
        return say("The " + attack + " fails: " + name(c) + " has " + std::to_string(force) + " Force.");
      say("The " + attack + " reaches " + name(c) + " with " + std::to_string(force) +
          " Force, so he is destroyed; the destruction comes from " + name(fr.self) + ".");
      return occur_on_card(f, op, OK::Destroy, c, "");
    }
    default: return;
  }
}

}  // namespace arbiter::l5r
