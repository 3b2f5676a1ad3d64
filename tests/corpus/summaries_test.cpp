// data/summaries.json: rules summaries in Arbiter's own words, imported as entries of kind summary.
#include <doctest/doctest.h>

#include <algorithm>

#include "corpus/entry_json.h"
#include "corpus/import/summaries.h"
#include "corpus/loader.h"
#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;

namespace {

corpus::import::ImportResult import_summaries(const std::string& text) {
  std::vector<corpus::Problem> problems;
  auto in =
      corpus::import::read_import_inputs(source_files(), repo_path("data"), repo_path("data/scenarios"), problems);
  REQUIRE(problems.empty());
  in.summaries_text = text;
  in.summaries_file = "data/summaries.json";
  return corpus::import::import_corpus(in);
}

// The problems, one line each (a string, so a failing CHECK prints them).
std::string problem_texts(const corpus::import::ImportResult& r) {
  std::string out;
  for (const auto& p : r.problems) out += (out.empty() ? "" : "\n") + corpus::format_problem(p);
  return out;
}

const corpus::Entry* find_id(const std::vector<corpus::Entry>& all, const std::string& id) {
  for (const auto& e : all)
    if (e.id == id) return &e;
  return nullptr;
}

bool lists(const std::vector<std::string>& ids, const std::string& id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The real data/summaries.json (the scenarios demonstrate its ids) with one more summary appended,
// as the file spells it; `extra` is spliced into that summary's object.
std::string one_summary(const std::string& related, const std::string& extra = "") {
  auto doc = nlohmann::json::parse(read_file(repo_path("data/summaries.json")));
  doc["entries"].push_back(nlohmann::json::parse(R"({"id": "si-summary-test", "game": "spirit-island",
    "title": "Isolate in short", "rests_on": ["Core rulebook p. 9"],
    "answer": [{"type": "paragraph", "text": [{"text": "An Isolated land is not explored."}]}],
    "related": )" + related + extra + "}"));
  return doc.dump();
}

// The JSON path of the appended summary: after the real ones.
std::string test_path() {
  return "/entries/" +
         std::to_string(nlohmann::json::parse(read_file(repo_path("data/summaries.json")))["entries"].size());
}

}  // namespace

TEST_CASE("a summary is imported as an entry of kind summary, in Arbiter's name, with the pages it rests on") {
  auto r = import_summaries(one_summary(R"(["si-faq-isolate-apply-dahan"])"));
  REQUIRE(r.problems.empty());
  const corpus::Entry* s = find_id(r.entries, "si-summary-test");
  REQUIRE(s != nullptr);
  CHECK(s->kind == corpus::Kind::Summary);
  CHECK(s->source == corpus::import::kSummarySource);
  CHECK(s->rests_on == std::vector<std::string>{"Core rulebook p. 9"});
  CHECK(corpus::plain_text(s->answer) == "An Isolated land is not explored.");
  CHECK(r.corpus_text.find("\"kind\": \"summary\"") != std::string::npos);
  SUBCASE("rests_on goes to JSON and back") {
    nlohmann::json j = *s;
    CHECK(j.at("rests_on") == nlohmann::json::array({"Core rulebook p. 9"}));
    CHECK(j.get<corpus::Entry>().rests_on == s->rests_on);
  }
  SUBCASE("an entry that rests on nothing writes no rests_on") {
    nlohmann::json j = *find_id(r.entries, "si-faq-isolate-apply-dahan");
    CHECK_FALSE(j.contains("rests_on"));
  }
}

TEST_CASE("a summary and the entries it lists are related both ways; unlisted entries are not") {
  auto r =
      import_summaries(one_summary(R"(["si-faq-isolate-apply-dahan", "si-errata-core-rulebook-p-19-gather-push"])"));
  REQUIRE(r.problems.empty());
  const corpus::Entry* s = find_id(r.entries, "si-summary-test");
  REQUIRE(s != nullptr);
  CHECK(s->related ==
        std::vector<std::string>{"si-faq-isolate-apply-dahan", "si-errata-core-rulebook-p-19-gather-push"});
  for (const char* id : {"si-faq-isolate-apply-dahan", "si-errata-core-rulebook-p-19-gather-push"}) {
    CAPTURE(id);
    const auto& back = find_id(r.entries, id)->related;
    REQUIRE_FALSE(back.empty());
    CHECK(back.back() == "si-summary-test");  // after the importer's own links
  }
  CHECK_FALSE(lists(find_id(r.entries, "si-faq-invaders-added-isolated-land-no-invaders")->related, "si-summary-test"));
}

TEST_CASE("mistakes in data/summaries.json name the file, the JSON path and what was expected") {
  SUBCASE("not the expected object") {
    // (the scenarios then demonstrate unknown summaries too: those problems follow)
    CHECK(problem_texts(import_summaries(R"({"schema": 2, "entries": []})"))
              .rfind(
                  "data/summaries.json: (file): expected {\"schema\": 1, \"about\": \"...\", \"entries\": [summaries]}",
                  0) == 0);
  }
  SUBCASE("an unknown key") {
    CHECK(problem_texts(import_summaries(one_summary("[]", R"(, "source": "FAQ")"))) ==
          ("data/summaries.json: " + test_path() +
           "/source: unknown key \"source\"; expected id, game, title, rests_on, answer, related"));
  }
  SUBCASE("a related id not in the corpus") {
    CHECK(problem_texts(import_summaries(one_summary(R"(["si-faq-gone"])"))) ==
          ("data/summaries.json: " + test_path() +
           "/related/0: \"si-faq-gone\" is not another entry; expected an id from data/corpus.json"));
  }
  SUBCASE("no rulebook pages") {
    std::string text = one_summary("[]");
    text.replace(text.rfind(R"(["Core rulebook p. 9"])"), 22, "[]");
    CHECK(
        problem_texts(import_summaries(text)) ==
        ("data/summaries.json: " + test_path() + "/rests_on: expected a non-empty array of rulebook pages (strings)"));
  }
  SUBCASE("an answer block the corpus does not know") {
    std::string text = one_summary("[]");
    text.replace(text.rfind("\"paragraph\""), 11, "\"poem\"");
    CHECK(problem_texts(import_summaries(text)) ==
          ("data/summaries.json: " + test_path() +
           "/answer/0/type: expected one of \"paragraph\", \"bullets\", \"steps\", \"footnote\", got \"poem\""));
  }
  SUBCASE("an id outside the summary namespace") {
    std::string text = one_summary("[]");
    text.replace(text.find("si-summary-test"), 15, "si-faq-test");
    CHECK(problem_texts(import_summaries(text)) ==
          ("data/summaries.json: " + test_path() +
           "/id: expected an id starting \"si-summary-\" or \"l5r-summary-\", got \"si-faq-test\""));
  }
}

TEST_CASE("the kind summary reads as Arbiter's words, not official text") {
  const auto& w = corpus::words(corpus::Kind::Summary);
  CHECK(std::string(w.label) == "Rules summary");
  CHECK(std::string(w.page_name) == "Rules summary — Arbiter's words, not official text");
  CHECK(corpus::parse_kind("summary") == corpus::Kind::Summary);
  CHECK(lists({w.asked_as.begin(), w.asked_as.end()}, "basics"));
}

TEST_CASE("every summary in data/summaries.json rests on pages and has a demonstration") {
  auto r = fresh_import();
  REQUIRE(r.problems.empty());
  size_t summaries = 0;
  for (const auto& e : r.entries) {
    if (e.kind != corpus::Kind::Summary) continue;
    ++summaries;
    CAPTURE(e.id);
    CHECK_FALSE(e.rests_on.empty());
    CHECK_FALSE(e.demos.empty());
    for (const auto& id : e.related) CHECK(lists(find_id(r.entries, id)->related, e.id));
  }
  CHECK(summaries == 26);
}
