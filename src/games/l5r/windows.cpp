// What answers an event: delayed effects waiting on it, triggered traits (mandatory), then each
// player's Reactions, the active player first. And the state check after every change:
// continuous effects beginning and ending, "while he remains", Chi death and "if ever" effects.
#include <algorithm>

#include "games/l5r/engine.h"

namespace arbiter::l5r {
namespace {

bool stops_trigger(const std::vector<Op>& ops) {
  for (auto& op : ops)
    if (op.kind == Op::Kind::NegateTrigger || op.kind == Op::Kind::Instead) return true;
  return false;
}

// The event names of card data, in words for the Reaction prompt.
std::string event_words(const std::string& name) {
  static const std::map<std::string, std::string> words = {
      {"before_destroy", "before a card is destroyed"},
      {"after_destroyed", "after a card is destroyed"},
      {"before_discard", "before a card is discarded"},
      {"before_draw", "before a card is drawn"},
      {"before_lose_honor", "before Honor is lost"},
      {"before_move", "before a card moves"},
      {"after_chi_penalty", "after a Chi penalty"},
      {"after_force_bonus", "after a Force bonus"},
      {"after_action_announced", "after an action is announced"},
      {"after_action_resolves", "after an action resolves"},
      {"when_would_target", "when an action would target"},
  };
  auto it = words.find(name);
  return it == words.end() ? name : it->second;
}

}  // namespace

bool Engine::trigger_matches(const std::string& filter, const Event& e, const std::string& owner,
                             const std::string& self) const {
  auto is_your_personality = [&] {
    if (e.card.empty() || !s_.cards.count(e.card)) return false;
    const Card& c = s_.card(e.card);
    std::string who = c.zone == Zone::InPlay ? c.controller : c.owner;
    return who == owner && lib_.get(c.def).type == CardType::Personality;
  };
  auto from_other = [&] { return !e.source.card.empty() && e.source.player != owner; };
  if (filter.empty()) return true;
  if (filter == "self") return e.card == self;
  if (filter == "you") return e.player == owner;
  if (filter == "another_player") return e.player != owner;
  if (filter == "your_personality") return is_your_personality();
  if (filter == "your_personality_in_play") return is_your_personality() && s_.card(e.card).zone == Zone::InPlay;
  if (filter == "bearer") return !self.empty() && e.card == s_.card(self).attached_to;
  if (filter == "from_another_player") return from_other();
  if (filter == "your_personality_from_another_player") return is_your_personality() && from_other();
  throw std::logic_error("unknown trigger filter \"" + filter + "\" (the card library checks them at load)");
}

// Window stage 0: delayed effects and triggered traits; stages 1..n: each player's Reactions.
void Engine::open_window(const Event& e, size_t pi) {
  if (pi == 0) {
    Task next;
    next.kind = Task::Kind::Window;
    next.event = e;
    next.window_player = 1;
    schedule(next);
    return fire_traits(e);
  }
  if (pi - 1 >= s_.player_order.size()) return;
  Task next;
  next.kind = Task::Kind::Window;
  next.event = e;
  next.window_player = pi + 1;
  schedule(next);
  offer_reactions(e, pi - 1);
}

void Engine::fire_traits(const Event& e) {
  bool continuous_destruction = e.occurrence && occs_[e.occurrence - 1].continuous_applied;
  // Delayed "next time" effects and parents' children waiting on a destruction.
  if (e.name == "after_destroyed" && lib_.get(s_.card(e.card).def).type == CardType::Personality) {
    for (auto it = s_.delayed.rbegin(); it != s_.delayed.rend(); ++it) {
      DelayedEffect& d = *it;
      if (d.done || d.at.kind != TimePoint::Kind::PersonalityDestroyed || d.expires_turn != s_.turn) continue;
      if (action_blocked(d.source.action)) continue;
      if (!d.parent) d.done = true;
      apply_delayed(d, d.parent ? "child effect of " : "delayed effect of ", false,
                    d.parent
                        ? "The parent effect (" + d.text + ") creates a new child effect, a separate effect."
                        : "The delayed effect (" + d.text + ") applies now; it was for the next destruction only.");
    }
  }
  // Triggered traits (mandatory), including the trait of a card that just left play.
  std::vector<std::pair<std::string, const Trait*>> fire;
  for (auto& [id, c] : s_.cards) {
    bool relevant = c.zone == Zone::InPlay || id == e.card;
    if (!relevant) continue;
    for (auto& t : lib_.get(c.def).traits) {
      if (t.kind != Trait::Kind::Triggered || t.trigger != e.name) continue;
      std::string owner = c.zone == Zone::InPlay ? c.controller : c.owner;
      if (!trigger_matches(t.trigger_filter, e, owner, id)) continue;
      if (continuous_destruction && stops_trigger(t.effects)) {
        say(name(id) +
            "'s trait is set off by this destruction itself, so it cannot stop a continuously applied destruction.");
        continue;
      }
      fire.push_back({id, &t});
    }
  }
  for (auto it = fire.rbegin(); it != fire.rend(); ++it) {
    const Card& c = s_.card(it->first);
    Frame fr;
    fr.source = {it->first, c.zone == Zone::InPlay ? c.controller : c.owner, 0};
    fr.actor = fr.source.player;
    fr.self = it->first;
    fr.refs["trigger_card"] = e.card;
    fr.refs["trigger_player"] = e.player;
    fr.trigger = e;
    fr.trigger.targeting_frame = -1;
    Source cause;
    cause.action = e.action;
    done_when_begun(start(cause, kernel::Relation::Triggered, "trait of " + name(it->first), name(it->first)));
    push_ops(new_frame(fr), it->second->effects);
    push_note(name(it->first) + "'s trait triggers (" + event_words(e.name) + "): \"" + lib_.get(c.def).text + "\"");
  }
}

// One player's Reactions to the event: those in hand and on unbowed cards in play whose trigger
// matches; a Reaction that would stop a continuously applied destruction is not offered.
void Engine::offer_reactions(const Event& e, size_t p) {
  bool continuous_destruction = e.occurrence && occs_[e.occurrence - 1].continuous_applied;
  size_t start =
      std::find(s_.player_order.begin(), s_.player_order.end(), s_.active_player()) - s_.player_order.begin();
  std::string reactor = s_.player_order[(start + p) % s_.player_order.size()];
  std::vector<std::string> options{"pass"};
  std::map<std::string, int> ability_of;
  for (auto& [id, c] : s_.cards) {
    bool in_hand = c.zone == Zone::Hand && c.owner == reactor;
    bool in_play = c.zone == Zone::InPlay && c.controller == reactor && !c.bowed;
    if (!in_hand && !in_play) continue;
    const CardDef& d = lib_.get(c.def);
    for (size_t i = 0; i < d.abilities.size(); ++i) {
      const Ability& a = d.abilities[i];
      if (a.designator != Ability::Designator::Reaction || a.trigger != e.name) continue;
      if (in_play && c.abilities_used.count(static_cast<int>(i))) continue;
      if (!trigger_matches(a.trigger_filter, e, reactor, id)) continue;
      if (continuous_destruction && stops_trigger(a.effects)) continue;
      if (e.card == id) continue;
      options.push_back(id);
      ability_of[id] = static_cast<int>(i);
    }
  }
  if (options.size() == 1) return;
  std::string pick =
      ask("reaction", reactor + ":" + e.name, reactor, "take a Reaction (" + event_words(e.name) + ")?", options);
  if (pick == "pass") return;
  start_action(reactor, pick, ability_of[pick], {}, &e);
}

// One pass over every continuous trait, against the continuous effects in force now.
std::vector<ContinuousInstance> Engine::continuous_pass() {
  Rules r = rules();
  std::vector<ContinuousInstance> now;
  for (auto& [id, c] : s_.cards) {
    const CardDef& d = lib_.get(c.def);
    bool in_play = c.zone == Zone::InPlay;
    bool face_up_out = !in_play && c.face_up && (c.zone == Zone::Province || c.zone == Zone::Discard);
    if (!in_play && !face_up_out) continue;
    std::string you = in_play ? c.controller : c.owner;
    for (size_t i = 0; i < d.traits.size(); ++i) {
      const Trait& t = d.traits[i];
      if (t.kind != Trait::Kind::Modify && t.kind != Trait::Kind::GrantKeyword) continue;
      std::vector<std::string> targets;
      if (in_play) {
        for (auto& [tid, tc] : s_.cards)
          if (r.selects(t.affects, id, you, tid) && (!t.condition || r.check(*t.condition, tid, you)))
            targets.push_back(tid);
      } else {
        // A continuous effect from a card out of play affects only that card.
        Selector self_only = t.affects;
        self_only.in_and_out_of_play = true;
        if (self_only.who == Selector::Who::Yours || self_only.who == Selector::Who::Any)
          self_only.who = Selector::Who::Self;
        if (r.selects(self_only, id, you, id) && (!t.condition || r.check(*t.condition, id, you)))
          targets.push_back(id);
      }
      for (auto& tid : targets) {
        const std::string& source_id = id;  // clang-14 (em++) cannot capture structured bindings
        auto old = std::find_if(s_.continuous.begin(), s_.continuous.end(), [&](const ContinuousInstance& x) {
          return x.source_card == source_id && x.trait == static_cast<int>(i) && x.target == tid;
        });
        now.push_back(old != s_.continuous.end() ? *old : ContinuousInstance{id, static_cast<int>(i), tid, s_.clock++});
      }
    }
  }
  return now;
}

// Continuous effects read one another (a keyword one grants selects the cards another affects:
// Shrine of Resolve's Samurai get Barracks' +1F), so passes repeat until nothing changes; a few
// passes bound a loop of effects that switch each other on and off.
void Engine::refresh_continuous() {
  const std::vector<ContinuousInstance> before = s_.continuous;
  auto same = [](const ContinuousInstance& x, const ContinuousInstance& y) {
    return x.source_card == y.source_card && x.trait == y.trait && x.target == y.target;
  };
  auto within = [&](const ContinuousInstance& x, const std::vector<ContinuousInstance>& set) {
    return std::any_of(set.begin(), set.end(), [&](const ContinuousInstance& y) { return same(x, y); });
  };
  for (int pass = 0; pass < 8; ++pass) {
    std::vector<ContinuousInstance> now = continuous_pass();
    bool stable =
        now.size() == s_.continuous.size() &&
        std::all_of(now.begin(), now.end(), [&](const ContinuousInstance& x) { return within(x, s_.continuous); });
    s_.continuous = std::move(now);
    if (stable) break;
  }
  for (auto& x : s_.continuous)
    if (!within(x, before))
      say("The continuous effect of " + name(x.source_card) + " begins on " + name(x.target) + ".");
  for (auto& old : before)
    if (!within(old, s_.continuous))
      say("The continuous effect of " + name(old.source_card) + " ends on " + name(old.target) + ".");
}

void Engine::state_check() {
  refresh_continuous();
  Rules r = rules();
  for (auto& e : s_.ongoing) {
    if (e.duration.kind != Duration::Kind::WhileRemains) continue;
    for (auto& c : e.cards)
      if (!e.remains_broken.count(c) && !r.check(e.duration.condition, c, e.source.player)) {
        e.remains_broken.insert(c);
        say("The effect \"" + e.text + "\" stops on " + name(c) + " and will not reapply (\"while he remains\").");
      }
  }
  // Continuously applied instantaneous effects: Chi death and "if ever" destruction.
  for (auto& [id, c] : s_.cards) {
    if (c.zone != Zone::InPlay) continue;
    const CardDef& d = lib_.get(c.def);
    std::vector<std::pair<std::string, Source>> causes;
    if (d.type == CardType::Personality && r.stat(id, Stat::Chi) <= 0)
      causes.push_back({"Chi death", c.has_last_chi_penalty ? c.last_chi_penalty : Source{}});
    for (auto& t : d.traits)
      if (t.kind == Trait::Kind::DestroyIfEver && r.check(*t.condition, id, c.controller))
        causes.push_back({"\"" + d.text + "\"", Source{id, c.controller, 0}});
    for (auto& [why, src] : causes) {
      Change ch;
      ch.what = PreventSpec::What::Destroy;
      ch.card = id;
      ch.source = src;
      ch.began = s_.clock;
      std::string p = r.prevented_by(ch);
      if (!p.empty()) {
        std::string key = id + "|" + p;
        if (!held_off_.count(key)) {
          held_off_.insert(key);
          say(why + " would destroy " + name(id) + " now, but a prevention holds it off (" + p +
              "); it simply does not happen while that prevention lasts.");
        }
        continue;
      }
      moment();  // the change that made it so is told first, then the destruction
      say(why + ": " + name(id) + " is destroyed at once, at the \"when\" point.");
      push_check();
      Occurrence o;
      o.kind = Occurrence::Kind::Destroy;
      o.card = id;
      o.player = c.controller;
      o.source = src;
      o.continuous_applied = true;
      new_occurrence(o);
      return;
    }
  }
}

}  // namespace arbiter::l5r
