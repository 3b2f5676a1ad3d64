#include "games/l5r/engine.h"

#include <algorithm>
#include <stdexcept>

#include "games/l5r/invariants.h"
#include "kernel/errors.h"

namespace arbiter::l5r {
namespace {

std::string signed_stat(Stat st, int amount) {
  std::string s = (amount >= 0 ? "+" : "") + std::to_string(amount);
  switch (st) {
    case Stat::Force: return s + "F";
    case Stat::Chi: return s + "C";
    case Stat::PersonalHonor: return s + "PH";
    case Stat::Focus: return s + " Focus Value";
  }
  return s;
}

void remove_from(std::vector<std::string>& list, const std::string& id) {
  list.erase(std::remove(list.begin(), list.end(), id), list.end());
}

// Ongoing effects and preventions begin alike: a fresh id, where they come from, when they began.
template <class Ongoing>
Ongoing begin_ongoing(GameState& s, const Source& source, const Duration& duration) {
  Ongoing e;
  e.id = s.next_id++;
  e.source = source;
  e.duration = duration;
  e.applied_turn = s.turn;
  e.began = s.clock++;
  return e;
}

std::string duration_words(const Duration& d) {
  switch (d.kind) {
    case Duration::Kind::EndOfTurn: return "until the end of the turn";
    case Duration::Kind::Permanent: return "permanently";
    case Duration::Kind::EndOfGame: return "until the end of the game";
    case Duration::Kind::While: return "while the condition holds (this turn)";
    case Duration::Kind::WhileRemains: return "while he remains so (this turn; never reapplies)";
    case Duration::Kind::WhileSourceInPlay: return "while its source is in play";
  }
  return "";
}

bool expires_at_end_of_turn(const Duration& d) {
  return d.kind == Duration::Kind::EndOfTurn || d.kind == Duration::Kind::While ||
         d.kind == Duration::Kind::WhileRemains;
}

std::string JoinOr(const std::vector<std::string>& v) {
  std::string s;
  for (auto& x : v) s += (s.empty() ? "" : " or ") + x;
  return s;
}

bool stops_trigger(const std::vector<Op>& ops) {
  for (auto& op : ops)
    if (op.kind == Op::Kind::NegateTrigger || op.kind == Op::Kind::Instead) return true;
  return false;
}

}  // namespace

Engine::Engine(GameState s, const CardLibrary& lib, Chooser chooser)
    : s_(std::move(s)), lib_(lib), chooser_(std::move(chooser)) {
  std::string problem = check_invariants(s_, lib_);
  if (!problem.empty()) throw kernel::RuleError("illegal board: " + problem);
  refresh_continuous();
  log_.clear();  // effects present at set-up are part of the starting board, not events
}

std::string Engine::name(const std::string& card) const {
  if (card.empty()) return "nobody";
  if (!s_.cards.count(card)) return card;
  return lib_.get(s_.card(card).def).name;
}

int Engine::new_frame(Frame f) {
  frames_.push_back(std::move(f));
  return static_cast<int>(frames_.size()) - 1;
}

void Engine::push_ops(int f, const std::vector<Op>& ops) {
  Task t;
  t.kind = Task::Kind::Ops;
  t.frame = f;
  t.ops = std::make_shared<const std::vector<Op>>(ops);
  stack_.push_back(t);
}

void Engine::push_note(const std::string& line) {
  Task t;
  t.kind = Task::Kind::Note;
  t.card = line;
  stack_.push_back(t);
}

int Engine::new_occurrence(Occurrence o) {
  o.id = static_cast<int>(occs_.size()) + 1;
  occs_.push_back(o);
  Task t;
  t.kind = Task::Kind::Occ;
  t.occ = o.id;
  stack_.push_back(t);
  return o.id;
}

bool Engine::action_blocked(int action) const {
  if (action == 0) return false;
  for (auto& p : s_.preventions)
    if (p.blocks_action == action) return true;
  return false;
}

std::string Engine::ask(const std::string& kind, const std::string& context, const std::string& player,
                        const std::string& prompt, std::vector<std::string> options) {
  ChoicePoint cp;
  cp.kind = kind;
  cp.context = context;
  cp.player = player;
  cp.prompt = prompt;
  cp.options = std::move(options);
  cp.fallback = kind == "reaction" ? "pass" : kind == "may" || kind == "choose-to" ? "no" : cp.options.front();
  std::string answer = chooser_(cp);
  if (std::find(cp.options.begin(), cp.options.end(), answer) == cp.options.end()) {
    std::string opts;
    for (auto& o : cp.options) opts += (opts.empty() ? "" : " | ") + o;
    throw IllegalAction("choice " + kind + " [" + context + "] (" + prompt + "): \"" + answer +
                        "\" is not one of the options the rules allow: " + opts);
  }
  cp.answer = answer;
  choices_.push_back(cp);
  say("  " + player + " chooses: " + answer + "  [" + prompt + "]");
  return answer;
}

kernel::ActionId Engine::record(const Source& cause, kernel::Relation rel, const std::string& label,
                                const std::string& source) {
  auto it = node_of_action_.find(cause.action);
  kernel::ActionId parent = it == node_of_action_.end() ? kernel::kNoAction : it->second;
  if (parent == kernel::kNoAction) rel = kernel::Relation::Initial;
  return tree_.add(parent, rel, label, source);
}

void Engine::drain() {
  int guard = 0;
  while (!stack_.empty()) {
    if (++guard > 100000) throw std::runtime_error("L5R engine: resolution did not finish (runaway loop)");
    Task t = stack_.back();
    stack_.pop_back();
    step(t);
  }
  frames_.clear();
  occs_.clear();
  if (invariant_checks) {
    std::string problem = check_invariants(s_, lib_);
    if (!problem.empty()) throw std::logic_error("invariant broken: " + problem);
  }
}

void Engine::step(Task t) {
  switch (t.kind) {
    case Task::Kind::Ops: {
      if (t.index >= t.ops->size()) return;
      Task next = t;
      next.index++;
      stack_.push_back(next);
      exec_op(t.frame, (*t.ops)[t.index]);
      return;
    }
    case Task::Kind::Occ: run_occurrence(t.occ, t.stage); return;
    case Task::Kind::Window: open_window(t.event, t.window_player); return;
    case Task::Kind::Finish: finish_action(t.frame, t.card); return;
    case Task::Kind::Check: state_check(); return;
    case Task::Kind::Note: say(t.card); return;
    case Task::Kind::StartBattle:
      if (s_.pending_battle.empty()) return;
      s_.current_battle = s_.pending_battle;
      s_.pending_battle.clear();
      say("The battle created by the effect begins now at " + s_.current_battle +
          ", after the action ended and the Reactions to its end had their chance");
      return;
  }
}

// ---------------------------------------------------------------- references and targets

std::vector<std::string> Engine::resolve_cards(const Frame& f, const std::string& ref) const {
  auto get = [&](const std::string& key) -> std::string {
    auto it = f.refs.find(key);
    return it == f.refs.end() ? "" : it->second;
  };
  std::string id;
  if (ref == "self") id = f.self;
  else if (ref == "bearer") id = f.self.empty() ? "" : s_.card(f.self).attached_to;
  else if (ref == "trigger_card") id = get("trigger_card");
  else if (ref == "shown") id = get("shown");
  else if (ref.rfind("target:", 0) == 0) id = get(ref);
  else if (ref.rfind("unit:", 0) == 0) {
    std::string head = get("target:" + ref.substr(5));
    if (head.empty()) return {};
    return rules().unit(rules().head(head));
  } else if (ref == "battlefield_assignee") id = get("assignee");
  if (id.empty()) return {};
  return {id};
}

std::string Engine::resolve_player(const Frame& f, const std::string& ref) const {
  if (ref == "opponent") return s_.opponent(f.actor);
  if (ref == "trigger_player") {
    auto it = f.refs.find("trigger_player");
    return it == f.refs.end() ? "" : it->second;
  }
  if (ref.rfind("controller:", 0) == 0) {
    auto cards = resolve_cards(f, ref.substr(11));
    return cards.empty() ? "" : s_.card(cards[0]).controller;
  }
  return f.actor;
}

std::vector<std::string> Engine::candidates(const Target& t, const Frame& f) const {
  Rules r = rules();
  std::vector<std::string> out;
  bool from_hand = t.filter.in_and_out_of_play && t.filter.type == CardType::Item;
  for (auto& [id, c] : s_.cards) {
    if (from_hand && c.zone != Zone::Hand) continue;
    if (!from_hand && c.zone != Zone::InPlay) continue;
    if (r.selects(t.filter, f.self, f.actor, id)) out.push_back(id);
  }
  return out;
}

bool Engine::text_moves_to_battle(const std::vector<Op>& ops, const std::string& slot, const std::string& cand,
                                  const std::string& you) const {
  Rules r = rules();
  for (auto& op : ops) {
    if (op.kind == Op::Kind::MoveToCurrentBattlefield && (op.on == "target:" + slot || op.on == "unit:" + slot))
      return true;
    if (op.kind == Op::Kind::If) {
      // A condition printed in the card text is checked (blind cards rule, Example 3).
      std::string it = op.on == "target:" + slot ? cand : cand;
      if (!r.check(*op.condition, it, you)) continue;
    }
    if (text_moves_to_battle(op.then, slot, cand, you)) return true;
    for (auto& o : op.options)
      if (text_moves_to_battle(o, slot, cand, you)) return true;
  }
  return false;
}

bool Engine::keeps_legal(const std::vector<Op>& ops, const Frame& f) const {
  for (auto& slot : f.location_exception) {
    auto it = f.refs.find("target:" + slot);
    if (it == f.refs.end()) continue;
    if (!text_moves_to_battle(ops, slot, it->second, f.actor)) return false;
  }
  return true;
}

// ---------------------------------------------------------------- actions

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
  remove_from(s_.player(r.player).hand, r.card);
  enter_play(c, r.player, "home", r.attach_to);
  say(r.player + " attaches " + name(r.card) + " to " + name(r.attach_to) + " (Limited action from the rulebook)");
  Task t;
  t.kind = Task::Kind::Check;
  stack_.push_back(t);
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

