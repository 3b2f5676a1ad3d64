// The `replace`, `upgrade` and `downgrade` operations: pieces replaced (neither added nor moved; an
// Invader's Damage and Strife pass to the first new Invader), the players picking which. Upgrade:
// Explorer -> Town -> City; Downgrade: City -> Town -> Explorer -> removed. Replaced Blight goes
// back to the Blight card.
#include <algorithm>
#include <optional>

#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

namespace {

// What a piece of kind k becomes (nothing: it is removed); no value: this piece is left alone.
using Becomes = std::optional<std::vector<std::string>> (*)(PieceKind k, const Op& op);

void replace_picked(Engine& e, const Op& op, ActionId a, const char* verb, Becomes becomes) {
  const Land* land = op_land(e, op, a);
  if (!land) return;
  const Land& l = *land;
  // "n for every `every` of `per`": different pieces, as many as the count allows.
  auto idx = pick_pieces(e, l, op.what, per_times(e, l, op, a), false, a, verb, op.any_number);
  std::string done;
  for (size_t i : idx) {
    PieceKind k = l.pieces[i].kind;
    auto with = becomes(k, op);
    // A Downgrade that leaves nothing removes the Explorer: what may not be removed stays.
    if (!can_change(e, l, l.pieces[i], a, with && with->empty() ? "removed" : "replaced")) continue;
    if (!with) continue;
    done += (done.empty() ? "" : ", ") + name(k) + " → " +
            (with->empty() ? std::string("removed") : kernel::JsonReader::join(*with));
    e.replace_piece(l, i, *with, a);
  }
  std::string none = op.any_number && e.count_what(l, op.what) > 0 ? "none chosen" : "nothing there";
  e.note(describe(op) + " in " + l.id + ": " + (done.empty() ? none : done) + ".");
}

// Replaced tokens (Blight back to the card) and what comes in for each, one by one.
void replace_tokens(Engine& e, const Land& l, const Op& op, Token t, ActionId a) {
  int n = std::min(op.n, l.token(t));
  for (int i = 0; i < n; ++i) {
    e.remove_token(l, t, 1, a);
    for (const auto& w : op.with) {
      const What& in = what_of(w);
      if (in.kind == WhatKind::Token) e.add_token(l, static_cast<Token>(in.index), 1, a);
      else e.add_piece(l, static_cast<PieceKind>(in.index), a);
    }
  }
  e.note("Replace " + count_of(n, op.what) + " in " + l.id + " with " + kernel::JsonReader::join(op.with) + ".");
}

std::optional<std::vector<std::string>> with_listed(PieceKind, const Op& op) { return op.with; }
std::optional<std::vector<std::string>> one_up(PieceKind k, const Op&) {
  if (k == PieceKind::City || !is_invader(k)) return std::nullopt;
  return std::vector<std::string>{name(static_cast<PieceKind>(static_cast<int>(k) + 1))};
}
std::optional<std::vector<std::string>> one_down(PieceKind k, const Op&) {
  if (!is_invader(k)) return std::nullopt;
  if (k == PieceKind::Explorer) return std::vector<std::string>{};
  return std::vector<std::string>{name(static_cast<PieceKind>(static_cast<int>(k) - 1))};
}

}  // namespace

void run_replace(Engine& e, const Op& op, ActionId a) {
  const What& what = what_of(op.what);
  if (what.kind == WhatKind::Token) {
    if (const Land* l = op_land(e, op, a)) replace_tokens(e, *l, op, static_cast<Token>(what.index), a);
    return;
  }
  replace_picked(e, op, a, "replace", with_listed);
}
void run_upgrade(Engine& e, const Op& op, ActionId a) { replace_picked(e, op, a, "upgrade", one_up); }
void run_downgrade(Engine& e, const Op& op, ActionId a) { replace_picked(e, op, a, "downgrade", one_down); }

}  // namespace arbiter::si
