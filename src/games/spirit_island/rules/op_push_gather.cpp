// The `push` and `gather` operations: pieces and tokens moved one at a time to / from adjacent
// lands (moved, not added), each destination or source a choice. Invaders don't cross into or
// out of an Isolated land unless the players let them (rules/isolate.cpp); pieces that can't
// move (Stubborn Solidity) stay. "Up to n" lets the players stop short (rules/optional.cpp). A
// Spirit's Presence counting as the token moved may be the one that moves (rules/counts_as.h), and
// Fly Fast as Thought lets Beasts go 2 lands (rules/fly_fast.h). Gathering Presence is
// rules/gather_presence.cpp.
#include <algorithm>
#include <map>

#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/fly_fast.h"
#include "games/spirit_island/rules/gather_presence.h"
#include "games/spirit_island/rules/gather_toward.h"
#include "games/spirit_island/rules/isolate.h"
#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/optional.h"
#include "games/spirit_island/rules/presence_lands.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// Which piece of `what` a Push moves next: the first in the land, unless pieces of it differ
// (Strife, Damage): then the players name one (choice "pieces", context land). -1: none left.
static int piece_to_push(Engine& e, const Land& l, const What& what, ActionId a) {
  std::vector<std::string> options;
  std::vector<int> index;
  for (size_t j = 0; j < l.pieces.size(); ++j)
    if (what.covers(l.pieces[j].kind) &&
        std::find(options.begin(), options.end(), label(l.pieces[j])) == options.end()) {
      options.push_back(label(l.pieces[j]));
      index.push_back(static_cast<int>(j));
    }
  if (options.size() < 2) return index.empty() ? -1 : index.front();
  kernel::ChoicePoint cp{"pieces", "Which piece is pushed from " + l.id + "?", l.id, options, {}, false, a};
  std::string pick = e.decide_one(cp, options.front());
  return index[static_cast<size_t>(std::find(options.begin(), options.end(), pick) - options.begin())];
}

// "Push 2 Dahan from A3 (1 to A1, 1 to A4)."
static void note_moves(Engine& e, bool push, int moved, const Op& op, const Land& l,
                       const std::map<std::string, int>& where) {
  std::string detail;
  for (const auto& [id, n] : where)
    detail += (detail.empty() ? "" : ", ") + std::to_string(n) + (push ? " to " : " from ") + id;
  e.note(std::string(push ? "Push " : "Gather ") + count_of(moved, op.what) + (push ? " from " : " into ") + l.id +
         (detail.empty() ? "" : " (" + detail + ")") + ".");
}

void run_push(Engine& e, const Op& op, ActionId a) {
  const Land* land = op_land(e, op, a);
  if (!land) return;
  const Land& l = *land;
  const What& what = what_of(op.what);
  const int tok = what.kind == WhatKind::Token ? what.index : -1;
  int moved = 0;
  std::map<std::string, int> where;
  IsolateLet let = IsolateLet::Unasked;                                              // rules/isolate.cpp
  const int here = tok >= 0 ? counted(e, l, op.what, a) : e.count_what(l, op.what);  // with pieces counting as it
  const int limit = op.all ? 1000 : how_many(e, op, l.id, std::min(op.n, here), a);  // "up to"
  for (int i = 0; i < limit; ++i, ++moved) {
    const CountingMove mover = counting_piece_to_move(e, l, op.what, a);  // a Presence counting as the token?
    const int idx = mover.spirit.empty() ? piece_to_push(e, l, what, a) : -1;
    if (mover.spirit.empty() && idx < 0 && (tok < 0 || l.token(static_cast<Token>(tok)) == 0)) break;
    if (idx >= 0 && !can_change(e, l, l.pieces[static_cast<size_t>(idx)], a, "moved")) break;
    if (idx < 0 && mover.spirit.empty() &&  // a token held in place (A Single Alluring Lair)
        !replaced(e, {kWouldChange, l.id, a, op.what, -1, DestroyHow::Instruction, "moved"}).empty())
      break;
    std::vector<std::string> dest = move_reach(e, l, op.what, a);  // Fly Fast as Thought: up to 2 away
    if (idx >= 0 && is_invader(l.pieces[static_cast<size_t>(idx)].kind))
      dest = invader_moves(e, l.id, dest, op.what, a, let);
    if (!mover.spirit.empty())
      dest.erase(
          std::remove_if(dest.begin(), dest.end(),
                         [&](const std::string& d) { return !presence_may_enter(e, mover.spirit, e.state().land(d)); }),
          dest.end());
    if (dest.empty()) break;
    kernel::ChoicePoint cp{
        "push", "Where is the pushed " + op.what + " from " + l.id + " going?", l.id + ":" + op.what, dest, {}, false,
        a};
    std::string to = e.decide_one(cp, dest.front());
    if (!mover.spirit.empty()) {
      move_counting_piece(e, mover, l, e.state().land(to), a);
    } else if (idx >= 0) {
      e.move_piece(l, static_cast<size_t>(idx), e.state().land(to), a);
    } else {
      e.move_token(l, static_cast<Token>(tok), e.state().land(to));
      e.fact(a, "moved-to", to, op.what);
    }
    if (std::string far = fly_fast_note(l, to, true); !far.empty()) e.note(far);
    where[to] += 1;
  }
  note_moves(e, true, moved, op, l, where);
}

