#pragma once
// The interface a game model implements so the scenario runner can run its scenario files.
// The runner reads the common envelope ("id", "game", "title", "watch", "demonstrates") and
// hands the whole document to the model registered for "game". Register a model with one line in
// src/scenario/registry.cpp (see docs/kernel.md).
#include <nlohmann/json.hpp>

#include <string>

#include "kernel/setup_edit.h"
#include "kernel/trace.h"

namespace arbiter::kernel {

class GameModel {
 public:
  virtual ~GameModel() = default;
  // The value of the scenario's "game" field this model runs: "spirit-island", "l5r-celestial".
  virtual std::string game() const = 0;
  // Loads and runs one scenario. Malformed input throws LoadError (file + JSON path + expected);
  // a rules violation during the run is reported in Trace::error with passed = false.
  // The envelope fields of the returned trace may be left empty: the runner fills them.
  virtual Trace run(const nlohmann::json& scenario, const std::string& file) const = 0;
  // What the What if editor offers for this scenario's setup (kernel/setup_edit.h); `first_board`
  // is the board of the run's first step (lands and cards as set up). None by default.
  virtual SetupControls setup_controls(const nlohmann::json& scenario, const nlohmann::json& first_board) const {
    (void)scenario;
    (void)first_board;
    return {};
  }
};

}  // namespace arbiter::kernel
