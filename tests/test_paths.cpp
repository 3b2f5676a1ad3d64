// The only test source compiled with the clone's absolute paths, so every other test object is
// the same in any clone and comes from the compiler cache (README, Builds).
#include "test_paths.h"

namespace arbiter::test {
std::string repo_path(const std::string& rel) { return std::string(ARBITER_SOURCE_DIR) + "/" + rel; }
std::string shared_path(const std::string& rel) { return std::string(ARBITER_SHARED_DIR) + "/" + rel; }
}  // namespace arbiter::test