  Frame fr;
  fr.source = {card, player, s_.next_action++};
  fr.actor = player;
  fr.self = card;
  if (trigger) {
    fr.refs["trigger_card"] = trigger->card;
    fr.refs["trigger_player"] = trigger->player;
    fr.trigger_occ = trigger->occ;
    fr.trigger_effect = trigger->effect;
    fr.trigger_action = trigger->action;
    fr.trigger_frame = trigger->frame;
    fr.trigger_slot = trigger->slot;
  }
  say(player + " takes an action: " + d.name + " — \"" + d.text + "\"");
  Rules r = rules();
  for (auto& t : a.targets) {
    std::vector<std::string> legal;
    std::vector<std::string> out_of_location;
    for (auto& cand : candidates(t, fr)) {
      // Rule of Location: a Battle action reaches only the current battlefield, unless its text
      // moves that card there (judged on the text alone: blind cards rule).
      if (a.designator == Ability::Designator::Battle && s_.cards.at(cand).zone == Zone::InPlay &&
          r.location(cand) != s_.current_battle) {
        if (!text_moves_to_battle(a.effects, t.name, cand, player)) {
          out_of_location.push_back(cand);
          continue;
        }
      }
      legal.push_back(cand);
    }
    std::string pick;
    if (targets.count(t.name)) pick = targets[t.name];
    else if (legal.size() == 1) pick = legal[0];
    else if (legal.empty()) throw IllegalAction(d.name + ": no legal card to " + (t.choose ? "choose" : "target") + " as \"" + t.name + "\"");
    else pick = ask("target", card + ":" + t.name, player, d.name + ": " + (t.choose ? "choose " : "target ") + t.name, legal);
    if (std::find(legal.begin(), legal.end(), pick) == legal.end()) {
      std::string why = std::find(out_of_location.begin(), out_of_location.end(), pick) != out_of_location.end()
                            ? "is not at the current battlefield, and the card's text gives no way to move him there (Rule of Location)"
                            : "does not meet the card's requirements";
      throw IllegalAction(d.name + ": " + name(pick) + " cannot be " + (t.choose ? "chosen" : "targeted") + ": he " + why);
    }
    fr.refs["target:" + t.name] = pick;
    fr.filters[t.name] = t.filter;
    if (s_.cards.at(pick).zone == Zone::InPlay && r.location(pick) != s_.current_battle &&
        a.designator == Ability::Designator::Battle)
      fr.location_exception.insert(t.name);
  }

  {
    Source cause;
    cause.action = trigger ? trigger->action : 0;
    bool before = trigger && (trigger->name.rfind("before", 0) == 0 || trigger->name.rfind("when", 0) == 0);
    kernel::ActionId node = record(cause, before ? kernel::Relation::Nested : kernel::Relation::Triggered,
                                   player + ": " + d.name, d.name);
    tree_.at(node).status = kernel::ActionStatus::Running;
    node_of_action_[fr.source.action] = node;
  }

