#include "games/spirit_island/rules/high_immigration.h"

#include <algorithm>

namespace arbiter::si {

bool high_immigration_tile(const Engine& e) {
  if (e.has_rule("high-immigration-stays")) return true;
  return e.has_rule("high-immigration") && !e.state().high_immigration_removed;
}

void high_immigration_build(Engine& e) {
  if (!high_immigration_tile(e)) return;
  e.invader_step(kHighImmigrationSlot);
}

void high_immigration_advance(Engine& e) {
  if (!high_immigration_tile(e)) return;
  const auto& arriving = e.state().slot("ravage");
  const bool stage_two =
      std::any_of(arriving.begin(), arriving.end(), [](const InvaderCard& c) { return c.stage == 2; });
  if (stage_two && !e.has_rule("high-immigration-stays")) {
    e.discard_invader_slot(kHighImmigrationSlot);
    e.remove_high_immigration_tile();
    e.note(
        "High Immigration: a Stage II card slides onto the tile; the tile is removed and the cards on it go "
        "to the discard.");
    return;
  }
  if (!arriving.empty()) e.note("High Immigration: the Ravage cards slide onto its tile; its own go to the discard.");
  e.slide_invader_cards("ravage", kHighImmigrationSlot);
}

}  // namespace arbiter::si
