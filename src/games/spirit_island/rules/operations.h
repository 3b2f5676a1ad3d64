// What the operations' handlers (rules/op_handlers.h) share: where an operation acts, how it
// counts ("n per X", land filters counted as this action counts pieces) and which pieces it
// picks (rules/operations.cpp).
#pragma once

#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The id of the land `op` acts in: its own `land`, else the action's ("" when there is none).
std::string op_land_id(Engine& e, const Op& op, ActionId a);
// That land, or null: a part whose land could not be chosen does nothing.
const Land* op_land(Engine& e, const Op& op, ActionId a);
// The count behind "n per X" in `l`: one kind as this action counts it, or several tokens counted
// together, a piece counting as several of them once ("per Beasts/Disease/Wilds/Badlands").
int per_count(Engine& e, const Land& l, const std::vector<std::string>& per, ActionId a);
// An operation's n, times its `per` count in `l` divided by `every` (rounded down) when it has one.
int per_times(Engine& e, const Land& l, const Op& op, ActionId a);
// Engine::land_matches, with "has"/"lacks" counted the way this action counts pieces.
bool matches_counting(Engine& e, const Land& l, const LandFilter& f, ActionId a);
// Picks which pieces of `what` an operation acts on (choice "pieces", context land; an option names
// a piece by its label, so a player can pick the Explorer with Strife): the default takes the
// biggest Invaders first / any Dahan. With `any_number` the players pick how many too, none to
// all (default: all). Highest index first, so erasing keeps the other indices valid.
std::vector<size_t> pick_pieces(Engine& e, const Land& l, const std::string& what, int n, bool all, ActionId a,
                                const std::string& verb, bool any_number = false);
// "an Explorer", "a Town": a piece named in the log.
std::string a_piece(const std::string& kind);

}  // namespace arbiter::si
