#pragma once
// The action tree: every action that happened, who caused it and how (initial, nested, triggered),
// in order. The UI draws it, tests assert its shape, and the trigger rule reads its ancestry.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace arbiter::kernel {

using ActionId = int;
using TriggerId = int;
constexpr ActionId kNoAction = -1;
constexpr TriggerId kNoTrigger = -1;

// Limits that stop a runaway trigger chain or action loop with a RuleError instead of exhausting
// memory or time (docs/hardening.md). Real rulings stay far below them.
constexpr int kMaxChainDepth = 64;     // an action's initial/nested/triggered ancestry
constexpr size_t kMaxActions = 10000;  // actions in one tree (one scenario run)

enum class Relation {
  Initial,    // starts an action tree: the structure of the game caused it
  Nested,     // started in the middle of its parent, which pauses until it (and its triggers) finish
  Triggered,  // "after X, do Y": runs after its parent completes
};
enum class ActionStatus { Pending, Running, Done, Cancelled };

const char* to_string(Relation r);
const char* to_string(ActionStatus s);

// Something an action did, recorded so triggers ("after each action that destroys Dahan...") and
// tests can ask about it. kind/place/subject are game vocabulary: {"destroyed","A3","dahan",2}.
struct Fact {
  std::string kind;
  std::string place;
  std::string subject;
  int count = 1;
};

struct ActionRecord {
  ActionId id = kNoAction;
  ActionId parent = kNoAction;
  Relation relation = Relation::Initial;
  std::string label;               // short name shown in the tree: "Ravage in A3"
  std::string source;              // what set it up: a card, a rule, a trigger's name
  TriggerId trigger = kNoTrigger;  // the trigger that fired it (triggered actions only)
  ActionStatus status = ActionStatus::Pending;
  std::vector<std::string> notes;  // plain-words lines of what it did
  std::vector<Fact> facts;

  // Sum of counts of facts matching kind (and place/subject when not empty).
  int count(const std::string& kind, const std::string& place = "", const std::string& subject = "") const;
};

class ActionTree {
 public:
  // Throws RuleError past kMaxChainDepth or kMaxActions.
  ActionId add(ActionId parent, Relation relation, std::string label, std::string source = "",
               TriggerId trigger = kNoTrigger);
  ActionRecord& at(ActionId id) { return records_.at(static_cast<size_t>(id)); }
  const ActionRecord& at(ActionId id) const { return records_.at(static_cast<size_t>(id)); }
  const std::vector<ActionRecord>& records() const { return records_; }
  size_t size() const { return records_.size(); }
  void clear() { records_.clear(); }

  std::vector<ActionId> children(ActionId id) const;
  ActionId root(ActionId id) const;
  int depth(ActionId id) const;
  // True if `id` or any action that (transitively) caused it was fired by `trigger`. This is the
  // rule "a triggered action can't trigger itself, directly or indirectly (nested actions count)".
  bool caused_by_trigger(ActionId id, TriggerId trigger) const;

  // Indented text, one action per line, like the worked example of the action rules.
  std::string render(ActionId root = kNoAction) const;

 private:
  std::vector<ActionRecord> records_;
};

void to_json(nlohmann::json& j, const Fact& f);
void to_json(nlohmann::json& j, const ActionRecord& r);

}  // namespace arbiter::kernel
