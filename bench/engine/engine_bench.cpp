// The engine benchmark (bench/engine/run.sh runs it natively and as wasm under Node and prints the
// wasm/native ratios). Two figures, medians of several repetitions:
// - random-play throughput of the Spirit Island engine, Invader actions per second over seeded
//   random games; peers in the same run: with trace snapshots on (what demos do) and with invariant
//   checks on (what the tests do), against the bare engine, as ratios;
// - wall time to run every demonstration scenario of both games (issue 6: under 50 ms natively,
//   wasm within 2x of native).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
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

static double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

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
    double median = median_of(rates);
    if (base == 0) base = median;
    std::printf("  %-28s %10.0f Invader actions/s  (%ld actions per run; x%.2f of bare)\n", c.name, median,
                total_actions, median / base);
  }
  std::printf("  games stopped by a rules error: %d of %d\n", errors, games);

  // Every demonstration scenario (both games): load + run + trace, as `arbiter check` does. The
  // figure issue 6 targets is the whole set's wall time, median of the timed repetitions. Warm-up
  // repetitions come first and are left out: the first also loads the card libraries, and in wasm
  // V8 runs a function with its baseline compiler until it is hot (the first sets ran 1.4x slower).
  auto files = arbiter::scenario::scenario_files("data");
  if (files.empty()) throw std::runtime_error("no scenario files under data/scenarios (run from the repository root)");
  std::vector<double> per_file(files.size(), 1e9), totals;
  double si_total = 0, l5r_total = 0, first_total = 0;
  int failed = 0;
  std::string first_failure;
  // The whole set takes tens of milliseconds: more repetitions steady the median on a loaded machine.
  const int demo_reps = std::max(reps, 11), warmups = 5;
  for (int r = 0; r < warmups + demo_reps; ++r) {
    double total = 0;
    for (size_t i = 0; i < files.size(); ++i) {
      auto t0 = std::chrono::steady_clock::now();
      bool passed = false;
      std::string why;
      try {
        auto trace = arbiter::scenario::run_scenario_file(files[i]);
        passed = trace.passed;
        why = trace.error;
      } catch (const std::exception& e) {
        why = e.what();
      }
      double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      per_file[i] = std::min(per_file[i], ms);
      total += ms;
      if (r == 0 && !passed) {
        ++failed;
        if (first_failure.empty()) first_failure = files[i] + (why.empty() ? "" : ": " + why);
      }
    }
    if (r == 0) first_total = total;
    if (r >= warmups) totals.push_back(total);
  }
  for (size_t i = 0; i < files.size(); ++i)
    (files[i].find("/scenarios/si/") != std::string::npos ? si_total : l5r_total) += per_file[i];
  double demos_median = median_of(totals);
  size_t slowest = static_cast<size_t>(std::max_element(per_file.begin(), per_file.end()) - per_file.begin());
  std::printf(
      "  all demos: %zu scenarios in %.2f ms (median of %d runs after %d warm-up runs; the first, %.2f ms, also loaded "
      "the card libraries)\n",
      files.size(), demos_median, demo_reps, warmups, first_total);
  std::printf("    best per-scenario sums: Spirit Island %.2f ms, L5R %.2f ms; slowest %.2f ms (%s)\n", si_total,
              l5r_total, per_file[slowest], files[slowest].c_str());
#ifndef __EMSCRIPTEN__
  std::printf("    target: all demos under 50 ms natively -> %s\n", demos_median < 50 ? "met" : "MISSED");
#endif
  if (failed) std::printf("    demos failing: %d (first: %s)\n", failed, first_failure.c_str());
  std::printf("RESULT %s demos_total_ms=%.3f\n", where, demos_median);
  std::printf("RESULT %s invader_actions_per_sec=%.0f\n", where, base);
  return 0;
}
