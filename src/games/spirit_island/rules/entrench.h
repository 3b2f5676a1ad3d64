#pragma once
// Russia Level 5, Entrench in the Face of Fear (rule "entrench-in-the-face-of-fear"): an unused
// Stage II Invader card lies under the top 3 Fear cards and an unused Stage III card under the top
// 7; when one is revealed (the Fear card above it earned), it goes straight into the Build slot,
// face-up, not yet resolved (its escalation comes when it first resolves). Which unused cards is a
// draw in play; a scenario names them (`adversary.entrench`, State::under_fear_cards).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Where the level puts its cards: under the 3rd Fear card a Stage II card, under the 7th a Stage III.
struct EntrenchPlace {
  int under_fear_card;
  int stage;
};
const std::vector<EntrenchPlace>& entrench_places();

// Call when a Fear card is earned (`earned`: Fear cards earned so far, this one included).
void reveal_under_fear_card(Engine& e, int earned);

}  // namespace arbiter::si
