// Taking an action: who may take it when (designators), what it may target (Rule of Location,
// judged on the card text alone: blind cards rule), its costs (not effects), and its resolution.
#include <algorithm>

#include "games/l5r/engine.h"
#include "games/l5r/words.h"

namespace arbiter::l5r {

// The target's filter with what the resolution knows filled in: the card a "same Clan as" names.
Target Engine::resolved(const Target& t, const Frame& f) const {
  Target out = t;
  if (out.filter.condition && out.filter.condition->kind == Condition::Kind::SameClanAs) {
    auto cards = resolve_cards(f, out.filter.condition->subject);
    out.filter.condition->card = cards.empty() ? "" : cards[0];
  }
  return out;
}

std::vector<std::string> Engine::candidates(const Target& target, const Frame& f) const {
  Rules r = rules();
  const Target t = resolved(target, f);
  std::vector<std::string> out;
  bool from_hand = t.filter.in_and_out_of_play && t.filter.type == CardType::Item;
  for (auto& [id, c] : s_.cards) {
    if (from_hand && c.zone != Zone::Hand) continue;
    if (!from_hand && c.zone != Zone::InPlay) continue;
    if (!r.selects(t.filter, f.self, f.actor, id)) continue;
    if (f.substitutes_targeting) {  // another card, legal for the action whose targeting it replaces
      const Frame& old = frames_[f.trigger.targeting_frame];
      auto was = old.refs.find("target:" + f.trigger.slot);
      auto filter = old.filters.find(f.trigger.slot);
      if (was != old.refs.end() && was->second == id) continue;
      if (filter != old.filters.end() && !r.selects(filter->second, old.self, old.actor, id)) continue;
    }
    out.push_back(id);
  }
  return out;
}

bool Engine::text_moves_to_battle(const std::vector<Op>& ops, const std::string& slot, const std::string& cand,
                                  const std::string& you) const {
  Rules r = rules();
  for (auto& op : ops) {
    if (op.kind == Op::Kind::MoveToCurrentBattlefield && (op.on == "target:" + slot || op.on == "unit:" + slot))
      return true;
    // A condition printed in the card text is checked (blind cards rule, Example 3).
    if (op.kind == Op::Kind::If && !r.check(*op.condition, cand, you)) continue;
    if (text_moves_to_battle(op.then, slot, cand, you)) return true;
    for (auto& o : op.options)
      if (text_moves_to_battle(o, slot, cand, you)) return true;
  }
  return false;
}

bool Engine::keeps_legal(const std::vector<Op>& ops, const Frame& f) const {
  for (auto& slot : f.location_exception) {
    auto it = f.refs.find("target:" + slot);
    if (it == f.refs.end() || rules().location(it->second) == s_.current_battle) continue;  // already there
    if (!text_moves_to_battle(ops, slot, it->second, f.actor)) return false;
  }
  return true;
}

void Engine::check_designator(const Ability& a, const std::string& player, const std::string& card_name) const {
  switch (a.designator) {
    case Ability::Designator::Limited:
      if (s_.phase != Phase::Action || player != s_.active_player() || !s_.current_battle.empty())
        throw IllegalAction(card_name + " is a Limited action: only in your own Action Phase");
      break;
    case Ability::Designator::Open:
      if (s_.phase != Phase::Action) throw IllegalAction(card_name + " is an Open action: only in an Action Phase");
      break;
    case Ability::Designator::Battle:
      if (s_.current_battle.empty()) throw IllegalAction(card_name + " is a Battle action: only during a battle");
      break;
    case Ability::Designator::Reaction:
      throw IllegalAction(card_name + " is a Reaction: it is taken only when its trigger happens");
  }
}

void Engine::play(const PlayRequest& r) {
  const Card& c = s_.card(r.card);
  CardType type = lib_.get(c.def).type;
  if (c.zone == Zone::Hand && (type == CardType::Item || type == CardType::Follower)) {
    play_attachment(r);
  } else {
    start_action(r.player, r.card, r.ability, r.targets, nullptr);
  }
  drain();
}

void Engine::play_attachment(const PlayRequest& r) {
  Card& c = s_.card(r.card);
  if (c.owner != r.player) throw IllegalAction(name(r.card) + " is not in " + r.player + "'s hand");
  if (s_.phase != Phase::Action || r.player != s_.active_player())
    throw IllegalAction("attachments are played as a Limited action, in your own Action Phase");
  const Card& to = s_.card(r.attach_to);
  if (to.zone != Zone::InPlay || to.controller != r.player || lib_.get(to.def).type != CardType::Personality)
    throw IllegalAction(name(r.card) + " must attach to a Personality " + r.player + " controls in play");
  std::string hand = r.player;
  auto& cards = s_.player(hand).hand;
  cards.erase(std::remove(cards.begin(), cards.end(), r.card), cards.end());
  enter_play(c, r.player, "home", r.attach_to);
  say(r.player + " attaches " + name(r.card) + " to " + name(r.attach_to) + " (a Limited action the rulebook gives).");
  push_check();
}

void Engine::start_action(const std::string& player, const std::string& card, int ai,
                          std::map<std::string, std::string> targets, const Event* trigger) {
  Card& c = s_.card(card);
  const CardDef& d = lib_.get(c.def);
  if (ai < 0 || ai >= static_cast<int>(d.abilities.size()))
    throw IllegalAction(d.name + " has no ability number " + std::to_string(ai));
  const Ability& a = d.abilities[ai];
  bool from_hand = c.zone == Zone::Hand;
  if (from_hand) {
    if (c.owner != player) throw IllegalAction(d.name + " is not in " + player + "'s hand");
  } else {
    if (c.zone != Zone::InPlay) throw IllegalAction(d.name + " is neither in hand nor in play");
    if (c.controller != player) throw IllegalAction(player + " does not control " + d.name);
    if (c.bowed) throw IllegalAction(d.name + " is bowed: abilities on bowed cards cannot be used");
    if (c.abilities_used.count(ai)) throw IllegalAction(d.name + "'s ability was already used this turn");
  }
  if (!trigger) check_designator(a, player, d.name);
  else if (a.designator != Ability::Designator::Reaction) throw IllegalAction(d.name + " is not a Reaction");

  moment();  // what led up to it is told before the action begins
  Frame fr;
  fr.source.card = card;
  fr.source.player = player;
  fr.source.action = s_.next_action++;
  fr.actor = player;
  fr.self = card;
  if (trigger) {
    fr.refs["trigger_card"] = trigger->card;
    fr.refs["trigger_player"] = trigger->player;
    fr.trigger = *trigger;
    say(player + " answers with a Reaction, " + d.name + ": \"" + d.text + "\"");
  } else {
    say(player + (from_hand ? " plays " : " uses ") + d.name + ": \"" + d.text + "\"");
  }
  choose_targets(a, fr, targets);

  int f = new_frame(fr);
  for (auto& cost : a.costs) pay_cost(f, cost);
  Source cause;
  cause.action = trigger ? trigger->action : 0;
  bool before = trigger && (trigger->name.rfind("before", 0) == 0 || trigger->name.rfind("when", 0) == 0);
  kernel::ActionId node =
      start(cause, before ? kernel::Relation::Nested : kernel::Relation::Triggered, player + ": " + d.name, d.name);
  node_of_action_[fr.source.action] = node;
  if (from_hand) {
    auto& hand = s_.player(player).hand;
    hand.erase(std::remove(hand.begin(), hand.end(), card), hand.end());
    s_.card(card).zone = Zone::Resolution;
  } else {
    s_.card(card).abilities_used.insert(ai);
  }
  moment();
  queue_resolution(f, a, card, from_hand);
}

// Picks each target (stated by the scenario, the only legal one, or asked) and checks it against
// the card's requirements and the Rule of Location.
void Engine::choose_targets(const Ability& a, Frame& fr, std::map<std::string, std::string>& picks) {
  Rules r = rules();
  const std::string& player = fr.actor;
  const std::string card_name = name(fr.self);
  for (auto& t : a.targets) {
    std::vector<std::string> legal;
    std::vector<std::string> out_of_location;
    for (auto& cand : candidates(t, fr)) {
      // Rule of Location: a Battle action reaches only the current battlefield, unless its text
      // moves that card there (judged on the text alone: blind cards rule).
      if (a.designator == Ability::Designator::Battle && s_.cards.at(cand).zone == Zone::InPlay &&
          r.location(cand) != s_.current_battle && !text_moves_to_battle(a.effects, t.name, cand, player)) {
        out_of_location.push_back(cand);
        continue;
      }
      legal.push_back(cand);
    }
    std::string pick;
    if (picks.count(t.name)) pick = picks[t.name];
    else if (legal.size() == 1) pick = legal[0];
    else if (legal.empty())
      throw IllegalAction(card_name + ": no legal card to " + (t.choose ? "choose" : "target") + " as \"" + t.name +
                          "\"");
    else
      pick = ask("target", fr.self + ":" + t.name, player,
                 card_name + (t.choose ? ": which card to choose?" : ": which card to target?"), legal);
    if (std::find(legal.begin(), legal.end(), pick) == legal.end()) {
      std::string why = std::find(out_of_location.begin(), out_of_location.end(), pick) != out_of_location.end()
                            ? "is not at the current battlefield, and the card's text gives no way to move him there "
                              "(Rule of Location)"
                            : "does not meet the card's requirements";
      throw IllegalAction(card_name + ": " + name(pick) + " cannot be " + (t.choose ? "chosen" : "targeted") + ": he " +
                          why);
    }
    fr.refs["target:" + t.name] = pick;
    fr.filters[t.name] = t.filter;
    if (s_.cards.at(pick).zone == Zone::InPlay && r.location(pick) != s_.current_battle &&
        a.designator == Ability::Designator::Battle)
      fr.location_exception.insert(t.name);
    say(player + (t.choose ? " chooses " : " targets ") + name(pick) + ".");
  }
}

// Stacks the resolution: the "after it is announced" window, the "when ... would target" windows,
// then the effects (granted effects after the ability's own), then the end of the action.
void Engine::queue_resolution(int f, const Ability& a, const std::string& card, bool from_hand) {
  std::vector<Op> effects = a.effects;
  if (!from_hand)
    for (auto& att : rules().attachments(card))
      for (auto& t : lib_.get(s_.card(att).def).traits)
        if (t.kind == Trait::Kind::GrantAbilityEffect) {
          say(name(att) + " adds an effect after the ability's own effects.");
          effects.insert(effects.end(), t.effects.begin(), t.effects.end());
        }
  Task fin;
  fin.kind = Task::Kind::Finish;
  fin.frame = f;
  fin.card = card;
  schedule(fin);
  push_ops(f, effects);
  const Frame& fr = frames_[f];
  push_window(Event::named("after_action_announced", fr.source).on(card, fr.actor));
  // "When … would target": after the choice is stated, before it takes effect.
  for (auto& t : a.targets) {
    if (t.choose) continue;
    std::string target = frames_[f].refs["target:" + t.name];
    if (target.empty() || lib_.get(s_.card(target).def).type != CardType::Personality) continue;
    push_window(
        Event::named("when_would_target", fr.source).on(target, s_.card(target).controller).about_targeting(f, t.name));
  }
}

void Engine::pay_cost(int f, const Op& op) {
  // Costs are not effects: preventions of effects do not touch them.
  auto cards = resolve_cards(frames_[f], op.on);
  if (cards.empty()) throw IllegalAction("the cost cannot be paid: nothing to pay it with");
  for (auto& c : cards) {
    switch (op.kind) {
      case Op::Kind::Bow:
        if (s_.card(c).bowed) throw IllegalAction("the cost cannot be paid: " + name(c) + " is already bowed");
        s_.card(c).bowed = true;
        say("As a cost (not an effect), " + name(c) + " bows.");
        break;
      case Op::Kind::DiscardCard:
        leave_play(c, Zone::Discard);
        say("As a cost (not an effect), " + name(c) + " is discarded.");
        break;
      case Op::Kind::Destroy:
        leave_play(c, Zone::Discard);
        say("As a cost (not an effect), " + name(c) + " is destroyed.");
        break;
      default: throw IllegalAction("unsupported cost operation " + to_string(op.kind));
    }
  }
}

void Engine::finish_action(int f, const std::string& card) {
  Card& c = s_.card(card);
  if (c.zone == Zone::Resolution) {
    c.zone = Zone::Discard;
    c.face_up = true;
    s_.player(c.owner).discard.push_back(card);
  }
  // Resolved now (the moment shows it done), though its frame stays on the stack for the
  // Reactions to its end.
  if (auto it = node_of_action_.find(frames_[f].source.action); it != node_of_action_.end())
    stack_.tree().at(it->second).status = kernel::ActionStatus::Done;
  say(name(card) + " has resolved.");
  moment();
  Task battle;
  battle.kind = Task::Kind::StartBattle;
  schedule(battle);
  push_window(Event::named("after_action_resolves", frames_[f].source).on(card, frames_[f].actor));
  push_check();
}

}  // namespace arbiter::l5r
