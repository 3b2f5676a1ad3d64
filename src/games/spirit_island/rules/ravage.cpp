// Ravage — one Ravage action in one land (the whole thing, including the Dahan fighting back):
//  1. Strife: each Invader with Strife loses 1 Strife and deals no Damage this time (removed
//     before Damage, so Strife Health penalties end first).
//  2. Damage = the remaining Invaders' Damage with per-Invader modifiers, then per-land modifiers
//     and Habsburg Level 6 (which can't lift a total of 0), minus Defend (applied each time, never
//     used up).
//  3. That Damage hits the land and the Dahan simultaneously: the land gets 1 Blight if this one
//     instance is 2 or more; the Dahan take all of it, destroyed as efficiently as possible.
//  4. Adding Blight may flip the Blight card: its immediate effect is a nested action that finishes
//     before the Ravage does (new Invaders don't deal Damage; new Dahan join the counterattack).
//  5. Surviving Dahan fight back: 2 Damage each to Invaders (even if the Invaders dealt 0).
#include <algorithm>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

std::vector<Op> Engine::invader_action_ops(const std::string& action, const std::string& land) const {
  Op check;
  check.kind = OpKind::InvaderCheck;
  check.name = action;
  check.land = land;
  std::vector<Op> ops{check};
  auto step = [&](OpKind k) {
    Op o;
    o.kind = k;
    o.land = land;
    ops.push_back(o);
  };
  if (action == "ravage") step(OpKind::RavageStrife), step(OpKind::RavageDamage);
  if (action == "build") step(OpKind::BuildHere);
  if (action == "explore") step(OpKind::ExploreHere);
  return ops;
}

void Engine::ravage_strife(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  int spent = 0;
  for (auto& p : l.pieces)
    if (is_invader(p.kind) && p.strife > 0) {
      p.strife -= 1;
      local(a).harmless.insert(p.uid);
      ++spent;
    }
  fact(a, "ravage", l.id, "");
  if (spent) note("Strife: " + std::to_string(spent) + " Invader" + (spent == 1 ? "" : "s") + " in " + l.id +
                  " lose 1 Strife and deal no Damage this Ravage.");
}

