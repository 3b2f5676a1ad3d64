// Time Passes: all Damage heals (unless an effect says those pieces don't heal), single-turn
// markers (Defend, Isolate) and this-turn effects, triggers and modifiers end.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void Engine::time_passes() {
  int healed = 0;
  for (auto& l : state.lands) {
    bool no_heal = false;
    for (const auto& m : modifiers.all())
      if (m.payload.kind == "no-heal" && m.payload.land == l.id) no_heal = true;
    for (const auto& [rule, spirit] : rules_)
      if (rule == "slow-and-silent-death" && l.presence_of(spirit) > 0) no_heal = true;
    for (auto& p : l.pieces)
      if (p.damage > 0 && !(no_heal && is_invader(p.kind))) p.damage = 0, ++healed;
    l.defend = 0;
    l.isolated = false;
  }
  for (auto& sp : state.spirits) sp.played.clear();  // played cards are discarded
  triggers.expire(kernel::Boundary::EndOfTurn);
  modifiers.expire(kernel::Boundary::EndOfTurn);
  state.turn += 1;
  state.phase = "spirit";
  note("Time Passes: " + std::to_string(healed) + " damaged piece" + (healed == 1 ? "" : "s") +
       " heal; Defend, Isolate and this turn's effects end.");
  flush();
}

}  // namespace arbiter::si
