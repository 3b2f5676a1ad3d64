#pragma once
// Seeded random play for property tests and the throughput benchmark: a random board (one or two
// standard boards with random pieces, tokens, Presence, Blight card, adversary) and random
// Invader turns (Invader phase, the odd Power, Time Passes). Same seed, same game.
#include <cstdint>
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

struct RandomGame {
  uint64_t seed = 1;
  int boards = 1;
  int turns = 6;
  bool recording = false;        // keep trace snapshots
  bool invariant_checks = true;  // check invariants after every operation
};

struct RandomGameResult {
  int invader_actions = 0;  // Ravage/Build/Explore actions started
  int actions = 0;          // all actions
  std::vector<std::string> log;
  std::string error;        // a RuleError or broken invariant, if any
  std::string final_board;  // JSON of the last board
};

State random_state(uint64_t seed, int boards);
RandomGameResult play_random(const RandomGame& g);

}  // namespace arbiter::si
