// Ravage — one Ravage action in one land (the whole thing, including the Dahan fighting back):
//  0. A land chosen during Ravage (Warn of Impending Conflict) is chosen; Explorers that sit it out (Enthrall the
//  Foreign Explorers, rules/enthrall.h) are chosen.
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
#include "games/spirit_island/rules/blight.h"
#include "games/spirit_island/rules/chosen_at_ravage.h"
#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/enthrall.h"
#include "games/spirit_island/rules/lair.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

std::vector<Op> Engine::invader_action_ops(const std::string& action, const std::string& land) const {
  std::vector<Op> ops{rule_step([action, land](Engine& e, ActionId a) { e.invader_check(action, land, a); })};
  auto step = [&](void (Engine::*rule)(const std::string&, ActionId)) {
    ops.push_back(rule_step([rule, land](Engine& e, ActionId a) { (e.*rule)(land, a); }));
  };
  if (action == "ravage") step(&Engine::ravage_strife), step(&Engine::ravage_damage);
  if (action == "build") step(&Engine::build_here);
  if (action == "explore") step(&Engine::explore_here);
  return ops;
}

void Engine::ravage_strife(const std::string& land, ActionId a) {
  Land& l = state_.land(land);
  choose_ravage_land(*this, l, a);  // "one of your lands, chosen during Ravage" (rules/chosen_at_ravage.h)
  enthrall_explorers(*this, l, a);  // Explorers that sit the Ravage out keep their Strife
  lair_sits_out(*this, l, a);       // ... and those at a Lair Incarna (rules/lair.h)
  int spent = 0;
  for (auto& p : l.pieces)
    if (is_invader(p.kind) && p.strife > 0 && !local(a).sitting_out.count(p.uid)) {
      p.strife -= 1;
      local(a).harmless.insert(p.uid);
      ++spent;
    }
  fact(a, "ravage", l.id, "");
  if (spent)
    note("Strife: " + std::to_string(spent) + " Invader" + (spent == 1 ? "" : "s") + " in " + l.id +
         " lose 1 Strife and deal no Damage this Ravage.");
}

namespace {

// When the Dahan strike: timing modifiers are alterations applied in order (a choice when there
// are several); a later one overwrites only the timing. `first`: how many Dahan strike before the
// Invaders.
struct DahanTiming {
  bool simultaneous = false;
  int first = 0;
};
DahanTiming dahan_timing(Engine& e, const Land& l, ActionId a) {
  DahanTiming t;
  for (auto* m : e.ordered_modifiers(
           [&](const kernel::Modifier<ModifierSpec>& m) {
             return (m.payload.kind == "dahan-simultaneous" || m.payload.kind == "dahan-strike-first") &&
                    m.payload.covers(l);
           },
           l.id, a)) {
    if (m->payload.kind == "dahan-simultaneous") t.simultaneous = true, t.first = 0;
    else t.first = m->payload.n <= 0 ? 1000 : t.first + m->payload.n;
  }
  return t;
}

// Damage each Dahan deals in this Ravage (Engage on Their Own Terms: -1), whatever the timing.
int ravage_damage_per_dahan(const Engine& e, const Land& l) {
  int per_dahan = 2;
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "dahan-damage" && m.payload.covers(l)) per_dahan += m.payload.n;
  return std::max(0, per_dahan);
}

// The Invaders' own Damage, each with its per-Invader modifiers (those whose Strife was spent deal none).
int invaders_own_damage(const Engine& e, const Land& l, const ActionLocal& loc) {
  int individual = 0;
  for (const auto& p : l.pieces) {
    if (!is_invader(p.kind) || loc.harmless.count(p.uid) || loc.sitting_out.count(p.uid)) continue;
    int d = base_damage(p.kind);
    for (const auto& m : e.modifiers().all())
      if (m.payload.kind == "invader-damage" && m.payload.covers(l) &&
          (m.payload.what.empty() || m.payload.what == name(p.kind) || m.payload.what == "invaders"))
        d += m.payload.n;
    for (const auto& m : e.modifiers().all())
      if (m.payload.kind == "next-normal-ravage-damage" && loc.normal &&
          (m.payload.what.empty() || m.payload.what == name(p.kind) || m.payload.what == "invaders"))
        d += m.payload.n;
    if (p.kind == PieceKind::Explorer && e.has_rule("hunters-bring-home")) d += 1;
    if (e.has_rule("fine-steel-for-tools-and-guns"))  // Sweden L3: Towns deal 3, Cities 5
      d += p.kind == PieceKind::Town ? 1 : p.kind == PieceKind::City ? 2 : 0;
    individual += std::max(0, d);
  }
  return individual;
}

