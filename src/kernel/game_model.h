#pragma once
// The interface a game model implements so the scenario runner can run its scenario files.
// The runner reads the common envelope ("id", "game", "title", "watch", "demonstrates") and
// hands the whole document to the model registered for "game". Register a model with one line in
// src/scenario/registry.cpp (see docs/kernel.md).
#include <nlohmann/json.hpp>

#include <memory>
#include <string>

#include "kernel/setup_edit.h"
#include "kernel/trace.h"

namespace arbiter::kernel {

// One scenario run that advances a step at a time, so a caller can spread it over several tasks
// (the app shows a linked step as soon as it is computed). The snapshots in trace() never change
// once made: after each advance they are a prefix of the finished run's.
class ScenarioRun {
 public:
  virtual ~ScenarioRun() = default;
  // Runs the next step of the scenario; returns false when the run has ended (then the trace's
  // expectations, error and verdict are set too).
  virtual bool advance() = 0;
  const Trace& trace() const { return trace_; }
  Trace& trace() { return trace_; }

 protected:
  Trace trace_;
};

class GameModel {
 public:
  virtual ~GameModel() = default;
  // The value of the scenario's "game" field this model runs: "spirit-island", "l5r-celestial".
  virtual std::string game() const = 0;
  // Loads one scenario and returns its run, with the set-up's snapshot made and no step run yet.
  // Malformed input throws LoadError (file + JSON path + expected); a rules violation during the
  // run is reported in Trace::error with passed = false. The envelope fields of the trace may be
  // left empty: the runner fills them.
  virtual std::unique_ptr<ScenarioRun> start(const nlohmann::json& scenario, const std::string& file) const = 0;
  // Reads what a run of a scenario in `file` needs beyond the scenario itself (the game's card
  // library), so that a caller can do it in a task of its own; start() reads it when not done yet.
  virtual void prepare(const std::string& file) const { (void)file; }
  // Loads and runs one scenario to its end.
  Trace run(const nlohmann::json& scenario, const std::string& file) const {
    auto r = start(scenario, file);
    while (r->advance()) {}
    return std::move(r->trace());
  }
  // What the What if editor offers for this scenario's setup (kernel/setup_edit.h); `first_board`
  // is the board of the run's first step (lands and cards as set up). None by default.
  virtual SetupControls setup_controls(const nlohmann::json& scenario, const nlohmann::json& first_board) const {
    (void)scenario;
    (void)first_board;
    return {};
  }
};

}  // namespace arbiter::kernel
