#pragma once
// Paths the suites read: the repo (data/, scenarios) and shared/ (source documents).
#include <string>

namespace arbiter::test {
inline std::string repo_path(const std::string& rel) { return std::string(ARBITER_SOURCE_DIR) + "/" + rel; }
inline std::string shared_path(const std::string& rel) { return std::string(ARBITER_SHARED_DIR) + "/" + rel; }
}  // namespace arbiter::test
