#pragma once
// Helpers for the L5R suites: run a demonstration scenario and read its final board.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>

#include "kernel/trace.h"
#include "scenario/runner.h"
#include "test_paths.h"

namespace arbiter::test {

struct Demo {
  kernel::Trace trace;
  const nlohmann::json& board() const { return trace.steps.back().board; }
  // A Personality in play, or nullptr.
  const nlohmann::json* in_play(const std::string& id) const {
    for (auto& p : board()["personalities"])
      if (p["id"] == id) return &p;
    return nullptr;
  }
  int force(const std::string& id) const { return in_play(id)->at("force").at("value").get<int>(); }
  int chi(const std::string& id) const { return in_play(id)->at("chi").at("value").get<int>(); }
  bool bowed(const std::string& id) const { return in_play(id)->at("bowed").get<bool>(); }
  bool dead(const std::string& id) const {
    for (auto& pl : board()["players"])
      for (auto& c : pl["discard"])
        if (c["id"] == id) return c.value("dead", false);
    return false;
  }
  int honor(const std::string& player) const {
    for (auto& pl : board()["players"])
      if (pl["id"] == player) return pl["honor"].get<int>();
    return -1000;
  }
  int hand(const std::string& player) const {
    for (auto& pl : board()["players"])
      if (pl["id"] == player) return static_cast<int>(pl["hand"].size());
    return -1;
  }
};

inline std::string failures(const kernel::Trace& t) {
  std::string out = t.error;
  for (auto& e : t.expectations)
    if (!e.passed) out += "\n  " + e.description + " — " + e.detail;
  return out;
}

// Runs data/scenarios/l5r/<name>.json and checks that every expectation in the file held.
inline Demo l5r_demo(const std::string& name) {
  Demo d{scenario::run_scenario_file(repo_path("data/scenarios/l5r/" + name + ".json"))};
  INFO(name << failures(d.trace));
  CHECK(d.trace.passed);
  REQUIRE(!d.trace.steps.empty());
  return d;
}

}  // namespace arbiter::test
