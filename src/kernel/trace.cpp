#include "kernel/trace.h"

#include <set>

namespace arbiter::kernel {

std::vector<TreeNode> tree_nodes(const ActionTree& tree) {
  std::vector<TreeNode> out;
  out.reserve(tree.size());
  for (const auto& r : tree.records())
    out.push_back({r.id, r.parent, to_string(r.relation), r.label, to_string(r.status)});
  return out;
}

std::vector<std::string> changed_ids(const nlohmann::json& before, const nlohmann::json& now) {
  std::vector<std::string> out;
  if (!now.is_array()) return out;
  for (const auto& item : now) {
    if (!item.is_object() || !item.contains("id")) continue;
    const nlohmann::json* prev = nullptr;
    if (before.is_array())
      for (const auto& b : before)
        if (b.is_object() && b.contains("id") && b["id"] == item["id"]) prev = &b;
    if (!prev || *prev != item)
      out.push_back(item["id"].is_string() ? item["id"].get<std::string>() : item["id"].dump());
  }
  return out;
}

void to_json(nlohmann::json& j, const TreeNode& n) {
  j = {{"id", n.id},
       {"parent", n.parent == kNoAction ? nlohmann::json(nullptr) : nlohmann::json(n.parent)},
       {"relation", n.relation},
       {"label", n.label},
       {"status", n.status}};
}

void to_json(nlohmann::json& j, const Snapshot& s) {
  j = {{"index", s.index},
       {"log", s.log},
       {"board", s.board},
       {"tree", s.tree},
       {"current", s.current == kNoAction ? nlohmann::json(nullptr) : nlohmann::json(s.current)},
       {"changed", s.changed}};
}

void to_json(nlohmann::json& j, const ExpectationResult& e) {
  j = {{"description", e.description}, {"passed", e.passed}, {"detail", e.detail}};
}

void to_json(nlohmann::json& j, const Trace& t) {
  j = {{"scenario", t.scenario},
       {"game", t.game},
       {"title", t.title},
       {"watch", t.watch},
       {"demonstrates", t.demonstrates},
       {"passed", t.passed},
       {"expectations", t.expectations},
       {"steps", t.steps}};
  if (!t.error.empty()) j["error"] = t.error;
  if (!t.notices.empty()) j["notices"] = t.notices;
}

std::string render_text(const Trace& t, const std::string& final_tree_text) {
  std::string out = t.title + "  [" + t.scenario + "]\n";
  if (!t.watch.empty()) out += "Watch: " + t.watch + "\n";
  for (const auto& n : t.notices) out += "Notice: " + n + "\n";
  out += "\n";
  for (const auto& s : t.steps) out += std::to_string(s.index) + ". " + s.log + "\n";
  if (!final_tree_text.empty()) out += "\nAction tree:\n" + final_tree_text;
  out += "\nExpectations:\n";
  for (const auto& e : t.expectations)
    out += std::string(e.passed ? "  ok    " : "  FAIL  ") + e.description +
           (e.detail.empty() ? "" : " — " + e.detail) + "\n";
  if (!t.error.empty()) out += "Error: " + t.error + "\n";
  out += t.passed ? "PASSED\n" : "FAILED\n";
  return out;
}

}  // namespace arbiter::kernel
