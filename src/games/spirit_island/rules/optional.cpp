// "may" and "up to n": the players' choice to decline an instruction or stop short of its maximum.
#include "games/spirit_island/rules/optional.h"

#include "games/spirit_island/rules/time.h"

namespace arbiter::si {

bool take_optional(Engine& e, const Op& op, ActionId a) {
  if (!op.may) return true;
  const ActionLocal& loc = e.local(a);
  if (op.kind == OpKind::Repeat && loc.is_repeat) return true;  // a Repeat repeats no further: nothing to offer
  if (!optional_time_affordable(e, op, a)) return false;        // a Time cost it cannot pay (rules/time.h)
  return take_offer(e, loc.card.empty() ? e.tree().at(a).label : loc.card, describe(op), a);
}

bool ask_may(Engine& e, const std::string& question, const std::string& context, bool by_default, ActionId a) {
  kernel::ChoicePoint cp{"may", question, context, {"yes", "no"}, {}, false, a};
  return e.decide_one(cp, by_default ? "yes" : "no") == "yes";
}

bool take_offer(Engine& e, const std::string& context, const std::string& words, ActionId a) {
  const bool yes = ask_may(e, context + ": take the optional \"" + words + "\"?", context, true, a);
  const bool scripted = !e.choices().history().empty() && e.choices().history().back().scripted;
  e.note(context + ": the players " + (yes ? "take" : "decline") + " the optional \"" + words + "\"" +
         (scripted ? "." : " (the default: an optional instruction is taken)."));
  return yes;
}

int how_many(Engine& e, const Op& op, const std::string& land, int available, ActionId a) {
  if (!op.up_to || available <= 0) return available;
  std::vector<std::string> options;
  for (int i = 0; i <= available; ++i) options.push_back(std::to_string(i));
  kernel::ChoicePoint cp{
      "up-to",
      "How many (up to " + std::to_string(available) + ") for \"" + describe(op) + "\" in " + land + "?",
      land + ":" + op.what,
      options,
      {},
      false,
      a};
  const int n = std::stoi(e.decide_one(cp, options.back()));
  const bool scripted = !e.choices().history().empty() && e.choices().history().back().scripted;
  e.note("\"" + describe(op) + "\" in " + land + ": the players take " + std::to_string(n) + " of up to " +
         std::to_string(available) + (scripted || n != available ? "." : " (the default: as many as it can)."));
  return n;
}

}  // namespace arbiter::si
