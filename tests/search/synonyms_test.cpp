// The synonym table: the shipped file loads, and a broken one is rejected with file, JSON path and reason.
#include <doctest/doctest.h>

#include "search/synonyms.h"
#include "test_paths.h"

using namespace arbiter::search;

namespace {
std::string error_of(const std::string& json) {
  try {
    parse_synonyms(json, "syn.json");
  } catch (const SynonymsError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("data/synonyms.json loads with the vocabulary the issue names") {
  Synonyms s = load_synonyms(arbiter::test::repo_path("data/synonyms.json"));
  auto has = [&](const std::string& canonical, const std::string& alias) {
    for (const auto& g : s.groups)
      if (g.canonical == canonical)
        for (const auto& a : g.aliases)
          if (a == alias) return true;
    return false;
  };
  CHECK(has("Jagged Earth", "JE"));
  CHECK(has("Branch & Claw", "B&C"));
  CHECK(has("Nature Incarnate", "NI"));
  CHECK(has("Sacred Site", "SS"));
  CHECK(has("Defend", "protect"));
  CHECK(has("Defend", "protection"));
  CHECK(has("cascade", "spread"));
  CHECK(has("Dahan", "natives"));
  CHECK(has("Wavering Resolve", "Waving Resolve"));
  SUBCASE("the thesaurus: the issue's everyday words, one way, weighted below") {
    CHECK(has("Damage", "hit"));
    CHECK(has("Destroy", "kill"));
    CHECK(has("Destroy", "die"));
    CHECK(has("simultaneously", "at once"));
    CHECK(has("multiple cards in the same space", "stack"));
    CHECK(has("counterattack", "fight back"));
    for (const auto& g : s.groups)
      if (g.canonical == "Damage" && g.thesaurus) CHECK_FALSE(g.two_way);
  }
}

TEST_CASE("a thesaurus group is read like a group, one way unless it says otherwise") {
  auto s = parse_synonyms(R"({"schema": 1, "groups": [], "thesaurus": [{"canonical": "Damage", "aliases": ["hit"]},
                             {"canonical": "Replace", "aliases": ["swap"], "two_way": true}]})",
                          "syn.json");
  REQUIRE(s.groups.size() == 2);
  CHECK(s.groups[0].thesaurus);
  CHECK_FALSE(s.groups[0].two_way);
  CHECK(s.groups[1].two_way);
  CHECK(
      error_of(
          R"({"schema": 1, "groups": [{"canonical": "A", "aliases": ["hit"]}], "thesaurus": [{"canonical": "B", "aliases": ["Hit"]}]})") ==
      "syn.json: /thesaurus/0/aliases/0: \"Hit\" is already an alias at /groups/0/aliases/0");
  CHECK(error_of(R"({"schema": 1, "groups": [], "thesaurus": {}})") ==
        "syn.json: /thesaurus: expected an array of groups");
}

TEST_CASE("a broken synonyms file names the place and the problem") {
  CHECK(error_of("{").find("syn.json: not valid JSON") == 0);
  CHECK(error_of("[]") == "syn.json: expected an object with \"schema\" and \"groups\", got array");
  CHECK(error_of(R"({"schema": 2, "groups": []})") == "syn.json: /schema: expected 1, got 2");
  CHECK(error_of(R"({"schema": 1, "groups": [{"canonical": "Defend", "aliases": [3]}]})") ==
        "syn.json: /groups/0/aliases/0: expected a non-empty string, got number");
  CHECK(error_of(R"({"schema": 1, "groups": [{"canonical": "Defend", "aliases": []}]})") ==
        "syn.json: /groups/0/aliases: expected a non-empty array of strings");
  CHECK(
      error_of(
          R"({"schema": 1, "groups": [{"canonical": "A", "aliases": ["x"]}, {"canonical": "B", "aliases": ["X"]}]})") ==
      "syn.json: /groups/1/aliases/0: \"X\" is already an alias at /groups/0/aliases/0");
  CHECK(error_of(R"({"schema": 1, "groups": [{"canonical": "A", "aliases": ["--"]}]})").find("/groups/0/aliases/0") !=
        std::string::npos);
  CHECK(error_of(R"({"schema": 1, "groups": [{"canonical": "A", "aliases": ["b"], "twoway": true}]})") ==
        "syn.json: /groups/0/twoway: unknown key (expected canonical, aliases, two_way, note)");
  CHECK(error_of(R"({"schema": 1, "groups": [], "words": []})") ==
        "syn.json: /words: unknown key (expected schema, groups, thesaurus, about)");
  CHECK_THROWS_AS(load_synonyms("/nonexistent/synonyms.json"), SynonymsError);
}
