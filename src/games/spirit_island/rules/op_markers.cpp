// Single-turn markers on a land: Defend, Isolate.
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"

namespace arbiter::si {

void run_defend(Engine& e, const Op& op, ActionId a) {
  const Land* l = op_land(e, op, a);
  if (!l) return;
  int n = op.n * (op.per.empty() ? 1 : per_count(e, *l, op.per, a));
  e.add_defend(*l, n);
  e.note("Defend " + std::to_string(n) + " in " + l->id + ".");
}

void run_isolate(Engine& e, const Op& op, ActionId a) {
  const Land* l = op_land(e, op, a);
  if (!l) return;
  e.isolate(*l);
  e.note(l->id + " is Isolated this turn.");
}

}  // namespace arbiter::si
