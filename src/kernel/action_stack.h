#pragma once
// The explicit driver for actions. An action is a list of operations (game-specific value types)
// run one at a time. Nested and triggered actions are pushed on this stack — never run by a
// hidden recursive call — so "pause the current action, resolve the nested one and everything
// it triggers, then resume where you left off" falls out of the stack order.
//
// The game's loop:
//   while (true) {
//     auto s = stack.advance();
//     if (s.kind == Step::Idle) break;
//     if (s.kind == Step::Run) execute(s.op, s.action);        // may push / insert_next
//     else /* Step::Completed */ fire_triggers(s.action);       // push triggered actions
//   }
#include <utility>
#include <vector>

#include "kernel/action_tree.h"

namespace arbiter::kernel {

template <class Op>
class ActionStack {
 public:
  struct Step {
    enum Kind { Idle, Run, Completed } kind = Idle;
    ActionId action = kNoAction;
    Op op{};
  };

  ActionTree& tree() { return tree_; }
  const ActionTree& tree() const { return tree_; }
  bool empty() const { return frames_.empty(); }
  // The running action (top of the stack), or kNoAction.
  ActionId current() const { return frames_.empty() ? kNoAction : frames_.back().action; }
  size_t depth() const { return frames_.size(); }

  // Starts an action on top of the stack. Initial actions have parent kNoAction; a nested action's
  // parent is the action it interrupts; a triggered action's parent is the action that fired it.
  ActionId push(ActionId parent, Relation relation, std::string label, std::vector<Op> ops, std::string source = "",
                TriggerId trigger = kNoTrigger) {
    ActionId id = tree_.add(parent, relation, std::move(label), std::move(source), trigger);
    frames_.push_back(Frame{id, std::move(ops), 0});
    return id;
  }

  // Starts several actions with the same parent so that the first runs first (and finishes,
  // with everything it causes, before the second starts). Tree records are created in order.
  struct NewAction {
    std::string label;
    std::vector<Op> ops;
    std::string source;
    TriggerId trigger = kNoTrigger;
  };
  std::vector<ActionId> push_in_order(ActionId parent, Relation relation, std::vector<NewAction> actions) {
    std::vector<ActionId> ids;
    for (auto& a : actions) ids.push_back(tree_.add(parent, relation, a.label, a.source, a.trigger));
    for (size_t i = actions.size(); i-- > 0;) frames_.push_back(Frame{ids[i], std::move(actions[i].ops), 0});
    return ids;
  }

  // Starts one of the game's own procedures that is no action (L5R: a state check, the windows of
  // a turn step): its operations run like an action's, above what it interrupts, but it has no
  // record in the tree and its end is not reported (nothing triggers off it).
  void push_procedure(std::vector<Op> ops) { frames_.push_back(Frame{kNoAction, std::move(ops), 0}); }

  // Adds operations to the running action, right after the one being executed.
  void insert_next(std::vector<Op> ops) {
    Frame& f = frames_.back();
    f.ops.insert(f.ops.begin() + static_cast<long>(f.pc), ops.begin(), ops.end());
  }
  // Drops the rest of the running action's operations (a cancelled action stops here).
  void abandon_rest() { frames_.back().ops.resize(frames_.back().pc); }

  // The next thing to do: run the top action's next operation, or report that it completed
  // (it is popped; the caller then pushes whatever it triggered).
  Step advance() {
    Step s;
    if (frames_.empty()) return s;
    Frame& f = frames_.back();
    s.action = f.action;
    if (f.pc < f.ops.size()) {
      if (f.action != kNoAction) {
        ActionRecord& r = tree_.at(f.action);
        if (r.status == ActionStatus::Pending) r.status = ActionStatus::Running;
      }
      s.kind = Step::Run;
      s.op = f.ops[f.pc++];
      return s;
    }
    if (f.action == kNoAction) {  // a procedure ended: carry on with what it interrupted
      frames_.pop_back();
      return advance();
    }
    ActionRecord& r = tree_.at(f.action);
    if (r.status != ActionStatus::Cancelled) r.status = ActionStatus::Done;
    frames_.pop_back();
    s.kind = Step::Completed;
    return s;
  }

 private:
  struct Frame {
    ActionId action;
    std::vector<Op> ops;
    size_t pc;
  };
  ActionTree tree_;
  std::vector<Frame> frames_;
};

// "Each board / each land / each player / each Spirit": one action per qualifying thing, and which
// things qualify is fixed before any of those actions resolves. Returns the fixed list.
template <class T, class Pred>
std::vector<T> each_qualifying(const std::vector<T>& candidates, Pred qualifies) {
  std::vector<T> out;
  for (const auto& c : candidates)
    if (qualifies(c)) out.push_back(c);
  return out;
}

}  // namespace arbiter::kernel
