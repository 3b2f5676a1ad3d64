// Health, Defend and Damage: how Damage is allocated to pieces and when they are destroyed.
#include <algorithm>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/damage_bonus.h"
#include "games/spirit_island/rules/durable.h"
#include "games/spirit_island/rules/hearth.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

int Engine::health(const Piece& p, const Land& l) const {
  int h = base_health(p.kind);
  int minus = 0;
  for (const auto& m : modifiers_.all()) {
    const ModifierSpec& s = m.payload;
    if (!s.covers(l)) continue;
    if (s.kind == "health" &&
        (s.what.empty() || s.what == name(p.kind) || (s.what == "invaders" && is_invader(p.kind)) ||
         (s.what == "town-city" && (p.kind == PieceKind::Town || p.kind == PieceKind::City))))
      h += s.n;
    if (s.kind == "strife-reduces-health" && is_invader(p.kind)) minus += p.strife;
  }
  if (all_things_weaken()) minus += 1;
  if (durable_town(*this, l, p)) h += 2;
  if (p.kind == PieceKind::Dahan) h += hearth_dahan_health(*this, l);  // Fortify Heart and Hearth
  return minus > 0 ? std::max(1, h - minus) : h;
}

int Engine::defend_in(const Land& l) const {
  int d = l.defend;
  for (const auto& [rule, spirit] : rules_)
    if (rule == "earths-vitality" && land_rule(rule, spirit, l) && state_.sacred_site(l, spirit)) d += 3;
  return d;
}

// Badlands: each Badlands token adds +1 Damage to one time an action damages Invaders (and,
// separately, one time it damages Dahan) in its land — only to Damage actually being dealt. Not
// necessarily the first time: the players choose (choice "badlands", context land: how many of
// the unused tokens boost this Damage; default all of them). Pieces that count as Badlands for this
// action boost it as Badlands do: the count is counted(), the one every read of a kind goes through.
int Engine::apply_badlands(const Land& at, int amount, ActionId by, bool vs_invaders) {
  Land& l = own(at);
  if (amount <= 0 || by == kNoAction) return amount;
  int tokens = counted(*this, l, "badlands", by);
  ActionLocal& loc = local(by);
  int& used = vs_invaders ? loc.badlands_used_invaders : loc.badlands_used_dahan;
  int unused = std::max(0, tokens - used);
  if (unused == 0) return amount;
  std::vector<std::string> options;
  for (int i = 0; i <= unused; ++i) options.push_back(std::to_string(i));
  kernel::ChoicePoint cp{
      "badlands", "How many unused Badlands boost this " + std::to_string(amount) + " Damage in " + l.id + "?",
      l.id,       options,
      {},         false,
      by};
  int bonus = std::stoi(choices_.decide_one(cp, options.back()));
  if (bonus > 0) {
    used += bonus;
    note("Badlands adds +" + std::to_string(bonus) + " Damage.");
  } else {
    note("The Badlands in " + l.id + " is saved for a later time this action damages " +
         (vs_invaders ? "Invaders" : "Dahan") + ".");
  }
  return amount + bonus;
}

static bool in_group(PieceKind k, const std::string& group) {
  if (group == "invaders") return is_invader(k);
  if (group == "town-city") return k == PieceKind::Town || k == PieceKind::City;
  if (group == "explorer-town") return k == PieceKind::Explorer || k == PieceKind::Town;
  return name(k) == group;
}

