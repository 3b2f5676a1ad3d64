// The query language: filters, phrases, exclusions, OR, as-you-type prefixes, and graceful reading
// of anything malformed.
#include <doctest/doctest.h>

#include "search/query.h"

using namespace arbiter::search;

TEST_CASE("filters, phrases, exclusions and OR are recognised") {
  auto q = parse_query("tag:Badlands product:\"Jagged Earth\" printing:4 \"exact phrase\" -ravage vitality OR isolate");
  REQUIRE(q.filters.size() == 3);
  CHECK(q.filters[0].field == FilterField::Tag);
  CHECK(q.filters[0].value == "Badlands");
  CHECK(q.filters[1].field == FilterField::Product);
  CHECK(q.filters[1].value == "Jagged Earth");
  CHECK(q.filters[2].field == FilterField::Printing);
  REQUIRE(q.parts.size() == 4);
  CHECK(q.parts[0].type == QueryPart::Type::Phrase);
  CHECK(q.parts[0].text == "exact phrase");
  CHECK(q.parts[1].negated);
  CHECK(q.parts[1].text == "ravage");
  CHECK(q.parts[2].or_next);
  CHECK(q.parts[3].text == "isolate");
  CHECK(q.hints.empty());
}

TEST_CASE("typographic quotes delimit phrases") {
  auto q = parse_query("card:“Vengeance of the Dead” “may not”");
  REQUIRE(q.filters.size() == 1);
  CHECK(q.filters[0].field == FilterField::Card);
  CHECK(q.filters[0].value == "Vengeance of the Dead");
  REQUIRE(q.parts.size() == 1);
  CHECK(q.parts[0].text == "may not");
}

TEST_CASE("the last word is a prefix only while it is being typed") {
  CHECK(parse_query("ravage bli").parts.back().prefix);
  CHECK_FALSE(parse_query("ravage bli ").parts.back().prefix);
  CHECK_FALSE(parse_query("ravage bli kind:errata").parts.back().prefix);
  CHECK_FALSE(parse_query("-blight").parts.back().prefix);
  CHECK_FALSE(parse_query("\"blight\"").parts.back().prefix);
}

TEST_CASE("malformed queries are read as text with a hint") {
  SUBCASE("unclosed quote") {
    auto q = parse_query("\"vengeance of the");
    REQUIRE(q.parts.size() == 1);
    CHECK(q.parts[0].text == "vengeance of the");
    REQUIRE(q.hints.size() == 1);
    CHECK(q.hints[0].find("missing closing quote") != std::string::npos);
  }
  SUBCASE("unknown filter") {
    auto q = parse_query("colour:red");
    CHECK(q.filters.empty());
    REQUIRE(q.parts.size() == 2);
    CHECK(q.parts[0].text == "colour");
    CHECK(q.parts[1].text == "red");
    CHECK(q.hints[0].find("unknown filter") != std::string::npos);
  }
  SUBCASE("empty filter value") {
    auto q = parse_query("tag: blight");
    CHECK(q.filters.empty());
    CHECK(q.parts.size() == 1);
    CHECK(q.hints[0].find("needs a value") != std::string::npos);
  }
  SUBCASE("dangling OR and lone dash") {
    auto q = parse_query("OR blight - OR");
    CHECK(q.parts.size() == 1);
    CHECK_FALSE(q.parts[0].or_next);
    CHECK(q.hints.size() == 2);
  }
  SUBCASE("too long") {
    std::string many;
    for (int i = 0; i < 40; ++i) many += "w" + std::to_string(i) + " ";
    auto q = parse_query(many);
    CHECK(q.parts.size() == kMaxQueryTerms);
    CHECK(q.hints.size() == 1);
    auto huge = parse_query(std::string(1000, 'a') + " b");
    CHECK(huge.hints[0].find("cut") != std::string::npos);
  }
  SUBCASE("a long question loses its stopwords before any word that carries the rule") {
    // 30 content words ("qaa", "qba", ...) and 18 stopwords: all 30 content words kept, no hint
    std::string question;
    for (int i = 0; i < 30; ++i)
      question += std::string{'q', char('a' + i % 26), char('a' + i / 26)} + (i % 5 == 0   ? " of the "
                                                                              : i % 5 == 2 ? " and "
                                                                                           : " ");
    auto q = parse_query(question);
    REQUIRE(q.parts.size() == kMaxQueryTerms);
    size_t content = 0;
    for (const auto& p : q.parts) content += !p.stopword;
    CHECK(content == 30);
    CHECK(q.parts.back().text == "qdb");  // the 30th
    CHECK(q.hints.empty());
    SUBCASE("only content words past the limit are cut, with the hint") {
      auto more = parse_query(question + "xa xb xc");
      CHECK(more.parts.size() == kMaxQueryTerms);
      CHECK(more.hints.size() == 1);
    }
  }
}

TEST_CASE("stopwords are the common function words") {
  CHECK(is_stopword("the"));
  CHECK(is_stopword("can"));
  CHECK_FALSE(is_stopword("dahan"));
}
