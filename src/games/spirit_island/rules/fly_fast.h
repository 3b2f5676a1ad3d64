#pragma once
// Fly Fast as Thought (Many Minds Move as One, rule `fly-fast-as-thought`): "When you Gather or Push
// Beasts, they may come from or go to lands up to 2 distant." For a Push or Gather of Beasts in an
// action of that Spirit, the lands a Beasts may go to (Push) or come from (Gather) are those up to 2
// away; the adjacent ones first, so the default destination or source stays the nearest. How far
// is the players' choice of that land (choice `push` / `gather`), said in the trace.
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The lands a piece of `what` pushed from (or gathered into) `land` by action `a` may go to (come
// from): the adjacent lands, then, with Fly Fast as Thought and `what` Beasts, the lands 2 away.
std::vector<std::string> move_reach(Engine& e, const Land& land, const std::string& what, ActionId a);

// The trace line for a Beasts that went to (came from) `other`, a land 2 away from `land`; "" when
// `other` is adjacent.
std::string fly_fast_note(const Land& land, const std::string& other, bool push);

}  // namespace arbiter::si