void Engine::ravage_damage(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  ActionLocal& loc = local(a);
  bool dahan_out = false;
  for (const auto& m : modifiers.all())
    if (m.payload.kind == "dahan-skip-ravage" && m.payload.covers(l)) dahan_out = true;
  // Spread Tumult and Delusion (Wandering Voice): in or next to its Incarna's land (Isolate does not
  // break this), when Strife is there, the Dahan do not take part.
  for (const auto& [rule, spirit] : rules_) {
    if (rule != "spread-tumult-and-delusion" || count_what(l, "strife") == 0) continue;
    auto holds = [&, s = spirit](const Land& x) { return std::find(x.incarna.begin(), x.incarna.end(), s) != x.incarna.end(); };
    bool near = holds(l);
    for (const auto& id : l.adjacent) near = near || holds(state.land(id));
    dahan_out = dahan_out || near;
  }
  // When the Dahan strike: timing modifiers are alterations applied in order (a choice when there
  // are several); a later one overwrites only the timing. "first" Dahan strike before the Invaders.
  bool simultaneous = false;
  int first = 0;
  for (auto* m : modifiers.ordered(
           [&](const kernel::Modifier<ModifierSpec>& m) {
             return (m.payload.kind == "dahan-simultaneous" || m.payload.kind == "dahan-strike-first") && m.payload.covers(l);
           },
           choices, l.id, a)) {
    if (m->payload.kind == "dahan-simultaneous") simultaneous = true, first = 0;
    else first = m->payload.n <= 0 ? 1000 : first + m->payload.n;
  }
  // Damage each Dahan deals in this Ravage (Engage on Their Own Terms: -1), whatever the timing.
  int per_dahan = 2;
  for (const auto& m : modifiers.all())
    if (m.payload.kind == "dahan-damage" && m.payload.covers(l)) per_dahan += m.payload.n;
  per_dahan = std::max(0, per_dahan);
  if (!dahan_out && first > 0 && l.count(PieceKind::Dahan) > 0 && l.invaders() > 0) {
    int strikers = std::min(first, l.count(PieceKind::Dahan));
    int before = l.invaders();
    int dealt = damage_invaders(l, per_dahan * strikers, "invaders", a, true);
    note(std::to_string(strikers) + " Dahan in " + l.id + " strike before the Invaders: " + std::to_string(dealt) + " Damage, " +
         std::to_string(before - l.invaders()) + " Invader(s) destroyed.");
    first = strikers;
  } else {
    first = 0;
  }
  // individual Invader Damage, with per-Invader modifiers
  int individual = 0;
  for (const auto& p : l.pieces) {
    if (!is_invader(p.kind) || loc.harmless.count(p.uid)) continue;
    int d = base_damage(p.kind);
    for (const auto& m : modifiers.all())
      if (m.payload.kind == "invader-damage" && m.payload.covers(l) &&
          (m.payload.what.empty() || m.payload.what == name(p.kind) || m.payload.what == "invaders"))
        d += m.payload.n;
    for (const auto& m : modifiers.all())
      if (m.payload.kind == "next-normal-ravage-damage" && loc.normal &&
          (m.payload.what.empty() || m.payload.what == name(p.kind) || m.payload.what == "invaders"))
        d += m.payload.n;
    if (p.kind == PieceKind::Explorer && has_rule("hunters-bring-home")) d += 1;
    if (has_rule("fine-steel-for-tools-and-guns"))  // Sweden L3: Towns deal 3, Cities 5
      d += p.kind == PieceKind::Town ? 1 : p.kind == PieceKind::City ? 2 : 0;
    individual += std::max(0, d);
  }
  // per-land modifiers only add to Damage that is already there
  int total = individual;
  if (individual > 0) {
    for (const auto& m : modifiers.all())
      if (m.payload.kind == "ravage-damage-per-land" && m.payload.covers(l)) total += m.payload.n;
    // Habsburg Level 6 "Far-Flung Herds": +2 in total when any adjacent land has a Town.
    if (has_rule("far-flung-herds") &&
        std::any_of(l.adjacent.begin(), l.adjacent.end(), [&](const std::string& id) { return state.land(id).count(PieceKind::Town) > 0; }))
      total += 2;
  }
  int defend = defend_in(l);
  for (const auto& m : modifiers.all())  // Canny Defense: only Dahan taking part in this Ravage count
    if (m.payload.kind == "ravage-defend-per-dahan" && m.payload.covers(l) && !dahan_out)
      defend += m.payload.n * l.count(PieceKind::Dahan);
  int dealt = std::max(0, total - defend);

  // Dahan that strike simultaneously (Words of Warning) count before taking Damage; those who
  // already struck first don't strike again.
  int dahan_before = l.count(PieceKind::Dahan);

  bool dahan_shielded = dahan_out;
  for (const auto& m : modifiers.all())
    if (m.payload.kind == "dahan-no-ravage-damage" && m.payload.covers(l)) dahan_shielded = true;

  int threshold = (all_things_weaken()) ? 1 : 2;
  int blight = dealt >= threshold ? 1 : 0;
  bool heavy_mining = has_rule("heavy-mining") && dealt >= 6;

  int dahan_destroyed = 0, dahan_damage = 0;
  if (!dahan_shielded && dealt > 0 && l.count(PieceKind::Dahan) > 0) {
    dahan_damage = apply_badlands(l, dealt, a, false);
    dahan_destroyed = damage_dahan(l, dahan_damage, a, false);
  }

  std::string line = "Ravage in " + l.id + ": " + std::to_string(total) + " Damage";
  if (total != individual) line += " (" + std::to_string(individual) + " from the Invaders, +" + std::to_string(total - individual) + " for the land)";
  if (defend > 0) line += ", Defend " + std::to_string(defend) + " leaves " + std::to_string(dealt);
  line += " — land takes " + std::to_string(dealt) + (blight ? ", " + std::string(heavy_mining ? "2 Blight" : "1 Blight") + " added" : ", no Blight");
  if (dahan_out) line += "; the Dahan do not participate in this Ravage";
  else if (dahan_shielded) line += "; Dahan take no Damage from this Ravage";
  else if (dahan_before > 0) {
    line += "; Dahan take " + std::to_string(dahan_damage);
    if (dahan_destroyed) line += ", " + std::to_string(dahan_destroyed) + " destroyed";
  }
  note(line + ".");

  std::vector<Op> next;
  if (blight) {
    Op take;
    take.kind = OpKind::BlightTake;
    take.land = l.id;
    take.source = "ravage";
    next.push_back(take);
    if (heavy_mining) {  // Sweden L1: a second Blight that neither destroys Presence nor cascades
      take.quiet = true;
      next.push_back(take);
    }
  }
  Op fight;
  fight.kind = OpKind::DahanFightBack;
  fight.land = l.id;
  fight.n = dahan_out ? 0 : simultaneous ? per_dahan * std::max(0, dahan_before - first) : -1;
  fight.amount2 = first;  // Dahan who already struck first
  fight.per_dahan = per_dahan;
  next.push_back(fight);
  insert_next(next);
}

void Engine::dahan_fight_back(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  int dahan = l.count(PieceKind::Dahan);
  int amount = op.n >= 0 ? op.n : op.per_dahan * std::max(0, dahan - op.amount2);
  if (amount <= 0 || l.invaders() == 0) {
    if (dahan > 0 && op.n < 0) note("Dahan in " + l.id + " have no Invaders left to fight.");
    return;
  }
  int before_invaders = l.invaders();
  int dealt = damage_invaders(l, amount, "invaders", a, true);
  int destroyed = before_invaders - l.invaders();
  note(std::string(op.n >= 0 ? "Dahan (striking simultaneously)" : "Dahan fight back") + " in " + l.id + ": " +
       std::to_string(dealt) + " Damage, " + std::to_string(destroyed) + " Invader" + (destroyed == 1 ? "" : "s") +
       " destroyed.");
}

// Before an Invader action happens, its hook point: skips, Disease and Wilds (rules/invader_skips.cpp).
void Engine::invader_check(const Op& op, ActionId a) {
  replaced(*this, {kInvaderAction, op.land, a, op.name, -1, DestroyHow::Damage, ""});
}

}  // namespace arbiter::si
