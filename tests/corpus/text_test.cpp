// The plain-text form of an answer, used by search and the CLI.
#include <doctest/doctest.h>

#include "corpus/import/source_parser.h"
#include "corpus/text.h"

using namespace arbiter::corpus;

TEST_CASE("plain_text keeps list markers, nesting, steps and footnotes") {
  auto blocks = import::build_blocks({"Intro:", "  • One1", "    • Nested", "  ◦ Also nested", "  • Two", "  1. First",
                                      "  2. Second", "1 = The note."},
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

TEST_CASE("Markdown emphasis in the sources splits into emphasised runs") {
  using S = std::vector<Span>;
  CHECK(emphasis_spans("If an effect *(e.g., A Year of Perfect Stillness)* skips") ==
        S{{"If an effect ", false}, {"(e.g., A Year of Perfect Stillness)", true}, {" skips", false}});
  CHECK(emphasis_spans("Shroud of Silent Mist's *Slow and Silent Death*?") ==
        S{{"Shroud of Silent Mist's ", false}, {"Slow and Silent Death", true}, {"?", false}});
  CHECK(without_emphasis("an *(e.g., X)* b") == "an (e.g., X) b");
  SUBCASE("a '*' is literal unless it opens before a non-space and closes after one") {
    CHECK(emphasis_spans("2 * 3 * 4") == S{{"2 * 3 * 4", false}});
    CHECK(emphasis_spans("a *b c") == S{{"a *b c", false}});
    CHECK(emphasis_spans("a *b *c") == S{{"a *b *c", false}});
    CHECK(emphasis_spans("**") == S{{"**", false}});
    CHECK(emphasis_spans("") == S{});
    CHECK(without_emphasis("x * y") == "x * y");
  }
  SUBCASE("two emphasised runs in one text") {
    CHECK(emphasis_spans("*a* and *b*") == S{{"a", true}, {" and ", false}, {"b", true}});
  }
  SUBCASE("the marks are the asterisks' offsets, in pairs") {
    const std::string title = "If an effect *(e.g., A Year of Perfect Stillness)* skips";
    const auto marks = emphasis_marks(title);
    REQUIRE(marks.size() == 2);
    CHECK(title.substr(marks[0] + 1, marks[1] - marks[0] - 1) == "(e.g., A Year of Perfect Stillness)");
    CHECK(emphasis_marks("**bold** here").empty());
    CHECK(emphasis_marks("a lone *star").empty());
  }
}
