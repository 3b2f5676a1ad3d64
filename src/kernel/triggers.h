#pragma once
// Triggered actions: "after each action that does X at least once, do Y exactly once".
// The registry holds what was set up (with its duration); after an action completes the game
// asks which triggers fire. The kernel enforces the two game-agnostic rules:
//  * a triggered action never triggers itself, directly or through anything it caused (nested
//    actions included) — checked through the action tree's ancestry;
//  * an action may trigger what it set up (the check happens after the action completes).
#include <string>
#include <vector>

#include "kernel/action_tree.h"
#include "kernel/duration.h"

namespace arbiter::kernel {

template <class Payload>
struct Trigger {
  TriggerId id = kNoTrigger;
  std::string name;    // "Vengeance of the Dead"
  std::string source;  // who set it up: "Fractured Days Split the Sky", "Dahan Insurrection"
  Duration duration = Duration::ThisTurn;
  ActionId set_up_by = kNoAction;
  Payload payload{};   // the game's description of the condition and the response
  bool spent = false;  // UntilUsed triggers are spent after firing once
};

template <class Payload>
class TriggerRegistry {
 public:
  TriggerId add(std::string name, std::string source, Duration d, Payload p, ActionId set_up_by = kNoAction) {
    Trigger<Payload> t;
    t.id = next_++;
    t.name = std::move(name);
    t.source = std::move(source);
    t.duration = d;
    t.payload = std::move(p);
    t.set_up_by = set_up_by;
    triggers_.push_back(std::move(t));
    return triggers_.back().id;
  }

  // Triggers that fire after `completed`, in the order they were set up. `condition(trigger,
  // record)` is the game's test "did this action do X at least once?".
  template <class Condition>
  std::vector<const Trigger<Payload>*> fired_by(const ActionTree& tree, ActionId completed, Condition condition) {
    std::vector<const Trigger<Payload>*> out;
    const ActionRecord& rec = tree.at(completed);
    for (auto& t : triggers_) {
      if (t.spent) continue;
      if (tree.caused_by_trigger(completed, t.id)) continue;
      if (!condition(t, rec)) continue;
      if (t.duration == Duration::UntilUsed) t.spent = true;
      out.push_back(&t);
    }
    return out;
  }

  void expire(Boundary b) {
    std::vector<Trigger<Payload>> keep;
    for (auto& t : triggers_)
      if (!expires_at(t.duration, b) && !t.spent) keep.push_back(std::move(t));
    triggers_ = std::move(keep);
  }

  const std::vector<Trigger<Payload>>& all() const { return triggers_; }
  const Trigger<Payload>* find(TriggerId id) const {
    for (auto& t : triggers_)
      if (t.id == id) return &t;
    return nullptr;
  }

 private:
  std::vector<Trigger<Payload>> triggers_;
  TriggerId next_ = 0;
};

}  // namespace arbiter::kernel
