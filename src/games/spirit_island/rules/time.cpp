// Fragments of Scattered Time: gaining and spending Time (see time.h).
#include "games/spirit_island/rules/time.h"

#include "kernel/errors.h"

namespace arbiter::si {

std::string time_cost_problem(const Engine& e, const std::string& spirit, int n, const std::string& what) {
  const Spirit* sp = e.state().find_spirit(spirit);
  if (!sp || !sp->keeps_time)
    return what + " costs " + std::to_string(n) + " Time, and " + e.spirit_name(spirit) +
           " has no Time (only a Spirit with Fragments of Scattered Time does)";
  if (sp->time < n)
    return what + " costs " + std::to_string(n) + " Time, and " + sp->name + " has " + std::to_string(sp->time);
  return "";
}

void pay_time(Engine& e, const std::string& spirit, int n, const std::string& what) {
  const std::string problem = time_cost_problem(e, spirit, n, what);
  if (!problem.empty()) throw kernel::RuleError(problem);
  const Spirit* sp = e.state().find_spirit(spirit);
  e.spend_time(spirit, n);
  e.note(sp->name + " spends " + std::to_string(n) + " Time for " + what + " (" + std::to_string(sp->time) +
         " left); each Time marker returns to a Presence track.");
}

// Where the Presence that becomes 1 Time comes from: its Presence track (the default) or a land of
// the island with its Presence.
static std::string time_marker_from(Engine& e, const Spirit& sp, ActionId a) {
  std::vector<std::string> options{"presence-track"};
  for (const auto& l : e.state().lands)
    if (l.presence_of(sp.id) > 0) options.push_back(l.id);
  if (options.size() == 1) return options.front();
  kernel::ChoicePoint cp{"option",
                         "Which Presence of " + sp.name + " becomes 1 Time: one from its Presence track, " +
                             "or one on the island (a land)?",
                         "Time",
                         options,
                         {},
                         false,
                         a};
  return e.decide_one(cp, options.front());
}

void run_gain_time(Engine& e, const Op& op, ActionId a) {
  const Spirit* sp = e.state().find_spirit(e.local(a).spirit);
  if (!sp) throw kernel::RuleError("\"" + describe(op) + "\": no Spirit takes this action");
  if (!sp->keeps_time)
    throw kernel::RuleError("\"" + describe(op) + "\": " + sp->name +
                            " keeps no Time (only a Spirit with Fragments of Scattered Time does)");
  for (int i = 0; i < op.n; ++i) {
    const std::string from = time_marker_from(e, *sp, a);
    if (from != "presence-track") {
      const Land& l = e.state().land(from);
      if (e.remove_one_presence(l, sp->id)) e.fact(a, "presence-removed", l.id, sp->id);
    }
    e.gain_time(sp->id, 1);
    e.note(sp->name + " gains 1 Time (" + std::to_string(sp->time) + " in all): 1 of its Presence " +
           (from == "presence-track" ? "from its Presence track" : "from " + from) + " becomes a Time marker.");
  }
}

std::string power_time_problem(const Engine& e, const PowerCard& card, const std::string& spirit) {
  if (card.time_cost <= 0) return "";
  const std::string problem = time_cost_problem(e, spirit, card.time_cost, card.name);
  return problem.empty() ? "" : problem + ": it cannot be used";
}

void pay_power_time(Engine& e, const PowerCard& card, const std::string& spirit) {
  const std::string problem = power_time_problem(e, card, spirit);
  if (!problem.empty()) throw kernel::RuleError(problem);
  if (card.time_cost > 0) pay_time(e, spirit, card.time_cost, card.name);
}

bool optional_time_affordable(Engine& e, const Op& op, ActionId a) {
  if (op.time <= 0 || e.local(a).is_repeat) return true;
  const ActionLocal& loc = e.local(a);
  const std::string problem = time_cost_problem(e, loc.spirit, op.time, "it");
  if (problem.empty()) return true;
  e.note((loc.card.empty() ? e.tree().at(a).label : loc.card) + ": the optional \"" + describe(op) +
         "\" is not offered: " + problem + ".");
  return false;
}

void pay_optional_time(Engine& e, const Op& op, ActionId a) {
  if (op.time <= 0) return;
  const ActionLocal& loc = e.local(a);
  pay_time(e, loc.spirit, op.time,
           op.kind == OpKind::Repeat && !loc.card.empty() ? "the Repeat of " + loc.card : "\"" + describe(op) + "\"");
}

}  // namespace arbiter::si
