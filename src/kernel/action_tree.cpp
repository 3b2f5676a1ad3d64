#include "kernel/action_tree.h"

#include "kernel/errors.h"

namespace arbiter::kernel {

const char* to_string(Relation r) {
  switch (r) {
    case Relation::Initial: return "initial";
    case Relation::Nested: return "nested";
    case Relation::Triggered: return "triggered";
  }
  return "?";
}

const char* to_string(ActionStatus s) {
  switch (s) {
    case ActionStatus::Pending: return "pending";
    case ActionStatus::Running: return "running";
    case ActionStatus::Done: return "done";
    case ActionStatus::Cancelled: return "cancelled";
  }
  return "?";
}

int ActionRecord::count(const std::string& kind, const std::string& place, const std::string& subject) const {
  int n = 0;
  for (const auto& f : facts)
    if (f.kind == kind && (place.empty() || f.place == place) && (subject.empty() || f.subject == subject))
      n += f.count;
  return n;
}

ActionId ActionTree::add(ActionId parent, Relation relation, std::string label, std::string source, TriggerId trigger) {
  if (records_.size() >= kMaxActions)
    throw RuleError("the action tree grew past " + std::to_string(kMaxActions) + " actions (a loop that never ends?)");
  if (parent != kNoAction && depth(parent) + 2 > kMaxChainDepth)  // the chain root is depth 0
    throw RuleError("\"" + label + "\" would be " + std::to_string(depth(parent) + 2) +
                    " actions deep; a chain of nested and triggered actions is limited to " +
                    std::to_string(kMaxChainDepth));
  ActionRecord r;
  r.id = static_cast<ActionId>(records_.size());
  r.parent = parent;
  r.relation = relation;
  r.label = std::move(label);
  r.source = std::move(source);
  r.trigger = trigger;
  records_.push_back(std::move(r));
  return records_.back().id;
}

std::vector<ActionId> ActionTree::children(ActionId id) const {
  std::vector<ActionId> out;
  for (const auto& r : records_)
    if (r.parent == id) out.push_back(r.id);
  return out;
}

ActionId ActionTree::root(ActionId id) const {
  while (at(id).parent != kNoAction) id = at(id).parent;
  return id;
}

int ActionTree::depth(ActionId id) const {
  int d = 0;
  while (at(id).parent != kNoAction) id = at(id).parent, ++d;
  return d;
}

bool ActionTree::caused_by_trigger(ActionId id, TriggerId trigger) const {
  for (ActionId a = id; a != kNoAction; a = at(a).parent)
    if (at(a).trigger == trigger) return true;
  return false;
}

std::string ActionTree::render(ActionId only_root) const {
  std::string out;
  for (const auto& r : records_) {
    if (only_root != kNoAction && root(r.id) != only_root) continue;
    int d = depth(r.id);
    out += std::string(static_cast<size_t>(d) * 2, ' ');
    if (r.relation == Relation::Initial) out += "Initial action: ";
    else if (r.relation == Relation::Nested) out += "Nested action: ";
    else out += "Triggered action: ";
    out += r.label;
    if (r.status == ActionStatus::Cancelled) out += " (skipped)";
    out += "\n";
    for (const auto& n : r.notes) out += std::string(static_cast<size_t>(d) * 2 + 2, ' ') + "- " + n + "\n";
  }
  return out;
}

void to_json(nlohmann::json& j, const Fact& f) {
  j = {{"kind", f.kind}, {"place", f.place}, {"subject", f.subject}, {"count", f.count}};
}

void to_json(nlohmann::json& j, const ActionRecord& r) {
  j = {{"id", r.id},
       {"parent", r.parent == kNoAction ? nlohmann::json(nullptr) : nlohmann::json(r.parent)},
       {"relation", to_string(r.relation)},
       {"label", r.label},
       {"status", to_string(r.status)}};
  if (!r.source.empty()) j["source"] = r.source;
  if (!r.notes.empty()) j["notes"] = r.notes;
}

}  // namespace arbiter::kernel
