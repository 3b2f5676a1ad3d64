#include "games/spirit_island/rules/sprawling_plantations.h"

namespace arbiter::si {

bool no_town_to_place(Engine& e, const std::string& land) {
  if (!e.has_rule("sprawling-plantations")) return false;
  const int supply = kSprawlingTownsPerPlayer * e.state().players - e.state().total(PieceKind::Town);
  if (supply > 0) return false;
  e.note("Sprawling Plantations: no Town is left in the supply to place in " + land + "; it is not placed.");
  e.lost("Sprawling Plantations: a Town could not be placed (the supply's " +
         std::to_string(kSprawlingTownsPerPlayer * e.state().players) + " are all on the island)");
  return true;
}

}  // namespace arbiter::si
