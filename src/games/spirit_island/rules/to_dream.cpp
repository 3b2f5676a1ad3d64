// To Dream a Thousand Deaths (see to_dream.h).
#include "games/spirit_island/rules/to_dream.h"

#include <algorithm>

namespace arbiter::si {

bool dream_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  if (ev.by == kNoAction) return false;
  if (ev.uid < 0 && ev.what != "beasts") return false;
  const Land& l = e.state().land(ev.land);
  if (ev.uid >= 0) {
    int i = piece_at(l, ev.uid);
    if (i < 0) return false;
    PieceKind k = l.pieces[static_cast<size_t>(i)].kind;
    if (!is_invader(k) && k != PieceKind::Dahan) return false;
  }
  const ActionLocal& loc = e.local(ev.by);
  return loc.power && !loc.spirit.empty() && loc.spirit == m.payload.spirit;
}

void dream_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  const Land& l = e.state().land(ev.land);
  if (ev.uid < 0 || l.pieces[static_cast<size_t>(piece_at(l, ev.uid))].kind == PieceKind::Dahan) {
    if (ev.uid >= 0) {
      const Piece& p = l.pieces[static_cast<size_t>(piece_at(l, ev.uid))];
      e.remove_damage(p, p.damage);
    }
    e.note("To Dream a Thousand Deaths: the " + std::string(ev.uid < 0 ? "Beasts" : "Dahan") + " in " + l.id +
           " is not destroyed (" + e.spirit_name(m.payload.spirit) +
           "'s Powers destroy nothing but its own Presence).");
    return;
  }
  const size_t index = static_cast<size_t>(piece_at(l, ev.uid));
  ActionLocal& loc = e.local(ev.by);
  const Piece& p = l.pieces[index];
  e.remove_damage(p, p.damage);
  if (loc.destroyed.count(p.uid)) return;  // this action already dreamt its death
  loc.destroyed.insert(p.uid);
  const PieceKind kind = p.kind;
  // The Violence Aspect: +1 Fear per Explorer/Town, so 1/3/5.
  const int violence = kind != PieceKind::City && e.has_rule("violence-dream-fear", m.payload.spirit) ? 1 : 0;
  const int fear = (kind == PieceKind::Town ? 2 : kind == PieceKind::City ? 5 : 0) + violence;
  e.generate_fear(fear, ev.by);
  std::string pushed;
  if (kind != PieceKind::City && !l.adjacent.empty()) {
    kernel::ChoicePoint cp{"push",
                           "Where is the dreaming " + name(kind) + " from " + l.id + " pushed?",
                           l.id + ":" + name(kind),
                           l.adjacent,
                           {},
                           false,
                           ev.by};
    std::string to = e.decide_one(cp, l.adjacent.front());
    e.move_piece(l, index, e.state().land(to), ev.by);
    pushed = " and it is pushed to " + to;
  }
  e.fact(ev.by, "dreamt", l.id, name(kind));
  e.note("To Dream a Thousand Deaths (a modifier): the " + name(kind) + " in " + l.id + " is not destroyed; instead " +
         std::to_string(fear) + " Fear" + pushed + ".");
}

bool dreams_damage(const Engine& e, ActionId by) {
  if (by == kNoAction) return false;
  const ActionLocal& loc = e.local(by);
  if (!loc.power || loc.spirit.empty()) return false;
  for (const auto& m : e.modifiers().all())
    if (!m.spent && m.payload.kind == "dream-instead-of-destroy" && m.payload.spirit == loc.spirit) return true;
  return false;
}

void end_dreamt_damage(Engine& e, ActionId a) {
  ActionLocal& loc = e.local(a);
  if (loc.dreamt_damage.empty()) return;
  int pieces = 0, points = 0;
  for (const auto& l : e.state().lands)
    for (const auto& p : l.pieces) {
      auto it = loc.dreamt_damage.find(p.uid);
      if (it == loc.dreamt_damage.end() || p.damage == 0) continue;
      const int back = std::min(it->second, p.damage);
      e.remove_damage(p, back);
      points += back, ++pieces;
    }
  loc.dreamt_damage.clear();
  if (points > 0)
    e.note("To Dream a Thousand Deaths: the " + count_of(points, "damage") + " " + e.spirit_name(loc.spirit) +
           "'s Power dealt to " + std::to_string(pieces) + (pieces == 1 ? " piece" : " pieces") +
           " that it did not destroy was only dreamt; it ends with the action.");
}

}  // namespace arbiter::si
