// The words for kinds and games: one row each, found by the enum, and read back by the parsers.
#include <doctest/doctest.h>

#include "corpus/text.h"
#include "corpus/vocabulary.h"

using namespace arbiter;

TEST_CASE("Each entry kind has one row of words, found by its enum and by its id") {
  for (size_t i = 0; i < corpus::kind_words().size(); ++i) {
    const auto k = static_cast<corpus::Kind>(i);
    CAPTURE(i);
    CHECK(corpus::words(k).kind == k);
    CHECK(corpus::parse_kind(corpus::to_string(k)) == k);
  }
  CHECK(corpus::kind_words().size() == static_cast<size_t>(corpus::Kind::Summary) + 1);
  CHECK_FALSE(corpus::parse_kind("erratum").has_value());
}

TEST_CASE("Each game has one row of words, found by its enum and by its id") {
  for (size_t i = 0; i < corpus::game_words().size(); ++i) {
    const auto g = static_cast<corpus::Game>(i);
    CAPTURE(i);
    CHECK(corpus::words(g).game == g);
    CHECK(corpus::parse_game(corpus::to_string(g)) == g);
    CHECK(corpus::find_game(corpus::words(g).id) == &corpus::words(g));
  }
  CHECK(corpus::game_words().size() == static_cast<size_t>(corpus::Game::L5rCelestial) + 1);
  CHECK(corpus::find_game("si") == nullptr);
}
