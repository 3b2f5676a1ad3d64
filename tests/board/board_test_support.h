#pragma once
// Running the real demonstrations for the board suites.
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "games/spirit_island/library.h"
#include "kernel/trace.h"
#include "scenario/runner.h"
#include "test_paths.h"

namespace arbiter::test {

inline std::vector<kernel::Trace> all_demo_traces() {
  si::set_library_dir(repo_path("data/si"));
  std::vector<kernel::Trace> out;
  for (const std::string& f : scenario::scenario_files(repo_path("data")))
    out.push_back(scenario::run_scenario_file(f));
  return out;
}

inline nlohmann::json scenario_doc(const std::string& rel) {
  std::ifstream in(repo_path(rel));
  return nlohmann::json::parse(in);
}

inline kernel::Trace run_doc(const nlohmann::json& doc) {
  si::set_library_dir(repo_path("data/si"));
  return scenario::run_scenario(doc, "edited.json");
}

}  // namespace arbiter::test
