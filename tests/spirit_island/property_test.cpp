// Property tests: seeded random boards and random Invader turns, with the engine's invariant
// checks after every operation (no negative counts; every piece enters or leaves through a logged
// action; Blight conserved between card, lands and box; no surviving piece with Damage ≥ Health).
#include <doctest/doctest.h>

#include "games/spirit_island/random_play.h"
#include "si_test_support.h"

using namespace arbiter::si;

TEST_CASE("Random games keep every invariant after every operation") {
  set_library_dir(arbiter::test::repo_path("data/si"));
  int actions = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    RandomGame g;
    g.seed = seed;
    g.boards = seed % 3 == 0 ? 2 : 1;
    RandomGameResult r = play_random(g);
    INFO("seed " << seed << ": " << r.error);
    CHECK(r.error.find("invariant") == std::string::npos);
    CHECK(r.error.find("outside of any action") == std::string::npos);
    actions += r.invader_actions;
  }
  CHECK(actions > 500);  // the games really played
}

TEST_CASE("The same seed gives the same game; another seed another") {
  set_library_dir(arbiter::test::repo_path("data/si"));
  RandomGame g;
  g.seed = 42;
  g.recording = true;
  RandomGameResult a = play_random(g), b = play_random(g);
  CHECK(a.log == b.log);
  CHECK(a.final_board == b.final_board);
  g.seed = 43;
  CHECK(play_random(g).log != a.log);
}

TEST_CASE("The invariant checks do catch a piece that appears outside any action") {
  Engine e = arbiter::si::test::setup(arbiter::si::test::two_lands(R"({"A3": {"town": 1}})"));
  REQUIRE(e.options().invariant_checks);
  CHECK_THROWS_WITH(e.add_piece(e.state().land("A3"), PieceKind::City, arbiter::kernel::kNoAction),
                    doctest::Contains("outside of any action"));
}
