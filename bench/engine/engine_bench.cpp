// Random-play throughput of the Spirit Island engine: Invader actions per second over seeded
// random games (bench/engine/run.sh runs it natively and as wasm under Node). Peers in the same
// run: the engine with trace snapshots on (what demos do) and with invariant checks on (what the
// tests do), against the bare engine; ratios are printed. Medians of several repetitions.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "games/spirit_island/random_play.h"
#include "scenario/runner.h"

using namespace arbiter::si;

struct Config {
  const char* name;
  bool checks;
  bool recording;
};

static int run(int argc, char** argv);

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "engine_bench: %s\n", e.what());
    return 1;
  }
}

static int run(int argc, char** argv) {
  int games = 200, turns = 6, reps = 5;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string a = argv[i];
    if (a == "--games") games = std::atoi(argv[i + 1]);
    if (a == "--turns") turns = std::atoi(argv[i + 1]);
    if (a == "--reps") reps = std::atoi(argv[i + 1]);
  }
  const Config configs[] = {{"engine (bare)", false, false},
                            {"engine + invariant checks", true, false},
                            {"engine + trace snapshots", false, true}};
#ifdef __EMSCRIPTEN__
  const char* where = "wasm (Node)";
#else
  const char* where = "native";
#endif
  std::printf("Spirit Island random play, %s: %d games x %d turns, median of %d runs\n", where, games, turns, reps);
  double base = 0;
  int errors = 0;
  for (const auto& c : configs) {
    std::vector<double> rates;
    long total_actions = 0;
    for (int r = 0; r < reps; ++r) {
      long actions = 0;
      auto t0 = std::chrono::steady_clock::now();
      for (int g = 1; g <= games; ++g) {
        RandomGame rg;
        rg.seed = static_cast<uint64_t>(g);
        rg.boards = g % 3 == 0 ? 2 : 1;
        rg.turns = turns;
        rg.invariant_checks = c.checks;
        rg.recording = c.recording;
        RandomGameResult res = play_random(rg);
        actions += res.invader_actions;
        if (r == 0 && !res.error.empty() && c.checks) ++errors;
      }
      double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      rates.push_back(static_cast<double>(actions) / secs);
      total_actions = actions;
    }
    std::sort(rates.begin(), rates.end());
    double median = rates[rates.size() / 2];
    if (base == 0) base = median;
    std::printf("  %-28s %10.0f Invader actions/s  (%ld actions per run; x%.2f of bare)\n", c.name, median, total_actions,
                median / base);
  }
  std::printf("  games stopped by a rules error: %d of %d\n", errors, games);

  // Every demonstration scenario (both games), timed one by one: load + run + trace.
  auto files = arbiter::scenario::scenario_files("data");
  std::vector<double> per_file(files.size(), 1e9);
  for (int r = 0; r < reps; ++r)
    for (size_t i = 0; i < files.size(); ++i) {
      auto t0 = std::chrono::steady_clock::now();
      try {
        arbiter::scenario::run_scenario_file(files[i]);
      } catch (const std::exception&) {
      }
      double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      per_file[i] = std::min(per_file[i], ms);
    }
  if (!files.empty()) {
    std::vector<double> sorted = per_file;
    std::sort(sorted.begin(), sorted.end());
    size_t slowest = static_cast<size_t>(std::max_element(per_file.begin(), per_file.end()) - per_file.begin());
    std::printf("  demos: %zu scenarios, median %.2f ms, slowest %.2f ms (%s), best of %d runs each\n", files.size(),
                sorted[sorted.size() / 2], per_file[slowest], files[slowest].c_str(), reps);
  }
  std::printf("RESULT %s invader_actions_per_sec=%.0f\n", where, base);
  return 0;
}
