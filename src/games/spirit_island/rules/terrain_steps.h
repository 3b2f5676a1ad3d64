#pragma once
// "Perform a Build/Ravage Step for one terrain not shown under any Invader Action" (the Events
// Fortification and New Cash Crops Take Hold, as corrected): the players pick a terrain that no
// Invader card in any slot shows (choice "terrain"), then that terrain's lands are listed the way
// a real card lists them — so a Build or Ravage needs Invaders there — and each listed land gets a
// nested Invader Action (not normal). Fortification's Step waits until after the Invader cards
// advance (modifier "fortification", run by invader_phase()). With `n` (New Cash Crops), Spirits
// may protect the listed lands' boards at n Presence each first (rules/protect_boards.h).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Named rules "ravage-step-unshown-terrain" / "build-step-unshown-terrain" (which Step: the op's name).
void unshown_terrain_step(Engine& e, const Op& op, ActionId a);

// After advancing Invader cards: Fortification's Build Step, if that Event is in effect this turn.
void after_advancing_invader_cards(Engine& e);

}  // namespace arbiter::si
