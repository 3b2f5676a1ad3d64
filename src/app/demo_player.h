#pragma once
// A ruling's demonstration: the scenario run by the real rules engine, the step the user is on,
// auto-play, and "what if" edits of the setup that re-run the scenario at once.
//
// Loading reads the scenario and the edit at once but runs the engine only when its trace is
// first needed (settle(), or any accessor of the trace), so a page opened on a ruling can show the
// ruling one frame before its board (docs/startup.md). The trace is a cache of that run: the
// accessors are const and fill it on first use.
#include <nlohmann/json.hpp>

#include <string>

#include "kernel/trace.h"

namespace arbiter::app {

class DemoPlayer {
 public:
  // `edit` is an encoded what-if edit from a URL ("" = the scenario's setup).
  void load(const std::string& scenario_id, const std::string& scenario_text, const std::string& edit);
  // False from load() until the engine has run the scenario.
  bool ready() const { return pending_.empty(); }
  void settle() const;
  void clear();
  bool loaded() const { return !scenario_id_.empty(); }
  const std::string& scenario_id() const { return scenario_id_; }

  const kernel::Trace& trace() const {
    settle();
    return trace_;
  }
  // Runs so far: a new value means a new trace (the app then makes sure its font has the glyphs).
  int runs() const { return runs_; }
  // Every text the trace can show: logs, boards, the action tree, expectations, the error.
  std::string text_shown() const;
  const std::string& error() const {  // the run's load or rules error, if any
    settle();
    return error_;
  }
  int step() const { return step_; }  // before the run: the step asked for, clamped by the run
  int last_step() const {
    settle();
    return trace_.steps.empty() ? 0 : int(trace_.steps.size()) - 1;
  }
  // Before the run, the step asked for is kept, and the run clamps it to the steps there are.
  void set_step(int s);
  const kernel::Snapshot* snapshot() const;
  const kernel::Snapshot* previous_snapshot() const;

  // Auto-play: advances one step per interval; stops at the end.
  bool playing() const { return playing_; }
  void toggle_play(double now_ms);
  // Returns true when the step changed.
  bool tick(double now_ms);

  // What-if: the game panel edits `setup()` (the scenario document), then calls rerun().
  nlohmann::json& document() { return edited_; }
  const nlohmann::json& original() const { return original_; }
  void rerun();
  void reset_edits();
  bool edited() const { return edited_ != original_; }
  // Compact text form of the edit for the URL: the changed leaves of the document as
  // "path=json" items joined by '~' (path segments joined by '.'), "" when unedited.
  std::string edit_code() const;

 private:
  bool apply_edit_code(const std::string& code);
  void run(const std::string& text) const;
  std::string scenario_id_;
  nlohmann::json original_, edited_;
  mutable std::string pending_;  // the scenario text the engine has yet to run, "" when none
  mutable kernel::Trace trace_;
  mutable std::string error_;
  mutable int step_ = 0;
  mutable int runs_ = 0;
  bool playing_ = false;
  double next_tick_ = 0;
};

}  // namespace arbiter::app