// How many of `what` `src` holds for a Gather (a token: with the pieces counting as it).
static int gatherable(Engine& e, const Land& src, const std::string& what, bool token, ActionId a) {
  return token ? counted(e, src, what, a) : e.count_what(src, what);
}

// Moves 1 `what` from `src` into `l` for a Gather: a piece counting as the token if the players pick it
// and its Presence may enter `l`, else the token or the first such piece. Returns whether one moved.
static bool gather_one(Engine& e, const Land& src, const Land& l, const std::string& what_name, ActionId a) {
  const What& what = what_of(what_name);
  if (what.kind == WhatKind::Token) {
    const CountingMove mover = counting_piece_to_move(e, src, what_name, a);
    if (!mover.spirit.empty() && presence_may_enter(e, mover.spirit, l)) {
      move_counting_piece(e, mover, src, l, a);
      return true;
    }
    if (src.token(static_cast<Token>(what.index)) == 0) return false;
    e.move_token(src, static_cast<Token>(what.index), l);
    e.fact(a, "moved-to", l.id, what_name);
    return true;
  }
  for (size_t j = 0; j < src.pieces.size(); ++j)
    if (what.covers(src.pieces[j].kind)) {
      e.move_piece(src, j, l, a);
      return true;
    }
  return false;
}

void run_gather(Engine& e, const Op& op, ActionId a) {
  const Land* land = op_land(e, op, a);
  if (!land) return;
  const Land& l = *land;
  const int n = per_times(e, l, op, a);
  if (op.from_range > 0 || !op.from_range_element.empty())  // one land towards l from further away
    return gather_toward(e, op, l, gather_range(e, op, a), op.all ? 1000 : how_many(e, op, l.id, n, a), a);
  const What& what = what_of(op.what);
  if (!ocean_open_to(e, l, op.what, a)) {  // rules/ocean.h
    e.note("Nothing is gathered into " + l.id + ": the Ocean is not a land for this.");
    return;
  }
  const bool token = what.kind == WhatKind::Token;
  const bool invaders =
      what.covers(PieceKind::Explorer) || what.covers(PieceKind::Town) || what.covers(PieceKind::City);
  int moved = 0;
  std::map<std::string, int> where;
  IsolateLet let = IsolateLet::Unasked;                                 // rules/isolate.cpp
  const std::vector<std::string> reach = move_reach(e, l, op.what, a);  // Fly Fast as Thought: up to 2 away
  int nearby = 0;
  for (const auto& src : reach) nearby += gatherable(e, e.state().land(src), op.what, token, a);
  const int limit = op.all ? 1000 : how_many(e, op, l.id, std::min(n, nearby), a);  // "up to"
  if (what.kind == WhatKind::Presence) return gather_presence(e, op, l, limit, a);  // rules/gather_presence.cpp
  for (int i = 0; i < limit; ++i, ++moved) {
    std::vector<std::string> options;
    for (const auto& src : reach)  // not from a land whose pieces of that kind can't move (Stubborn Solidity)
      if (gatherable(e, e.state().land(src), op.what, token, a) > 0 &&
          !would_be_replaced(e, {kWouldChange, src, a, op.what, -1, DestroyHow::Instruction, "moved"}))
        options.push_back(src);
    if (invaders && !options.empty()) options = invader_moves(e, l.id, options, op.what, a, let);
    if (options.empty()) break;
    kernel::ChoicePoint cp{
        "gather", "From where is " + op.what + " gathered into " + l.id + "?", l.id + ":" + op.what, options, {}, false,
        a};
    std::string from = e.decide_one(cp, options.front());
    if (!gather_one(e, e.state().land(from), l, op.what, a)) break;
    if (std::string far = fly_fast_note(l, from, false); !far.empty()) e.note(far);
    where[from] += 1;
  }
  note_moves(e, false, moved, op, l, where);
}

}  // namespace arbiter::si
