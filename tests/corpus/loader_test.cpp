// Damaged copies of the corpus are refused with a precise message: the file, the JSON path and
// what was expected. Nothing is half-loaded.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "corpus/entry_json.h"
#include "corpus/loader.h"
#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;
using nlohmann::ordered_json;

namespace {

const std::string kFile = "data/corpus.json";

ordered_json committed() { return ordered_json::parse(read_file(repo_path("data/corpus.json"))); }

std::vector<std::string> text_messages(const std::string& text) {
  auto r = corpus::load_corpus_text(text, kFile);
  CHECK_FALSE(r.corpus.has_value());
  std::vector<std::string> out;
  for (const auto& p : r.problems) out.push_back(corpus::format_problem(p));
  return out;
}

std::vector<std::string> messages(const ordered_json& doc) { return text_messages(doc.dump(1)); }

}  // namespace

TEST_CASE("the committed corpus loads") {
  auto r = corpus::load_corpus_file(repo_path("data/corpus.json"));
  CHECK(r.problems.empty());
  REQUIRE(r.corpus);
  CHECK(r.corpus->entries.size() > 100);
  CHECK(r.corpus->find(r.corpus->entries[7].id) == &r.corpus->entries[7]);
  CHECK(r.corpus->find("no-such-entry") == nullptr);
}

TEST_CASE("damaged corpus files are refused with file, JSON path and expectation") {
  auto doc = committed();
  std::string id3 = doc["entries"][3]["id"];

  SUBCASE("a missing field") {
    doc["entries"][3].erase("title");
    CHECK(messages(doc) ==
          std::vector<std::string>{
              "data/corpus.json: /entries/3/title: missing required field; expected a non-empty string"});
  }
  SUBCASE("a wrong type") {
    doc["entries"][3]["tags"] = 5;
    CHECK(messages(doc) ==
          std::vector<std::string>{"data/corpus.json: /entries/3/tags: expected an array of strings, got a number"});
  }
  SUBCASE("a wrong type deep inside the answer") {
    doc["entries"][1]["answer"][1]["items"][0]["text"][0]["text"] = true;
    CHECK(messages(doc) ==
          std::vector<std::string>{
              "data/corpus.json: /entries/1/answer/1/items/0/text/0/text: expected a string, got a boolean"});
  }
  SUBCASE("an unknown enum value") {
    doc["entries"][0]["kind"] = "ruling";
    CHECK(messages(doc) == std::vector<std::string>{"data/corpus.json: /entries/0/kind: expected one of \"errata\", "
                                                    "\"faq\", \"rule\", \"fragment\", \"summary\", got \"ruling\""});
  }
  SUBCASE("a duplicate id") {
    std::string id4 = doc["entries"][4]["id"];
    for (auto& e : doc["entries"]) {  // links to the renamed entry would dangle: drop them
      auto& rel = e["related"];
      rel.erase(std::remove(rel.begin(), rel.end(), id4), rel.end());
    }
    doc["entries"][4]["id"] = id3;
    CHECK(messages(doc) == std::vector<std::string>{"data/corpus.json: /entries/4/id: duplicate id \"" + id3 +
                                                    "\"; expected unique ids (first used at /entries/3/id)"});
  }
  SUBCASE("a dangling link") {
    doc["entries"][2]["related"] = {"si-faq-no-such-ruling"};
    CHECK(messages(doc) ==
          std::vector<std::string>{
              "data/corpus.json: /entries/2/related/0: dangling link: no entry has id \"si-faq-no-such-ruling\"; "
              "expected the id of an entry in this corpus"});
  }
  SUBCASE("invalid UTF-8 is located by JSON path") {
    std::string text = doc.dump(1);
    std::string title = doc["entries"][5]["title"];
    size_t pos = text.find("\"" + title + "\"");
    REQUIRE(pos != std::string::npos);
    text[pos + 3] = '\xFF';
    auto m = text_messages(text);
    REQUIRE(m.size() == 1);
    CHECK(m[0].rfind("data/corpus.json: /entries/5/title: invalid UTF-8: byte 0xff at line ", 0) == 0);
    CHECK(m[0].find("; expected UTF-8 text") != std::string::npos);
  }
  SUBCASE("an empty file") {
    CHECK(text_messages("") ==
          std::vector<std::string>{
              "data/corpus.json: (file): file is empty; expected a JSON object {\"schema\": 1, \"entries\": [...]}"});
    CHECK(text_messages("  \n").size() == 1);
  }
  SUBCASE("not JSON at all") {
    auto m = text_messages("{\"schema\": 1, \"entries\": [");
    REQUIRE(m.size() == 1);
    CHECK(m[0].rfind("data/corpus.json: (file): invalid JSON: ", 0) == 0);
  }
  SUBCASE("a wrong schema version") {
    doc["schema"] = 2;
    CHECK(messages(doc) ==
          std::vector<std::string>{
              "data/corpus.json: /schema: expected the number 1 (the corpus schema this build reads), got 2"});
  }
  SUBCASE("every problem is reported, not just the first") {
    doc["entries"][3].erase("title");
    doc["entries"][9]["game"] = "chess";
    doc["entries"][10]["tags_omitted"] = -1;
    doc["entries"][11]["related"] = {"gone"};
    auto m = messages(doc);
    REQUIRE(m.size() == 4);
    CHECK(m[3].rfind("data/corpus.json: /entries/11/related/0: dangling link", 0) == 0);
    CHECK(m[1] == "data/corpus.json: /entries/9/game: expected \"spirit-island\" or \"l5r-celestial\", got \"chess\"");
    CHECK(m[2] == "data/corpus.json: /entries/10/tags_omitted: expected a non-negative integer, got -1");
  }
}

TEST_CASE("an entry survives to_json / from_json unchanged") {
  auto r = corpus::load_corpus_file(repo_path("data/corpus.json"));
  REQUIRE(r.corpus);
  for (const auto& e : r.corpus->entries) {
    nlohmann::json j = e;
    corpus::Entry back = j.get<corpus::Entry>();
    nlohmann::json again = back;
    CHECK(j == again);
  }
  nlohmann::json bad = {{"id", "x"}};
  CHECK_THROWS_WITH_AS(bad.get<corpus::Entry>(), doctest::Contains("/game: missing required field"),
                       std::runtime_error);
}
