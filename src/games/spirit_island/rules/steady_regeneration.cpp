// Steady Regeneration (see steady_regeneration.h).
#include "games/spirit_island/rules/steady_regeneration.h"

#include "games/spirit_island/rules/optional.h"

namespace arbiter::si {

void steady_regeneration(Engine& e, const Op&, ActionId a) {
  const Spirit* sp = e.state().find_spirit(e.local(a).spirit);
  bool added = false;  // the step's add, just before (refused where its Presence may not go)
  for (const auto& f : e.tree().at(a).facts) added = added || (f.kind == "presence-added" && sp && f.subject == sp->id);
  if (!added || sp->destroyed_presence == 0) return;
  const bool blighted = e.state().blight_card.flipped;
  if (blighted && sp->energy < 1) {
    e.note("Steady Regeneration: the island is Blighted and " + sp->name +
           " has no Energy to pay, so the Presence added comes from its track.");
    return;
  }
  const std::string cost = blighted ? " for 1 Energy (the island is Blighted)" : " freely (the island is Healthy)";
  if (!ask_may(e, sp->name + ": is the Presence added one of its destroyed Presence" + cost + "?",
               "Steady Regeneration", true, a)) {
    e.note("Steady Regeneration: the Presence " + sp->name + " added comes from its track.");
    return;
  }
  e.take_destroyed_presence(sp->id);
  if (blighted) e.lose_energy(sp->id, 1);
  e.note("Steady Regeneration: the Presence " + sp->name + " added is one of its destroyed Presence" + cost + "; " +
         std::to_string(sp->destroyed_presence) + " destroyed left.");
}

void Engine::take_destroyed_presence(const std::string& spirit) {
  if (Spirit* sp = state_.find_spirit(spirit); sp && sp->destroyed_presence > 0) sp->destroyed_presence -= 1;
}

}  // namespace arbiter::si
