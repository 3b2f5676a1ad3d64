// Time Passes: all Damage heals (unless an effect says those pieces don't heal), single-turn
// markers (Defend, Isolate) and this-turn effects, triggers and modifiers end.
#include <algorithm>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

void Engine::time_passes() {
  // Slow and Silent Death (Shroud of Silent Mist), before anything heals: 1 Fear per land of its
  // with Damaged Invaders (at most 5), and 1 Energy per 3 such lands.
  for (const auto& [rule, spirit] : rules_) {
    if (rule != "slow-and-silent-death") continue;
    int wounded = 0;
    for (const auto& l : state_.lands)
      wounded += l.presence_of(spirit) > 0 && land_rule(rule, spirit, l) &&
                 std::any_of(l.pieces.begin(), l.pieces.end(),
                             [](const Piece& p) { return is_invader(p.kind) && p.damage > 0; });
    if (wounded == 0) continue;
    generate_fear(std::min(wounded, 5), kNoAction);
    Spirit* sp = state_.find_spirit(spirit);
    sp->energy += wounded / 3;
    note("Slow and Silent Death: " + std::to_string(wounded) + " of " + sp->name + "'s lands hold Damaged Invaders: " +
         std::to_string(std::min(wounded, 5)) + " Fear, " + std::to_string(wounded / 3) + " Energy.");
  }
  int healed = 0;
  for (auto& l : state_.lands) {
    bool no_heal = false, shroud = false;  // Invaders don't heal; under Slow and Silent Death, Dahan neither
    for (const auto& m : modifiers_.all())
      if (m.payload.kind == "no-heal" && m.payload.land == l.id) no_heal = true;
    for (const auto& [rule, spirit] : rules_)
      if (rule == "slow-and-silent-death" && l.presence_of(spirit) > 0 && land_rule(rule, spirit, l)) shroud = true;
    for (auto& p : l.pieces) {
      bool stays = ((no_heal || shroud) && is_invader(p.kind)) || (shroud && p.kind == PieceKind::Dahan);
      if (p.damage > 0 && !stays) p.damage = 0, ++healed;
    }
    l.defend = 0;
    l.isolated = false;
  }
  for (auto& sp : state_.spirits) {
    sp.played.clear();           // played cards are discarded
    sp.behemoth_rises_used = 0;  // "once per turn" (rules/behemoth.h)
    sp.innate_used = false;
  }
  triggers_.expire(kernel::Boundary::EndOfTurn);
  modifiers_.expire(kernel::Boundary::EndOfTurn);
  state_.turn += 1;
  state_.phase = "spirit";
  note("Time Passes: " + std::to_string(healed) + " damaged piece" + (healed == 1 ? "" : "s") +
       " heal; Defend, Isolate and this turn's effects end.");
  flush();
}

}  // namespace arbiter::si
