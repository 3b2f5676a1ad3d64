// `arbiter board [--width W] [--height H] [--alt] SCENARIO STEP` (a scenario id or file) prints one step of a
// demonstration as the standalone SVG the site shows (or, with --alt, its text alternative):
// the way to look at a board without the app, and to regenerate the SVG snapshots (docs/board.md).
#include <iostream>

#include "board/picture.h"
#include "cli/command.h"
#include "games/spirit_island/library.h"
#include "kernel/errors.h"
#include "scenario/runner.h"

namespace arbiter::cli {

static bool take_number(Args& args, const std::string& flag, float& out) {
  for (size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == flag) {
      try {
        out = std::stof(args[i + 1]);
      } catch (const std::exception&) {
        return false;
      }
      args.erase(args.begin() + long(i), args.begin() + long(i) + 2);
      return out > 0 && out <= 4000;
    }
  return true;
}

static int run_board(const Args& a) {
  Args args = a;
  float width = 700, height = 434;
  bool alt = false;
  for (auto it = args.begin(); it != args.end(); ++it)
    if (*it == "--alt") {
      alt = true;
      args.erase(it);
      break;
    }
  if (!take_number(args, "--width", width) || !take_number(args, "--height", height) || args.size() != 2) {
    std::cerr << "usage: arbiter board [--width W] [--height H] [--alt] SCENARIO STEP\n";
    return 2;
  }
  // A scenario id, or a scenario file (an edited copy, say).
  const bool is_file = args[0].size() > 5 && args[0].compare(args[0].size() - 5, 5, ".json") == 0;
  const std::string file = is_file ? args[0] : scenario::find_scenario(data_dir(), args[0]);
  if (file.empty()) {
    std::cerr << "arbiter board: no scenario has id \"" << args[0] << "\" under " << data_dir() << "/scenarios\n";
    return 2;
  }
  si::set_library_dir(data_dir() + "/si");
  try {
    const kernel::Trace t = scenario::run_scenario_file(file);
    const size_t step = size_t(std::stoul(args[1]));
    if (step >= t.steps.size()) {
      std::cerr << "arbiter board: " << args[0] << " has steps 0.." << t.steps.size() - 1 << "\n";
      return 2;
    }
    const nlohmann::json* prev = step ? &t.steps[step - 1].board : nullptr;
    const board::Picture p = board::picture_step(t.game, t.steps[step].board, prev, width, height);
    std::cout << (alt ? p.alt + "\n" : board::to_svg(p.layout, p.alt));
    return 0;
  } catch (const kernel::LoadError& e) {
    std::cerr << e.what() << "\n";
    return 2;
  } catch (const std::logic_error&) {
    std::cerr << "arbiter board: STEP must be a number\n";
    return 2;
  }
}

static Registration board_cmd({"board", "board [--width W] [--height H] [--alt] SCENARIO STEP",
                               "print one step of a demonstration as an SVG board (or its text alternative)",
                               run_board});

}  // namespace arbiter::cli
