#pragma once
// Paths the suites read: the repo (data/, scenarios) and shared/ (source documents).
#include <string>

namespace arbiter::test {
std::string repo_path(const std::string& rel);
std::string shared_path(const std::string& rel);
}  // namespace arbiter::test
