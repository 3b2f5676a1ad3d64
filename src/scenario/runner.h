#pragma once
// Runs scenario files: checks the common envelope, dispatches on "game" to the game model, and
// returns the trace. Used by `arbiter scenario`, `arbiter demo`, `arbiter check`, the tests and
// the app (run_scenario_text with an edited setup, for "what if").
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

#include "kernel/game_model.h"
#include "kernel/trace.h"

namespace arbiter::scenario {

// Limits on a scenario file (docs/hardening.md): a what-if link or a crafted file is refused with
// a LoadError before any game model sees it, so no input can make a run take unbounded memory or
// recursion. The real scenarios are a few KB, a dozen steps, nesting depth 6.
constexpr size_t kMaxScenarioBytes = 64 * 1024;
constexpr size_t kMaxScenarioArray = 256;  // elements in any one array (lands, pieces, steps, expect...)
constexpr int kMaxScenarioDepth = 24;      // nesting of objects and arrays
// Throws LoadError naming the first array or object past the limits.
void check_scenario_limits(const nlohmann::json& doc, const std::string& file);

// Envelope fields every scenario has, whatever the game.
struct Envelope {
  std::string id, game, title, watch;
  std::vector<std::string> demonstrates;
};

// Reads and checks the envelope (LoadError on a missing/mistyped field or a bad id).
Envelope read_envelope(const nlohmann::json& doc, const std::string& file);

kernel::Trace run_scenario(const nlohmann::json& doc, const std::string& file);
// The same run, a step per advance() (kernel::ScenarioRun): the envelope is read and the set-up's
// snapshot made here, so a caller can spread the steps over several tasks.
std::unique_ptr<kernel::ScenarioRun> start_scenario(const nlohmann::json& doc, const std::string& file);
// What a run of a scenario of `game` needs beyond the scenario, read now (GameModel::prepare);
// nothing for a game no model runs (starting the run then names the error).
void prepare_scenario(const std::string& game, const std::string& file);
std::unique_ptr<kernel::ScenarioRun> start_scenario_text(const std::string& json_text,
                                                         const std::string& name = "<scenario>");
kernel::Trace run_scenario_text(const std::string& json_text, const std::string& name = "<scenario>");
kernel::Trace run_scenario_file(const std::string& path);

// Short labels for the tabs of one ruling's demonstrations, from their titles, in order: the part
// before a colon when it alone tells the titles apart ("Choices: who chooses" -> "who chooses" when
// every title starts "Choices:"), cut at a word to about `max_bytes` with "…"; a label that is still
// shared gets its number.
std::vector<std::string> demo_tab_labels(const std::vector<std::string>& titles, size_t max_bytes = 40);

// Every scenario file under <data_dir>/scenarios/<game>/*.json, sorted by path.
std::vector<std::string> scenario_files(const std::string& data_dir);
// The path of the scenario whose "id" is `id`, or "" if none.
std::string find_scenario(const std::string& data_dir, const std::string& id);
// The scenarios that list corpus entry `entry_id` in "demonstrates", sorted by path.
std::vector<std::string> find_demos_of(const std::string& data_dir, const std::string& entry_id);

struct DemoResult {
  std::string id;
  std::string file;
  bool passed = false;
  std::string message;  // first failed expectation or the load/rules error
  double millis = 0;
};
// Runs every scenario (a load error is a failed result, not an exception).
std::vector<DemoResult> run_all_demos(const std::string& data_dir);

}  // namespace arbiter::scenario
