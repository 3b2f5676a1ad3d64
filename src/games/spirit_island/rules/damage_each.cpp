// Damage to each piece of a group, as a single instance of Damage (see damage_each.h).
#include "games/spirit_island/rules/damage_each.h"

#include <algorithm>
#include <map>

#include "games/spirit_island/rules/replacements.h"
#include "kernel/errors.h"

namespace arbiter::si {

static bool in_damage_group(PieceKind k, const std::string& group) {
  if (group == "invaders") return is_invader(k);
  if (group == "town-city") return k == PieceKind::Town || k == PieceKind::City;
  if (group == "explorer-town") return k == PieceKind::Explorer || k == PieceKind::Town;
  return name(k) == group;
}

// 3. Where the extra points go: one piece uid per point.
static std::vector<int> place_extra(Engine& e, Land& l, const std::vector<int>& uids, int per_piece, int extra, ActionId a) {
  std::map<int, int> need;  // extra Damage each piece still needs to be destroyed (≤ 0: destroyed by per_piece)
  std::vector<std::string> kinds;
  for (int uid : uids) {
    const Piece& p = l.pieces[static_cast<size_t>(piece_at(l, uid))];
    need[uid] = e.health(p, l) - p.damage - per_piece;
    if (std::find(kinds.begin(), kinds.end(), name(p.kind)) == kinds.end()) kinds.push_back(name(p.kind));
  }
  auto kind_of = [&](int uid) { return name(l.pieces[static_cast<size_t>(piece_at(l, uid))].kind); };
  // The piece of `kind` a point brings closest to destruction (the first of that kind if none needs any).
  auto closest = [&](const std::string& kind) {
    int best = -1;
    for (int uid : uids)
      if (kind_of(uid) == kind && (best < 0 || (need[uid] > 0 && (need[best] <= 0 || need[uid] < need[best])))) best = uid;
    return best;
  };
  std::map<int, int> sim = need;
  std::vector<std::string> fallback;
  for (int left = extra; left > 0; --left) {
    int pick = -1;
    for (int uid : uids)
      if (sim[uid] > 0 && sim[uid] <= left) { pick = uid; break; }
    for (int uid : uids)
      if (pick < 0 && sim[uid] > 0) pick = uid;
    if (pick < 0) pick = uids.front();
    sim[pick] -= 1;
    fallback.push_back(kind_of(pick));
  }
  std::vector<std::string> chosen = fallback;
  if (kinds.size() > 1) {
    kernel::ChoicePoint cp{"extra-damage",
                           "Where do the " + std::to_string(extra) + " extra Damage in " + l.id + " go (one piece kind per point)?",
                           l.id, kinds, {}, false, a};
    chosen = e.choices.decide(cp, fallback, true);
    if (static_cast<int>(chosen.size()) != extra)
      throw kernel::RuleError("the extra Damage in " + l.id + " is " + std::to_string(extra) + ": name one piece kind per point, not " +
                              std::to_string(chosen.size()));
  }
  std::vector<int> out;
  for (const auto& k : chosen) {
    int uid = closest(k);
    need[uid] -= 1;
    out.push_back(uid);
  }
  return out;
}

std::string damage_each(Engine& e, Land& l, const std::string& group, int per_piece, int bonus, ActionId a) {
  bool dahan = group == "dahan";
  // 1. Protections.
  std::string instead = replaced(e, {kWouldDamage, l.id, a, group, -1, DestroyHow::Damage, ""});
  if (!instead.empty()) return "No Damage is dealt in " + l.id + " (" + instead + ").";
  int extra = e.apply_badlands(l, per_piece, a, !dahan) - per_piece + bonus;
  // 2. The pieces, biggest first.
  std::vector<int> uids;
  for (const auto& p : l.pieces)
    if (in_damage_group(p.kind, group)) uids.push_back(p.uid);
  std::stable_sort(uids.begin(), uids.end(), [&](int x, int y) {
    return l.pieces[static_cast<size_t>(piece_at(l, x))].kind > l.pieces[static_cast<size_t>(piece_at(l, y))].kind;
  });
  // 3. The extra points.
  std::map<int, int> plus;
  if (extra > 0 && !uids.empty())
    for (int uid : place_extra(e, l, uids, per_piece, extra, a)) plus[uid] += 1;
  int destroyed = 0;
  for (int uid : uids) {
    int i = piece_at(l, uid);
    Piece& p = l.pieces[static_cast<size_t>(i)];
    p.damage += per_piece + plus[uid];
    if (p.damage >= e.health(p, l)) {
      e.destroy_piece(l, static_cast<size_t>(i), a);
      ++destroyed;
    }
  }
  std::string who = dahan ? "Dahan" : group == "town-city" ? "Town/City" : group == "invaders" ? "Invader" : count_of(1, group).substr(2);
  std::string boosted;
  if (plus.size() == 1) boosted = ", one of them +" + std::to_string(extra);
  if (plus.size() > 1) boosted = ", +" + std::to_string(extra) + " spread over " + std::to_string(plus.size()) + " of them";
  return std::to_string(per_piece) + " Damage to each " + who + " in " + l.id + " (" + std::to_string(uids.size()) + " hit" + boosted +
         "): " + std::to_string(destroyed) + " destroyed.";
}

}  // namespace arbiter::si
