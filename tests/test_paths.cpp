// The only test source compiled with the clone's absolute paths, so every other test object is
// the same in any clone and comes from the compiler cache (README, Builds).
#include "test_paths.h"

#include <stdlib.h>

#include <stdexcept>
#include <system_error>

namespace arbiter::test {
std::string repo_path(const std::string& rel) { return std::string(ARBITER_SOURCE_DIR) + "/" + rel; }
std::string shared_path(const std::string& rel) { return std::string(ARBITER_SHARED_DIR) + "/" + rel; }

ScratchDir::ScratchDir(const std::string& prefix) {
  std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot make a scratch folder like " + pattern);
  path_ = pattern;
}

ScratchDir::~ScratchDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}
}  // namespace arbiter::test
