// Ids are stable: derived once, then kept through the id map, never reused.
#include <doctest/doctest.h>

#include "corpus/import/ids.h"
#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;
using corpus::import::ImportInputs;

namespace {

ImportInputs inputs_from_sources() {
  ImportInputs in;
  for (const auto& f : source_files()) in.sources.push_back({f, read_file(f)});
  in.names_text = read_file(repo_path("data/names.json"));
  return in;
}

void replace(std::string& text, const std::string& from, const std::string& to) {
  size_t pos = text.find(from);
  REQUIRE(pos != std::string::npos);
  text.replace(pos, from.size(), to);
}

}  // namespace

TEST_CASE("ids are readable slugs prefixed by game and kind") {
  CHECK(corpus::import::slug("Does Defend guard both the land and Dahan? Eg, if the Invaders attack") ==
        "defend-guard-both-land-dahan");
  CHECK(corpus::import::slug("What's the timing of Strife removal? When Invaders have reduced Health") ==
        "timing-strife-removal");
  auto first = corpus::import::import_corpus(inputs_from_sources());
  REQUIRE(first.problems.empty());
  const auto* defend = by_title(first.entries, "Does Defend guard both the land and Dahan?");
  REQUIRE(defend);
  CHECK(defend->id == "si-faq-defend-guard-both-land-dahan");
  CHECK(by_title(first.entries, "Tracking rule")->id == "l5r-rule-tracking-rule");
  CHECK(by_title(first.entries, "Update for Badlands tokens")->id == "si-errata-update-badlands-tokens");
  CHECK(by_title(first.entries, "Spirit Actions")->id == "si-rule-spirit-actions");
  SUBCASE("two sections with one title get distinct ids") {
    CHECK(by_title(first.entries, "Action Tree")->id == "si-rule-action-tree");
    int n = 0;
    for (const auto& e : first.entries) n += e.title == "Action Tree";
    CHECK(n == 2);
    for (const auto& e : first.entries)
      if (e.title == "Action Tree" && e.source == "Action") CHECK(e.id == "si-rule-action-tree-2");
  }
}

TEST_CASE("rewording a question keeps its id through the id map") {
  auto in = inputs_from_sources();
  auto first = corpus::import::import_corpus(in);
  REQUIRE(first.problems.empty());
  std::string old_id = by_title(first.entries, "Does Defend guard both the land and Dahan?")->id;

  in.id_map_text = first.id_map_text;
  for (auto& s : in.sources)
    if (s.text.find("Does Defend guard both") != std::string::npos)
      replace(s.text, "Does Defend guard both the land and Dahan?",
              "Does Defend protect the land as well as the Dahan?");
  auto second = corpus::import::import_corpus(in);
  REQUIRE(second.problems.empty());
  const auto* renamed = by_title(second.entries, "Does Defend protect the land as well as the Dahan?");
  REQUIRE(renamed);
  CHECK(renamed->id == old_id);
  for (size_t i = 0; i < first.entries.size(); ++i) CHECK(first.entries[i].id == second.entries[i].id);

  SUBCASE("without the map the new wording would have given a new id") {
    in.id_map_text.clear();
    auto fresh = corpus::import::import_corpus(in);
    CHECK(by_title(fresh.entries, "Does Defend protect the land as well as the Dahan?")->id != old_id);
  }
  SUBCASE("the map remembers both wordings") {
    CHECK(second.id_map_text.find("does defend guard both") != std::string::npos);
    CHECK(second.id_map_text.find("does defend protect the land") != std::string::npos);
  }
}

TEST_CASE("an id once given is never given to a different entry") {
  auto in = inputs_from_sources();
  auto first = corpus::import::import_corpus(in);
  REQUIRE(first.problems.empty());
  std::string gone = by_title(first.entries, "Can Isolate apply to Dahan?")->id;
  // The entry disappears and a new question with the same wording but a different answer appears.
  in.id_map_text = first.id_map_text;
  for (auto& s : in.sources)
    if (s.text.find("Can Isolate apply to Dahan?") != std::string::npos) {
      replace(s.text, "Not unless you're checking adjacency between Dahan and an Invader piece.",
              "Always, since 2030.");
      replace(s.text, "Thematically, the Dahan both know the island", "In theme, the Dahan both know the island");
      replace(s.text, "Can Isolate apply to Dahan?", "Can Isolate apply to Beasts?");
    }
  auto second = corpus::import::import_corpus(in);
  REQUIRE(second.problems.empty());
  const auto* fresh = by_title(second.entries, "Can Isolate apply to Beasts?");
  REQUIRE(fresh);
  CHECK(fresh->id != gone);
  CHECK(fresh->id.rfind("si-faq-isolate-apply-beasts", 0) == 0);
}

TEST_CASE("importing twice gives byte-identical output") {
  auto in = inputs_from_sources();
  auto a = corpus::import::import_corpus(in);
  in.id_map_text = a.id_map_text;
  auto b = corpus::import::import_corpus(in);
  auto c = corpus::import::import_corpus(in);
  CHECK(a.corpus_text == b.corpus_text);
  CHECK(b.corpus_text == c.corpus_text);
  CHECK(b.id_map_text == a.id_map_text);
}
