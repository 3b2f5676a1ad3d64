// The `push` and `gather` operations: pieces and tokens moved one at a time to / from adjacent
// lands (moved, not added), each destination or source a choice. Invaders don't cross into or
// out of an Isolated land unless the players let them (rules/isolate.cpp); pieces that can't
// move (Stubborn Solidity) stay. "Up to n" lets the players stop short (rules/optional.cpp).
// Gathering Presence is rules/gather_presence.cpp.
#include <algorithm>
#include <map>

#include "games/spirit_island/rules/gather_presence.h"
#include "games/spirit_island/rules/isolate.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/optional.h"
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
  IsolateLet let = IsolateLet::Unasked;  // rules/isolate.cpp
  const int limit = op.all ? 1000 : how_many(e, op, l.id, std::min(op.n, e.count_what(l, op.what)), a);  // "up to"
  for (int i = 0; i < limit; ++i, ++moved) {
    int idx = piece_to_push(e, l, what, a);
    if (idx < 0 && (tok < 0 || l.token(static_cast<Token>(tok)) == 0)) break;
    if (idx >= 0 && !can_change(e, l, l.pieces[static_cast<size_t>(idx)], a, "moved")) break;
    std::vector<std::string> dest = l.adjacent;
    if (idx >= 0 && is_invader(l.pieces[static_cast<size_t>(idx)].kind))
      dest = invader_moves(e, l.id, dest, op.what, a, let);
    if (dest.empty()) break;
    kernel::ChoicePoint cp{
        "push", "Where is the pushed " + op.what + " from " + l.id + " going?", l.id + ":" + op.what, dest, {}, false,
        a};
    std::string to = e.decide_one(cp, dest.front());
    if (idx >= 0) {
      e.move_piece(l, static_cast<size_t>(idx), e.state().land(to), a);
    } else {
      e.move_token(l, static_cast<Token>(tok), e.state().land(to));
      e.fact(a, "moved-to", to, op.what);
    }
    where[to] += 1;
  }
  note_moves(e, true, moved, op, l, where);
}

void run_gather(Engine& e, const Op& op, ActionId a) {
  const Land* land = op_land(e, op, a);
  if (!land) return;
  const Land& l = *land;
  const What& what = what_of(op.what);
  const bool invaders =
      what.covers(PieceKind::Explorer) || what.covers(PieceKind::Town) || what.covers(PieceKind::City);
  int moved = 0;
  std::map<std::string, int> where;
  IsolateLet let = IsolateLet::Unasked;  // rules/isolate.cpp
  int nearby = 0;
  for (const auto& adj : l.adjacent) nearby += e.count_what(e.state().land(adj), op.what);
  const int limit = op.all ? 1000 : how_many(e, op, l.id, std::min(op.n, nearby), a);  // "up to"
  if (what.kind == WhatKind::Presence) return gather_presence(e, op, l, limit, a);     // rules/gather_presence.cpp
  for (int i = 0; i < limit; ++i, ++moved) {
    std::vector<std::string> options;
    for (const auto& adj : l.adjacent)  // not from a land whose pieces of that kind can't move (Stubborn Solidity)
      if (e.count_what(e.state().land(adj), op.what) > 0 &&
          !would_be_replaced(e, {kWouldChange, adj, a, op.what, -1, DestroyHow::Instruction, "moved"}))
        options.push_back(adj);
    if (invaders && !options.empty()) options = invader_moves(e, l.id, options, op.what, a, let);
    if (options.empty()) break;
    kernel::ChoicePoint cp{
        "gather", "From where is " + op.what + " gathered into " + l.id + "?", l.id + ":" + op.what, options, {}, false,
        a};
    std::string from = e.decide_one(cp, options.front());
    const Land& src = e.state().land(from);
    if (what.kind == WhatKind::Token) {
      e.move_token(src, static_cast<Token>(what.index), l);
      e.fact(a, "moved-to", l.id, op.what);
    } else {
      for (size_t j = 0; j < src.pieces.size(); ++j)
        if (what.covers(src.pieces[j].kind)) {
          e.move_piece(src, j, l, a);
          break;
        }
    }
    where[from] += 1;
  }
  note_moves(e, false, moved, op, l, where);
}

}  // namespace arbiter::si
