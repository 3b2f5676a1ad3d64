// A land chosen during Ravage (see chosen_at_ravage.h).
#include "games/spirit_island/rules/chosen_at_ravage.h"
#include "games/spirit_island/rules/optional.h"

#include <algorithm>
#include <map>

namespace arbiter::si {

bool read_during_ravage(const std::string& kind) {
  static const std::vector<std::string> kinds{
      "dahan-strike-first", "dahan-simultaneous",      "dahan-damage",   "dahan-no-ravage-damage",
      "dahan-skip-ravage",  "ravage-defend-per-dahan", "invader-damage", "ravage-damage-per-land"};
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

void choose_ravage_land(Engine& e, const Land& l, ActionId a) {
  // The unplaced modifiers whose Spirit has Presence here, by the action that set them up.
  std::map<ActionId, std::vector<kernel::Modifier<ModifierSpec>>> waiting;
  for (const auto& m : e.modifiers().all())
    if (!m.spent && m.payload.scope == "chosen-at-ravage" && l.presence_of(m.payload.spirit) > 0)
      waiting[m.set_up_by].push_back(m);
  for (const auto& [by, mods] : waiting) {
    const std::string context = mods.front().source + ": " + l.id;
    const std::string question = mods.front().source + ": is " + l.id + " the land chosen during this Ravage?";
    if (!ask_may(e, question, context, l.count(PieceKind::Dahan) > 0, a)) continue;
    for (const auto& m : mods) {
      ModifierSpec placed = m.payload;
      placed.scope = "land";
      placed.land = l.id;
      placed.board = l.board;
      e.remove_modifier(m.id);
      e.add_modifier(m.name, m.source, m.duration, placed, m.set_up_by);
    }
    e.note(mods.front().source + ": " + l.id + " is the land chosen during this Ravage.");
  }
}

}  // namespace arbiter::si
