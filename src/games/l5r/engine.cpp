// The engine's machinery: tasks on the kernel's action stack, resolution frames, choice points, references
// ("target:t", "bearer", ...), the action tree, and the plain-words log cut into moments.
#include "games/l5r/engine.h"

#include <algorithm>
#include <stdexcept>

#include "games/l5r/invariants.h"
#include "games/l5r/words.h"
#include "kernel/errors.h"

namespace arbiter::l5r {

Engine::Engine(GameState s, const CardLibrary& lib, kernel::Choices& choices)
    : s_(std::move(s)), lib_(lib), choices_(choices) {
  std::string problem = check_invariants(s_, lib_);
  if (!problem.empty()) throw kernel::RuleError("illegal board: " + problem);
  refresh_continuous();
  log_.clear();  // effects present at set-up are part of the starting board, not events
  pending_.clear();
  narrate_stat_changes();
  pending_.clear();
}

std::string Engine::name(const std::string& card) const {
  if (card.empty()) return "nobody";
  if (!s_.cards.count(card)) return card;
  return lib_.get(s_.card(card).def).name;
}

std::string Engine::source_words(const Source& s) const {
  if (s.card.empty()) return "the rulebook";
  return name(s.card) + ", " + s.player + "'s card";
}

// ---------------------------------------------------------------- the log and its moments

void Engine::say(const std::string& line) {
  std::string l = line.substr(std::min(line.find_first_not_of(' '), line.size()));
  log_.push_back(l);
  pending_.push_back(l);
}

void Engine::stat_told(const std::string& card) {
  Rules r = rules();
  shown_[card] = {r.stat(card, Stat::Force), r.stat(card, Stat::Chi)};
}

// Stats are computed, not stored: a change nobody told yet (a continuous effect beginning, an
// effect expiring) is told here, in the same words as the effect that caused it would use.
void Engine::narrate_stat_changes() {
  Rules r = rules();
  std::map<std::string, std::pair<int, int>> now;
  for (auto& [id, c] : s_.cards)
    if (c.zone == Zone::InPlay && c.attached_to.empty() && lib_.get(c.def).type == CardType::Personality)
      now[id] = {r.stat(id, Stat::Force), r.stat(id, Stat::Chi)};
  for (auto& [id, v] : now) {
    auto it = shown_.find(id);
    if (it == shown_.end()) continue;
    if (it->second.first != v.first) say(name(id) + "'s Force " + change_words(it->second.first, v.first) + ".");
    if (it->second.second != v.second) say(name(id) + "'s Chi " + change_words(it->second.second, v.second) + ".");
  }
  shown_ = now;
}

void Engine::moment() {
  narrate_stat_changes();
  if (pending_.empty()) return;
  std::vector<std::string> lines;
  lines.swap(pending_);
  if (observer_) observer_(lines);
}

// ---------------------------------------------------------------- tasks on the kernel stack

int Engine::new_frame(Frame f) {
  frames_.push_back(std::move(f));
  return static_cast<int>(frames_.size()) - 1;
}

void Engine::push_ops(int f, const std::vector<Op>& ops) {
  Task t;
  t.kind = Task::Kind::Ops;
  t.frame = f;
  t.ops = std::make_shared<const std::vector<Op>>(ops);
  schedule(t);
}

void Engine::push_note(const std::string& line) {
  Task t;
  t.kind = Task::Kind::Note;
  t.card = line;
  schedule(t);
}

void Engine::push_check() {
  Task t;
  t.kind = Task::Kind::Check;
  schedule(t);
}

void Engine::push_window(const Event& e) {
  Task t;
  t.kind = Task::Kind::Window;
  t.event = e;
  schedule(t);
}

int Engine::new_occurrence(Occurrence o) {
  o.id = static_cast<int>(occs_.size()) + 1;
  occs_.push_back(o);
  Task t;
  t.kind = Task::Kind::Occ;
  t.occ = o.id;
  schedule(t);
  return o.id;
}

bool Engine::action_blocked(int action) const {
  if (action == 0) return false;
  for (auto& p : s_.preventions)
    if (p.blocks_action == action) return true;
  return false;
}

void Engine::schedule(Task t) {
  if (stack_.empty()) stack_.push_procedure({std::move(t)});
  else stack_.insert_next({std::move(t)});
}

kernel::ActionId Engine::start(const Source& cause, kernel::Relation rel, const std::string& label,
                               const std::string& source) {
  auto it = node_of_action_.find(cause.action);
  kernel::ActionId parent = it == node_of_action_.end() ? kernel::kNoAction : it->second;
  if (parent == kernel::kNoAction) rel = kernel::Relation::Initial;
  kernel::ActionId id = stack_.push(parent, rel, label, {}, source);
  stack_.tree().at(id).status = kernel::ActionStatus::Running;  // announced (and paid for) at once
  return id;
}

// Runs the stack until nothing is left; the end of an action triggers nothing by itself (L5R's
// triggers answer events, at their windows). No demo or random game needs more than 66 tasks in one
// resolution; a loop that never ends stops at kMaxTasks, before its moments' snapshots (each with
// the whole action tree) fill the memory.
void Engine::drain() {
  constexpr int kMaxTasks = 5000;
  int guard = 0;
  for (auto s = stack_.advance(); s.kind != decltype(s)::Idle; s = stack_.advance()) {
    if (++guard > kMaxTasks) throw kernel::RuleError("L5R engine: resolution did not finish (runaway loop)");
    if (s.kind == decltype(s)::Run) step(s.op);
  }
  frames_.clear();
  occs_.clear();
  s_.replacements.expire(kernel::Boundary::ActionEnd);  // the used-up replacements go
  if (invariant_checks) {
    std::string problem = check_invariants(s_, lib_);
    if (!problem.empty()) throw std::logic_error("invariant broken: " + problem);
  }
}

void Engine::step(const Task& t) {
  switch (t.kind) {
    case Task::Kind::Ops: {
      if (t.index >= t.ops->size()) return;
      Task next = t;
      next.index++;
      schedule(next);
      exec_op(t.frame, (*t.ops)[t.index]);
      return;
    }
    case Task::Kind::Occ: run_occurrence(t.occ, t.stage); return;
    case Task::Kind::Window: open_window(t.event, t.window_player); return;
    case Task::Kind::Finish: finish_action(t.frame, t.card); return;
    case Task::Kind::Check: state_check(); return;
    case Task::Kind::Note:  // a triggered trait or a delayed effect begins: a moment of its own
      moment();
      say(t.card);
      return;
    case Task::Kind::AdoptTarget: adopt_target(t.frame, t.replacement); return;
    case Task::Kind::StartBattle:
      if (s_.pending_battle.empty()) return;
      s_.current_battle = s_.pending_battle;
      s_.pending_battle.clear();
      say("The battle created by the effect begins now at " + s_.current_battle +
          ", after the action ended and the Reactions to its end had their chance.");
      moment();
      return;
  }
}

// Each family of effects lives in its own file (see engine.h).
void Engine::exec_op(int f, const Op& op) {
  using K = Op::Kind;
  if (action_blocked(frames_[f].source.action)) {
    say("Its next effect (" + op_words(op.kind) + ") does not happen: no effect of that action happens.");
    return;
  }
  switch (op.kind) {
    case K::Bow:
    case K::Straighten:
    case K::Destroy:
    case K::Dishonor:
    case K::DiscardCard:
    case K::ReturnToDeckTop:
    case K::MoveHome:
    case K::MoveToCurrentBattlefield:
    case K::GainHonor:
    case K::LoseHonor:
    case K::Draw:
    case K::DiscardFromHand:
    case K::TakeFavor:
    case K::PayGold:
    case K::AttachFromHand:
    case K::RangedAttack: return exec_instant(f, op);
    case K::Modify:
    case K::RemoveKeyword:
    case K::MayNotAssign:
    case K::ModifyGroup:
    case K::Prevent:
    case K::SkipDynastyPhases: return exec_ongoing(f, op);
    case K::If:
    case K::May:
    case K::ChooseTo:
    case K::IfChosen:
    case K::IfHappened:
    case K::Or:
    case K::Target:
    case K::Choose:
    case K::Delayed:
    case K::EachTime: return exec_structure(f, op);
    case K::CreateToken:
    case K::MoveToken:
    case K::BringProvincePersonalitiesIntoPlay:
    case K::BringTopDynastyIntoPlay:
    case K::CreateBattlefieldAndAssign:
    case K::AssignDefender:
    case K::ShowTopDynasty:
    case K::PutSelfIntoPlay:
    case K::FightBattleThere:
    case K::AssignChosen: return exec_play(f, op);
    case K::NegateTrigger:
    case K::Instead:
    case K::EffectsOfActionDoNotHappen: return exec_reaction(f, op);
  }
}

// ---------------------------------------------------------------- choices, references, the tree

std::string Engine::ask(const std::string& kind, const std::string& context, const std::string& player,
                        const std::string& prompt, std::vector<std::string> options) {
  kernel::ChoicePoint cp;
  cp.kind = kind;
  cp.context = context;
  cp.player = player;
  cp.prompt = prompt;
  cp.options = std::move(options);
  const std::string fallback = kind == "reaction" ? "pass"
                               : (kind == "may" || kind == "choose-to") && cp.options.back() == "no"
                                   ? "no"
                                   : cp.options.front();
  // A scripted answer that is not an option is a kernel::RuleError naming its place in the file.
  const std::string answer = choices_.decide_one(cp, fallback);
  if (kind != "reaction" || answer == "pass")  // a Reaction taken announces itself
    say(player + " is asked \"" + prompt + "\" and answers: " + (s_.cards.count(answer) ? name(answer) : answer) + ".");
  return answer;
}

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
      case Op::Kind::Target:
      case Op::Kind::Choose: {
        // Slots named for what they hold ("shugenja") read as words; one-letter slots do not.
        const std::string& slot = op.targets[0].name;
        s = std::string(op.kind == Op::Kind::Target ? "target a " : "choose a ") + (slot.size() > 1 ? slot : "card");
        break;
      }
      case Op::Kind::DiscardFromHand: s = "discard a card"; break;
      case Op::Kind::Bow: s = "bow"; break;
      case Op::Kind::Draw: s = "draw " + std::to_string(std::max(op.amount, 1)); break;
      case Op::Kind::PayGold: s = "pay " + std::to_string(op.amount) + " Gold"; break;
      case Op::Kind::If: s = "if the condition holds, " + describe_ops(op.then); break;
      case Op::Kind::May: s = "may " + describe_ops(op.then); break;
      case Op::Kind::Or: {
        std::vector<std::string> options;
        for (auto& o : op.options) options.push_back(describe_ops(o));
        s = "either " + join_or(options);
        break;
      }
      case Op::Kind::Straighten: s = "straighten"; break;
      default: s = op_words(op.kind);
    }
    out += (out.empty() ? "" : " and ") + s;
  }
  return out;
}

}  // namespace arbiter::l5r
