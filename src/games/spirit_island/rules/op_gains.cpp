// What the players gain: Fear, and Energy for the action's Spirit.
#include <algorithm>

#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "kernel/errors.h"

namespace arbiter::si {

void run_fear(Engine& e, const Op& op, ActionId a) {
  const std::string land_id = op_land_id(e, op, a);
  int n = op.n;
  if (!op.per.empty() && !land_id.empty()) n *= per_count(e, e.state().land(land_id), op.per, a);
  if (op.cap >= 0) n = std::min(n, op.cap);
  e.generate_fear(n, a);
  e.note(std::to_string(n) + " Fear.");
}

void run_gain_energy(Engine& e, const Op& op, ActionId a) {
  const Spirit* sp = e.state().find_spirit(targeted_spirit(e.local(a)));
  if (!sp) throw kernel::RuleError("\"" + describe(op) + "\": no Spirit takes this action");
  e.gain_energy(sp->id, op.n);
  e.note(sp->name + " gains " + std::to_string(op.n) + " Energy (" + std::to_string(sp->energy) + " in all).");
}

}  // namespace arbiter::si