// The Ravage's Damage: per-land modifiers only add to Damage that is already there.
int ravage_total_damage(const Engine& e, const Land& l, int individual) {
  int total = individual;
  if (individual > 0) {
    for (const auto& m : e.modifiers().all())
      if (m.payload.kind == "ravage-damage-per-land" && m.payload.covers(l)) total += m.payload.n;
    // Habsburg Level 6 "Far-Flung Herds": +2 in total when any adjacent land has a Town.
    if (e.has_rule("far-flung-herds") && std::any_of(l.adjacent.begin(), l.adjacent.end(), [&](const std::string& id) {
          return e.state().land(id).count(PieceKind::Town) > 0;
        }))
      total += 2;
  }
  return total;
}

// The Dahan's counterattack after the Invaders' Damage: `strike` Damage now (Dahan striking
// simultaneously; 0 when they sat out), or, when -1, `per_dahan` from each surviving Dahan that
// did not strike first.
struct FightBack {
  std::string land;
  int strike = -1;
  int struck_first = 0;
  int per_dahan = 2;
};
void dahan_fight_back(Engine& e, const FightBack& f, ActionId a) {
  const Land& l = e.state().land(f.land);
  int dahan = dahan_taking_part(e, l, a);
  int amount = f.strike >= 0 ? f.strike : f.per_dahan * std::max(0, dahan - f.struck_first);
  if (amount <= 0 || l.invaders() == 0) {
    if (dahan > 0 && f.strike < 0) e.note("Dahan in " + l.id + " have no Invaders left to fight.");
    return;
  }
  int before_invaders = l.invaders();
  int dealt = e.damage_invaders(l, amount, "invaders", a, true);
  int destroyed = before_invaders - l.invaders();
  e.note(std::string(f.strike >= 0 ? "Dahan (striking simultaneously)" : "Dahan fight back") + " in " + l.id + ": " +
         std::to_string(dealt) + " Damage, " + std::to_string(destroyed) + " Invader" + (destroyed == 1 ? "" : "s") +
         " destroyed.");
}

}  // namespace

// Whether the Dahan sit this Ravage out: a modifier says so, or Spread Tumult and Delusion
// (Wandering Voice): in or next to its Incarna's land (Isolate does not break this), when Strife
// is there.
bool Engine::dahan_sit_out(const Land& l) const {
  bool dahan_out = false;
  for (const auto& m : modifiers_.all())
    if (m.payload.kind == "dahan-skip-ravage" && m.payload.covers(l)) dahan_out = true;
  for (const auto& [rule, spirit] : rules_) {
    if (rule != "spread-tumult-and-delusion" || !land_rule(rule, spirit, l) || count_what(l, "strife") == 0) continue;
    auto holds = [&, s = spirit](const Land& x) {
      return std::find(x.incarna.begin(), x.incarna.end(), s) != x.incarna.end();
    };
    bool near = holds(l);
    for (const auto& id : l.adjacent) near = near || holds(state_.land(id));
    dahan_out = dahan_out || near;
  }
  return dahan_out;
}

