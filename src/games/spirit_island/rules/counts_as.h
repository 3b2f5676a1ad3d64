#pragma once
// "X may count as Y": pieces counting as another kind of piece (a Spirit's Presence or Sacred Sites
// counting as Beasts or Badlands). A piece counting as several kinds is still one piece; when
// something destroys a Y, a piece that counts as Y may be the one destroyed.
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The count of `what` in `l` for action `a`, with the counts-as pieces the players let count: how
// many of each Spirit's pieces there count (choice "counts-as", context "<land>:<what>:<spirit>",
// options 0 to all, default all), made once per Spirit, per land, per action; a nested action (a
// flipped Blight card) chooses anew. A counting piece destroyed or moved as that token stops counting.
int counted(Engine& e, const Land& l, const std::string& what, ActionId a);

// How many pieces in `l` are any of `kinds` (tokens, "strife"), each piece counted once however
// many of the kinds it counts as. `detail` gets a plain-words breakdown.
int count_pieces_of_any(Engine& e, const Land& l, const std::vector<std::string>& kinds, ActionId a,
                        std::string& detail);

// "Destroy n <token>" where a Spirit's pieces count as that token: the players choose, one piece at
// a time, which one is destroyed (choice "which-piece", context "<land>:<token>", options the
// token's name and "<spirit>:presence" / "<spirit>:sacred-site"; default the real token). Returns
// false (nothing done) when no piece there counts as the token for this action.
bool destroy_counting_tokens(Engine& e, const Land& l, const Op& op, ActionId a);

// A Push or Gather moving 1 `what` (a token) out of `l` for action `a` where a Spirit's pieces there
// count as it for that action: the players choose which is moved (choice "which-piece", context
// "<land>:<what>", options the token's name and "<spirit>:presence" / "<spirit>:sacred-site";
// default the token). A Presence that `presence-cannot-move` holds is not offered. `spirit` empty:
// the token moves (or no piece counts); else that Spirit's Presence goes, `presence` of them (2 for a
// Sacred Site, A Joining of Swarms and Flocks: "affecting that Beasts affects 2 of its Presence").
struct CountingMove {
  std::string spirit;
  int presence = 0;
  std::string what;
};
CountingMove counting_piece_to_move(Engine& e, const Land& l, const std::string& what, ActionId a);

// Moves the picked Presence from `from` to `to` (each a `presence-moved-to` fact) and says so.
void move_counting_piece(Engine& e, const CountingMove& m, const Land& from, const Land& to, ActionId a);

// Russia's loss condition (Hunters Swarm the Island, from Level 1): the adversary panel holds more
// Beasts than the island. Pieces that may count as Beasts count for this check (whatever they
// counted as during actions). Returns the loss in words, or "".
std::string hunters_swarm_loss(Engine& e);

// Named rule beset-by-many-troubles (n = Terror Level).
void beset_by_many_troubles(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