// Allocates `amount` Damage among Invaders of `group` in `l`. The players choose (choice
// "damage", context land id: a list of piece kinds, each getting enough Damage to destroy one of
// that kind); the default destroys the biggest Invader it can, then the next, and puts leftover
// Damage on the biggest Invader. Returns the Damage actually dealt.
int Engine::damage_invaders(const Land& at, int amount, const std::string& group, ActionId by, bool boostable) {
  Land& l = own(at);
  // Invaders sitting this Ravage out (Enthrall the Foreign Explorers) take none of its Damage.
  const std::set<int> out = by == kNoAction ? std::set<int>{} : local(by).sitting_out;
  auto hittable = [&](const Piece& p) { return in_group(p.kind, group) && !out.count(p.uid); };
  if (boostable) amount = apply_badlands(l, amount + power_damage_bonus(*this, amount, by), by, true);
  if (amount <= 0) return 0;
  if (!replaced(*this, {kWouldDamage, l.id, by, group, -1, DestroyHow::Damage, ""}).empty()) return 0;
  std::vector<std::string> options, plan;
  {
    std::vector<Piece> sim;
    for (const auto& p : l.pieces)
      if (hittable(p)) {
        sim.push_back(p);
        if (std::find(options.begin(), options.end(), name(p.kind)) == options.end()) options.push_back(name(p.kind));
      }
    int left = amount;
    while (left > 0 && !sim.empty()) {
      int best = -1;
      for (size_t i = 0; i < sim.size(); ++i) {
        int need = health(sim[i], l) - sim[i].damage;
        if (need <= left && (best < 0 || sim[i].kind > sim[static_cast<size_t>(best)].kind)) best = static_cast<int>(i);
      }
      if (best < 0) {
        plan.push_back(
            name(std::max_element(sim.begin(), sim.end(), [](auto& a, auto& b) { return a.kind < b.kind; })->kind));
        break;
      }
      left -= health(sim[static_cast<size_t>(best)], l) - sim[static_cast<size_t>(best)].damage;
      plan.push_back(name(sim[static_cast<size_t>(best)].kind));
      sim.erase(sim.begin() + best);
    }
  }
  if (options.empty()) return 0;
  kernel::ChoicePoint cp{
      "damage", "How is " + std::to_string(amount) + " Damage to Invaders in " + l.id + " allocated?",
      l.id,     options,
      {},       false,
      by};
  std::vector<std::string> pick = options.size() == 1 && plan.size() <= 1 ? plan : choices_.decide(cp, plan, true);
  int left = amount, dealt = 0, destroyed = 0;
  auto hit = [&](PieceKind k) {
    // the most damaged piece of that kind first: it needs the least to destroy
    int idx = -1;
    for (size_t i = 0; i < l.pieces.size(); ++i)
      if (l.pieces[i].kind == k && !out.count(l.pieces[i].uid) &&
          (idx < 0 || l.pieces[i].damage > l.pieces[static_cast<size_t>(idx)].damage))
        idx = static_cast<int>(i);
    if (idx < 0) return false;
    Piece& p = l.pieces[static_cast<size_t>(idx)];
    int give = std::min(left, health(p, l) - p.damage);
    add_damage(p, give, by);
    left -= give;
    dealt += give;
    if (p.damage >= health(p, l)) {
      destroy_piece(l, static_cast<size_t>(idx), by);
      ++destroyed;
    }
    return true;
  };
  for (const auto& k : pick) {
    if (left <= 0) break;
    auto i = std::find(piece_names().begin(), piece_names().end(), k) - piece_names().begin();
    hit(static_cast<PieceKind>(i));
  }
  while (left > 0) {  // anything the pick left over goes by the default rule
    PieceKind biggest = PieceKind::Explorer;
    bool any = false;
    for (const auto& p : l.pieces)
      if (hittable(p) && (!any || p.kind > biggest)) biggest = p.kind, any = true;
    if (!any) break;
    hit(biggest);
  }
  return dealt;
}

// Damage to Dahan is applied efficiently: destroy as many as possible (the most damaged first),
// then any leftover Damage hurts one more Dahan.
int Engine::damage_dahan(const Land& at, int amount, ActionId by, bool boostable) {
  Land& l = own(at);
  if (boostable) amount = apply_badlands(l, amount + power_damage_bonus(*this, amount, by), by, false);
  if (amount > 0 && l.count(PieceKind::Dahan) > 0 &&
      !replaced(*this, {kWouldDamage, l.id, by, "dahan", -1, DestroyHow::Damage, ""}).empty())
    return 0;
  int left = amount, destroyed = 0;
  const std::set<int> out = by == kNoAction ? std::set<int>{} : local(by).sitting_out;  // at a Lair (rules/lair.h)
  while (left > 0) {
    int idx = -1;
    for (size_t i = 0; i < l.pieces.size(); ++i)
      if (l.pieces[i].kind == PieceKind::Dahan && !out.count(l.pieces[i].uid) &&
          (idx < 0 || l.pieces[i].damage > l.pieces[static_cast<size_t>(idx)].damage))
        idx = static_cast<int>(i);
    if (idx < 0) break;
    Piece& p = l.pieces[static_cast<size_t>(idx)];
    int need = health(p, l) - p.damage;
    if (need <= left) {
      left -= need;
      destroy_piece(l, static_cast<size_t>(idx), by);
      ++destroyed;
    } else {
      add_damage(p, left, by);
      left = 0;
    }
  }
  return destroyed;
}

}  // namespace arbiter::si
