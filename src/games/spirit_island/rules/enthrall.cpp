// Enthrall the Foreign Explorers (see enthrall.h).
#include "games/spirit_island/rules/enthrall.h"

#include <algorithm>

#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/optional.h"

namespace arbiter::si {

void enthrall_explorers(Engine& e, const Land& l, ActionId a) {
  for (const auto& sp : e.state().spirits) {
    const int presence = l.presence_of(sp.id);
    if (presence == 0 || !e.land_rule("enthrall-the-foreign-explorers", sp.id, l)) continue;
    int explorers = 0;
    for (const auto& p : l.pieces)
      explorers += p.kind == PieceKind::Explorer && !e.local(a).sitting_out.count(p.uid) ? 1 : 0;
    Op ignore;  // the instruction, as the optional mechanism names it
    ignore.kind = OpKind::Rule;
    ignore.name = "Enthrall the Foreign Explorers: ignore up to " + std::to_string(2 * presence) + " Explorers";
    ignore.what = "explorer";
    ignore.up_to = true;
    const int n = how_many(e, ignore, l.id, std::min(2 * presence, explorers), a);
    if (n == 0) continue;
    for (size_t i : pick_pieces(e, l, "explorer", n, false, a, "ignore in this Ravage"))
      e.local(a).sitting_out.insert(l.pieces[i].uid);
    e.note("Enthrall the Foreign Explorers (" + e.spirit_name(sp.id) + ", " + count_of(presence, "presence") +
           "): " + count_of(n, "explorer") + " in " + l.id + " do not take part in this Ravage.");
  }
}

}  // namespace arbiter::si
