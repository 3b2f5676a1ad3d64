#pragma once
// Senseless Roaming (Wandering Voice Keens Delirium; rule "senseless-roaming"): "When your actions
// add Strife to an Explorer or Town, you may Push that piece." After the Strife goes on the piece, a
// step of the same action offers the Push (choice `may`, then `push` for where); it moves that very
// piece (by uid), if it is still there and may move (replacements such as Stubborn Solidity; Isolate
// as for any Invader push). Strife on a City, or added by another Spirit's action, pushes nothing.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Called after action `a` put 1 Strife on the piece `uid` in `land`.
void senseless_roaming(Engine& e, const std::string& land, int uid, ActionId a);

}  // namespace arbiter::si
