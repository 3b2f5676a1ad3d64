#pragma once
// Seeded random L5R games for the property test: a random legal board (Personalities with
// Followers and Items, Holdings, hands of Strategies, decks, Provinces, a battlefield) and random
// actions (cards and abilities with random targets and answers, assignments, battles, phases).
// The same seed gives the same game. After every action the board's invariants
// (games/l5r/invariants.h) and the rules' own (below) are checked.
#include <cstdint>
#include <string>
#include <vector>

#include "games/l5r/cards.h"
#include "games/l5r/engine.h"
#include "games/l5r/state.h"

namespace arbiter::l5r {

struct RandomGame {
  uint64_t seed = 1;
  int actions = 80;  // attempts; the rules may refuse some
};

struct RandomGameResult {
  int taken = 0;    // actions the rules allowed
  int refused = 0;  // actions the rules refused (IllegalAction), which must leave the board unchanged
  std::vector<std::string> log;
  std::string error;  // the first broken invariant or unexpected failure, "" if none
};

GameState random_board(uint64_t seed, const CardLibrary& lib);
RandomGameResult play_random(const RandomGame& g, const CardLibrary& lib);
// What must hold once an action has settled, beyond check_invariants: no card waits in the
// resolution area, no Personality in play has Chi 0 unless a prevention holds its death off, and
// cards are neither made nor lost except tokens.
std::string check_settled(const Engine& e, size_t cards_at_start);

}  // namespace arbiter::l5r
