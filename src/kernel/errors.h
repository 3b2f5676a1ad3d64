#pragma once
// Errors the core raises on bad input. A LoadError always names the file, the JSON path inside it
// and what was expected there, so a scenario author can fix the file without reading code.
#include <stdexcept>
#include <string>

namespace arbiter::kernel {

struct LoadError : std::runtime_error {
  std::string file;      // "data/scenarios/si/defend.json"
  std::string path;      // JSON pointer, e.g. "/board/lands/2/terrain"
  std::string expected;  // "one of jungle, mountain, sands, wetland (got \"forest\")"
  LoadError(std::string f, std::string p, std::string e)
      : std::runtime_error(f + ": at " + (p.empty() ? "/" : p) + ": expected " + e),
        file(std::move(f)),
        path(std::move(p)),
        expected(std::move(e)) {}
};

// The engine refuses something the rules forbid (an illegal setup or step), in plain words.
struct RuleError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace arbiter::kernel
