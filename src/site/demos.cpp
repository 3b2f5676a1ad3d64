#include "site/demos.h"

#include <algorithm>
#include <stdexcept>

#include "scenario/runner.h"

namespace arbiter::site {

std::map<std::string, std::vector<kernel::Trace>> run_demos(const std::vector<corpus::Entry>& entries,
                                                            const std::string& data_dir) {
  std::map<std::string, std::vector<kernel::Trace>> by_entry;
  for (const auto& file : scenario::scenario_files(data_dir)) {
    kernel::Trace trace = scenario::run_scenario_file(file);
    if (!trace.error.empty())
      throw std::runtime_error(file + ": the demonstration stops with an error: " + trace.error);
    for (const auto& e : entries)
      if (std::count(trace.demonstrates.begin(), trace.demonstrates.end(), e.id) ||
          std::count(e.demos.begin(), e.demos.end(), trace.scenario))
        by_entry[e.id].push_back(trace);
  }
  return by_entry;
}

size_t key_step(const kernel::Trace& trace) {
  for (size_t i = trace.steps.size(); i-- > 0;)
    if (!trace.steps[i].changed.empty()) return i;
  return trace.steps.empty() ? 0 : trace.steps.size() - 1;
}

}  // namespace arbiter::site
