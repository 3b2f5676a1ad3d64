#include "scenario/setup_edit.h"

#include <exception>

#include "kernel/errors.h"
#include "kernel/strings.h"
#include "scenario/registry.h"
#include "scenario/runner.h"

namespace arbiter::scenario {

namespace {
using nlohmann::json;

// Leaves of `now` that differ from `before` (objects and arrays are walked; new keys included;
// keys removed from `before` are written with the value "!").
void diff_leaves(const json& before, const json& now, const std::string& path, std::string& out) {
  auto emit = [&](const std::string& p, const std::string& v) {
    if (!out.empty()) out += '~';
    out += p + "=" + v;
  };
  if (now.is_object() && before.is_object()) {
    for (auto it = now.begin(); it != now.end(); ++it) {
      const std::string p = path.empty() ? it.key() : path + "." + it.key();
      if (before.contains(it.key())) diff_leaves(before[it.key()], it.value(), p, out);
      else emit(p, it.value().dump());
    }
    for (auto it = before.begin(); it != before.end(); ++it)
      if (!now.contains(it.key())) emit(path.empty() ? it.key() : path + "." + it.key(), "!");
    return;
  }
  if (now.is_array() && before.is_array() && now.size() == before.size()) {
    for (size_t i = 0; i < now.size(); ++i)
      diff_leaves(before[i], now[i], path.empty() ? std::to_string(i) : path + "." + std::to_string(i), out);
    return;
  }
  if (now != before) emit(path, now.dump());
}

// One "path=json" item applied to `doc`; "" when done, else what was wrong with it.
std::string apply_item(json& doc, const std::string& item) {
  const auto eq = item.find('=');
  if (eq == std::string::npos) return "not a path=value pair";
  try {
    const auto path = kernel::split(item.substr(0, eq), '.');
    const std::string value = item.substr(eq + 1);
    json* node = &doc;
    for (size_t i = 0; i + 1 < path.size(); ++i) {
      if (node->is_array()) node = &node->at(std::stoul(path[i]));
      else if (node->is_object() || node->is_null()) node = &(*node)[path[i]];
      else return "no such place in the setup";
    }
    const auto& leaf = path.back();
    if (value == "!") {
      if (node->is_object()) node->erase(leaf);
      return "";
    }
    auto parsed = json::parse(value);
    if (node->is_array()) node->at(std::stoul(leaf)) = parsed;
    else if (node->is_object() || node->is_null()) (*node)[leaf] = parsed;
    else return "no such place in the setup";
    (void)doc.dump();  // path segments are raw URL bytes: a key that is not UTF-8 cannot be written back
  } catch (const std::exception&) {
    return "not a value that can be read";
  }
  return "";
}
}  // namespace

kernel::SetupControls setup_controls(const json& scenario, const json& first_board) {
  if (!scenario.is_object() || !scenario.contains("game") || !scenario["game"].is_string()) return {};
  const kernel::GameModel* model = find_game_model(scenario["game"].get<std::string>());
  return model ? model->setup_controls(scenario, first_board) : kernel::SetupControls{};
}

std::string load_problem(const json& scenario, const std::string& file) {
  try {
    (void)run_scenario(scenario, file);
  } catch (const kernel::LoadError& e) {
    return e.what();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

std::string edit_code(const json& original, const json& edited) {
  std::string out;
  diff_leaves(original, edited, "", out);
  return out;
}

AppliedEdit apply_edit_code(const json& original, const std::string& code, const std::string& file) {
  AppliedEdit out{original, {}};
  // A scenario that does not load unedited says so itself; its items are only read.
  const bool check_loads = load_problem(original, file).empty();
  for (const auto& item : kernel::split(code, '~')) {
    if (item.empty()) continue;
    json next = out.scenario;
    std::string why = apply_item(next, item);
    if (why.empty() && check_loads) why = load_problem(next, file);
    if (why.empty()) out.scenario = std::move(next);
    else out.dropped.push_back(item + " (" + why + ")");
  }
  return out;
}

}  // namespace arbiter::scenario
