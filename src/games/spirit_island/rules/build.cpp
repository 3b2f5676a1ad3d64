// Build — one Build action in one land: if the land has more Towns than Cities, add 1 City;
// otherwise add 1 Town. The new piece comes from the supply (nothing is upgraded) and passes through
// the would-add hook point, where Habsburg Level 2 (More Rural Than Urban, rules/more_rural.h) may
// add 2 Towns instead of 1 City. Other adversary levels: France Level 4 (Triangle Trade): a Coastal
// City built adds 1 Town next door; France Level 2 (Slave Labor): after the Build, all but 1 of 2
// or more Explorers there become Towns.
#include <algorithm>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Triangle Trade: 1 Town to the adjacent land with the fewest Towns (ties: the players choose).
static void triangle_trade(Engine& e, const Land& l, ActionId a) {
  if (l.adjacent.empty()) return;
  int fewest = 1000;
  for (const auto& id : l.adjacent) fewest = std::min(fewest, e.state().land(id).count(PieceKind::Town));
  std::vector<std::string> options;
  for (const auto& id : l.adjacent)
    if (e.state().land(id).count(PieceKind::Town) == fewest) options.push_back(id);
  kernel::ChoicePoint cp{
      "land", "Triangle Trade: which adjacent land with the fewest Towns gets a Town?", l.id, options, {}, false, a};
  std::string to = options.size() == 1 ? options.front() : e.decide_one(cp, options.front());
  e.add_piece(e.state().land(to), PieceKind::Town, a);
  e.note("Triangle Trade (France Level 4): a Coastal City was built in " + l.id + ", so 1 Town is added to " + to +
         " (the adjacent land with the fewest Towns).");
}

// Slave Labor: the Explorers beyond the first are replaced, one Town each.
static void slave_labor(Engine& e, const Land& l, ActionId a) {
  const int replaced = l.count(PieceKind::Explorer) - 1;
  if (replaced < 1) return;
  for (int i = 0; i < replaced; ++i)
    for (size_t j = 0; j < l.pieces.size(); ++j)
      if (l.pieces[j].kind == PieceKind::Explorer) {
        e.replace_piece(l, j, {"town"}, a);
        break;
      }
  e.note("Slave Labor (France Level 2): after the Build in " + l.id + ", " + std::to_string(replaced) +
         " of its Explorers (all but 1) are replaced with as many Towns.");
}

void Engine::build_here(const std::string& land, ActionId a) {
  Land& l = state_.land(land);
  int towns = l.count(PieceKind::Town), cities = l.count(PieceKind::City);
  PieceKind k = towns > cities ? PieceKind::City : PieceKind::Town;
  if (add_piece(l, k, a).empty()) {  // else the replacement said what it added
    note("Build in " + l.id + ": " +
         (k == PieceKind::City ? "1 City added (more Towns than Cities)." : "1 Town added."));
    if (k == PieceKind::City && l.coastal && has_rule("triangle-trade")) triangle_trade(*this, l, a);
  }
  if (has_rule("slave-labor")) slave_labor(*this, l, a);
}

}  // namespace arbiter::si
