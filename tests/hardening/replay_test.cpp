// Every input the fuzzers ever found (fuzz/regressions/<target>/), and the seeds they start from,
// replayed natively through the same entry points (fuzz/entries.h): each must now give a clear
// error or a well-formed result. A crash here is a regression of a fixed bug.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "entries.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using arbiter::test::repo_path;

namespace {
std::string read_bytes(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::ostringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

std::vector<fs::path> files_in(const std::string& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  if (fs::is_directory(dir, ec))
    for (const auto& f : fs::directory_iterator(dir))
      if (f.is_regular_file()) out.push_back(f.path());
  std::sort(out.begin(), out.end());
  return out;
}

void replay(const std::string& kind) {
  arbiter::fuzz::init(repo_path(""));
  for (const auto& t : arbiter::fuzz::targets()) {
    SUBCASE(t.name) {
      const auto inputs = files_in(repo_path("fuzz/" + kind + "/" + t.name));
      for (const auto& f : inputs) {
        INFO(kind, "/", t.name, "/", f.filename().string());
        CHECK_NOTHROW(t.run(read_bytes(f)));
      }
    }
  }
}
}  // namespace

TEST_CASE("every input the fuzzers found is handled (fuzz/regressions)") { replay("regressions"); }

TEST_CASE("every fuzz seed derived from the real data is handled (fuzz/seeds)") {
  replay("seeds");
  for (const auto& t : arbiter::fuzz::targets())
    CHECK_MESSAGE(!files_in(repo_path("fuzz/seeds/" + std::string(t.name))).empty(), t.name);
}

// What earlier fuzz runs found (scripts/fuzz.sh FUZZ_MERGE=1), so each finding is checked natively
// and under the sanitizer build too, not only while fuzzing.
TEST_CASE("every input of the committed fuzz corpus is handled (fuzz/corpus)") { replay("corpus"); }
