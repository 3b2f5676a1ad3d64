// No text is lost: every word of every non-blank source line appears in one entry imported from
// that source (its title, text, tags, markers or metadata), except the page furniture listed here.
#include <doctest/doctest.h>

#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;

namespace {

// Page furniture, not rulings: web navigation, an image file name, the FAQ pages' section headers.
const std::set<std::string> kFurniture = {"From Spirit Island Wiki", "Jump to navigation Jump to search",
                                          "Action Tree Example 1.png", "Errata / Updates",
                                          "Frequently Asked Questions"};

std::set<std::string> entry_words(const corpus::Entry& e) {
  std::string all = e.title + " " + e.source + " " + corpus::plain_text(e.answer) + " " + e.applies_to_text;
  for (const auto& s : e.section_path) all += " " + s;
  for (const auto& t : e.tags) all += " " + t;
  if (!e.tags.empty() || e.tags_omitted) all += " Tags more";  // "Tags: a, b, N more..."
  if (e.discussion_elsewhere) all += " Discussion elsewhere";
  return words_of(all);
}

std::string trimmed(const std::string& s) {
  size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

}  // namespace

TEST_CASE("every word of every source line is in an entry of that source") {
  std::vector<corpus::Problem> problems;
  size_t lines_checked = 0;
  for (const auto& file : source_files()) {
    auto parsed = corpus::import::parse_source(read_file(file), file, problems);
    std::vector<std::set<std::string>> entries;
    for (const auto& e : parsed.entries) entries.push_back(entry_words(e));
    for (const auto& line : lines_of(read_file(file))) {
      auto words = words_of(line);
      if (words.empty() || kFurniture.count(trimmed(line))) continue;
      ++lines_checked;
      bool found = std::any_of(entries.begin(), entries.end(), [&](const std::set<std::string>& have) {
        return std::includes(have.begin(), have.end(), words.begin(), words.end());
      });
      INFO(file << ": " << line);
      CHECK(found);
    }
  }
  CHECK(problems.empty());
  CHECK(lines_checked > 500);
  MESSAGE("source lines checked: " << lines_checked);
}

TEST_CASE("the furniture lines really are in the sources and really are dropped") {
  std::set<std::string> seen;
  for (const auto& file : source_files())
    for (const auto& line : lines_of(read_file(file)))
      if (kFurniture.count(trimmed(line))) seen.insert(trimmed(line));
  CHECK(seen == kFurniture);
  for (const auto& f : kFurniture) CHECK(corpus::import::is_page_furniture(f));
}
