// The blind conformance suite (tests/conformance/README.md): every case written from the printed
// rules runs through the scenario runner. A case passes, or is listed in known_failures.json with
// why it fails today; a listed case that starts passing fails this test too, so the ledger stays true.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "games/spirit_island/library.h"
#include "kernel/errors.h"
#include "scenario/runner.h"
#include "test_paths.h"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {
struct CaseOutcome {
  std::string file;  // "si/001-....json"
  bool passed = false;
  std::string why;  // the load error, run error or first failed expectation
};

CaseOutcome run_case(const fs::path& path, const std::string& rel) {
  CaseOutcome out{rel, false, ""};
  try {
    const kernel::Trace t = scenario::run_scenario_file(path.string());
    out.passed = t.passed;
    if (!t.error.empty()) out.why = t.error;
    for (const auto& e : t.expectations)
      if (!e.passed && out.why.empty()) out.why = e.description + ": " + e.detail;
  } catch (const std::exception& e) {
    out.why = e.what();
  }
  return out;
}

std::vector<CaseOutcome> run_game(const std::string& game) {
  std::vector<fs::path> files;
  for (const auto& f : fs::directory_iterator(test::repo_path("tests/conformance/" + game)))
    if (f.path().extension() == ".json") files.push_back(f.path());
  std::sort(files.begin(), files.end());
  std::vector<CaseOutcome> outcomes;
  for (const auto& f : files) outcomes.push_back(run_case(f, game + "/" + f.filename().string()));
  return outcomes;
}

// known_failures.json: {"si/NNN-x.json": "why it fails: an engine gap or a misread format", ...}
std::map<std::string, std::string> known_failures() {
  std::ifstream in(test::repo_path("tests/conformance/known_failures.json"));
  REQUIRE(in.good());
  const auto doc = nlohmann::json::parse(in);
  return doc.at("failures").get<std::map<std::string, std::string>>();
}
}  // namespace

TEST_CASE("Blind conformance cases pass, or fail only as the ledger of known failures says") {
  si::set_library_dir(test::repo_path("data/si"));
  const auto known = known_failures();
  size_t total = 0, passed = 0;
  std::map<std::string, bool> seen;
  for (const std::string game : {"si", "l5r"}) {
    size_t game_total = 0, game_passed = 0;
    for (const auto& c : run_game(game)) {
      ++game_total;
      game_passed += c.passed ? 1 : 0;
      seen[c.file] = true;
      const bool listed = known.count(c.file) > 0;
      INFO(c.file << ": " << c.why);
      if (listed) CHECK_MESSAGE(!c.passed, "now passes: take it off known_failures.json");
      else CHECK(c.passed);
    }
    std::printf("conformance %s: %zu of %zu cases pass\n", game.c_str(), game_passed, game_total);
    total += game_total;
    passed += game_passed;
  }
  CHECK(total >= 200);
  for (const auto& listed : known) {
    const std::string& file = listed.first;
    INFO(file);
    CHECK_MESSAGE(seen.count(file), "known_failures.json names a case that does not exist");
    CHECK_MESSAGE(!listed.second.empty(), "every known failure says why");
  }
  std::printf("conformance: %zu of %zu cases pass, %zu known failures\n", passed, total, known.size());
}
