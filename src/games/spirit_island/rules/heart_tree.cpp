// Heart-Tree Guards the Land (see heart_tree.h).
#include "games/spirit_island/rules/heart_tree.h"

#include <algorithm>

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
  const auto& incarna = e.state.land(ev.land).incarna;
  return guarded_kind(ev.what) && std::find(incarna.begin(), incarna.end(), m.payload.spirit) != incarna.end();
}

void guarded_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  e.note(who(ev.what) + " in " + ev.land + " can't be " + (ev.hook == kWouldDamage ? "damaged" : "destroyed") + " (" +
         m.name + ").");
}

}  // namespace arbiter::si
