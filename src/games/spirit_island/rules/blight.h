// Adding Blight (rules/blight.cpp): one Blight at a time, as a step of the action adding it.
#pragma once

#include <string>

#include "games/spirit_island/ops.h"

namespace arbiter::si {

// One Blight being added: where, by what, and how the rule treats it.
struct BlightAdding {
  std::string land;
  std::string source;        // what adds it: "ravage", "power", "effect", "blazing-presence"...
  std::string spared;        // a Spirit whose Presence it does not destroy (its own rule adds it; "" = none)
  bool cascade = false;      // it cascaded from an adjacent land
  bool quiet = false;        // it neither destroys Presence nor cascades (Heavy Mining's second Blight)
  bool no_cascade = false;   // it does not cascade (Runoff and Bilgewater's Blight in the Ocean)
  bool irreparable = false;  // a Ravage dealing 8+ Damage to the land adds it (Habsburg's Irreparable Damage)
};

// The step that adds it: take it off the Blight card, put it in the land, then what follows.
Op adding_blight(BlightAdding b);

}  // namespace arbiter::si
