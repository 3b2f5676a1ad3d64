// `arbiter demo [--json] ID` runs the demonstration scenario with that id, or every demonstration of
// the corpus entry with that id; `arbiter scenario [--json] FILE` runs any scenario file. Both
// print the trace and exit non-zero if an expectation fails.
#include <algorithm>
#include <functional>
#include <iostream>

#include "cli/command.h"
#include "cli/corpus_checks.h"
#include "games/spirit_island/library.h"
#include "kernel/errors.h"
#include "scenario/runner.h"

namespace arbiter::cli {

static std::string final_tree(const kernel::Trace& t) {
  if (t.steps.empty()) return "";
  std::string out;
  const auto& nodes = t.steps.back().tree;
  std::function<void(kernel::ActionId, int)> walk = [&](kernel::ActionId parent, int depth) {
    for (const auto& n : nodes)
      if (n.parent == parent) {
        out += std::string(static_cast<size_t>(depth) * 2, ' ') +
               (n.relation == "initial"  ? "Initial"
                : n.relation == "nested" ? "Nested"
                                         : "Triggered") +
               " action: " + n.label + (n.status == "cancelled" ? " (skipped)" : "") + "\n";
        walk(n.id, depth + 1);
      }
  };
  walk(kernel::kNoAction, 1);
  return out;
}

static int print_trace(const kernel::Trace& t, bool json) {
  if (json) std::cout << nlohmann::json(t).dump(1) << "\n";
  else std::cout << kernel::render_text(t, final_tree(t));
  return t.passed ? 0 : 1;
}

static bool take_json_flag(Args& args) {
  for (auto it = args.begin(); it != args.end(); ++it)
    if (*it == "--json") {
      args.erase(it);
      return true;
    }
  return false;
}

static int run_file(const std::string& file, bool json) {
  si::set_library_dir(data_dir() + "/si");
  try {
    return print_trace(scenario::run_scenario_file(file), json);
  } catch (const kernel::LoadError& e) {
    std::cerr << e.what() << "\n";
    return 2;
  }
}

// A scenario id runs that scenario; a corpus entry's id runs every scenario that demonstrates it
// (with --json: an array of their traces).
static int run_demo(const Args& a) {
  Args args = a;
  bool json = take_json_flag(args);
  if (args.size() != 1) {
    std::cerr << "usage: arbiter demo [--json] ID\n";
    return 2;
  }
  std::string file = scenario::find_scenario(data_dir(), args[0]);
  if (!file.empty()) return run_file(file, json);
  auto files = scenario::find_demos_of(data_dir(), args[0]);
  if (files.empty()) {
    std::cerr << "arbiter demo: no scenario has id \"" << args[0] << "\" or demonstrates it, under " << data_dir()
              << "/scenarios\n";
    return 2;
  }
  if (!json) {
    int worst = 0;
    for (const auto& f : files) worst = std::max(worst, run_file(f, false));
    return worst;
  }
  // With --json, one array of traces, so the output stays one JSON document.
  si::set_library_dir(data_dir() + "/si");
  nlohmann::json traces = nlohmann::json::array();
  bool passed = true;
  try {
    for (const auto& f : files) {
      kernel::Trace t = scenario::run_scenario_file(f);
      passed = passed && t.passed;
      traces.push_back(t);
    }
  } catch (const kernel::LoadError& e) {
    std::cerr << e.what() << "\n";
    return 2;
  }
  std::cout << traces.dump(1) << "\n";
  return passed ? 0 : 1;
}

static Registration demo_cmd(
    {"demo", "demo [--json] ID",
     "run the demonstration scenario with this id, or every demonstration of the corpus entry with this id, "
     "and print the trace(s)",
     run_demo});

static Registration scenario_cmd({"scenario", "scenario [--json] FILE", "run a scenario file and print its trace",
                                  [](const Args& a) {
                                    Args args = a;
                                    bool json = take_json_flag(args);
                                    if (args.size() != 1) {
                                      std::cerr << "usage: arbiter scenario [--json] FILE\n";
                                      return 2;
                                    }
                                    return run_file(args[0], json);
                                  }});

// `arbiter check` runs every demonstration: each must load, run and meet its expectations.
static CheckRegistration demos_pass({"demos pass", [](const CheckContext& ctx, std::vector<corpus::Problem>& problems) {
                                       si::set_library_dir(ctx.data_dir + "/si");
                                       for (const auto& r : scenario::run_all_demos(ctx.data_dir))
                                         if (!r.passed)
                                           problems.push_back({r.file, "", "demonstration fails: " + r.message});
                                     }});

}  // namespace arbiter::cli
