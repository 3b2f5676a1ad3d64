// Stubborn Solidity (see stubborn_solidity.h).
#include "games/spirit_island/rules/stubborn_solidity.h"

namespace arbiter::si {

bool dahan_unchanged_applies(Engine&, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  return ev.what == "dahan" && m.payload.land == ev.land;
}

void dahan_unchanged_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  std::string how = ev.hook == kWouldDamage ? "damaged" : ev.hook == kWouldChange ? ev.cause : "destroyed";
  e.note("Dahan in " + ev.land + " can't be " + how + " (" + m.name + ").");
}

}  // namespace arbiter::si
