#pragma once
// Isolate (a single-turn marker) on movement. As far as Invader pieces are concerned, an Isolated
// land is not adjacent to anything, unless the players let them use its adjacencies:
//  1. An Explorer, Town or City can't be pushed or gathered out of an Isolated land, or into one.
//  2. The players may let the Invaders moved by one instruction use those adjacencies (choice
//     "isolate", context "land:what", options "keep", "let"; default "keep"), asked the first time
//     Isolate would stop a move.
//  3. Dahan, Beasts and the other tokens move as usual; Explore and Blight cascades are elsewhere
//     (invader_cards.cpp: Isolated lands neither Explore nor act as a source; cascades ignore it).
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The players' answer for one instruction: not asked yet, keep Isolate, or let the Invaders cross.
enum class IsolateLet { Unasked, Keep, Let };

// Of the lands `others` an Invader piece in (Push) or bound for (Gather) `land` could use, the ones
// it may: those across a border no Isolate closes, unless the players let it.
// The lands next to `l` that a piece a rule pushes instead (Persistent Explorers, A Sense for
// Impending Disaster) may go to: none from an Isolated land, none into one.
std::vector<std::string> lands_open_from(const Engine& e, const Land& l);
std::vector<std::string> invader_moves(Engine& e, const std::string& land, const std::vector<std::string>& others,
                                       const std::string& what, ActionId a, IsolateLet& let);

}  // namespace arbiter::si