  for (auto& [k, v] : fr.refs)
    if (k.rfind("target:", 0) == 0) say("  " + k.substr(7) + ": " + name(v));
  int f = new_frame(fr);
  for (auto& cost : a.costs) pay_cost(f, cost);
  if (from_hand) {
    remove_from(s_.player(player).hand, card);
    s_.card(card).zone = Zone::Resolution;
  } else {
    s_.card(card).abilities_used.insert(ai);
  }
  // Effects granted to an ability resolve after its base effects.
  std::vector<Op> effects = a.effects;
  if (!from_hand)
    for (auto& att : r.attachments(card))
      for (auto& t : lib_.get(s_.card(att).def).traits)
        if (t.kind == Trait::Kind::GrantAbilityEffect) {
          say("  " + name(att) + " adds an effect after the ability's own effects");
          effects.insert(effects.end(), t.effects.begin(), t.effects.end());
        }
  Task fin;
  fin.kind = Task::Kind::Finish;
  fin.frame = f;
  fin.card = card;
  stack_.push_back(fin);
  push_ops(f, effects);
  Task w;
  w.kind = Task::Kind::Window;
  w.event = {"after_action_announced", card, player, fr.source, 0, 0, fr.source.action, -1, ""};
  stack_.push_back(w);
  // "When … would target": after the choice is stated, before it takes effect.
  for (auto& t : a.targets) {
    if (t.choose) continue;
    std::string target = frames_[f].refs["target:" + t.name];
    if (target.empty() || lib_.get(s_.card(target).def).type != CardType::Personality) continue;
    Task wt;
    wt.kind = Task::Kind::Window;
    wt.event = {"when_would_target", target, s_.card(target).controller, fr.source, 0, 0, fr.source.action, f, t.name};
    stack_.push_back(wt);
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
        say("  cost paid: bow " + name(c) + " (a cost, not an effect)");
        break;
      case Op::Kind::DiscardCard:
        leave_play(c, Zone::Discard);
        say("  cost paid: discard " + name(c));
        break;
      case Op::Kind::Destroy:
        leave_play(c, Zone::Discard);
        say("  cost paid: destroy " + name(c));
        break;
      default:
        throw IllegalAction("unsupported cost operation " + to_string(op.kind));
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
  say("  " + name(card) + " has resolved");
  Task battle;
  battle.kind = Task::Kind::StartBattle;
  stack_.push_back(battle);
  if (auto it = node_of_action_.find(frames_[f].source.action); it != node_of_action_.end())
    tree_.at(it->second).status = kernel::ActionStatus::Done;
  Task w;
  w.kind = Task::Kind::Window;
  w.event = {"after_action_resolves", card, frames_[f].actor, frames_[f].source, 0, 0, frames_[f].source.action, -1, ""};
  stack_.push_back(w);
  Task chk;
  chk.kind = Task::Kind::Check;
  stack_.push_back(chk);
}

// ---------------------------------------------------------------- operations

std::string Engine::describe_ops(const std::vector<Op>& ops) const {
  std::string out;
  for (auto& op : ops) {
    std::string s;
    switch (op.kind) {
      case Op::Kind::Modify: s = "gets " + signed_stat(op.stat, op.amount); break;
      case Op::Kind::MoveToCurrentBattlefield: s = "move to the current battlefield"; break;
      case Op::Kind::MoveHome: s = "move home"; break;
      case Op::Kind::GainHonor: s = "gain " + std::to_string(op.amount) + " Honor"; break;
      case Op::Kind::LoseHonor: s = "lose " + std::to_string(op.amount) + " Honor"; break;
      case Op::Kind::Target: case Op::Kind::Choose: s = "target a " + op.targets[0].name; break;
      case Op::Kind::DiscardFromHand: s = "discard a card"; break;
      case Op::Kind::Bow: s = "bow"; break;
      case Op::Kind::Draw: s = "draw " + std::to_string(std::max(op.amount, 1)); break;
      case Op::Kind::PayGold: s = "pay " + std::to_string(op.amount) + " Gold"; break;
      case Op::Kind::If: s = "if the condition holds, " + describe_ops(op.then); break;
      case Op::Kind::May: s = "may " + describe_ops(op.then); break;
      case Op::Kind::Straighten: s = "straighten"; break;
      default: s = to_string(op.kind);
    }
    out += (out.empty() ? "" : " and ") + s;
  }
  return out;
}

void Engine::exec_op(int f, const Op& op) {
  using K = Op::Kind;
  if (action_blocked(frames_[f].source.action)) {
    say("  (" + to_string(op.kind) + " does not happen: all effects of that action do not happen)");
    return;
  }
  Rules r = rules();
  auto fail = [&](const std::string& why) { say("  " + why); };
  auto occ = [&](Occurrence::Kind kind, const std::string& card, const std::string& player, int amount,
                 const std::string& dest) {
    Occurrence o;
    o.kind = kind;
    o.card = card;
    o.player = player;
    o.amount = amount;
    o.dest = dest;
    o.source = frames_[f].source;
    o.unnegatable = op.will_not_be_negated;
    o.frame = f;
    new_occurrence(o);
  };
  auto per_card = [&](Occurrence::Kind kind, const std::string& verb, const std::string& dest) {
    std::vector<std::string> cards;
    if (op.on == "affects") {  // "bow all Oni": every matching card, one simultaneous effect each
      for (auto& [id, c] : s_.cards)
        if (r.selects(op.affects, frames_[f].self, frames_[f].actor, id)) cards.push_back(id);
    } else {
      cards = resolve_cards(frames_[f], op.on);
    }
    frames_[f].last_happened = false;
    if (cards.empty()) return fail(verb + " fails: no card to " + verb);
    if (cards.size() > 1)
      say("  \"" + verb + "\" here is " + std::to_string(cards.size()) + " separate effects, one per card, caused by one piece of text and applied simultaneously");
    for (auto it = cards.rbegin(); it != cards.rend(); ++it) occ(kind, *it, s_.card(*it).controller, 0, dest);
  };

  switch (op.kind) {
    case K::Bow: return per_card(Occurrence::Kind::Bow, "bow", "");
    case K::Straighten: return per_card(Occurrence::Kind::Straighten, "straighten", "");
    case K::Destroy: return per_card(Occurrence::Kind::Destroy, "destroy", "");
    case K::Dishonor: return per_card(Occurrence::Kind::Dishonor, "dishonor", "");
    case K::DiscardCard: return per_card(Occurrence::Kind::DiscardCard, "discard", "");
    case K::ReturnToDeckTop: return per_card(Occurrence::Kind::ReturnToDeck, "return to deck", "");
    case K::MoveHome: return per_card(Occurrence::Kind::Move, "move", "home");
    case K::MoveToCurrentBattlefield:
      if (s_.current_battle.empty()) return fail("move fails: there is no current battle");
      return per_card(Occurrence::Kind::Move, "move", s_.current_battle);
    case K::GainHonor:
    case K::LoseHonor: {
      std::string who = resolve_player(frames_[f], op.on.rfind("target:", 0) == 0 ? "you" : op.on);
      int amount = op.amount;
      if (op.amount_from == "its_force") {
        auto cards = resolve_cards(frames_[f], "trigger_card");
        std::string c = cards.empty() ? frames_[f].self : cards[0];
        amount = r.stat(c, Stat::Force);
        say("  Honor equal to " + name(c) + "'s Force: " + std::to_string(amount));
      }
      frames_[f].last_happened = false;
      occ(op.kind == K::GainHonor ? Occurrence::Kind::HonorGain : Occurrence::Kind::HonorLoss, "", who, amount, "");
      return;
    }
    case K::Draw: {
      std::string who = resolve_player(frames_[f], op.on.rfind("target:", 0) == 0 ? "you" : op.on);
      frames_[f].last_happened = false;
      for (int i = 0; i < std::max(op.amount, 1); ++i) occ(Occurrence::Kind::Draw, "", who, 1, "");
      return;
    }
    case K::DiscardFromHand: {
      std::string who = frames_[f].actor;
      std::vector<std::string> hand;
      for (auto& h : s_.player(who).hand) hand.push_back(h);
      frames_[f].last_happened = false;
      if (hand.empty()) return fail("discard fails: no card in hand");
      std::string pick = hand.size() == 1 ? hand[0] : ask("discard", frames_[f].self, who, "discard a card", hand);
      occ(Occurrence::Kind::Discard, pick, who, 0, "");
      return;
    }
    case K::TakeFavor:
      occ(Occurrence::Kind::TakeFavor, "", frames_[f].actor, 0, "");
      return;
    case K::PayGold:
      occ(Occurrence::Kind::PayGold, "", frames_[f].actor, op.amount, "");
      return;
    case K::AttachFromHand: {
      auto item = resolve_cards(frames_[f], "target:item");
      auto to = resolve_cards(frames_[f], op.on);
      if (item.empty() || to.empty()) return fail("attach fails: nothing to attach");
      occ(Occurrence::Kind::Attach, item[0], frames_[f].actor, 0, to[0]);
      return;
    }
    case K::CreateToken: {
      auto to = resolve_cards(frames_[f], op.on);
      if (to.empty()) return fail("token creation fails: no Personality");
      const std::string def = lib_.get(op.token).name;  // an unknown token card stops here, before the board changes
      std::string id = "token" + std::to_string(s_.next_id++);
      Card& t = s_.cards[id];
      t.id = id;
      t.def = def;
      t.owner = frames_[f].actor;
      t.created_by = frames_[f].source;
      enter_play(t, frames_[f].actor, "home", to[0]);
      say("  creates " + op.token + " on " + name(to[0]) + " (attaching a token is instantaneous)");
      return;
    }
    case K::MoveToken: {
      auto token = resolve_cards(frames_[f], "target:token");
      auto to = resolve_cards(frames_[f], op.on);
      if (token.empty() || to.empty()) return fail("the token cannot be moved");
      Card& t = s_.card(token[0]);
      t.attached_to = to[0];
      t.created_by = frames_[f].source;
      say("  " + name(token[0]) + " moves to " + name(to[0]) + "; its effects now come from " + name(frames_[f].self) +
          " (" + frames_[f].actor + "'s card), the effect that last transferred it");
      return;
    }
    case K::BringProvincePersonalitiesIntoPlay: {
      // Entering play is a procedure of several steps: A) to the entering-play area, B) restrictions
      // checked, C) into play. Simultaneous procedures go through each step together.
      std::string you = frames_[f].actor;
      std::vector<std::string> cards;
      for (auto& id : s_.player(you).provinces)
        if (s_.card(id).face_up && lib_.get(s_.card(id).def).type == CardType::Personality) cards.push_back(id);
      auto step_a = [&](const std::string& id) {
        s_.card(id).zone = Zone::Resolution;
        say("  step A: " + name(id) + " goes to the entering-play area");
      };
      auto step_b = [&](const std::string& id) {
        for (auto& t : lib_.get(s_.card(id).def).traits)
          if (t.kind == Trait::Kind::EnterRestriction && r.check(*t.condition, id, you)) {
            say("  step B: " + name(id) + "'s restriction is not met (\"" + lib_.get(s_.card(id).def).text + "\")");
            return false;
          }
        say("  step B: " + name(id) + "'s restrictions are met");
        return true;
      };
      auto step_c = [&](const std::string& id, bool ok) {
        Card& c = s_.card(id);
        if (!ok) {
          c.zone = Zone::Province;
          say("  step C: " + name(id) + " does not enter play and stays in its Province");
          return;
        }
        remove_from(s_.player(you).provinces, id);
        enter_play(c, you, "home");
        say("  step C: " + name(id) + " enters play");
      };
      if (op.consecutively) {
        for (auto& id : cards) {
          step_a(id);
          step_c(id, step_b(id));
        }
      } else {
        for (auto& id : cards) step_a(id);
        std::vector<bool> ok;
        for (auto& id : cards) ok.push_back(step_b(id));
        for (size_t i = 0; i < cards.size(); ++i) step_c(cards[i], ok[i]);
      }
      return;
    }
    case K::BringTopDynastyIntoPlay: {
      auto& deck = s_.player(frames_[f].actor).dynasty_deck;
      if (deck.empty()) return fail("no card in the Dynasty deck");
      std::string id = deck.front();
      deck.erase(deck.begin());
      Card& c = s_.card(id);
      enter_play(c, c.owner, "home");
      say("  " + name(id) + " enters play from the top of the Dynasty deck");
      return;
    }
    case K::RangedAttack: {
      auto cards = resolve_cards(frames_[f], op.on);
      if (cards.empty()) return fail("the Ranged Attack has no target");
      std::string c = cards[0];
      bool ok_type = lib_.get(s_.card(c).def).type == CardType::Follower ||
                     (lib_.get(s_.card(c).def).type == CardType::Personality && !r.has_followers(c));
      if (!ok_type) return fail("the Ranged Attack fails: a Personality with Followers cannot be its target");
      int force = r.stat(c, Stat::Force);
      if (force > op.amount)
        return fail("the Ranged " + std::to_string(op.amount) + " Attack fails: " + name(c) + " has " + std::to_string(force) + "F");
      say("  Ranged " + std::to_string(op.amount) + " Attack: " + name(c) + " has " + std::to_string(force) +
          "F, so he is destroyed (this destruction comes from " + name(frames_[f].self) + ")");
      occ(Occurrence::Kind::Destroy, c, s_.card(c).controller, 0, "");
      return;
    }
    case K::CreateBattlefieldAndAssign: {
      std::string bf = "BF" + std::to_string(s_.battlefields.size() + 1);
      s_.battlefields.push_back({bf, frames_[f].actor, s_.opponent(frames_[f].actor), ""});
      frames_[f].refs["battlefield"] = bf;
      say("  creates battlefield " + bf + " (not at any Province)");
      auto cards = resolve_cards(frames_[f], op.on);
      if (cards.empty()) return;
      if (r.may_not_assign(cards[0])) return fail("the assignment of " + name(cards[0]) + " fails: he may not assign");
      s_.card(cards[0]).location = bf;
      s_.card(cards[0]).side = Side::Attack;
      say("  " + name(cards[0]) + " is assigned to attack at " + bf);
      return;
    }
    case K::AssignDefender: {
      auto cards = resolve_cards(frames_[f], op.on);
      std::string bf = frames_[f].refs["battlefield"];
      if (cards.empty() || bf.empty()) return fail("nobody to assign to defend");
      if (r.may_not_assign(cards[0])) return fail("the assignment of " + name(cards[0]) + " fails: he may not assign");
      if (const Battlefield* b = s_.battlefield(bf); !b || s_.card(cards[0]).controller != b->defender)
        return fail(name(cards[0]) + " cannot defend at " + bf + ": his controller is not the defender there");
      s_.card(cards[0]).location = bf;
      s_.card(cards[0]).side = Side::Defend;
      say("  " + name(cards[0]) + " is assigned to defend at " + bf + " (even if bowed)");
      return;
    }
    case K::ShowTopDynasty: {
      auto& deck = s_.player(frames_[f].actor).dynasty_deck;
      if (deck.empty()) return fail("no card to show");
      frames_[f].refs["shown"] = deck.front();
      say("  " + frames_[f].actor + " shows the top card of his Dynasty deck: " + name(deck.front()) + " (" +
          std::to_string(r.stat(deck.front(), Stat::Force)) + "F as shown; it stays in the deck)");
      return;
    }
    case K::PutSelfIntoPlay: {
      Card& c = s_.card(frames_[f].self);
      if (s_.current_battle.empty()) return fail("no battle to put it into");
      enter_play(c, frames_[f].actor, s_.current_battle);
      say("  " + name(c.id) + " enters play at " + s_.current_battle);
      return;
    }
    case K::FightBattleThere:
      s_.pending_battle = frames_[f].refs["battlefield"];
      say("  a battle at " + s_.pending_battle +
          " is created: it waits until this action has ended and the Reactions to its end have passed");
      return;
    case K::AssignChosen: {
      std::string bf = frames_[f].refs["battlefield"];
      std::vector<std::string> all, legal;
      for (auto& [id, c] : s_.cards)
        if (c.zone == Zone::InPlay && c.controller == frames_[f].actor && c.attached_to.empty() &&
            lib_.get(c.def).type == CardType::Personality && c.location == "home" && !c.bowed) {
          all.push_back(id);
          if (!r.may_not_assign(id)) legal.push_back(id);
        }
      if (all.empty()) return fail("the assignment fails: no Personality to assign");
      if (legal.empty()) {
        say("  every Personality " + frames_[f].actor + " could assign is under \"may not assign\": the required assignment fails");
        return;
      }
      if (legal.size() < all.size())
        say("  a required choice may not pick an option prevented by \"may not\" while another is legal");
      std::string pick = legal.size() == 1 ? legal[0] : ask("assign", frames_[f].self, frames_[f].actor, "assign a Personality", legal);
      s_.card(pick).location = bf;
      s_.card(pick).side = Side::Attack;
      say("  " + name(pick) + " is assigned to attack at " + bf);
      return;
    }
    case K::Modify:
    case K::RemoveKeyword:
    case K::MayNotAssign:
    case K::ModifyGroup: {
      auto e = begin_ongoing<OngoingEffect>(s_, frames_[f].source, op.duration);
      e.will_not_be_negated = op.will_not_be_negated;
      e.stat = op.stat;
      e.amount = op.amount;
      e.keyword = op.keyword;
      std::string src = name(frames_[f].self);
      if (op.kind == K::ModifyGroup) {
        e.group_selector = op.affects;
        e.group_player = frames_[f].actor;
        if (op.now_in_play) {
          for (auto& [id, c] : s_.cards)
            if (r.selects(op.affects, frames_[f].self, frames_[f].actor, id)) e.cards.push_back(id);
          e.text = src + ": " + signed_stat(op.stat, op.amount) + " to the matching cards in play now, " + duration_words(op.duration);
        } else {
          e.group = true;
          e.text = src + ": " + signed_stat(op.stat, op.amount) + " to every matching card, " + duration_words(op.duration);
        }
      } else {
        e.cards = resolve_cards(frames_[f], op.on);
        if (e.cards.empty()) return fail("the effect fails: no card to affect");
      }
      if (op.kind == K::Modify) e.text = src + ": " + signed_stat(op.stat, op.amount) + " " + duration_words(op.duration);
      if (op.kind == K::RemoveKeyword) {
        e.what = OngoingEffect::What::RemoveKeyword;
        e.text = src + ": loses " + op.keyword + " " + duration_words(op.duration);
      }
      if (op.kind == K::MayNotAssign) {
        e.what = OngoingEffect::What::MayNotAssign;
        e.text = src + ": may not assign " + duration_words(op.duration);
      }
      s_.ongoing.push_back(e);
      OngoingEffect& stored = s_.ongoing.back();
      bool any = false;
      for (auto& c : stored.cards) {
        std::string p = r.effect_prevented_by(stored, c);
        if (!p.empty()) {
          stored.blocked[c] = p;
          say("  ongoing effect #" + std::to_string(stored.id) + " on " + name(c) + " never happens: " + p);
          continue;
        }
        any = true;
        say("  ongoing effect #" + std::to_string(stored.id) + " on " + name(c) + ": " + stored.text);
        if (op.kind == K::Modify && op.stat == Stat::Chi && op.amount < 0) {
          s_.card(c).last_chi_penalty = stored.source;
          s_.card(c).has_last_chi_penalty = true;
        }
      }
      if (stored.group) {
        any = true;
        say("  ongoing effect #" + std::to_string(stored.id) + ": " + stored.text);
      }
      frames_[f].last_happened = any;
      if (op.kind == K::Modify && any && !stored.cards.empty()) {
        std::string ev = op.stat == Stat::Force && op.amount > 0 ? "after_force_bonus"
                         : op.stat == Stat::Chi && op.amount < 0 ? "after_chi_penalty" : "";
        int id = stored.id;
        std::string target = stored.cards[0];
        if (!ev.empty()) {
          Task w;
          w.kind = Task::Kind::Window;
          w.event = {ev, target, s_.card(target).controller, frames_[f].source, 0, id, frames_[f].source.action, -1, ""};
          stack_.push_back(w);
        }
      }
      Task chk;
      chk.kind = Task::Kind::Check;  // Chi death happens "when", before any "after" window
      stack_.push_back(chk);
      return;
    }
    case K::Prevent: {
      auto p = begin_ongoing<OngoingPrevention>(s_, frames_[f].source, op.duration);
      p.spec = op.prevent;
      std::string scope;
      if (op.on == "this_battlefield") {
        p.battlefield = s_.current_battle;
        scope = " at " + p.battlefield;
      } else if (op.on != "affects") {
        p.cards = resolve_cards(frames_[f], op.on);
        if (p.cards.empty()) return fail("the prevention fails: no card to protect");
        scope = " for " + name(p.cards[0]);
      }
      std::string mode = p.spec.mode == PreventSpec::Mode::Current ? " (current only)"
                         : p.spec.mode == PreventSpec::Mode::New ? " (new only)" : "";
      p.text = name(frames_[f].self) + " (" + (p.spec.negation ? "negation" : "\"do not\"") + scope + mode + ", " +
               duration_words(op.duration) + ")";
      say("  ongoing prevention #" + std::to_string(p.id) + ": " + p.text);
      s_.preventions.push_back(p);
      return;
    }
    case K::SkipDynastyPhases: {
      SkipDynasty sk;
      sk.id = s_.next_id++;
      sk.source = frames_[f].source;
      if (op.on == "all_until_your_next_turn") {
        sk.until_turn = s_.turn + static_cast<int>(s_.player_order.size());
        say("  procedural effect with a duration (ongoing): no Dynasty Phase happens before turn " + std::to_string(sk.until_turn));
      } else {
        sk.player = resolve_player(frames_[f], op.on);
        say("  procedural effect (instantaneous): " + sk.player + "'s next Dynasty Phase does not happen");
      }
      s_.skips.push_back(sk);
      return;
    }
    case K::RedirectForce: {
      auto cards = resolve_cards(frames_[f], op.on);
      if (cards.empty()) return fail("no unit to redirect");
      Card& c = s_.card(cards[0]);
      c.force_counts_for = frames_[f].actor;
      say("  " + name(c.id) + "'s Force now counts for " + frames_[f].actor + "'s army instead of its own");
      if (!r.army_force(frames_[f].actor, c.location))
        say("  " + frames_[f].actor + " has no army at " + c.location +
            ": the new effect fails, so the old one (adding to its own army) does not happen either");
      return;
    }
    case K::If: {
      auto cards = resolve_cards(frames_[f], op.on);
      std::string it = cards.empty() ? frames_[f].self : cards[0];
      bool ok = r.check(*op.condition, it, frames_[f].actor);
      say(std::string("  condition checked now: ") + (ok ? "true" : "false"));
      if (ok) push_ops(f, op.then);
      return;
    }
    case K::May:
    case K::ChooseTo: {
      std::string what = describe_ops(op.then);
      std::string a = ask(op.kind == K::May ? "may" : "choose-to", frames_[f].self, frames_[f].actor,
                          (op.kind == K::May ? "may " : "choose to ") + what + "?", {"yes", "no"});
      bool yes = a != "no";
      frames_[f].last_chosen = yes;
      frames_[f].last_happened = false;
      if (yes) push_ops(f, op.then);
      return;
    }
    case K::IfChosen:
      say(std::string("  \"if you chose this\": the choice was ") + (frames_[f].last_chosen ? "made" : "not made"));
      if (frames_[f].last_chosen) push_ops(f, op.then);
      return;
    case K::IfHappened:
      say(std::string("  \"if it happened\": it ") + (frames_[f].last_happened ? "did" : "did not"));
      if (frames_[f].last_happened) push_ops(f, op.then);
      return;
    case K::Or: {
      std::string chooser = op.player_choice == "target_controller" ? resolve_player(frames_[f], "controller:target:t")
                                                                    : frames_[f].actor;
      std::vector<std::string> labels;
      std::vector<size_t> index;
      for (size_t i = 0; i < op.options.size(); ++i) {
        if (!keeps_legal(op.options[i], frames_[f])) {
          say("  option \"" + describe_ops(op.options[i]) + "\" is not offered: only the other keeps the action legal");
          continue;
        }
        labels.push_back(describe_ops(op.options[i]));
        index.push_back(i);
      }
      std::string a = ask("or", frames_[f].self, chooser, "choose one: " + JoinOr(labels), labels);
      size_t pos = std::find(labels.begin(), labels.end(), a) - labels.begin();
      push_ops(f, op.options[index[pos]]);
      return;
    }
    case K::Target:
    case K::Choose: {
      for (auto& t : op.targets) {
        auto cands = candidates(t, frames_[f]);
        if (cands.empty()) {
          say("  no legal target for \"" + t.name + "\"" +
              (frames_[f].optional_targeting ? ": targeting inside a delayed effect is optional, so nothing happens" : ""));
          frames_[f].refs["target:" + t.name] = "";
          continue;
        }
        std::string pick = cands.size() == 1 ? cands[0]
                                             : ask("target", frames_[f].self + ":" + t.name, frames_[f].actor,
                                                   "target " + t.name, cands);
        frames_[f].refs["target:" + t.name] = pick;
        say("  " + frames_[f].actor + (t.choose ? " chooses " : " targets ") + name(pick));
      }
      return;
    }
    case K::Delayed:
    case K::EachTime: {
      DelayedEffect d;
      d.id = s_.next_id++;
      d.source = frames_[f].source;
      d.at = op.at;
      d.player = frames_[f].actor;
      d.activated_turn = s_.turn;
      d.activated_at = s_.clock++;
      d.ops = op.then;
      d.refs = frames_[f].refs;
      d.parent = op.kind == K::EachTime;
      if (op.at.kind == TimePoint::Kind::PersonalityDestroyed) d.expires_turn = s_.turn;
      std::string when = op.at.kind == TimePoint::Kind::BattleEnds ? "after that battle ends"
                         : op.at.kind == TimePoint::Kind::NextTurnBegins ? "after " + d.player + "'s next turn begins"
                         : op.at.kind == TimePoint::Kind::NextAttackPhaseBegins ? "after " + d.player + "'s next Attack Phase begins"
                         : d.parent ? "each time a Personality is destroyed this turn"
                                    : "the next time a Personality is destroyed this turn";
      d.text = name(frames_[f].self) + ": " + describe_ops(op.then) + " — " + when;
      say(d.parent ? "  parent effect #" + std::to_string(d.id) + " created: it will create a child effect " + when
                   : "  delayed effect #" + std::to_string(d.id) + " activated now; it applies " + when);
      s_.delayed.push_back(d);
      return;
    }
    case K::NegateTrigger: {
      if (frames_[f].trigger_occ) {
        Occurrence& o = occs_[frames_[f].trigger_occ - 1];
        o.prevented = true;
        say("  that one occurrence is negated (an instantaneous prevention of that single effect)");
      } else if (frames_[f].trigger_effect) {
        for (auto& e : s_.ongoing)
          if (e.id == frames_[f].trigger_effect) {
            if (e.will_not_be_negated) return fail("that effect will not be negated");
            e.negated_outright = true;
            e.negated_by = frames_[f].source.action;
            say("  ongoing effect #" + std::to_string(e.id) + " is negated (only that one effect)");
          }
      }
      return;
    }
    case K::Instead: {
      if (!frames_[f].trigger_occ) return fail("nothing to substitute");
      occs_[frames_[f].trigger_occ - 1].replaced = true;
      say("  substitution: the new effect replaces the old one (if the new one fails, the old one still does not happen)");
      push_ops(f, op.then);
      return;
    }
    case K::RedirectTarget: {
      int tf = frames_[f].trigger_frame;
      if (tf < 0) return fail("there is no targeting to change");
      std::string slot = frames_[f].trigger_slot;
      std::string old = frames_[tf].refs["target:" + slot];
      auto clans = [&](const std::string& id) {
        std::vector<std::string> out;
        for (auto& k : r.keywords(id))
          if (k.size() > 5 && k.compare(k.size() - 5, 5, " Clan") == 0) out.push_back(k);
        return out;
      };
      std::vector<std::string> legal;
      for (auto& [id, c] : s_.cards) {
        if (id == old || c.zone != Zone::InPlay || c.controller != frames_[f].actor) continue;
        if (!r.selects(frames_[tf].filters[slot], frames_[tf].self, frames_[tf].actor, id)) continue;
        bool shares = false;
        for (auto& k : clans(id))
          for (auto& o : clans(old)) shares = shares || k == o;
        if (shares) legal.push_back(id);
      }
      if (legal.empty())
        return say("  no other legal target of " + frames_[f].actor + " shares " + name(old) +
                   "'s Clan alignment: the original targeting happens normally");
      std::string pick = legal.size() == 1 ? legal[0]
                                           : ask("target", frames_[f].self + ":" + slot, frames_[f].actor, "new target", legal);
      frames_[tf].refs["target:" + slot] = pick;
      say("  the action now targets " + name(pick) + " instead of " + name(old) + "; " + frames_[f].actor +
          " made the actual choice of target");
      return;
    }
    case K::EffectsOfActionDoNotHappen: {
      auto p = begin_ongoing<OngoingPrevention>(s_, frames_[f].source, Duration{});  // to the end of the turn
      p.blocks_action = frames_[f].trigger_action;
      p.text = name(frames_[f].self) + ": effects of that action do not happen";
      p.spec.what = PreventSpec::What::Bow;
      s_.preventions.push_back(p);
      say("  from now on, no effect of that action happens (including its delayed effects and payments during resolution)");
      for (auto& d : s_.delayed)
        if (!d.done && d.source.action == p.blocks_action) {
          d.done = true;
          d.prevented = true;
          say("  delayed effect #" + std::to_string(d.id) + " was activated but not yet applied: it is prevented now and will never apply");
        }
      return;
    }
  }
}

// ---------------------------------------------------------------- occurrences

void Engine::run_occurrence(int id, int stage) {
  using OK = Occurrence::Kind;
  Occurrence o = occs_[id - 1];
  std::string what;
  switch (o.kind) {
    case OK::Bow: what = "bow " + name(o.card); break;
    case OK::Straighten: what = "straighten " + name(o.card); break;
    case OK::Destroy: what = "destroy " + name(o.card); break;
    case OK::Dishonor: what = "dishonor " + name(o.card); break;
    case OK::HonorGain: what = o.player + " gains " + std::to_string(o.amount) + " Honor"; break;
    case OK::HonorLoss: what = o.player + " loses " + std::to_string(o.amount) + " Honor"; break;
    case OK::Draw: what = o.player + " draws a card"; break;
    case OK::Discard: what = o.player + " discards " + name(o.card); break;
    case OK::DiscardCard: what = "discard " + name(o.card); break;
    case OK::TakeFavor: what = o.player + " takes the Imperial Favor"; break;
    case OK::Move: what = "move " + name(o.card) + " to " + o.dest; break;
    case OK::ReturnToDeck: what = "put " + name(o.card) + " on top of the Dynasty deck"; break;
    case OK::PayGold: what = o.player + " pays " + std::to_string(o.amount) + " Gold"; break;
    case OK::Attach: what = "attach " + name(o.card) + " to " + name(o.dest); break;
  }
  if (action_blocked(o.source.action)) {
    say("  " + what + ": does not happen (that action's effects do not happen)");
    return;
  }
  if (stage == 0) {
    std::optional<Change> c;
    auto make = [&](PreventSpec::What w) {
      Change ch;
      ch.what = w;
      ch.card = o.card;
      ch.player = o.player;
      ch.source = o.source;
      ch.began = s_.clock;
      ch.unnegatable = o.unnegatable;
      ch.destination = o.dest;
      c = ch;
    };
    switch (o.kind) {
      case OK::Bow: make(PreventSpec::What::Bow); break;
      case OK::Destroy: make(PreventSpec::What::Destroy); break;
      case OK::Move: make(PreventSpec::What::Move); break;
      case OK::HonorGain: make(PreventSpec::What::HonorGain); break;
      case OK::HonorLoss: make(PreventSpec::What::HonorLoss); break;
      case OK::Draw: make(PreventSpec::What::Draw); break;
      case OK::Discard: case OK::DiscardCard: make(PreventSpec::What::Discard); break;
      default: break;
    }
    if (c) {
      if (o.kind == OK::HonorGain || o.kind == OK::HonorLoss || o.kind == OK::Draw) c->card.clear();
      std::string p = rules().prevented_by(*c);
      if (!p.empty()) {
        // Ongoing and continuous prevention comes before any trigger: no "before" window opens.
        say("  " + what + ": prevented by " + p);
        return;
      }
    }
    Task next;
    next.kind = Task::Kind::Occ;
    next.occ = id;
    next.stage = 1;
    stack_.push_back(next);
    std::string before = o.kind == OK::Destroy ? "before_destroy"
                         : o.kind == OK::Draw ? "before_draw"
                         : o.kind == OK::Discard ? "before_discard"
                         : o.kind == OK::HonorLoss ? "before_lose_honor"
                         : o.kind == OK::Move ? "before_move" : "";
    if (!before.empty()) {
      Task w;
      w.kind = Task::Kind::Window;
      std::string player = o.card.empty() ? o.player : s_.card(o.card).controller;
      w.event = {before, o.card, player, o.source, id, 0, o.source.action, -1, ""};
      stack_.push_back(w);
    }
    return;
  }
  if (o.prevented) return say("  " + what + ": negated, it does not happen");
  if (o.replaced) return say("  " + what + ": replaced, it does not happen");
  apply_occurrence(occs_[id - 1]);
  Occurrence& done = occs_[id - 1];
  if (!done.happened) return;
  if (done.frame >= 0) frames_[done.frame].last_happened = true;
  if (done.kind == OK::Destroy) {
    Task w;
    w.kind = Task::Kind::Window;
    w.event = {"after_destroyed", done.card, s_.card(done.card).owner, done.source, id, 0, done.source.action, -1, ""};
    stack_.push_back(w);
  }
  Task chk;
  chk.kind = Task::Kind::Check;
  stack_.push_back(chk);
}

void Engine::apply_occurrence(Occurrence& o) {
  using OK = Occurrence::Kind;
  // Bowing, straightening, dishonoring: the card's status changes only if it is not already so
  // (and then the occurrence did not happen, which "if he bowed" effects check).
  auto set_status = [&](bool& status, bool to, const std::string& already, const std::string& now) {
    if (status == to) return say("  " + name(o.card) + " is already " + already + ": nothing changes");
    status = to;
    say("  " + name(o.card) + " " + now);
    o.happened = true;
  };
  switch (o.kind) {
    case OK::Bow: return set_status(s_.card(o.card).bowed, true, "bowed", "bows");
    case OK::Straighten: return set_status(s_.card(o.card).bowed, false, "unbowed", "straightens");
    case OK::Destroy:
      if (s_.card(o.card).zone != Zone::InPlay) return say("  " + name(o.card) + " is no longer in play");
      leave_play(o.card, Zone::Discard);
      say("  " + name(o.card) + " is destroyed (source: " + (o.source.card.empty() ? "the rulebook" : name(o.source.card) + ", " + o.source.player + "'s card") + ")");
      break;
    case OK::Dishonor: return set_status(s_.card(o.card).dishonored, true, "dishonorable", "becomes dishonorable");
    case OK::HonorGain:
    case OK::HonorLoss: {
      int& h = s_.player(o.player).honor;
      h += o.kind == OK::HonorGain ? o.amount : -o.amount;
      say("  " + o.player + " " + (o.kind == OK::HonorGain ? "gains " : "loses ") + std::to_string(o.amount) +
          " Honor (now " + std::to_string(h) + ")");
      break;
    }
    case OK::Draw: {
      auto& p = s_.player(o.player);
      if (p.fate_deck.empty()) return say("  " + o.player + " has no card left to draw");
      std::string id = p.fate_deck.front();
      p.fate_deck.erase(p.fate_deck.begin());
      p.hand.push_back(id);
      s_.card(id).zone = Zone::Hand;
      s_.card(id).face_up = false;
      say("  " + o.player + " draws a card (hand: " + std::to_string(p.hand.size()) + ")");
      break;
    }
    case OK::Discard: {
      auto& p = s_.player(o.player);
      remove_from(p.hand, o.card);
      p.discard.push_back(o.card);
      s_.card(o.card).zone = Zone::Discard;
      s_.card(o.card).face_up = true;
      say("  " + o.player + " discards " + name(o.card) + " (hand: " + std::to_string(p.hand.size()) + ")");
      break;
    }
    case OK::DiscardCard:
      if (s_.card(o.card).zone != Zone::InPlay) return say("  " + name(o.card) + " is not in play");
      leave_play(o.card, Zone::Discard);
      say("  " + name(o.card) + " is discarded");
      break;
    case OK::TakeFavor:
      s_.favor = o.player;
      say("  " + o.player + " takes the Imperial Favor");
      break;
    case OK::Move: {
      Card& c = s_.card(rules().head(o.card));
      if (c.location == o.dest) return say("  " + name(c.id) + " is already there");
      c.location = o.dest;
      if (o.dest == "home") {
        c.side = Side::None;
      } else {
        const Battlefield* bf = s_.battlefield(o.dest);
        c.side = bf && bf->attacker == c.controller ? Side::Attack : Side::Defend;
      }
      say("  " + name(c.id) + " moves to " + o.dest);
      break;
    }
    case OK::ReturnToDeck: {
      Card& c = s_.card(o.card);
      leave_play(o.card, Zone::DynastyDeck);
      auto& deck = s_.player(c.owner).dynasty_deck;
      deck.insert(deck.begin(), o.card);
      c.face_up = false;
      say("  " + name(o.card) + " goes face down on top of " + c.owner + "'s Dynasty deck");
      forget(o.card);
      break;
    }
    case OK::PayGold: {
      for (auto& [id, c] : s_.cards)
        if (c.zone == Zone::InPlay && c.controller == o.player && !c.bowed &&
            lib_.get(c.def).type == CardType::Holding) {
          c.bowed = true;
          say("  " + o.player + " bows " + name(id) + " to pay " + std::to_string(o.amount) + " Gold");
          o.happened = true;
          return;
        }
      return say("  " + o.player + " cannot pay: no unbowed Holding");
    }
    case OK::Attach: {
      Card& c = s_.card(o.card);
      remove_from(s_.player(c.owner).hand, o.card);
      enter_play(c, s_.card(o.dest).controller, "home", o.dest);
      say("  " + name(o.card) + " is attached to " + name(o.dest));
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
  c.force_counts_for.clear();
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
  say("  tracking rule: " + name(id) + " is face down and out of play, so the game forgets its memory" +
      (l.empty() ? "" : " (" + l + ")"));
}

// ---------------------------------------------------------------- windows, triggers, state checks

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
  throw std::runtime_error("unknown trigger filter \"" + filter + "\"");
}

void Engine::open_window(const Event& e, size_t pi) {
  bool continuous_destruction = e.occ && occs_[e.occ - 1].continuous_applied;
  if (pi == 0) {
    Task next;
    next.kind = Task::Kind::Window;
    next.event = e;
    next.window_player = 1;
    stack_.push_back(next);
    // Delayed "next time" effects and parents' children waiting on a destruction.
    if (e.name == "after_destroyed" && lib_.get(s_.card(e.card).def).type == CardType::Personality) {
      for (auto it = s_.delayed.rbegin(); it != s_.delayed.rend(); ++it) {
        DelayedEffect& d = *it;
        if (d.done || d.at.kind != TimePoint::Kind::PersonalityDestroyed || d.expires_turn != s_.turn) continue;
        if (action_blocked(d.source.action)) continue;
        if (!d.parent) d.done = true;
        apply_delayed(d, d.parent ? "child effect of " : "delayed effect of ", false,
                      d.parent ? "  parent effect #" + std::to_string(d.id) + " creates a new child effect (a separate effect)"
                               : "  delayed effect #" + std::to_string(d.id) + " applies now (it was for the next destruction only)");
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
          say("  " + name(id) + "'s trait is set off by this destruction itself, so it cannot stop a continuously applied destruction");
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
      fr.trigger_occ = e.occ;
      fr.trigger_effect = e.effect;
      fr.trigger_action = e.action;
      push_note("  triggered trait of " + name(it->first) + " (" + e.name + ")");
      Source cause;
      cause.action = e.action;
      tree_.at(record(cause, kernel::Relation::Triggered, "trait of " + name(it->first), name(it->first))).status =
          kernel::ActionStatus::Done;
      int nf = new_frame(fr);
      Task note = stack_.back();
      stack_.pop_back();
      push_ops(nf, it->second->effects);
      stack_.push_back(note);
    }
    return;
  }
  size_t p = pi - 1;
  if (p >= s_.player_order.size()) return;
  // Reactions: the active player first, then the others.
  size_t start = std::find(s_.player_order.begin(), s_.player_order.end(), s_.active_player()) - s_.player_order.begin();
  std::string reactor = s_.player_order[(start + p) % s_.player_order.size()];
  Task next;
  next.kind = Task::Kind::Window;
  next.event = e;
  next.window_player = pi + 1;
  stack_.push_back(next);
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
  std::string pick = ask("reaction", reactor + ":" + e.name, reactor, "take a Reaction (" + e.name + ")?", options);
  if (pick == "pass") return;
  start_action(reactor, pick, ability_of[pick], {}, &e);
}

void Engine::refresh_continuous() {
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
        if (self_only.who == Selector::Who::Yours || self_only.who == Selector::Who::Any) self_only.who = Selector::Who::Self;
        if (r.selects(self_only, id, you, id) && (!t.condition || r.check(*t.condition, id, you))) targets.push_back(id);
      }
      for (auto& tid : targets) {
        const std::string& source_id = id;  // clang-14 (em++) cannot capture structured bindings
        auto old = std::find_if(s_.continuous.begin(), s_.continuous.end(), [&](const ContinuousInstance& x) {
          return x.source_card == source_id && x.trait == static_cast<int>(i) && x.target == tid;
        });
        if (old != s_.continuous.end()) {
          now.push_back(*old);
        } else {
          now.push_back({id, static_cast<int>(i), tid, s_.clock++});
          say("  continuous effect of " + name(id) + " begins on " + name(tid));
        }
      }
    }
  }
  for (auto& old : s_.continuous) {
    bool kept = std::any_of(now.begin(), now.end(), [&](const ContinuousInstance& x) {
      return x.source_card == old.source_card && x.trait == old.trait && x.target == old.target;
    });
    if (!kept) say("  continuous effect of " + name(old.source_card) + " ends on " + name(old.target));
  }
  s_.continuous = now;
}

