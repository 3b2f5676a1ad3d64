#include "app/demo_player.h"

#include <algorithm>
#include <exception>

#include "kernel/strings.h"
#include "scenario/runner.h"

namespace arbiter::app {

namespace {
using kernel::split;
constexpr double kPlayIntervalMs = 1100;

// Leaves of `now` that differ from `before` (objects and arrays are walked; new keys included;
// keys removed from `before` are written with the value "!").
void diff(const nlohmann::json& before, const nlohmann::json& now, const std::string& path, std::string& out) {
  auto emit = [&](const std::string& p, const std::string& v) {
    if (!out.empty()) out += '~';
    out += p + "=" + v;
  };
  if (now.is_object() && before.is_object()) {
    for (auto it = now.begin(); it != now.end(); ++it) {
      const std::string p = path.empty() ? it.key() : path + "." + it.key();
      if (before.contains(it.key())) diff(before[it.key()], it.value(), p, out);
      else emit(p, it.value().dump());
    }
    for (auto it = before.begin(); it != before.end(); ++it)
      if (!now.contains(it.key())) emit(path.empty() ? it.key() : path + "." + it.key(), "!");
    return;
  }
  if (now.is_array() && before.is_array() && now.size() == before.size()) {
    for (size_t i = 0; i < now.size(); ++i)
      diff(before[i], now[i], path.empty() ? std::to_string(i) : path + "." + std::to_string(i), out);
    return;
  }
  if (now != before) emit(path, now.dump());
}
}  // namespace

void DemoPlayer::clear() {
  *this = DemoPlayer();
}

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
  if (!edit.empty() && !apply_edit_code(edit)) {
    edited_ = original_;
    error_ = "The edited board in this link could not be read; showing the original setup.";
    run(original_.dump());
    return;
  }
  run(edited_.dump());
}

void DemoPlayer::run(const std::string& text) {
  const int keep = step_;
  try {
    trace_ = scenario::run_scenario_text(text, scenario_id_);
    if (error_.rfind("The edited board", 0) != 0) error_ = trace_.error;
  } catch (const std::exception& e) {
    trace_ = kernel::Trace();
    error_ = e.what();
  }
  step_ = std::min(keep, last_step());
  ++runs_;
}

std::string DemoPlayer::text_shown() const {
  std::string text = error_;
  for (const auto& e : trace_.expectations) text += e.description + e.detail;
  for (const auto& s : trace_.steps) {
    text += s.log + s.board.dump();
    for (const auto& n : s.tree) text += n.label;
  }
  return text;
}

void DemoPlayer::set_step(int s) {
  step_ = std::max(0, std::min(s, last_step()));
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
  run(edited_.dump());
}

void DemoPlayer::reset_edits() {
  edited_ = original_;
  rerun();
}

std::string DemoPlayer::edit_code() const {
  std::string out;
  diff(original_, edited_, "", out);
  return out;
}

bool DemoPlayer::apply_edit_code(const std::string& code) {
  try {
    for (const auto& item : split(code, '~')) {
      const auto eq = item.find('=');
      if (eq == std::string::npos) return false;
      const auto path = split(item.substr(0, eq), '.');
      const std::string value = item.substr(eq + 1);
      nlohmann::json* node = &edited_;
      for (size_t i = 0; i + 1 < path.size(); ++i) {
        const auto& seg = path[i];
        if (node->is_array()) node = &node->at(std::stoul(seg));
        else if (node->is_object()) node = &(*node)[seg];
        else return false;
      }
      const auto& leaf = path.back();
      if (value == "!") {
        if (node->is_object()) node->erase(leaf);
        continue;
      }
      auto parsed = nlohmann::json::parse(value);
      if (node->is_array()) node->at(std::stoul(leaf)) = parsed;
      else if (node->is_object() || node->is_null()) (*node)[leaf] = parsed;
      else return false;
    }
    // Path segments are raw URL bytes: a key that is not UTF-8 cannot be written back as JSON.
    (void)edited_.dump();
  } catch (const std::exception&) {
    return false;
  }
  return true;
}

}  // namespace arbiter::app
