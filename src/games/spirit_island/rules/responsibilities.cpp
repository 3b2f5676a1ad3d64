// Responsibilities to the Dead (see responsibilities.h).
#include "games/spirit_island/rules/responsibilities.h"

namespace arbiter::si {

bool own_action_destroyed_invaders_or_dahan(const Engine& e, const TriggerSpec& s, const kernel::ActionRecord& r) {
  const ActionLocal& loc = e.local(r.id);
  if (loc.spirit != s.spirit || !loc.invader_action.empty()) return false;
  int n = 0;
  for (const char* kind : {"explorer", "town", "city", "dahan"}) n += r.count("destroyed", "", kind);
  return n > 0;
}

// Destroys 1 of the Spirit's Presence, in a land of its the players pick (choice `land`); false
// when it has none left on the island.
static bool destroy_one_presence(Engine& e, const std::string& spirit, ActionId a) {
  std::vector<std::string> lands;
  for (const auto& l : e.state().lands)
    if (l.presence_of(spirit) > 0) lands.push_back(l.id);
  if (lands.empty()) return false;
  kernel::ChoicePoint cp{
      "land", "Responsibilities to the Dead: destroy 1 Presence where?", e.tree().at(a).label, lands, {}, false, a};
  const std::string where = lands.size() == 1 ? lands.front() : e.decide_one(cp, lands.front());
  e.destroy_presence(e.state().land(where), spirit, a, "Responsibilities to the Dead");
  return true;
}

void responsibilities_to_the_dead(Engine& e, const Op&, ActionId a) {
  const std::string spirit = e.local(a).spirit;
  const Spirit* sp = e.state().find_spirit(spirit);
  if (!sp) return;
  destroy_one_presence(e, spirit, a);
  if (sp->energy > 0) {
    e.lose_energy(spirit, 1);
    e.note("Responsibilities to the Dead: " + sp->name + " loses 1 Energy (" + std::to_string(sp->energy) + " left).");
    return;
  }
  e.note("Responsibilities to the Dead: " + sp->name + " has no Energy to lose, so another Presence is destroyed.");
  destroy_one_presence(e, spirit, a);
}

}  // namespace arbiter::si
