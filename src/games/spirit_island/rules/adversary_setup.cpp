// An adversary's Setup instructions (see adversary_setup.h).
#include "games/spirit_island/rules/adversary_setup.h"

namespace arbiter::si {

void adversary_setup(Engine& e) {
  const Adversary& adv = e.state().adversary;
  const AdversaryDef& def = e.lib.adversaries.at(adv.name);
  bool any = false;
  for (const auto& [level, ops] : def.setup) {
    if (level > adv.level) continue;
    any = true;
    e.basic_action("Setup: " + adv.name + " Level " + std::to_string(level), ops, "", "");
  }
  if (!any) e.note("Setup: " + adv.name + " has no Setup instruction up to Level " + std::to_string(adv.level) + ".");
}

}  // namespace arbiter::si
