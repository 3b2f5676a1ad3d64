#pragma once
// A ruling's demonstration: the scenario run by the real rules engine, the step the user is on,
// auto-play, and "what if" edits of the setup that re-run the scenario at once.
#include <nlohmann/json.hpp>

#include <memory>
#include <string>

#include "kernel/game_model.h"
#include "kernel/setup_edit.h"
#include "kernel/trace.h"

namespace arbiter::app {

class DemoPlayer {
 public:
  // Reads the scenario and readies its run; `edit` is an encoded what-if edit from a URL ("" = the
  // scenario's setup). Nothing runs yet: advance() runs it in slices, finish() at once.
  void load(const std::string& scenario_id, const std::string& scenario_text, const std::string& edit);
  // The demonstration shown before its text has arrived (the page fetches each scenario's file
  // when first needed): its id, the edit and step asked for, which the route keeps meanwhile.
  void await_text(const std::string& scenario_id, const std::string& edit);
  bool awaiting() const { return awaiting_; }
  // Why the awaited text could not be had ("" again while retrying); shown with a Retry.
  void text_failed(const std::string& why) { error_ = why; }
  // Runs the scenario for about `budget_ms` (its start, or a step or more of it, at least one
  // thing); returns true while some of it remains. The step asked for follows as steps arrive.
  bool advance(double budget_ms);
  void finish();
  bool running() const { return awaiting_ || !pending_.empty() || run_ != nullptr; }
  void clear();
  bool loaded() const { return !scenario_id_.empty(); }
  const std::string& scenario_id() const { return scenario_id_; }

  const kernel::Trace& trace() const { return trace_; }
  // Runs so far: a new value means a new trace (the app then makes sure its font has the glyphs).
  int runs() const { return runs_; }
  // Every text the trace can show: logs, boards, the action tree, expectations, the error.
  std::string text_shown() const;
  const std::string& error() const { return error_; }  // the run's load or rules error, if any
  // What was left out of a link's edited board (each item and why), "" when all of it was kept.
  const std::string& notice() const { return notice_; }
  // The step shown; while the run is under way, the step asked for (a link's step stays in the URL).
  int step() const { return running() ? wanted_step_ : step_; }
  int last_step() const { return trace_.steps.empty() ? 0 : int(trace_.steps.size()) - 1; }
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
  bool edited() const { return awaiting_ ? !awaited_edit_.empty() : edited_ != original_; }
  // Compact text form of the edit for the URL (scenario::edit_code), "" when unedited.
  std::string edit_code() const;
  // The editor's controls for the edited setup (scenario::setup_controls); none before a run. Made
  // when first asked for (the editor is opened), not with every run.
  const kernel::SetupControls& setup_controls() const;

 private:
  void take_steps();
  void end_run();
  std::string scenario_id_;
  bool awaiting_ = false;     // the scenario's text is being fetched (await_text)
  std::string awaited_edit_;  // the edit asked for meanwhile
  nlohmann::json original_, edited_;
  bool prepared_ = false;                     // the game's card library read (its own slice)
  std::string pending_;                       // the scenario text to run, before its start
  std::unique_ptr<kernel::ScenarioRun> run_;  // the run under way
  kernel::Trace trace_;                       // its snapshots so far; all of it once ended
  std::string error_, notice_;
  mutable std::unique_ptr<kernel::SetupControls> controls_;
  int step_ = 0;
  int wanted_step_ = 0;  // the step asked for, shown once the run has reached it
  int runs_ = 0;
  bool playing_ = false;
  double next_tick_ = 0;
};

}  // namespace arbiter::app
