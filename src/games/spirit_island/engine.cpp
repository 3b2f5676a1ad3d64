#include "games/spirit_island/engine.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "games/spirit_island/rules/collapse.h"
#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/rules/entrench.h"
#include "games/spirit_island/rules/heart_tree.h"
#include "games/spirit_island/rules/incarna.h"
#include "games/spirit_island/rules/invader_deck.h"
#include "games/spirit_island/rules/moves_with_dahan.h"
#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/op_kinds.h"
#include "games/spirit_island/rules/open_the_ways.h"
#include "games/spirit_island/rules/optional.h"
#include "games/spirit_island/rules/presence_lands.h"
#include "games/spirit_island/rules/repeat.h"
#include "games/spirit_island/rules/replacements.h"
#include "games/spirit_island/rules/sprawling_plantations.h"
#include "games/spirit_island/rules/to_dream.h"
#include "kernel/errors.h"

namespace arbiter::si {

using kernel::Relation;

Engine::Engine(State s, const Library& l, EngineOptions options) : lib(l), state_(std::move(s)), options_(options) {
  blight_total0_ = state_.blight_total();
  for (const auto& sp : state_.spirits) presence_at_setup_[sp.id] = state_.presence_on_island(sp.id);
  // Token rules are replacement modifiers too, so they are ordered with Powers' modifiers.
  add_modifier("Disease", "Disease token", kernel::Duration::Permanent,
               {"disease-stops-build", "island", "", "", "", "build", 0});
  add_modifier("Wilds", "Wilds token", kernel::Duration::Permanent,
               {"wilds-stops-explore", "island", "", "", "", "explore", 0});
  last_board_ = snapshot(state_);
  totals_at_setup_ = totals();
}

Land& Engine::own(const Land& l) {
  for (auto& x : state_.lands)
    if (&x == &l) return x;
  throw std::logic_error("land " + l.id + " is not one of this engine's lands (pass a land read from state())");
}

Piece& Engine::own(const Piece& p) {
  for (auto& l : state_.lands)
    for (auto& x : l.pieces)
      if (&x == &p) return x;
  throw std::logic_error("a piece that is not on this engine's island (pass a piece read from state())");
}

// Pieces, tokens (except Blight, which is conserved separately) and Presence on the island.
std::map<std::string, int> Engine::totals() const {
  std::map<std::string, int> t;
  for (const auto& l : state_.lands) {
    for (const auto& p : l.pieces) t[name(p.kind)] += 1;
    for (const auto& [tok, n] : l.tokens)
      if (tok != Token::Blight) t[name(tok)] += n;
    t["presence"] += static_cast<int>(l.presence.size());
  }
  return t;
}

int Engine::ledger(const std::string& kind) const {
  auto it = ledger_.find(kind);
  return it == ledger_.end() ? 0 : it->second;
}

void Engine::require_action(ActionId by, const char* what) const {
  if (options_.invariant_checks && by == kNoAction)
    throw std::logic_error(std::string(what) +
                           " outside of any action: every piece enters or leaves through an action");
}

void Engine::install_rule(const std::string& rule, const std::string& spirit) {
  rules_.emplace_back(rule, spirit);
  if (rule == "joining-of-swarms-and-flocks")  // Many Minds: its Sacred Sites may count as Beasts
    add_modifier("A Joining of Swarms and Flocks", spirit_name(spirit), kernel::Duration::Permanent,
                 {"counts-as", "island", "", "", spirit, "beasts", 2});
  if (rule == "a-single-alluring-lair")  // its Incarna's land is a Sacred Site for it (rules/lair.h)
    if (Spirit* sp = state_.find_spirit(spirit)) sp->incarna_sacred_site = true;
  // What the rule keeps in play, as its table row says (rules/effect_kinds.cpp).
  const EffectKind* k = find_effect_kind(rule, EffectRole::Rule);
  if (!k) throw std::logic_error("no rule \"" + rule + "\" in the effect table (loading refuses it)");
  if (!k->installs) return;
  const std::string source = spirit.empty() ? state_.game_scenario : spirit_name(spirit);
  if (find_effect_kind(k->installs, EffectRole::Modifier))
    add_modifier(k->title, source, kernel::Duration::Permanent, {k->installs, "island", "", "", spirit, "", 0});
  else
    triggers_.add(k->title, spirit.empty() ? state_.game_scenario : spirit, kernel::Duration::Permanent,
                  TriggerSpec{k->installs, "", spirit, 0});
}

bool Engine::all_things_weaken() const {
  return has_rule("all-things-weaken") && state_.blight_card.flipped &&
         state_.turn > state_.blight_card.flipped_on_turn;
}

bool Engine::has_rule(const std::string& rule, const std::string& spirit) const {
  for (const auto& [r, s] : rules_)
    if (r == rule && (spirit.empty() || s == spirit)) return true;
  return false;
}

void Engine::add_modifier(const std::string& name, const std::string& source, kernel::Duration d, ModifierSpec spec,
                          ActionId by) {
  const kernel::ModifierPriority p = modifier_priority(spec.kind);
  modifiers_.add(name, source, p, d, std::move(spec), by);
}

ActionId Engine::start(ActionId parent, Relation rel, const std::string& label, std::vector<Op> ops, ActionLocal local,
                       const std::string& source, kernel::TriggerId trig) {
  ActionId id = stack_.push(parent, rel, label, std::move(ops), source, trig);
  locals_[id] = std::move(local);
  return id;
}

void Engine::start_in_order(ActionId parent, Relation rel, std::vector<Pending> actions) {
  std::vector<kernel::ActionStack<Op>::NewAction> news;
  for (auto& p : actions) news.push_back({p.label, p.ops, p.source, p.trigger});
  auto ids = stack_.push_in_order(parent, rel, std::move(news));
  for (size_t i = 0; i < ids.size(); ++i) locals_[ids[i]] = std::move(actions[i].local);
}

void Engine::cancel_current(const std::string& why) {
  ActionId a = stack_.current();
  stack_.tree().at(a).status = kernel::ActionStatus::Cancelled;
  stack_.abandon_rest();
  note(stack_.tree().at(a).label + " does not happen: " + why);
}

const std::vector<std::string>& fact_kinds() {
  static const std::vector<std::string> kinds{"accelerated",
                                              "added",
                                              "blight-added",
                                              "blight-prevented",
                                              "destroyed",
                                              "dreamt",
                                              "fear",
                                              "incarna-added",
                                              "incarna-destroyed",
                                              "incarna-moved-from",
                                              "incarna-moved-to",
                                              "incarna-removed",
                                              "moved-from",
                                              "moved-to",
                                              "presence-added",
                                              "presence-destroyed",
                                              "presence-moved-to",
                                              "presence-removed",
                                              "ravage",
                                              "removed",
                                              "replaced",
                                              "replaced-with"};
  return kinds;
}

void Engine::fact(ActionId a, const std::string& kind, const std::string& place, const std::string& subject, int n) {
  if (std::find(fact_kinds().begin(), fact_kinds().end(), kind) == fact_kinds().end())
    throw std::logic_error("a fact of unknown kind \"" + kind + "\" (add it to fact_kinds)");
  if (a == kNoAction) return;
  auto& facts = stack_.tree().at(a).facts;
  for (auto& f : facts)
    if (f.kind == kind && f.place == place && f.subject == subject) {
      f.count += n;
      return;
    }
  facts.push_back({kind, place, subject, n});
}

void Engine::note(const std::string& line) {
  pending_log_.push_back(line);
  log_lines_.push_back(line);
  ActionId a = stack_.current();
  if (a != kNoAction) stack_.tree().at(a).notes.push_back(line);
}

void Engine::lost(const std::string& why) {
  losses_.push_back(why);
  note("Loss condition met: " + why + " (judged when this action tree is done)");
}

void Engine::snapshot_now(const std::string& log) {
  if (!options_.recording) return;
  kernel::Snapshot s;
  s.index = static_cast<int>(snapshots_.size());
  s.log = log;
  s.board = snapshot(state_);
  s.tree = kernel::tree_nodes(stack_.tree());
  s.current = stack_.current();
  // Compared with the previous snapshot (the set-up board before the first), not a copy of it.
  const nlohmann::json& before = snapshots_.empty() ? last_board_ : snapshots_.back().board;
  s.changed = kernel::changed_ids(before.at("lands"), s.board["lands"]);
  for (const char* key : {"blight_card", "fear", "invader_slots"})
    if (before.at(key) != s.board[key]) s.changed.push_back(key);
  snapshots_.push_back(std::move(s));
}

void Engine::flush() {
  if (pending_log_.empty()) return;
  std::string line;
  for (const auto& l : pending_log_) line += (line.empty() ? "" : " ") + l;
  pending_log_.clear();
  snapshot_now(line);
}

void Engine::after_op(const Op& op) {
  // A piece whose Health drops to the Damage it carries is destroyed at once — unless something
  // says it can't be (then it stays, and is not tried again while that still holds).
  ActionId a = stack_.current();
  oceans_check(*this);  // Presence may have come to or left a board: its Ocean is a land or not (rules/ocean.h)
  if (a != kNoAction)
    for (auto& l : state_.lands)
      for (size_t i = l.pieces.size(); i-- > 0;) {
        const Piece p = l.pieces[i];
        if (p.damage == 0 || p.damage < health(p, l)) continue;
        if (spared_.count(p.uid) &&
            would_be_replaced(*this, {kWouldDestroy, l.id, a, name(p.kind), p.uid, DestroyHow::Damage, ""}))
          continue;
        if (destroy_piece(l, i, a).empty())
          note("A " + name(p.kind) + " in " + l.id + " now has no Health left beyond its Damage and is destroyed.");
        else spared_.insert(p.uid);
      }
  if (options_.invariant_checks) {
    std::string problem = check_invariants(state_, blight_total0_);
    for (const auto& l : state_.lands)
      for (const auto& p : l.pieces)
        if (p.damage >= health(p, l) && !spared_.count(p.uid))
          problem = l.id + ": a surviving " + name(p.kind) + " has " + std::to_string(p.damage) + " damage but only " +
                    std::to_string(health(p, l)) + " Health";
    auto now = totals();
    std::set<std::string> keys;
    for (const auto& [k, v] : now) keys.insert(k);
    for (const auto& [k, v] : totals_at_setup_) keys.insert(k);
    for (const auto& k : keys) {
      int expected = (totals_at_setup_.count(k) ? totals_at_setup_.at(k) : 0) + ledger(k);
      int found = now.count(k) ? now.at(k) : 0;
      if (found != expected)
        problem = "the island holds " + std::to_string(found) + " " + k + " but the logged actions account for " +
                  std::to_string(expected);
    }
    if (!problem.empty()) throw std::logic_error("invariant broken after \"" + describe(op) + "\": " + problem);
  }
  flush();
}

void Engine::run() {
  using Step = kernel::ActionStack<Op>::Step;
  while (true) {
    Step s = stack_.advance();
    if (s.kind == Step::Idle) break;
    if (s.kind == Step::Run) {
      if (take_optional(*this, s.op, s.action))         // "may": the players may decline (rules/optional.cpp)
        op_kind(s.op.kind).run(*this, s.op, s.action);  // its handler (rules/op_kinds.cpp)
      after_op(s.op);
      continue;
    }
    complete(s.action);
    if (!pending_log_.empty()) after_op(Op{});
    if (stack_.empty()) {
      modifiers_.expire(kernel::Boundary::ActionEnd, s.action);
      open_the_ways_check(*this);  // an open pair whose land lost the Spirit's Presence closes
      check_outcome();
      if (!pending_log_.empty()) after_op(Op{});
      start_set_aside_reminders(*this);  // Reminder cards revealed by accelerating: after that whole tree
    }
  }
}

void Engine::add_damage(const Piece& at, int n, ActionId by) {
  Piece& p = own(at);
  p.damage += n;
  if (n > 0 && dreams_damage(*this, by)) locals_[by].dreamt_damage[p.uid] += n;
}

void Engine::complete(ActionId a) {
  const kernel::ActionRecord& rec = stack_.tree().at(a);
  end_dreamt_damage(*this, a);  // before anything it triggers (rules/to_dream.h)
  ActionLocal& loc = locals_[a];
  std::vector<Pending> fires;
  for (const auto* t :
       triggers_.fired_by(stack_.tree(), a, [&](const auto&t, const auto&r) { return trigger_condition(t, r); })) {
    ActionLocal l;
    l.trigger_from = a;
    l.trigger = t->payload;
    l.spirit = t->payload.spirit;
    l.land = t->payload.land;
    // A trigger a Power set up acts for that Power ("after…, deal Damage" is the Power's Damage).
    if (t->set_up_by != kNoAction && locals_[t->set_up_by].power) {
      l.power = true;
      l.card = locals_[t->set_up_by].card;
    }
    Op rule;
    rule.kind = OpKind::Rule;
    rule.name = t->payload.kind;
    fires.push_back({t->name, {rule}, l, t->source, t->id});
  }
  // "Repeat this Power": after the Power and everything it triggered.
  if (loc.repeat_requested && !loc.is_repeat) {
    ActionLocal l = loc;
    l.land = repeat_land(*this, a);  // rules/repeat.cpp
    l.board = l.land.empty() ? "" : state_.land(l.land).board;
    l.is_repeat = true;
    l.repeat_requested = false;
    l.destroyed.clear();
    l.dahan_moved_to.clear();
    l.dahan_left_to.clear();
    l.raiding_party_hit = false;
    l.dreamt_damage.clear();
    l.lands_chosen.clear();
    l.explorers_replaced_in.clear();
    l.damage_bonus_used = false;
    l.badlands_used_dahan = l.badlands_used_invaders = 0;
    std::string label = l.land == loc.land ? rec.label : loc.card + " on " + l.land;
    if (!l.land.empty() || loc.land.empty())
      fires.push_back({"Repeat: " + label, loc.power_ops, l, loc.card, kernel::kNoTrigger});
  }
  if (!fires.empty()) {
    std::string names;
    for (const auto& f : fires) names += (names.empty() ? "" : ", ") + f.label;
    pending_log_.push_back(rec.label + " complete; triggers " + names + ".");
    log_lines_.push_back(pending_log_.back());
  }
  start_in_order(a, Relation::Triggered, std::move(fires));
}

std::string Engine::spirit_name(const std::string& id) const {
  const Spirit* s = state_.find_spirit(id);
  return s ? s->name : id;
}

int Engine::blight_added_total() const {
  int n = 0;
  for (const auto& r : stack_.tree().records()) n += r.count("blight-added");
  return n;
}

// ---- pieces ----

std::string Engine::add_piece(const Land& at, PieceKind k, ActionId by) {
  Land& l = own(at);
  require_action(by, "a piece was added");
  std::string instead = replaced(*this, {kWouldAdd, l.id, by, name(k), -1, DestroyHow::Instruction, ""});
  if (!instead.empty()) return instead;
  if (k == PieceKind::Town && no_town_to_place(*this, l.id)) return "no Town placed (Sprawling Plantations)";
  Piece p;
  p.uid = state_.next_uid++;
  p.kind = k;
  l.pieces.push_back(p);
  ledger_[name(k)] += 1;
  fact(by, "added", l.id, name(k));
  return "";
}

std::string Engine::destroy_piece(const Land& at, size_t index, ActionId by, DestroyHow how) {
  Land& l = own(at);
  require_action(by, "a piece was destroyed");
  Piece p = l.pieces.at(index);
  std::string instead = replaced(*this, {kWouldDestroy, l.id, by, name(p.kind), p.uid, how, ""});
  if (by != kNoAction && p.kind == PieceKind::Explorer) locals_[by].explorer_would_die = true;
  if (!instead.empty()) return instead;
  if (by != kNoAction && locals_[by].destroyed.count(p.uid))
    throw kernel::RuleError("the same piece cannot be destroyed twice in one action");
  l.pieces.erase(l.pieces.begin() + static_cast<long>(index));
  ledger_[name(p.kind)] -= 1;
  if (by != kNoAction) locals_[by].destroyed.insert(p.uid);
  fact(by, "destroyed", l.id, name(p.kind));
  if (fear_when_destroyed(p.kind) > 0) generate_fear(fear_when_destroyed(p.kind), by);
  return "";
}

void Engine::remove_piece(const Land& at, size_t index, ActionId by) {
  Land& l = own(at);
  require_action(by, "a piece was removed");
  Piece p = l.pieces.at(index);
  l.pieces.erase(l.pieces.begin() + static_cast<long>(index));
  ledger_[name(p.kind)] -= 1;
  fact(by, "removed", l.id, name(p.kind));
}

void Engine::move_piece(const Land& from_at, size_t index, const Land& to_at, ActionId by) {
  Land& from = own(from_at);
  Land& to = own(to_at);
  Piece p = from.pieces.at(index);
  from.pieces.erase(from.pieces.begin() + static_cast<long>(index));
  to.pieces.push_back(p);
  if (by != kNoAction && p.kind == PieceKind::Dahan) locals_[by].dahan_moved_to[p.uid] = to.id;
  fact(by, "moved-from", from.id, name(p.kind));
  fact(by, "moved-to", to.id, name(p.kind));
  if (by != kNoAction && p.kind == PieceKind::Dahan) dahan_moved(*this, from.id, to.id, by);  // Presence along
}

void Engine::replace_piece(const Land& at, size_t index, const std::vector<std::string>& with, ActionId by) {
  Land& l = own(at);
  require_action(by, "a piece was replaced");
  Piece old = l.pieces.at(index);
  l.pieces.erase(l.pieces.begin() + static_cast<long>(index));
  ledger_[name(old.kind)] -= 1;
  fact(by, "replaced", l.id, name(old.kind));
  bool carried = false;
  for (const auto& w : with) {
    auto k = std::find(piece_names().begin(), piece_names().end(), w);
    if (k != piece_names().end()) {
      Piece p{state_.next_uid++, static_cast<PieceKind>(k - piece_names().begin()), 0, 0};
      if (p.kind == PieceKind::Town && no_town_to_place(*this, l.id)) continue;
      if (!carried && is_invader(old.kind) && is_invader(p.kind))
        p.damage = old.damage, p.strife = old.strife, carried = true;
      l.pieces.push_back(p);
      ledger_[w] += 1;
      if (p.kind == PieceKind::Explorer) local(by).explorers_replaced_in.push_back(p.uid);
    } else {
      auto t = std::find(token_names().begin(), token_names().end(), w);
      Token tok = static_cast<Token>(t - token_names().begin());
      l.tokens[tok] += 1;
      if (tok == Token::Blight) state_.blight_card.pool -= 1;  // Blight comes from the card
      else ledger_[w] += 1;
    }
    fact(by, "replaced-with", l.id, w);
  }
}

void Engine::add_token(const Land& at, Token t, int n, ActionId by) {
  Land& l = own(at);
  if (n <= 0) return;
  require_action(by, "a token was added");
  l.tokens[t] += n;
  if (t != Token::Blight) ledger_[name(t)] += n;
  fact(by, "added", l.id, name(t), n);
  if (t == Token::Vitality) heart_tree_empowers(*this, l);
}

void Engine::remove_token(const Land& at, Token t, int n, ActionId by) {
  Land& l = own(at);
  n = std::min(n, l.token(t));
  if (n <= 0) return;
  require_action(by, "a token was removed");
  l.tokens[t] -= n;
  if (t == Token::Blight && has_rule("slow-healing-ecosystem")) {
    // France Level 5: removed Blight waits on the adversary panel; at 3 per player all of it
    // goes back to the Blight card.
    state_.blight_on_panel += n;
    note("Slow-Healing Ecosystem (France Level 5): " + count_of(n, "blight") + " removed from " + l.id +
         " go to the adversary panel (" + std::to_string(state_.blight_on_panel) + " there).");
    if (state_.blight_on_panel >= 3 * state_.players) {
      state_.blight_card.pool += state_.blight_on_panel;
      note("Slow-Healing Ecosystem: 3 Blight per player on the panel, so all " +
           std::to_string(state_.blight_on_panel) + " go back to the Blight card.");
      state_.blight_on_panel = 0;
    }
  } else if (t == Token::Blight) state_.blight_card.pool += n;  // removed Blight returns to the Blight card
  else ledger_[name(t)] -= n;
  fact(by, "removed", l.id, name(t), n);
}

bool Engine::add_presence(const Land& at, const std::string& spirit, ActionId by) {
  Land& l = own(at);
  std::string why;
  if (!presence_may_enter(*this, spirit, l, &why)) {
    note(spirit_name(spirit) + "'s Presence can't be added to " + l.id + " (" + why + ").");
    return false;
  }
  l.presence.push_back({state_.next_uid++, spirit});
  ledger_["presence"] += 1;
  fact(by, "presence-added", l.id, spirit);
  return true;
}

void Engine::destroy_presence(const Land& at, const std::string& spirit, ActionId by, const std::string& cause) {
  Land& l = own(at);
  if (incarna_answers_presence_destruction(*this, l, spirit, by, cause)) return;
  for (size_t i = 0; i < l.presence.size(); ++i) {
    if (l.presence[i].spirit != spirit) continue;
    int uid = l.presence[i].uid;
    if (by != kNoAction && locals_[by].destroyed.count(uid)) continue;  // can't destroy the same Presence twice
    if (by != kNoAction) locals_[by].destroyed.insert(uid);
    if (!replaced(*this, {kWouldDestroyPresence, l.id, by, spirit, uid, DestroyHow::Instruction, cause}).empty())
      return;
    l.presence.erase(l.presence.begin() + static_cast<long>(i));
    ledger_["presence"] -= 1;
    if (auto* sp = state_.find_spirit(spirit)) sp->destroyed_presence += 1;
    fact(by, "presence-destroyed", l.id, spirit);
    note("1 Presence of " + spirit_name(spirit) + " in " + l.id + " is destroyed (" + cause + ").");
    collapse_after_presence_destroyed(*this, l, spirit, by);
    return;
  }
}

void Engine::generate_fear(int n, ActionId by) {
  for (int i = 0; i < n; ++i) {
    state_.fear_generated += 1;
    fact(by, "fear", "", "", 1);
    state_.fear_pool -= 1;
    if (state_.fear_pool == 0) {
      state_.earned_fear_cards += 1;
      state_.fear_pool = state_.fear_per_card;
      note("A Fear card is earned (" + std::to_string(state_.earned_fear_cards) + " so far).");
      if (state_.earned_fear_cards == 3 || state_.earned_fear_cards == 6) state_.terror_level += 1;
      reveal_under_fear_card(*this, state_.earned_fear_cards);
    }
  }
}

}  // namespace arbiter::si
