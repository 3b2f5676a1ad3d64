// The plain-text form of an answer, used by search and the CLI.
#include <doctest/doctest.h>

#include "corpus/import/source_parser.h"
#include "corpus/text.h"

using namespace arbiter::corpus;

TEST_CASE("plain_text keeps list markers, nesting, steps and footnotes") {
  auto blocks = import::build_blocks({"Intro:", "  • One1", "    • Nested", "  ◦ Also nested", "  • Two",
                                      "  1. First", "  2. Second", "1 = The note."},
                                     false);
  CHECK(plain_text(blocks) ==
        "Intro:\n• One[1]\n  ◦ Nested\n  ◦ Also nested\n• Two\n1. First\n2. Second\n[1] The note.");
}

TEST_CASE("enum names round-trip") {
  for (auto k : {Kind::Errata, Kind::Faq, Kind::Rule, Kind::Fragment}) CHECK(parse_kind(to_string(k)) == k);
  for (auto g : {Game::SpiritIsland, Game::L5rCelestial}) CHECK(parse_game(to_string(g)) == g);
  CHECK(to_string(Game::L5rCelestial) == "l5r-celestial");
  CHECK_FALSE(parse_kind("question").has_value());
}

TEST_CASE("questions are recognised with or without a parenthetical after the question mark") {
  CHECK(import::is_question("Can Isolate apply to Dahan?"));
  CHECK(import::is_question("What happens when ...? (e.g., due to Explorers are Reluctant)"));
  CHECK_FALSE(import::is_question("No, you only add one Explorer. (See p. 10)"));
}

TEST_CASE("Markdown emphasis in a source's text is found and can be taken out") {
  const std::string title = "If an effect *(e.g., A Year of Perfect Stillness)* skips \"all actions\", what is affected?";
  SUBCASE("a run between asterisks is emphasis; its marks are at its two ends") {
    const auto marks = emphasis_marks(title);
    REQUIRE(marks.size() == 2);
    CHECK(title.substr(marks[0] + 1, marks[1] - marks[0] - 1) == "(e.g., A Year of Perfect Stillness)");
    CHECK(without_emphasis_marks(title) == "If an effect (e.g., A Year of Perfect Stillness) skips \"all actions\", what is affected?");
  }
  SUBCASE("asterisks that do not open or close a run stay text") {
    CHECK(emphasis_marks("2 * 3 * 4").empty());
    CHECK(emphasis_marks("**bold** here").empty());
    CHECK(emphasis_marks("a lone *star").empty());
    CHECK(without_emphasis_marks("a lone *star") == "a lone *star");
  }
  SUBCASE("several runs") {
    CHECK(without_emphasis_marks("*a* and *b c*") == "a and b c");
  }
}
