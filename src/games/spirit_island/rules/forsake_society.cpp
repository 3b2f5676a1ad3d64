// Forsake Society to Chase After Dreams (see forsake_society.h).
#include "games/spirit_island/rules/forsake_society.h"

#include "games/spirit_island/rules/isolate.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

void forsake_society(Engine& e, const Op&, ActionId a) {
  ActionLocal& loc = e.local(a);
  if (loc.land.empty()) return;
  const Land& l = e.state().land(loc.land);
  const std::vector<int> fresh = loc.explorers_replaced_in;
  loc.explorers_replaced_in.clear();  // a Repeat starts with none
  if (fresh.empty()) {                // "after this Power replaces pieces with Explorers": it did not
    e.note("Forsake Society: nothing was replaced with Explorers, so nothing is gathered and no Fear.");
    return;
  }
  IsolateLet let = IsolateLet::Unasked;
  int gathered = 0;
  for (int uid : fresh) {
    const int idx = piece_at(l, uid);
    if (idx < 0) continue;
    std::vector<std::string> yours;
    for (const auto& id : l.adjacent)
      if (e.state().land(id).presence_of(loc.spirit) > 0) yours.push_back(id);
    if (!yours.empty()) yours = invader_moves(e, l.id, yours, "explorer", a, let);
    if (yours.empty()) break;
    std::vector<std::string> options = yours;
    options.push_back("stay");
    const std::string context = "Forsake Society: " + l.id + ":explorer";
    kernel::ChoicePoint cp{"land", "Is a new Explorer gathered into one of your lands?", context, options, {}, false,
                           a};
    const std::string to = e.decide_one(cp, yours.front());
    if (to == "stay") continue;
    e.move_piece(l, static_cast<size_t>(idx), e.state().land(to), a);
    ++gathered;
  }
  const bool remain = l.count(PieceKind::Town) + l.count(PieceKind::City) > 0;
  if (remain) e.generate_fear(1, a);
  e.note("Forsake Society: " + std::to_string(gathered) + " of the " + std::to_string(fresh.size()) +
         " new Explorer(s) gathered into " + e.spirit_name(loc.spirit) + "'s lands; " +
         (remain ? "Town/City remain in " + l.id + ": 1 Fear." : "no Town/City remain in " + l.id + "."));
}

}  // namespace arbiter::si
