// Damage to each piece of a group, as a single instance of Damage.
#include "games/spirit_island/rules/damage_each.h"

#include <algorithm>

#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

static bool in_group(PieceKind k, const std::string& group) {
  if (group == "invaders") return is_invader(k);
  if (group == "town-city") return k == PieceKind::Town || k == PieceKind::City;
  if (group == "explorer-town") return k == PieceKind::Explorer || k == PieceKind::Town;
  return name(k) == group;
}

std::string damage_each(Engine& e, Land& l, const std::string& group, int per_piece, int bonus, ActionId a) {
  bool dahan = group == "dahan";
  std::string instead = replaced(e, {kWouldDamage, l.id, a, group, -1, DestroyHow::Damage, ""});
  if (!instead.empty()) return "No Damage is dealt in " + l.id + " (" + instead + ").";
  int extra = e.apply_badlands(l, per_piece, a, !dahan) - per_piece + bonus;
  // The pieces are fixed before any is destroyed; biggest first.
  std::vector<int> uids;
  for (const auto& p : l.pieces)
    if (in_group(p.kind, group)) uids.push_back(p.uid);
  auto find = [&](int uid) {
    for (size_t i = 0; i < l.pieces.size(); ++i)
      if (l.pieces[i].uid == uid) return static_cast<int>(i);
    return -1;
  };
  std::stable_sort(uids.begin(), uids.end(), [&](int x, int y) { return l.pieces[find(x)].kind > l.pieces[find(y)].kind; });
  int boosted = uids.front();
  for (int uid : uids) {
    const Piece& p = l.pieces[find(uid)];
    int left = e.health(p, l) - p.damage;
    if (left > per_piece && left <= per_piece + extra) {
      boosted = uid;
      break;
    }
  }
  int destroyed = 0;
  for (int uid : uids) {
    int i = find(uid);
    Piece& p = l.pieces[static_cast<size_t>(i)];
    int n = per_piece + (uid == boosted ? extra : 0);
    p.damage += n;
    if (p.damage >= e.health(p, l)) {
      e.destroy_piece(l, static_cast<size_t>(i), a);
      ++destroyed;
    }
  }
  std::string who = dahan ? "Dahan" : group == "town-city" ? "Town/City" : group == "invaders" ? "Invader" : count_of(1, group).substr(2);
  return std::to_string(per_piece) + " Damage to each " + who + " in " + l.id + " (" + std::to_string(uids.size()) + " hit" +
         (extra > 0 ? ", one of them +" + std::to_string(extra) : "") + "): " + std::to_string(destroyed) + " destroyed.";
}

}  // namespace arbiter::si
