#pragma once
// Paths the suites read: the repo (data/, scenarios) and shared/ (source documents), and
// scratch folders the suites write.
#include <filesystem>
#include <string>

namespace arbiter::test {
std::string repo_path(const std::string& rel);
std::string shared_path(const std::string& rel);

// A new, empty folder under the system's temp folder, removed when this goes out of scope.
// Its name is unique (mkdtemp), so the native and wasm suites, which run at once and share /tmp,
// never write into or remove each other's files.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& prefix);
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};
}  // namespace arbiter::test
