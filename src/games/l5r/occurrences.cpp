// An instantaneous effect's life on one card or player: ongoing/continuous prevention (no "before"
// window if prevented) → the "before" window → applied (unless negated or replaced meanwhile) →
// state check → the "after" window. Also cards entering and leaving play, and the tracking rule.
#include <algorithm>
#include <optional>

#include "games/l5r/engine.h"

namespace arbiter::l5r {
namespace {

void remove_from(std::vector<std::string>& list, const std::string& id) {
  list.erase(std::remove(list.begin(), list.end(), id), list.end());
}

}  // namespace

std::string Engine::describe(const Occurrence& o) const {
  using OK = Occurrence::Kind;
  switch (o.kind) {
    case OK::Bow: return name(o.card) + " would bow";
    case OK::Straighten: return name(o.card) + " would straighten";
    case OK::Destroy: return name(o.card) + " would be destroyed";
    case OK::Dishonor: return name(o.card) + " would become dishonorable";
    case OK::HonorGain: return o.player + " would gain " + std::to_string(o.amount) + " Honor";
    case OK::HonorLoss: return o.player + " would lose " + std::to_string(o.amount) + " Honor";
    case OK::Draw: return o.player + " would draw a card";
    case OK::Discard: return o.player + " would discard " + name(o.card);
    case OK::DiscardCard: return name(o.card) + " would be discarded";
    case OK::TakeFavor: return o.player + " would take the Imperial Favor";
    case OK::Move: return name(o.card) + " would move to " + o.dest;
    case OK::ReturnToDeck: return name(o.card) + " would go on top of the Dynasty deck";
    case OK::PayGold: return o.player + " would pay " + std::to_string(o.amount) + " Gold";
    case OK::Attach: return name(o.card) + " would be attached to " + name(o.dest);
  }
  return "";
}

void Engine::run_occurrence(int id, int stage) {
  using OK = Occurrence::Kind;
  Occurrence o = occs_[id - 1];
  std::string what = describe(o);
  if (action_blocked(o.source.action)) {
    say(what + ", but it does not happen: that action's effects do not happen.");
    return moment();
  }
  if (stage == 0) {
    std::optional<PreventSpec::What> kind;
    switch (o.kind) {
      case OK::Bow: kind = PreventSpec::What::Bow; break;
      case OK::Destroy: kind = PreventSpec::What::Destroy; break;
      case OK::Move: kind = PreventSpec::What::Move; break;
      case OK::HonorGain: kind = PreventSpec::What::HonorGain; break;
      case OK::HonorLoss: kind = PreventSpec::What::HonorLoss; break;
      case OK::Draw: kind = PreventSpec::What::Draw; break;
      case OK::Discard:
      case OK::DiscardCard: kind = PreventSpec::What::Discard; break;
      default: break;
    }
    if (kind) {
      Change ch;
      ch.what = *kind;
      bool players_change = o.kind == OK::HonorGain || o.kind == OK::HonorLoss || o.kind == OK::Draw;
      ch.card = players_change ? "" : o.card;
      ch.player = o.player;
      ch.source = o.source;
      ch.began = s_.clock;
      ch.unnegatable = o.unnegatable;
      ch.destination = o.dest;
      std::string p = rules().prevented_by(ch);
      if (!p.empty()) {
        // Ongoing and continuous prevention comes before any trigger: no "before" window opens.
        say(what + ", but a prevention stops it (" + p + ").");
        return moment();
      }
    }
    Task next;
    next.kind = Task::Kind::Occ;
    next.occ = id;
    next.stage = 1;
    schedule(next);
    std::string before = o.kind == OK::Destroy     ? "before_destroy"
                         : o.kind == OK::Draw      ? "before_draw"
                         : o.kind == OK::Discard   ? "before_discard"
                         : o.kind == OK::HonorLoss ? "before_lose_honor"
                         : o.kind == OK::Move      ? "before_move"
                                                   : "";
    if (!before.empty()) {
      std::string player = o.card.empty() ? o.player : s_.card(o.card).controller;
      push_window(Event::named(before, o.source).on(o.card, player).about_occurrence(id));
    }
    return;
  }
  if (o.prevented) {
    say(what + ", but it was negated: it does not happen.");
    return moment();
  }
  if (replaced(id)) {
    say(what + ", but it was replaced: it does not happen.");
    return moment();
  }
  apply_occurrence(occs_[id - 1]);
  moment();
  Occurrence& done = occs_[id - 1];
  if (!done.happened) return;
  if (done.frame >= 0) frames_[done.frame].last_happened = true;
  if (done.kind == OK::Destroy)
    push_window(
        Event::named("after_destroyed", done.source).on(done.card, s_.card(done.card).owner).about_occurrence(id));
  push_check();
}

void Engine::apply_occurrence(Occurrence& o) {
  using OK = Occurrence::Kind;
  // Bowing, straightening, dishonoring: the card's status changes only if it is not already so
  // (and then the occurrence did not happen, which "if he bowed" effects check).
  auto set_status = [&](bool& status, bool to, const std::string& already, const std::string& now) {
    if (status == to) return say(name(o.card) + " is already " + already + ": nothing changes.");
    status = to;
    say(name(o.card) + " " + now + " (from " + source_words(o.source) + ").");
    o.happened = true;
  };
  switch (o.kind) {
    case OK::Bow: return set_status(s_.card(o.card).bowed, true, "bowed", "bows");
    case OK::Straighten: return set_status(s_.card(o.card).bowed, false, "unbowed", "straightens");
    case OK::Destroy:
      if (s_.card(o.card).zone != Zone::InPlay) return say(name(o.card) + " is no longer in play.");
      leave_play(o.card, Zone::Discard);
      say(name(o.card) + " is destroyed (the destruction comes from " + source_words(o.source) + ").");
      break;
    case OK::Dishonor: return set_status(s_.card(o.card).dishonored, true, "dishonorable", "becomes dishonorable");
    case OK::HonorGain:
    case OK::HonorLoss: {
      int& h = s_.player(o.player).honor;
      int was = h;
      h += o.kind == OK::HonorGain ? o.amount : -o.amount;
      say(o.player + "'s Family Honor " + (h >= was ? "rises" : "drops") + " from " + std::to_string(was) + " to " +
          std::to_string(h) + " (from " + source_words(o.source) + ").");
      break;
    }
    case OK::Draw: {
      auto& p = s_.player(o.player);
      if (p.fate_deck.empty()) return say(o.player + " has no card left to draw.");
      std::string id = p.fate_deck.front();
      p.fate_deck.erase(p.fate_deck.begin());
      p.hand.push_back(id);
      s_.card(id).zone = Zone::Hand;
      s_.card(id).face_up = false;
      say(o.player + " draws a card and now holds " + std::to_string(p.hand.size()) + ".");
      break;
    }
    case OK::Discard: {
      auto& p = s_.player(o.player);
      remove_from(p.hand, o.card);
      p.discard.push_back(o.card);
      s_.card(o.card).zone = Zone::Discard;
      s_.card(o.card).face_up = true;
      say(o.player + " discards " + name(o.card) + " and now holds " + std::to_string(p.hand.size()) + ".");
      break;
    }
    case OK::DiscardCard:
      if (s_.card(o.card).zone != Zone::InPlay) return say(name(o.card) + " is not in play.");
      leave_play(o.card, Zone::Discard);
      say(name(o.card) + " is discarded.");
      break;
    case OK::TakeFavor:
      s_.favor = o.player;
      say(o.player + " takes the Imperial Favor.");
      break;
    case OK::Move: {
      Card& c = s_.card(rules().head(o.card));
      if (c.location == o.dest) return say(name(c.id) + " is already there.");
      c.location = o.dest;
      if (o.dest == "home") {
        c.side = Side::None;
      } else {
        const Battlefield* bf = s_.battlefield(o.dest);
        c.side = bf && bf->attacker == c.controller ? Side::Attack : Side::Defend;
      }
      say(name(c.id) + " moves to " + o.dest + ".");
      break;
    }
    case OK::ReturnToDeck: {
      Card& c = s_.card(o.card);
      leave_play(o.card, Zone::DynastyDeck);
      auto& deck = s_.player(c.owner).dynasty_deck;
      deck.insert(deck.begin(), o.card);
      c.face_up = false;
      say(name(o.card) + " goes face down on top of " + c.owner + "'s Dynasty deck.");
      forget(o.card);
      break;
    }
    case OK::PayGold: {
      for (auto& [id, c] : s_.cards)
        if (c.zone == Zone::InPlay && c.controller == o.player && !c.bowed &&
            lib_.get(c.def).type == CardType::Holding) {
          c.bowed = true;
          say(o.player + " bows " + name(id) + " to pay " + std::to_string(o.amount) + " Gold.");
          o.happened = true;
          return;
        }
      return say(o.player + " cannot pay: he has no unbowed Holding.");
    }
    case OK::Attach: {
      Card& c = s_.card(o.card);
      remove_from(s_.player(c.owner).hand, o.card);
      enter_play(c, s_.card(o.dest).controller, "home", o.dest);
      say(name(o.card) + " is attached to " + name(o.dest) + ".");
      break;
    }
  }
  o.happened = true;
}

void Engine::enter_play(Card& c, const std::string& controller, const std::string& location, const std::string& host) {
  c.zone = Zone::InPlay;
  c.face_up = true;
  c.controller = controller;
  c.location = location;
  c.attached_to = host;
  c.entered_play_at = s_.clock++;
}

void Engine::leave_play(const std::string& id, Zone to) {
  Rules r = rules();
  for (auto& a : r.attachments(id)) {
    bool token = lib_.get(s_.card(a).def).type == CardType::Token;
    leave_play(a, token ? Zone::RemovedFromGame : Zone::Discard);
  }
  Card& c = s_.card(id);
  Player& owner = s_.player(c.owner);
  for (auto* v : {&owner.hand, &owner.provinces, &owner.fate_deck, &owner.dynasty_deck}) remove_from(*v, id);
  c.zone = to;
  c.attached_to.clear();
  c.location = "home";
  c.side = Side::None;
  c.bowed = false;
  end_army_replacements(id);
  bool token = lib_.get(c.def).type == CardType::Token;
  if (to == Zone::Discard && token) c.zone = Zone::RemovedFromGame;  // created cards leave the game
  if (c.zone == Zone::Discard) {
    c.face_up = true;
    owner.discard.push_back(id);
    if (lib_.get(c.def).type == CardType::Personality) c.dead = true;
  }
}

void Engine::forget(const std::string& id) {
  Card& c = s_.card(id);
  std::vector<std::string> lost;
  if (c.dishonored) lost.push_back("dishonorable status");
  if (!c.abilities_used.empty()) lost.push_back("abilities used");
  bool effects = false;
  for (auto& e : s_.ongoing) {
    auto it = std::find(e.cards.begin(), e.cards.end(), id);
    if (it != e.cards.end()) {
      e.cards.erase(it);
      e.blocked.erase(id);
      effects = true;
    }
  }
  if (effects) lost.push_back("ongoing effects");
  c.dishonored = false;
  c.dead = false;
  c.abilities_used.clear();
  c.has_last_chi_penalty = false;
  c.last_chi_penalty = {};
  std::string l;
  for (auto& s : lost) l += (l.empty() ? "" : ", ") + s;
  say("The tracking rule: " + name(id) + " is face down and out of play, so the game forgets what it knew about it" +
      (l.empty() ? "." : " (" + l + ")."));
}

}  // namespace arbiter::l5r
