#include "app/demo_player.h"

#include <algorithm>
#include <chrono>
#include <exception>

#include "app/task_budget.h"
#include "scenario/runner.h"
#include "scenario/setup_edit.h"

namespace arbiter::app {

namespace {
// A monotonic clock in ms (performance.now() under Emscripten): the player's time budget needs no
// platform layer, so the native suites that replay routes link it alone.
double clock_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

constexpr double kPlayIntervalMs = 1100;
}  // namespace

void DemoPlayer::clear() { *this = DemoPlayer(); }

void DemoPlayer::load(const std::string& scenario_id, const std::string& text, const std::string& edit) {
  clear();
  scenario_id_ = scenario_id;
  try {
    original_ = nlohmann::json::parse(text);
  } catch (const std::exception& e) {
    error_ = std::string("The scenario file could not be read: ") + e.what();
    return;
  }
  edited_ = original_;
  if (!edit.empty()) {
    auto applied = scenario::apply_edit_code(original_, edit, scenario_id_);
    edited_ = std::move(applied.scenario);
    for (const auto& d : applied.dropped) notice_ += (notice_.empty() ? "" : "; ") + d;
    if (!notice_.empty()) notice_ = "Left out of this link's edited board: " + notice_ + ".";
  }
  pending_ = edited_.dump();
}

void DemoPlayer::await_text(const std::string& scenario_id, const std::string& edit) {
  clear();
  scenario_id_ = scenario_id;
  awaiting_ = true;
  awaited_edit_ = edit;
}

bool DemoPlayer::advance(double budget_ms) {
  if (awaiting_) return false;  // nothing to run before the text arrives
  TaskBudget budget(clock_ms(), budget_ms);
  bool setting_up = false;
  do {
    // The card library read, then the run started: each a step of its own kind, in a task of its own.
    setting_up = !prepared_ || !pending_.empty();
    try {
      if (!prepared_) {
        const auto game = edited_.find("game");
        if (game != edited_.end() && game->is_string()) scenario::prepare_scenario(*game, scenario_id_);
        prepared_ = true;
      } else if (!pending_.empty()) {
        run_ = scenario::start_scenario_text(pending_, scenario_id_);
        pending_.clear();
      } else if (run_ && !run_->advance()) {
        error_ = run_->trace().error;
        end_run();
      }
    } catch (const std::exception& e) {
      run_.reset();
      trace_ = kernel::Trace();
      error_ = e.what();
      end_run();
    }
    take_steps();
  } while (running() && !setting_up && budget.another(clock_ms()));
  return running();
}

void DemoPlayer::finish() {
  while (advance(1e9)) {}
}

// The snapshots made since the last call; all of the trace once the run has ended.
void DemoPlayer::take_steps() {
  if (!run_) return;
  const auto& steps = run_->trace().steps;
  for (size_t i = trace_.steps.size(); i < steps.size(); ++i) trace_.steps.push_back(steps[i]);
  step_ = std::min(wanted_step_, last_step());
}

void DemoPlayer::end_run() {
  if (run_) trace_ = std::move(run_->trace());
  run_.reset();
  pending_.clear();
  step_ = std::min(wanted_step_, last_step());
  ++runs_;
}

const kernel::SetupControls& DemoPlayer::setup_controls() const {
  // Asked while the run is under way (or without a set-up step) there are none yet: none is kept,
  // so the controls are made once the set-up board exists.
  static const kernel::SetupControls kNone;
  if (controls_) return *controls_;
  if (trace_.steps.empty() || running()) return kNone;
  controls_ = std::make_unique<kernel::SetupControls>(scenario::setup_controls(edited_, trace_.steps.front().board));
  return *controls_;
}

std::string DemoPlayer::text_shown() const {
  std::string text = error_ + notice_;
  for (const auto& n : trace_.notices) text += n;
  for (const auto& e : trace_.expectations) text += e.description + e.detail;
  for (const auto& s : trace_.steps) {
    text += s.log + s.board.dump();
    for (const auto& n : s.tree) text += n.label;
  }
  return text;
}

void DemoPlayer::set_step(int s) {
  wanted_step_ = std::max(0, s);
  step_ = std::min(wanted_step_, last_step());
  if (!running()) wanted_step_ = step_;
}

const kernel::Snapshot* DemoPlayer::snapshot() const {
  if (trace_.steps.empty()) return nullptr;
  return &trace_.steps[static_cast<size_t>(step_)];
}

const kernel::Snapshot* DemoPlayer::previous_snapshot() const {
  if (trace_.steps.empty() || step_ == 0) return nullptr;
  return &trace_.steps[static_cast<size_t>(step_ - 1)];
}

void DemoPlayer::toggle_play(double now_ms) {
  playing_ = !playing_;
  if (playing_ && step_ >= last_step()) step_ = 0;
  next_tick_ = now_ms + kPlayIntervalMs;
}

bool DemoPlayer::tick(double now_ms) {
  if (!playing_ || now_ms < next_tick_) return false;
  next_tick_ = now_ms + kPlayIntervalMs;
  if (step_ >= last_step()) {
    playing_ = false;
    return false;
  }
  ++step_;
  if (step_ >= last_step()) playing_ = false;
  return true;
}

void DemoPlayer::rerun() {
  error_.clear();
  notice_.clear();
  wanted_step_ = step_;
  run_.reset();
  trace_ = kernel::Trace();
  controls_.reset();
  pending_ = edited_.dump();
  finish();
}

void DemoPlayer::reset_edits() {
  edited_ = original_;
  rerun();
}

std::string DemoPlayer::edit_code() const {
  return awaiting_ ? awaited_edit_ : scenario::edit_code(original_, edited_);
}

}  // namespace arbiter::app
