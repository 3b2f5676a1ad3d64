#pragma once
// Shared by the corpus suites: the source documents, a fresh import of them, token sets.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "corpus/import/importer.h"
#include "corpus/import/source_parser.h"
#include "corpus/text.h"
#include "test_paths.h"

namespace arbiter::test {

inline std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// The source documents exactly as scripts/import.sh passes them: every *.txt in shared/sources, sorted.
inline std::vector<std::string> source_files() {
  std::vector<std::string> files;
  for (const auto& de : std::filesystem::directory_iterator(shared_path("sources")))
    if (de.path().extension() == ".txt") files.push_back(de.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) {
    if (!l.empty() && l.back() == '\r') l.pop_back();
    lines.push_back(l);
  }
  return lines;
}

// What import.sh produces, computed in memory.
inline corpus::import::ImportResult fresh_import() {
  std::vector<corpus::Problem> problems;
  auto inputs =
      corpus::import::read_import_inputs(source_files(), repo_path("data"), repo_path("data/scenarios"), problems);
  auto result = corpus::import::import_corpus(inputs);
  result.problems.insert(result.problems.begin(), problems.begin(), problems.end());
  return result;
}

// Lowercase words containing at least one letter; apostrophes inside words dropped. A change between
// letters and digits splits words too, so "Victory1" (a glued footnote marker) reads "victory".
inline std::set<std::string> words_of(const std::string& text) {
  std::set<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (std::any_of(cur.begin(), cur.end(), [](char c) { return c >= 'a' && c <= 'z'; })) out.insert(cur);
    cur.clear();
  };
  auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (alpha || is_digit(c)) {
      if (!cur.empty() && is_digit(cur.back()) != is_digit(c)) flush();
      cur += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    } else if (c == '\'' || text.compare(i, 3, "\xE2\x80\x99") == 0) {
      if (c != '\'') i += 2;
    } else {
      flush();
    }
  }
  flush();
  return out;
}

// The entry with exactly this title, else the first whose title starts with it.
inline const corpus::Entry* by_title(const std::vector<corpus::Entry>& entries, const std::string& prefix) {
  for (const auto& e : entries)
    if (e.title == prefix) return &e;
  for (const auto& e : entries)
    if (e.title.rfind(prefix, 0) == 0) return &e;
  return nullptr;
}

}  // namespace arbiter::test
