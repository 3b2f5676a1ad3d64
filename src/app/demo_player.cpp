#include "app/demo_player.h"

#include <algorithm>
#include <exception>

#include "scenario/runner.h"
#include "scenario/setup_edit.h"

namespace arbiter::app {

namespace {
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
  run(edited_.dump());
}

void DemoPlayer::run(const std::string& text) {
  const int keep = step_;
  try {
    trace_ = scenario::run_scenario_text(text, scenario_id_);
    error_ = trace_.error;
  } catch (const std::exception& e) {
    trace_ = kernel::Trace();
    error_ = e.what();
  }
  step_ = std::min(keep, last_step());
  ++runs_;
  controls_ =
      trace_.steps.empty() ? kernel::SetupControls{} : scenario::setup_controls(edited_, trace_.steps.front().board);
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

void DemoPlayer::set_step(int s) { step_ = std::max(0, std::min(s, last_step())); }

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
  run(edited_.dump());
}

void DemoPlayer::reset_edits() {
  edited_ = original_;
  rerun();
}

std::string DemoPlayer::edit_code() const { return scenario::edit_code(original_, edited_); }

}  // namespace arbiter::app
