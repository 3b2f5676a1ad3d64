// arbiter_import --out DIR [--scenarios DIR] FILE...
// Imports the source documents into DIR/corpus.json and updates DIR/id-map.json (names from
// DIR/names.json, reasons from DIR/no-demo.json). Same inputs, byte-identical output.
#include <filesystem>
#include <fstream>
#include <iostream>

#include "corpus/import/importer.h"

namespace {

int usage() {
  std::cerr << "usage: arbiter_import --out DIR [--scenarios DIR] FILE...\n";
  return 2;
}

bool write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f << text;
  return static_cast<bool>(f);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace arbiter::corpus;
  std::string out_dir, scenarios_dir;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--out" && i + 1 < argc) out_dir = argv[++i];
    else if (a == "--scenarios" && i + 1 < argc) scenarios_dir = argv[++i];
    else if (a.rfind("--", 0) == 0) return usage();
    else files.push_back(a);
  }
  if (out_dir.empty() || files.empty()) return usage();
  std::vector<Problem> problems;
  auto inputs = import::read_import_inputs(files, out_dir, scenarios_dir, problems);
  auto result = import::import_corpus(inputs);
  problems.insert(problems.end(), result.problems.begin(), result.problems.end());
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << format_problem(p) << "\n";
    std::cerr << "arbiter_import: " << problems.size() << " problem(s); nothing written\n";
    return 1;
  }
  namespace fs = std::filesystem;
  if (!write_file(fs::path(out_dir) / "corpus.json", result.corpus_text) ||
      !write_file(fs::path(out_dir) / "id-map.json", result.id_map_text)) {
    std::cerr << "arbiter_import: cannot write to " << out_dir << "\n";
    return 1;
  }
  std::cout << "arbiter_import: " << result.entries.size() << " entries -> "
            << (fs::path(out_dir) / "corpus.json").string() << "\n";
  return 0;
}
