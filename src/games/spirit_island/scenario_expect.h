#pragma once
// The "expect" section of a Spirit Island scenario (docs/scenarios.md): each expectation is parsed
// at load into a check of the engine, run after the last step or, with "after_step": N, right
// after step N.
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "games/spirit_island/engine.h"
#include "kernel/json_reader.h"
#include "scenario/expect_table.h"

namespace arbiter::si {

// Where and why the run stopped early. A refusal (RuleError) is what a step_refused expectation
// names; a broken engine invariant is a bug and never expected.
struct Stop {
  size_t step = 0;  // the step that stopped the run, counting from 1; 0 when every step ran
  bool refused = false;
  bool invariant_broken = false;
  std::string reason;
};

struct Expect {
  std::string description;
  std::function<std::pair<bool, std::string>(const Engine&, const Stop&)> check;
  bool refusal = false;   // a step_refused expectation: the only way a stopped run can pass
  size_t after_step = 0;  // checked right after this step (counting from 1); 0: after the last
};

// A count an expectation compares with: exactly n (a number), or {"at_least": n, "at_most": m}
// (either or both).
struct CountRange {
  int at_least = 0;
  int at_most = -1;  // -1: no upper bound
  bool matches(int n) const { return n >= at_least && (at_most < 0 || n <= at_most); }
  std::string words() const;  // "2", "at least 1", "at most 3", "1 to 3"
};
CountRange parse_count(const kernel::JsonReader& r, int max);

// The kinds of player choice a scenario can script or expect options of (docs/scenarios.md).
const std::vector<std::string>& choice_kinds();

// A land / Spirit named by a scenario: it must exist (LoadError at r's path otherwise).
std::string need_land(const State& st, const kernel::JsonReader& r);
std::string need_spirit(const State& st, const kernel::JsonReader& r);

// What an expectation's parser may consult: the starting state and the number of steps.
struct ExpectContext {
  const State& state;
  size_t steps;
};
using ExpectTable = scenario::ExpectTable<ExpectContext, Expect>;
// Every Spirit Island expectation key, each with its parser and check (docs/scenarios.md).
const ExpectTable& expect_table();

// One expectation (LoadError naming the file, JSON path and what was expected on any mistake).
Expect parse_expect(const State& st, size_t steps, const kernel::JsonReader& r);

}  // namespace arbiter::si
