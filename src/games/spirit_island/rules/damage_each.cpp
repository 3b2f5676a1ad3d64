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
static std::vector<int> place_extra(Engine& e, const Land& l, const std::vector<int>& uids, int per_piece, int extra,
                                    ActionId a) {
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
      if (kind_of(uid) == kind && (best < 0 || (need[uid] > 0 && (need[best] <= 0 || need[uid] < need[best]))))
        best = uid;
    return best;
  };
  std::map<int, int> sim = need;
  std::vector<std::string> fallback;
  for (int left = extra; left > 0; --left) {
    int pick = -1;
    for (int uid : uids)
      if (sim[uid] > 0 && sim[uid] <= left) {
        pick = uid;
        break;
      }
    for (int uid : uids)
      if (pick < 0 && sim[uid] > 0) pick = uid;
    if (pick < 0) pick = uids.front();
    sim[pick] -= 1;
    fallback.push_back(kind_of(pick));
  }
  std::vector<std::string> chosen = fallback;
  if (kinds.size() > 1) {
    kernel::ChoicePoint cp{
        "extra-damage",
        "Where do the " + std::to_string(extra) + " extra Damage in " + l.id + " go (one piece kind per point)?",
        l.id,
        kinds,
        {},
        false,
        a};
    chosen = e.decide(cp, fallback, true);
    if (static_cast<int>(chosen.size()) != extra)
      throw kernel::RuleError("the extra Damage in " + l.id + " is " + std::to_string(extra) +
                              ": name one piece kind per point, not " + std::to_string(chosen.size()));
  }
  std::vector<int> out;
  for (const auto& k : chosen) {
    int uid = closest(k);
    need[uid] -= 1;
    out.push_back(uid);
  }
  return out;
}

// The `at_most` pieces of `uids` (biggest first) hit by Damage to different pieces.
static std::vector<int> pick_different(Engine& e, const Land& l, std::vector<int> uids, int per_piece, int at_most,
                                       ActionId a) {
  auto piece = [&](int uid) -> const Piece& { return l.pieces[static_cast<size_t>(piece_at(l, uid))]; };
  std::vector<int> order = uids;  // the default: those the Damage destroys first, then the biggest
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
    return (e.health(piece(x), l) - piece(x).damage <= per_piece) >
           (e.health(piece(y), l) - piece(y).damage <= per_piece);
  });
  std::vector<std::string> options, fallback;
  for (int uid : uids) options.push_back(label(piece(uid)));
  for (int i = 0; i < at_most; ++i) fallback.push_back(label(piece(order[static_cast<size_t>(i)])));
  kernel::ChoicePoint cp{"pieces", "Which different pieces take the Damage in " + l.id + "?", l.id, options, {}, false,
                         a};
  std::vector<std::string> pick = e.decide(cp, fallback);
  if (static_cast<int>(pick.size()) != at_most)
    throw kernel::RuleError("the Damage in " + l.id + " goes to " + std::to_string(at_most) +
                            " different pieces: name " + std::to_string(at_most) + ", not " +
                            std::to_string(pick.size()));
  std::vector<int> chosen;
  for (const auto& k : pick)
    for (int uid : uids)
      if (label(piece(uid)) == k && std::find(chosen.begin(), chosen.end(), uid) == chosen.end()) {
        chosen.push_back(uid);
        break;
      }
  return chosen;
}

std::string damage_each(Engine& e, const Land& l, const std::string& group, int per_piece, int bonus, ActionId a,
                        int at_most) {
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
  if (at_most >= 0 && static_cast<int>(uids.size()) > at_most) uids = pick_different(e, l, uids, per_piece, at_most, a);
  // 3. The extra points.
  std::map<int, int> plus;
  if (extra > 0 && !uids.empty())
    for (int uid : place_extra(e, l, uids, per_piece, extra, a)) plus[uid] += 1;
  int destroyed = 0;
  for (int uid : uids) {
    int i = piece_at(l, uid);
    const Piece& p = l.pieces[static_cast<size_t>(i)];
    e.add_damage(p, per_piece + (plus.count(uid) ? plus.at(uid) : 0), a);
    if (p.damage >= e.health(p, l) && e.destroy_piece(l, static_cast<size_t>(i), a).empty())
      ++destroyed;  // not when saved or dreamt
  }
  std::string who = dahan                  ? "Dahan"
                    : group == "town-city" ? "Town/City"
                    : group == "invaders"  ? "Invader"
                                           : count_of(1, group).substr(2);
  std::string boosted;
  if (plus.size() == 1) boosted = ", one of them +" + std::to_string(extra);
  if (plus.size() > 1)
    boosted = ", +" + std::to_string(extra) + " spread over " + std::to_string(plus.size()) + " of them";
  std::string to = at_most >= 0 ? " to a different " + who + " each" : " to each " + who;
  return std::to_string(per_piece) + " Damage" + to + " in " + l.id + " (" + std::to_string(uids.size()) + " hit" +
         boosted + "): " + std::to_string(destroyed) + " destroyed.";
}

}  // namespace arbiter::si
