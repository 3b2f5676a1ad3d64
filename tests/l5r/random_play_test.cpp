// Property test: seeded random L5R games with every invariant checked after every action (the
// board's, games/l5r/invariants.h, and the settled rules' own, random_play.h); a refused action
// must leave the board as it was.
#include <doctest/doctest.h>

#include <cstdio>

#include "games/l5r/random_play.h"
#include "l5r_test_support.h"

using namespace arbiter::l5r;

TEST_CASE("Random L5R games keep every invariant after every action") {
  const int games = 500;
  int taken = 0, refused = 0;
  for (uint64_t seed = 1; seed <= games; ++seed) {
    RandomGame g;
    g.seed = seed;
    RandomGameResult r = play_random(g, arbiter::l5r::test::cards());
    INFO("seed " << seed << ": " << r.error);
    CHECK(r.error.empty());
    taken += r.taken;
    refused += r.refused;
  }
  std::printf(
      "L5R random play: %d seeded games, %d actions taken, %d refused by the rules, invariants checked after each\n",
      games, taken, refused);
  CHECK(taken > games * 10);  // the games really played
}

TEST_CASE("The same seed gives the same L5R game; another seed another") {
  RandomGame g;
  g.seed = 42;
  RandomGameResult a = play_random(g, arbiter::l5r::test::cards()), b = play_random(g, arbiter::l5r::test::cards());
  CHECK(a.log == b.log);
  g.seed = 43;
  CHECK(play_random(g, arbiter::l5r::test::cards()).log != a.log);
}

TEST_CASE("The settled-board checks catch a Personality left alive at Chi 0") {
  GameState s = random_board(1, arbiter::l5r::test::cards());
  for (auto& [id, c] : s.cards)
    if (c.zone == Zone::InPlay && c.attached_to.empty() &&
        arbiter::l5r::test::cards().get(c.def).type == CardType::Personality) {
      c.chi_override = 0;
      break;
    }
  arbiter::kernel::Choices defaults;
  Engine e(s, arbiter::l5r::test::cards(), defaults);
  CHECK(check_settled(e, s.cards.size()).find("has Chi 0") != std::string::npos);
}
