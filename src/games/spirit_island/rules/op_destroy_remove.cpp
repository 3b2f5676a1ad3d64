// The `destroy` and `remove` operations: pieces (picked by the players), tokens, Presence.
// Destroyed pieces may meet a replacement ("instead"); removed ones are neither destroyed nor
// give Fear.
#include <algorithm>

#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/optional.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

static void destroy_tokens(Engine& e, const Land& l, const Op& op, Token t, ActionId a) {
  if (e.count_what(l, op.what) > 0 && !replaced(e, {kWouldDestroy, l.id, a, op.what, -1,
                                                    op.all ? DestroyHow::InstructionAll : DestroyHow::Instruction, ""})
                                           .empty())
    return;
  if (destroy_counting_tokens(e, l, op, a)) return;  // rules/counts_as.cpp
  int n = op.all ? l.token(t) : how_many(e, op, l.id, std::min(op.n, l.token(t)), a);
  e.remove_token(l, t, n, a);
  e.fact(a, "destroyed", l.id, op.what, n);
  e.note("Destroy " + count_of(n, op.what) + " in " + l.id + ".");
}

static void destroy_pieces(Engine& e, const Land& l, const Op& op, ActionId a) {
  const int n = op.all ? op.n : how_many(e, op, l.id, std::min(op.n, e.count_what(l, op.what)), a);  // "up to"
  auto idx = pick_pieces(e, l, op.what, n, op.all, a, "destroy");
  std::string what;
  for (size_t i : idx) {
    std::string piece = a_piece(name(l.pieces[i].kind));
    std::string instead = e.destroy_piece(l, i, a, op.all ? DestroyHow::InstructionAll : DestroyHow::Instruction);
    what += (what.empty() ? "" : ", ") + piece + (instead.empty() ? "" : " (" + instead + " instead)");
  }
  e.note("Destroy in " + l.id + ": " + (what.empty() ? "nothing there" : what) + ".");
}

void run_destroy(Engine& e, const Op& op, ActionId a) {
  const Land* l = op_land(e, op, a);
  if (!l) return;
  const What& what = what_of(op.what);
  if (what.kind == WhatKind::Presence) {
    std::string sp = op.spirit.empty() || op.spirit == "self" ? e.local(a).spirit : op.spirit;
    for (int i = 0; i < op.n; ++i) e.destroy_presence(*l, sp, a, describe(op));
    return;
  }
  if (what.kind == WhatKind::Token) return destroy_tokens(e, *l, op, static_cast<Token>(what.index), a);
  if (abducts_instead(e, op, *l, a)) return;  // Terror Stalks the Land (rules/endless_dark.h)
  destroy_pieces(e, *l, op, a);
}

void run_remove(Engine& e, const Op& op, ActionId a) {
  const Land* land = op_land(e, op, a);
  if (!land) return;
  const Land& l = *land;
  const What& what = what_of(op.what);
  if (what.kind == WhatKind::Token) {
    const auto t = static_cast<Token>(what.index);
    int n = op.all ? l.token(t) : how_many(e, op, l.id, std::min(op.n, l.token(t)), a);
    e.remove_token(l, t, n, a);
    e.note("Remove " + count_of(n, op.what) + " from " + l.id + ".");
    return;
  }
  const int n = op.all ? op.n : how_many(e, op, l.id, std::min(op.n, e.count_what(l, op.what)), a);  // "up to"
  auto idx = pick_pieces(e, l, op.what, n, op.all, a, "remove");
  std::string removed;
  for (size_t i : idx) {
    if (op.damaged && l.pieces[i].damage == 0) continue;
    if (!can_change(e, l, l.pieces[i], a, "removed")) continue;
    removed += (removed.empty() ? "" : ", ") + name(l.pieces[i].kind);
    e.remove_piece(l, i, a);
  }
  e.note("Remove from " + l.id + ": " + (removed.empty() ? "nothing there" : removed) + ".");
}

}  // namespace arbiter::si
