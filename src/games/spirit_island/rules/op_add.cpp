// The `add` operation: pieces from the supply (through the would-add hook point), tokens,
// Presence of a Spirit, Strife on an Invader the players pick, and Blight (the whole Blight
// procedure, rules/blight.cpp).
#include <algorithm>

#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/senseless_roaming.h"
#include "kernel/errors.h"

namespace arbiter::si {

// One Strife on an Invader the players pick (choice "strife"; default: the biggest). False when
// there is no Invader to take it.
static bool add_one_strife(Engine& e, const Land& l, ActionId a) {
  std::vector<std::string> options;
  for (const auto& p : l.pieces)
    if (is_invader(p.kind)) options.push_back(name(p.kind));
  if (options.empty()) {
    e.note("No Invader in " + l.id + " to take Strife.");
    return false;
  }
  std::vector<std::string> distinct;
  for (auto& o : options)
    if (std::find(distinct.begin(), distinct.end(), o) == distinct.end()) distinct.push_back(o);
  std::string fallback = name(std::max_element(l.pieces.begin(), l.pieces.end(), [](auto& x, auto& y) {
                                return (is_invader(x.kind) ? static_cast<int>(x.kind) : -1) <
                                       (is_invader(y.kind) ? static_cast<int>(y.kind) : -1);
                              })->kind);
  kernel::ChoicePoint cp{"strife", "Which Invader in " + l.id + " gets Strife?", l.id, distinct, {}, false, a};
  std::string k = distinct.size() == 1 ? distinct.front() : e.decide_one(cp, fallback);
  size_t index = 0;
  while (name(l.pieces[index].kind) != k) ++index;
  e.add_strife(l.pieces[index], 1);
  e.fact(a, "added", l.id, "strife");
  e.note("1 Strife on " + a_piece(k) + " in " + l.id + ".");
  senseless_roaming(e, l, index, a);  // Wandering Voice may Push that piece (rules/senseless_roaming.h)
  return true;
}

void run_add(Engine& e, const Op& op, ActionId a) {
  const Land* land = op_land(e, op, a);
  if (!land) return;
  const Land& l = *land;
  int n = op.n;
  if (!op.per.empty()) n *= per_count(e, l, op.per, a);
  if (op.cap >= 0) n = std::min(n, op.cap);
  const What& what = what_of(op.what);
  if (what.kind != WhatKind::Presence && !ocean_open_to(e, l, "", a)) {  // rules/ocean.h
    e.note("Nothing is added to " + l.id + ": the Ocean is not a land for this.");
    return;
  }
  switch (what.kind) {
    case WhatKind::Token:
      if (static_cast<Token>(what.index) == Token::Blight) {  // the whole procedure (rules/blight.cpp)
        Op b;
        b.kind = OpKind::AddBlight;
        b.n = n;
        b.land = l.id;
        e.insert_next({b});
        return;
      }
      e.add_token(l, static_cast<Token>(what.index), n, a);
      break;
    case WhatKind::Presence: {
      std::string sp = op.spirit.empty() || op.spirit == "self" ? e.local(a).spirit : op.spirit;
      int added = 0;
      for (int i = 0; i < n; ++i) added += e.add_presence(l, sp, a) ? 1 : 0;
      if (added > 0) e.note(e.spirit_name(sp) + " adds " + count_of(added, "presence") + " in " + l.id + ".");
      return;
    }
    case WhatKind::Strife:
      for (int i = 0; i < n; ++i)
        if (!add_one_strife(e, l, a)) return;
      return;
    case WhatKind::Piece:
      for (int i = 0; i < n; ++i) e.add_piece(l, static_cast<PieceKind>(what.index), a);
      break;
    case WhatKind::Group:
    case WhatKind::Incarna: throw kernel::RuleError("cannot add \"" + op.what + "\": name one kind of piece");
  }
  e.note("Add " + count_of(n, op.what) + " to " + l.id + ".");
}

}  // namespace arbiter::si
