#pragma once
// To Dream a Thousand Deaths (Bringer of Dreams and Nightmares' special rule, rule
// "to-dream-a-thousand-deaths"). Per the errata it is a modifier: when one of the Spirit's Powers
// (or an action that Power set up) would destroy an Invader, instead generate Fear — Explorer 0,
// Town 2, City 5 — and Push Explorers and Towns (choice "push", context "land:kind"). Nothing is
// destroyed, so nothing that watches for destruction fires; the dream Damage on the piece is cleared.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Called by Engine::destroy_piece: true when the destruction was replaced (the piece is not destroyed).
bool dream_instead_of_destroy(Engine& e, Land& l, size_t index, ActionId by);

}  // namespace arbiter::si