void Engine::ravage_damage(const std::string& land, ActionId a) {
  Land& l = state_.land(land);
  const bool dahan_out = dahan_sit_out(l);
  DahanTiming timing = dahan_timing(*this, l, a);
  const int per_dahan = ravage_damage_per_dahan(*this, l);
  int first = timing.first;
  const int taking_part = dahan_taking_part(*this, l, a);  // at a Lair, all but 3
  if (!dahan_out && first > 0 && taking_part > 0 && l.invaders() > 0) {
    int strikers = std::min(first, taking_part);
    int before = l.invaders();
    int dealt = damage_invaders(l, per_dahan * strikers, "invaders", a, true);
    note(std::to_string(strikers) + " Dahan in " + l.id + " strike before the Invaders: " + std::to_string(dealt) +
         " Damage, " + std::to_string(before - l.invaders()) + " Invader(s) destroyed.");
    first = strikers;
  } else {
    first = 0;
  }
  const int individual = invaders_own_damage(*this, l, local(a));
  const int total = ravage_total_damage(*this, l, individual);
  int defend = defend_in(l);
  for (const auto& m : modifiers_.all())  // Canny Defense: only Dahan taking part in this Ravage count
    if (m.payload.kind == "ravage-defend-per-dahan" && m.payload.covers(l) && !dahan_out)
      defend += m.payload.n * taking_part;
  int dealt = std::max(0, total - defend);

  // Dahan that strike simultaneously (Words of Warning) count before taking Damage; those who
  // already struck first don't strike again.
  int dahan_before = dahan_taking_part(*this, l, a);

  bool dahan_shielded = dahan_out;
  for (const auto& m : modifiers_.all())
    if (m.payload.kind == "dahan-no-ravage-damage" && m.payload.covers(l)) dahan_shielded = true;

  int threshold = (all_things_weaken()) ? 1 : 2;
  int blight = dealt >= threshold ? 1 : 0;
  bool heavy_mining = has_rule("heavy-mining") && dealt >= 6;

  int dahan_destroyed = 0, dahan_damage = 0;
  if (!dahan_shielded && dealt > 0 && dahan_before > 0) {
    dahan_damage = apply_badlands(l, dealt, a, false);
    dahan_destroyed = damage_dahan(l, dahan_damage, a, false);
  }

  std::string line = "Ravage in " + l.id + ": " + std::to_string(total) + " Damage";
  if (total != individual)
    line += " (" + std::to_string(individual) + " from the Invaders, +" + std::to_string(total - individual) +
            " for the land)";
  if (defend > 0) line += ", Defend " + std::to_string(defend) + " leaves " + std::to_string(dealt);
  line += " — land takes " + std::to_string(dealt) +
          (blight ? ", " + std::string(heavy_mining ? "2 Blight" : "1 Blight") + " added" : ", no Blight");
  if (dahan_out) line += "; the Dahan do not participate in this Ravage";
  else if (dahan_shielded) line += "; Dahan take no Damage from this Ravage";
  else if (dahan_before > 0) {
    line += "; Dahan take " + std::to_string(dahan_damage);
    if (dahan_destroyed) line += ", " + std::to_string(dahan_destroyed) + " destroyed";
  }
  note(line + ".");

  std::vector<Op> next;
  if (blight) {
    BlightAdding take;
    take.land = l.id;
    take.source = "ravage";
    take.irreparable = has_rule("irreparable-damage") && dealt >= 8;
    next.push_back(adding_blight(take));
    if (heavy_mining) {  // Sweden L1: a second Blight that neither destroys Presence nor cascades
      take.quiet = true;
      next.push_back(adding_blight(take));
    }
  }
  FightBack fight{l.id,
                  dahan_out             ? 0
                  : timing.simultaneous ? per_dahan * std::max(0, dahan_before - first)
                                        : -1,
                  first, per_dahan};
  next.push_back(rule_step([fight](Engine& e, ActionId b) { dahan_fight_back(e, fight, b); }));
  insert_next(next);
}

// Before an Invader action happens, its hook point: skips, Disease and Wilds (rules/invader_skips.cpp).
void Engine::invader_check(const std::string& action, const std::string& land, ActionId a) {
  if (invaders_cannot_act_there(*this, land, a)) return;  // the Endless Dark (rules/endless_dark.h)
  replaced(*this, {kInvaderAction, land, a, action, -1, DestroyHow::Damage, ""});
}

}  // namespace arbiter::si
