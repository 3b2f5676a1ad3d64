#pragma once
// What a scenario run produces: an ordered list of snapshots (board, action tree so far, the
// current action, a plain-words log line, what changed) and the expectation results. The JSON
// form is documented in docs/scenarios.md; the app renders it, `arbiter demo --json` prints it.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "kernel/action_tree.h"

namespace arbiter::kernel {

struct TreeNode {
  ActionId id = kNoAction;
  ActionId parent = kNoAction;
  std::string relation;  // "initial" | "nested" | "triggered"
  std::string label;
  std::string status;  // "pending" | "running" | "done" | "cancelled"
};

struct Snapshot {
  int index = 0;
  std::string log;                   // "Ravage in A3: 4 damage, Defend 2 leaves 2 — ..."
  nlohmann::json board;              // game-specific board snapshot
  std::vector<TreeNode> tree;        // the action tree so far
  ActionId current = kNoAction;      // the action being resolved, if any
  std::vector<std::string> changed;  // what changed since the previous snapshot (land ids, keys)
};

struct ExpectationResult {
  std::string description;
  bool passed = false;
  std::string detail;  // what was found, in plain words
};

struct Trace {
  std::string scenario;  // scenario id
  std::string game;      // "spirit-island" | "l5r-celestial"
  std::string title;
  std::string watch;
  std::vector<std::string> demonstrates;
  bool passed = false;            // every expectation passed and the run finished without error
  std::string error;              // set when the run stopped on a RuleError
  bool invariant_broken = false;  // the run stopped because an engine invariant broke: a bug, never bad input
  std::vector<ExpectationResult> expectations;
  std::vector<Snapshot> steps;
  // Rules the setup or the steps involve that the engine does not model ("not modelled: Lure of the
  // Deep Wilderness's Home of the Island's Heart"), found at load time: the run may then differ
  // from the table, and the reader is told so rather than shown a silently wrong board.
  std::vector<std::string> notices;
};

std::vector<TreeNode> tree_nodes(const ActionTree& tree);
// Shallow diff helper for game snapshots: keys of `now` objects (by "id") that differ from `before`.
std::vector<std::string> changed_ids(const nlohmann::json& before, const nlohmann::json& now);

void to_json(nlohmann::json& j, const TreeNode& n);
void to_json(nlohmann::json& j, const Snapshot& s);
void to_json(nlohmann::json& j, const ExpectationResult& e);
void to_json(nlohmann::json& j, const Trace& t);

// Human-readable trace: the log lines, the final tree and the expectation results.
std::string render_text(const Trace& t, const std::string& final_tree_text);

}  // namespace arbiter::kernel
