// Responsibilities to the Dead (see responsibilities.h).
#include "games/spirit_island/rules/responsibilities.h"

namespace arbiter::si {

// Whether `r` is Drowning (Ocean In Play's triggered action, rules/ocean.h) after one of the Spirit's own
// actions moved the pieces into the Ocean: that action "directly triggers their destruction by moving them".
static bool drowned_after_its_move(const Engine& e, const std::string& spirit, const ActionLocal& loc) {
  if (loc.trigger.kind != "ocean-in-play" || loc.trigger_from == kNoAction) return false;
  const ActionLocal& mover = e.local(loc.trigger_from);
  return mover.spirit == spirit && mover.invader_action.empty();
}

bool own_action_destroyed_invaders_or_dahan(const Engine& e, const TriggerSpec& s, const kernel::ActionRecord& r) {
  const ActionLocal& loc = e.local(r.id);
  const bool own = loc.spirit == s.spirit && loc.invader_action.empty();
  if (!own && !drowned_after_its_move(e, s.spirit, loc)) return false;
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