void Engine::state_check() {
  refresh_continuous();
  Rules r = rules();
  for (auto& e : s_.ongoing) {
    if (e.duration.kind != Duration::Kind::WhileRemains) continue;
    for (auto& c : e.cards)
      if (!e.remains_broken.count(c) && !r.check(e.duration.condition, c, e.source.player)) {
        e.remains_broken.insert(c);
        say("  ongoing effect #" + std::to_string(e.id) + " stops on " + name(c) + " and will not reapply (\"while he remains\")");
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
          say("  " + why + " would destroy " + name(id) + " now, but " + p +
              " holds it off; it simply does not happen while that prevention lasts");
        }
        continue;
      }
      say("  " + why + ": " + name(id) + " is destroyed at once, at the \"when\" point (source: " +
          (src.card.empty() ? "the rulebook" : name(src.card) + ", " + src.player + "'s card") + ")");
      Task chk;
      chk.kind = Task::Kind::Check;
      stack_.push_back(chk);
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

// ---------------------------------------------------------------- board steps and turn structure

void Engine::assign(const std::string& card, const std::string& battlefield, Side side) {
  Rules r = rules();
  Card& c = s_.card(card);
  if (c.zone != Zone::InPlay || !c.attached_to.empty()) throw IllegalAction(name(card) + " is not a unit in play");
  const Battlefield* bf = s_.battlefield(battlefield);
  if (!bf) throw IllegalAction("no battlefield " + battlefield);
  const std::string& side_player = side == Side::Attack ? bf->attacker : bf->defender;
  if (c.controller != side_player)
    throw IllegalAction(name(card) + " is controlled by " + c.controller + ", who is not the " +
                        (side == Side::Attack ? "attacker" : "defender") + " at " + battlefield);
  if (r.may_not_assign(card)) throw IllegalAction(name(card) + " may not assign: the choice is prevented");
  if (c.bowed) throw IllegalAction(name(card) + " is bowed and cannot be assigned");
  c.location = battlefield;
  c.side = side;
  say(name(card) + " is assigned to " + (side == Side::Attack ? "attack" : "defend") + " at " + battlefield +
      " (assigning is not a move)");
  Task chk;
  chk.kind = Task::Kind::Check;
  stack_.push_back(chk);
  drain();
}

void Engine::fight(const std::string& battlefield) {
  if (!s_.battlefield(battlefield)) throw IllegalAction("no battlefield " + battlefield);
  s_.current_battle = battlefield;
  say("The battle at " + battlefield + " begins: Combat Segment (Battle actions may be taken)");
  drain();
}

void Engine::end_battle() {
  if (s_.current_battle.empty()) throw IllegalAction("no battle is being fought");
  std::string bf = s_.current_battle;
  s_.current_battle.clear();
  for (auto& [id, c] : s_.cards)
    if (c.zone == Zone::InPlay && c.location == bf) {
      c.location = "home";
      c.side = Side::None;
      c.force_counts_for.clear();
    }
  s_.battlefields.erase(std::remove_if(s_.battlefields.begin(), s_.battlefields.end(),
                                       [&](const Battlefield& b) { return b.id == bf; }),
                        s_.battlefields.end());
  say("The battle at " + bf + " ends; its units go home (not a move)");
  fire_delayed(TimePoint::Kind::BattleEnds, "");
  Task chk;
  chk.kind = Task::Kind::Check;
  stack_.push_back(chk);
  drain();
}

void Engine::bring_into_play(const std::string& card) {
  Card& c = s_.card(card);
  if (c.zone != Zone::Province) throw IllegalAction(name(card) + " is not in a Province");
  remove_from(s_.player(c.owner).provinces, card);
  enter_play(c, c.owner, "home");
  say(c.owner + " brings " + name(card) + " into play from a Province");
  Task chk;
  chk.kind = Task::Kind::Check;
  stack_.push_back(chk);
  drain();
}

void Engine::settle() {
  Task chk;
  chk.kind = Task::Kind::Check;
  stack_.push_back(chk);
  drain();
}

void Engine::apply_delayed(const DelayedEffect& d, const std::string& kind, bool optional_targeting,
                           const std::string& line) {
  tree_.at(record(d.source, kernel::Relation::Triggered, kind + name(d.source.card), name(d.source.card))).status =
      kernel::ActionStatus::Done;
  Frame fr;
  fr.source = d.source;
  fr.actor = d.player;
  fr.self = d.source.card;
  fr.refs = d.refs;
  fr.optional_targeting = optional_targeting;
  push_ops(new_frame(fr), d.ops);
  push_note(line);
}

void Engine::fire_delayed(TimePoint::Kind at, const std::string& player) {
  for (auto it = s_.delayed.rbegin(); it != s_.delayed.rend(); ++it) {
    DelayedEffect& d = *it;
    bool due = at == TimePoint::Kind::BattleEnds ? true : d.player == player && d.activated_turn < s_.turn;
    if (d.done || d.at.kind != at || !due) continue;
    d.done = true;
    if (action_blocked(d.source.action)) {
      say("  delayed effect #" + std::to_string(d.id) + " (" + d.text +
          ") was activated, but all effects of its action do not happen: nothing is applied or targeted");
      continue;
    }
    apply_delayed(d, "delayed effect of ", true,
                  "  delayed effect #" + std::to_string(d.id) + " applies now (activated in turn " +
                      std::to_string(d.activated_turn) + "): " + d.text);
  }
}

void Engine::end_turn() {
  say("End of turn " + std::to_string(s_.turn) + ": effects lasting until the end of the turn expire");
  for (auto it = s_.ongoing.begin(); it != s_.ongoing.end();) {
    if (expires_at_end_of_turn(it->duration) && it->applied_turn <= s_.turn) {
      say("  ongoing effect #" + std::to_string(it->id) + " ends: " + it->text);
      it = s_.ongoing.erase(it);
    } else {
      ++it;
    }
  }
  for (auto it = s_.preventions.begin(); it != s_.preventions.end();) {
    if (expires_at_end_of_turn(it->duration) && it->applied_turn <= s_.turn) {
      say("  prevention #" + std::to_string(it->id) + " ends: " + it->text);
      it = s_.preventions.erase(it);
    } else {
      ++it;
    }
  }
  for (auto& d : s_.delayed)
    if (!d.done && d.at.kind == TimePoint::Kind::PersonalityDestroyed && d.expires_turn <= s_.turn) d.done = true;
  for (auto& [id, c] : s_.cards) c.abilities_used.clear();
  held_off_.clear();
  settle();
}

void Engine::advance() {
  std::string ap = s_.active_player();
  std::string tn = "turn " + std::to_string(s_.turn) + " (" + ap + ")";
  switch (s_.phase) {
    case Phase::Action:
      s_.phase = Phase::Attack;
      say(tn + ": Attack Phase begins");
      fire_delayed(TimePoint::Kind::NextAttackPhaseBegins, ap);
      break;
    case Phase::Attack: {
      s_.current_battle.clear();
      for (auto& [id, c] : s_.cards)
        if (c.zone == Zone::InPlay && c.location != "home") {
          c.location = "home";
          c.side = Side::None;
          c.force_counts_for.clear();
        }
      s_.battlefields.clear();
      s_.phase = Phase::Dynasty;
      std::string skipped_by;
      for (auto& sk : s_.skips) {
        bool once = sk.until_turn == 0 && !sk.used && sk.player == ap;
        bool ongoing = sk.until_turn != 0 && s_.turn < sk.until_turn && (sk.player.empty() || sk.player == ap);
        if (once) sk.used = true;
        if (once || ongoing) skipped_by = name(sk.source.card);
      }
      std::string line = tn + " Dynasty Phase: " + (skipped_by.empty() ? "happens" : "skipped (" + skipped_by + ")");
      s_.phase_history.push_back(line);
      say("Attack Phase ends; units return home (not a move). " + line);
      break;
    }
    case Phase::Dynasty:
      s_.phase = Phase::End;
      say(tn + ": End Phase");
      break;
    case Phase::End:
      end_turn();
      s_.turn++;
      s_.phase = Phase::Action;
      ap = s_.active_player();
      say("Turn " + std::to_string(s_.turn) + " begins: " + ap + " is the active player and straightens his cards");
      for (auto& [id, c] : s_.cards)
        if (c.zone == Zone::InPlay && c.controller == ap) c.bowed = false;
      fire_delayed(TimePoint::Kind::NextTurnBegins, ap);
      break;
  }
  Task chk;
  chk.kind = Task::Kind::Check;
  stack_.push_back(chk);
  drain();
}

}  // namespace arbiter::l5r
