// Every question, erratum and section of the sources is an entry: counted here straight from the
// source text, with rules written independently of the importer's parser.
#include <doctest/doctest.h>

#include <map>
#include <regex>

#include <nlohmann/json.hpp>

#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;

namespace {

std::string strip(const std::string& s) {
  // Trailing/leading blanks, including the no-break spaces of the web export.
  static const std::regex kEdges("^(\\s|\xC2\xA0)+|(\\s|\xC2\xA0)+$");
  return std::regex_replace(s, kEdges, "");
}

struct Counts {
  int errata = 0, faq = 0, fragment = 0, rule = 0;
};

Counts count_faq_page(const std::vector<std::string>& lines) {
  static const std::regex kQuestion(R"(.*\?\s*(\(.*\))?$)");
  Counts c;
  std::string section;
  bool after_tags = false;
  for (const auto& raw : lines) {
    std::string t = strip(raw);
    if (t.empty()) continue;
    if (t == "Errata / Updates" || t == "Frequently Asked Questions") {
      section = t;
      continue;
    }
    bool tags = t.find("Tags:") != std::string::npos;
    if (section == "Errata / Updates" && t.find(" -- ") != std::string::npos) ++c.errata;
    if (section == "Frequently Asked Questions" && !tags) {
      if (std::regex_match(t, kQuestion)) ++c.faq;
      else if (after_tags) ++c.fragment;
    }
    after_tags = tags;
  }
  return c;
}

Counts count_rules_page(const std::vector<std::string>& lines, bool l5r) {
  auto blank = [&](long i) { return i < 0 || i >= static_cast<long>(lines.size()) || strip(lines[i]).empty(); };
  static const std::regex kHeading(R"(^(["A-Z0-9]|“)[^\n]{0,59}$)");  // “ is multi-byte: not in a [class]
  auto heading = [&](long i) {
    std::string t = strip(lines[i]);
    return !blank(i) && blank(i - 1) && blank(i + 1) && std::regex_match(t, kHeading) &&
           !std::regex_search(t, std::regex(R"([.:;,]$|\.png$|^Example|^From Spirit Island Wiki$)"));
  };
  Counts c;
  c.rule = 1;  // the page's opening text
  for (long i = 0; i < static_cast<long>(lines.size()); ++i) {
    if (heading(i)) {
      long next = i + 1;
      while (blank(next) && next < static_cast<long>(lines.size())) ++next;
      bool group = next < static_cast<long>(lines.size()) && heading(next);
      if (!group && i > 0) ++c.rule;
    }
    if (strip(lines[i]).rfind("Initial action:", 0) == 0) ++c.rule;  // a worked example of its own
    // L5R: two blank lines then plain text = a section whose heading the export lost.
    if (l5r && i >= 2 && blank(i - 1) && blank(i - 2) && !blank(i) && !heading(i)) ++c.rule;
  }
  return c;
}

}  // namespace

TEST_CASE("every erratum, question, fragment and section of every source is one entry, and every summary one more") {
  auto result = fresh_import();
  REQUIRE(result.problems.empty());
  int total_expected = 0;
  for (const auto& file : source_files()) {
    std::string text = read_file(file);
    auto lines = lines_of(text);
    bool faq = std::find_if(lines.begin(), lines.end(),
                            [](auto& l) { return strip(l) == "Frequently Asked Questions"; }) != lines.end();
    Counts want =
        faq ? count_faq_page(lines) : count_rules_page(lines, text.find("Celestial Edition") != std::string::npos);

    // Entries of this file: the importer keeps source order, so they are the next run of entries
    // sharing one source name.
    std::map<corpus::Kind, int> got;
    auto parsed = corpus::import::parse_source(text, file, result.problems);
    for (const auto& e : parsed.entries) ++got[e.kind];
    INFO("source " << file);
    CHECK(got[corpus::Kind::Errata] == want.errata);
    CHECK(got[corpus::Kind::Faq] == want.faq);
    CHECK(got[corpus::Kind::Fragment] == want.fragment);
    CHECK(got[corpus::Kind::Rule] == want.rule);
    total_expected += want.errata + want.faq + want.fragment + want.rule;
  }
  // ... and after them, one entry per rules summary of data/summaries.json.
  const auto summaries = nlohmann::json::parse(read_file(repo_path("data/summaries.json"))).at("entries").size();
  CHECK(result.entries.size() == static_cast<size_t>(total_expected) + summaries);
  MESSAGE("entries: " << result.entries.size());
}
