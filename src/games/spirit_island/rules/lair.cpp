// A Single Alluring Lair (see lair.h).
#include "games/spirit_island/rules/lair.h"

#include <algorithm>

#include "games/spirit_island/rules/endless_dark.h"

#include "games/spirit_island/rules/operations.h"

namespace arbiter::si {

std::string lair_spirit_at(const Engine& e, const Land& l) {
  for (const auto& spirit : l.incarna)
    if (e.land_rule("a-single-alluring-lair", spirit, l)) return spirit;
  return "";
}

// The pieces and groups the text names: Invaders (any kind or group of them), Dahan, Beasts.
static bool held_kind(const std::string& what) {
  static const std::vector<std::string> kinds{"explorer",  "town",          "city",  "invaders",
                                              "town-city", "explorer-town", "dahan", "beasts"};
  return std::find(kinds.begin(), kinds.end(), what) != kinds.end();
}

bool held_at_lair_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  if (ev.cause != "moved" || !held_kind(ev.what)) return false;
  const Land& l = e.state().land(ev.land);
  const auto& incarna = l.incarna;
  return spirit_land_rules_apply(l) && std::find(incarna.begin(), incarna.end(), m.payload.spirit) != incarna.end();
}

void held_at_lair_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  e.note(count_of(2, ev.what).substr(2) + " at " + e.spirit_name(m.payload.spirit) + "'s Incarna in " + ev.land +
         " can't move (" + m.name + ").");
}

void lair_sits_out(Engine& e, const Land& l, ActionId a) {
  const std::string spirit = lair_spirit_at(e, l);
  if (spirit.empty()) return;
  int sat_out = 0;
  for (const auto& [what, most] : {std::pair<const char*, int>{"explorer", 6}, {"dahan", 3}}) {
    const int n = std::min(most, e.count_what(l, what));
    if (n == 0) continue;
    for (size_t i : pick_pieces(e, l, what, n, false, a, "sit out this Ravage at the Lair"))
      e.local(a).sitting_out.insert(l.pieces[i].uid);
    e.note("A Single Alluring Lair (" + e.spirit_name(spirit) + "): " + count_of(n, what) + " in " + l.id +
           " do not participate in this Ravage.");
    sat_out += n;
  }
  if (sat_out == 0) e.note("A Single Alluring Lair: no Explorers or Dahan in " + l.id + " to sit this Ravage out.");
}

int dahan_taking_part(const Engine& e, const Land& l, ActionId a) {
  const ActionLocal& loc = e.local(a);
  int n = 0;
  for (const auto& p : l.pieces) n += p.kind == PieceKind::Dahan && !loc.sitting_out.count(p.uid) ? 1 : 0;
  return n;
}

}  // namespace arbiter::si
