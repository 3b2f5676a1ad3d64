#pragma once
// Senseless Roaming (Wandering Voice Keens Delirium, rule `senseless-roaming`): "When your actions
// add Strife to an Explorer or Town, you may Push that piece." Right after one of its own actions
// (Powers, Growth, its rules' steps such as Spread Tumult and Delusion) puts Strife on an Explorer or
// Town, the players may Push that very piece (choice `may`, context "Senseless Roaming", default
// taken, as every optional instruction); where to is choice `push`, context "<land>:<kind>", among
// the adjacent lands an Isolate leaves open (rules/isolate.h).
#include <cstddef>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Action `a` has just added Strife to the piece at `index` of `l`.
void senseless_roaming(Engine& e, const Land& l, size_t index, ActionId a);

}  // namespace arbiter::si
