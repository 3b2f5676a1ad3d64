// Heart-Tree Guards the Land (see heart_tree.h).
#include "games/spirit_island/rules/heart_tree.h"

#include <algorithm>

#include "games/spirit_island/rules/endless_dark.h"

namespace arbiter::si {

// The pieces and groups the text names: Invaders (any kind or group of them), Dahan, Beasts.
static bool guarded_kind(const std::string& what) {
  static const std::vector<std::string> kinds{"explorer",  "town",          "city",  "invaders",
                                              "town-city", "explorer-town", "dahan", "beasts"};
  return std::find(kinds.begin(), kinds.end(), what) != kinds.end();
}

static std::string who(const std::string& what) {
  return what == "dahan" ? "Dahan" : what == "beasts" ? "Beasts" : "Invaders";
}

bool guarded_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  const Land& l = e.state().land(ev.land);
  const bool at_incarna = std::find(l.incarna.begin(), l.incarna.end(), m.payload.spirit) != l.incarna.end();
  return guarded_kind(ev.what) && spirit_land_rules_apply(l) && at_incarna;
}

void guarded_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  e.note(who(ev.what) + " in " + ev.land + " can't be " + (ev.hook == kWouldDamage ? "damaged" : "destroyed") + " (" +
         m.name + ").");
}

void heart_tree_empowers(Engine& e, const Land& l) {
  if (l.token(Token::Vitality) < 3) return;
  for (const auto& spirit : l.incarna) {
    const Spirit* sp = e.state().find_spirit(spirit);
    if (!sp || sp->incarna_empowered || !e.land_rule("heart-tree-empowered", spirit, l)) continue;
    e.empower_incarna(spirit);
    e.note(e.spirit_name(spirit) + "'s Incarna is in " + l.id + " with " + std::to_string(l.token(Token::Vitality)) +
           " Vitality: it becomes Empowered (Heart-Tree Guards the Land).");
  }
}

bool empowered_incarna_skips_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  if (ev.what != "build") return false;
  const Spirit* sp = e.state().find_spirit(m.payload.spirit);
  const auto& incarna = e.state().land(ev.land).incarna;
  return sp && sp->incarna_empowered && std::find(incarna.begin(), incarna.end(), m.payload.spirit) != incarna.end();
}

void empowered_incarna_skips_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent&) {
  e.cancel_current("the Empowered Incarna of " + e.spirit_name(m.payload.spirit) + " is there: Builds are skipped (" +
                   m.name + ")");
}

}  // namespace arbiter::si
