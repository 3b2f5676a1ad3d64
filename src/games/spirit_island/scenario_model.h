#pragma once
// Spirit Island scenarios: the "board", "game_state", "effects", "steps", "choices" and "expect"
// sections of a scenario file (docs/scenarios.md), loaded into an Engine and run into a Trace.
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"
#include "kernel/game_model.h"
#include "kernel/setup_edit.h"

namespace arbiter::si {

// Parses the scenario (LoadError on any mistake) and runs it.
kernel::Trace run_scenario(const nlohmann::json& doc, const std::string& file);
// Parses the scenario and returns its run, a step per advance() (kernel::ScenarioRun).
std::unique_ptr<kernel::ScenarioRun> start_scenario(const nlohmann::json& doc, const std::string& file);

// Builds the state of a "board" + "game_state" section (used by tests and random play too).
State load_state(const nlohmann::json& doc, const std::string& file);

// Builds the state and installs the Spirits', game scenario's, adversary's and flipped Blight
// card's rules and the "effects" section: the engine a scenario's steps run on.
// `options` as given, but game_state.outcome_checks (when the file says it) decides the outcome checks.
Engine make_engine(const nlohmann::json& doc, const std::string& file, EngineOptions options = {});

std::unique_ptr<kernel::GameModel> make_scenario_model();

// The bounds of a set-up's counts, one row each: the loader refuses a value outside them at its JSON
// path, and the What if editor (setup_edits.cpp) offers none.
struct CountLimit {
  std::string path;  // under "game_state"; a Spirit's field as "spirits.*.energy"
  int min, max;
};
const std::vector<CountLimit>& game_state_limits();
const CountLimit* game_state_limit(const std::string& path);  // nullptr: not a bounded count
constexpr int kMaxInLand = 50;                                // of each piece and token in a land, and its Defend
constexpr int kMaxSpiritElement = 20;                         // of each Element a Spirit has from other sources
constexpr int kMaxPresenceInLand = 20;                        // of each Spirit's Presence in a land

// What the What if editor offers: per land every piece and token, Defend, Presence and Isolate; the
// bounded counts and the switches of "game_state". Removing a piece removes its Damage and Strife
// marks when no unmarked one is left. `first_board`: the set-up snapshot (its lands).
kernel::SetupControls setup_controls(const nlohmann::json& scenario, const nlohmann::json& first_board);

}  // namespace arbiter::si
