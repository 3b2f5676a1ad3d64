// The `trigger`, `modifier` and `rule` operations: an effect of the effect table
// (rules/effect_kinds.cpp) set up for as long as its duration, or a named rule's action run.
#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"

namespace arbiter::si {

// " this turn", " until used": when an effect set up by a card ends.
static std::string duration_words(kernel::Duration d) {
  switch (d) {
    case kernel::Duration::ThisAction: return " for this action";
    case kernel::Duration::ThisTurn: return " this turn";
    case kernel::Duration::UntilUsed: return " until used";
    case kernel::Duration::Permanent: return "";
  }
  return "";
}

// The name an effect a card sets up goes by: the card, or the action.
static std::string setting_up(const Engine& e, ActionId a) {
  const ActionLocal& loc = e.local(a);
  return loc.card.empty() ? e.tree().at(a).label : loc.card;
}

void run_setup_trigger(Engine& e, const Op& op, ActionId a) {
  const std::string land_id = op_land_id(e, op, a);
  const std::string nm = find_effect_kind(op.name, EffectRole::Trigger)->title;  // checked at load
  e.add_trigger(nm, setting_up(e, a), op.duration, TriggerSpec{op.name, land_id, e.local(a).spirit, op.n}, a);
  e.note(nm + " is set up" + (land_id.empty() ? "" : " in " + land_id) + duration_words(op.duration) + ".");
}

// " in lands with City (checked at each action)", for a modifier whose lands are judged when it applies.
static std::string where_words(const LandFilter& f) {
  if (f.empty()) return "";
  std::string has;
  for (const auto& h : f.has) has += (has.empty() ? "" : ", ") + h;
  return " in lands " + (has.empty() ? std::string("that qualify") : "with " + has) + " (checked at each action)";
}

void run_setup_modifier(Engine& e, const Op& op, ActionId a) {
  const std::string land_id = op_land_id(e, op, a);
  const ActionLocal& loc = e.local(a);
  ModifierSpec s{op.name,
                 op.scope.empty() ? "land" : op.scope,
                 land_id,
                 land_id.empty() ? loc.board : e.state().land(land_id).board,
                 op.scope == "spirit" ? targeted_spirit(loc) : loc.spirit,
                 op.what,
                 op.n};
  s.where = op.where;
  std::string nm = setting_up(e, a);
  e.add_modifier(nm, nm, op.duration, s, a);
  e.note(nm + ": " + effect_words(*find_effect_kind(op.name, EffectRole::Modifier), op.n, op.what) +
         (s.scope == "land"               ? " in " + land_id
          : s.scope == "board"            ? " on board " + s.board
          : s.scope == "chosen-at-ravage" ? " in one of " + e.spirit_name(s.spirit) + "'s lands, chosen during Ravage"
                                          : "") +
         where_words(op.where) + duration_words(op.duration) + ".");
}

void run_rule(Engine& e, const Op& op, ActionId a) { e.named_rule(op, a); }

}  // namespace arbiter::si
