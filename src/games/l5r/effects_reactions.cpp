// Answers to a triggering event: negating that one occurrence or effect, "instead" (below), and
// "the effects of that action do not happen".
#include "games/l5r/engine.h"

namespace arbiter::l5r {

void Engine::exec_reaction(int f, const Op& op) {
  using K = Op::Kind;
  Frame& fr = frames_[f];
  switch (op.kind) {
    case K::NegateTrigger:
      if (fr.trigger.occurrence) {
        occs_[fr.trigger.occurrence - 1].prevented = true;
        say("That one occurrence is negated: an instantaneous prevention of that single effect.");
      } else if (fr.trigger.effect) {
        for (auto& e : s_.ongoing)
          if (e.id == fr.trigger.effect) {
            if (e.will_not_be_negated) return say("That effect will not be negated: the negation fails.");
            e.negated_outright = true;
            e.negated_by = fr.source.action;
            say("That one effect is negated (" + e.text + ").");
          }
      }
      return moment();
    case K::Instead: return substitute(f, op);
    case K::EffectsOfActionDoNotHappen: {
      OngoingPrevention p;
      p.id = s_.next_id++;
      p.source = fr.source;
      p.applied_turn = s_.turn;
      p.began = s_.clock++;
      p.blocks_action = fr.trigger.action;
      p.text = name(fr.self) + ": effects of that action do not happen";
      s_.preventions.push_back(p);
      say("From now on no effect of that action happens, its delayed effects and payments during resolution included.");
      for (auto& d : s_.delayed)
        if (!d.done && d.source.action == p.blocks_action) {
          d.done = true;
          d.prevented = true;
          say("Its delayed effect (" + d.text +
              ") was activated but has not applied yet: it is prevented now and will never apply.");
        }
      return moment();
    }
    default: return;
  }
}

// "Instead" is one mechanism: a kernel cancel/replace modifier (GameState::replacements) that the
// replaced thing consults when it would happen. A Reaction's `then` takes the place of the
// occurrence its event was about (which then does not happen, even if the new effects fail), or
// of a targeting ("when ... would target": the card `then` targets, which must be legal for that
// action; with none the original targeting happens normally). `replaces: army_force` makes a
// unit's Force count toward your army instead of its own (with no army of yours there the new
// effect fails, and the old one does not happen either); it lasts until the unit goes home, which
// happens by the end of the Attack Phase at the latest.
void Engine::substitute(int f, const Op& op) {
  const Frame& fr = frames_[f];
  const std::string by = name(fr.self);
  Replacement rep;
  if (op.replaces == "army_force") {
    auto cards = resolve_cards(fr, op.on);
    if (cards.empty()) return say("There is no unit whose Force could count elsewhere.");
    rep.of = Replacement::Of::ArmyForce;
    rep.card = cards[0];
    rep.counts_for = fr.actor;
    s_.replacements.add(by, fr.source.card, kernel::ModifierPriority::CancelReplace, kernel::Duration::ThisTurn, rep);
    say(name(rep.card) + "'s Force now counts for " + fr.actor + "'s army instead of its own.");
    if (!rules().army_force(fr.actor, s_.card(rep.card).location))
      say(fr.actor + " has no army at " + s_.card(rep.card).location +
          ": the new effect fails, so the old one (adding to its own army) does not happen either.");
    return moment();
  }
  if (fr.trigger.occurrence) {
    rep.occurrence = fr.trigger.occurrence;
    s_.replacements.add(by, fr.source.card, kernel::ModifierPriority::CancelReplace, kernel::Duration::UntilUsed, rep);
    say("Substitution: the new effect replaces the old one (if the new one fails, the old one still does not happen).");
    return push_ops(f, op.then);
  }
  if (fr.trigger.targeting_frame < 0) return say("There is nothing to substitute.");
  frames_[f].substitutes_targeting = true;
  rep.of = Replacement::Of::Targeting;
  rep.targeting_frame = fr.trigger.targeting_frame;
  rep.slot = fr.trigger.slot;
  for (auto& o : op.then)
    if ((o.kind == Op::Kind::Target || o.kind == Op::Kind::Choose) && rep.new_slot.empty())
      rep.new_slot = o.targets[0].name;
  say("Substitution of a targeting: the action is to target another legal card instead.");
  Task adopt;
  adopt.kind = Task::Kind::AdoptTarget;
  adopt.frame = f;
  adopt.replacement = s_.replacements.add(by, fr.source.card, kernel::ModifierPriority::CancelReplace,
                                          kernel::Duration::UntilUsed, rep);
  schedule(adopt);
  push_ops(f, op.then);
}

// The targeting replacement `id` applies once the Reaction's own targeting is known.
void Engine::adopt_target(int f, int id) {
  const Frame& fr = frames_[f];
  const Replacement* rep = nullptr;
  for (auto& m : s_.replacements.all())
    if (m.id == id) rep = &m.payload;
  if (!rep) return;
  std::string& target = frames_[rep->targeting_frame].refs["target:" + rep->slot];
  auto it = fr.refs.find("target:" + rep->new_slot);
  s_.replacements.spend(id);
  if (it == fr.refs.end() || it->second.empty())
    return say("There is no other legal target: the original targeting of " + name(target) + " happens normally.");
  say("The action now targets " + name(it->second) + " instead of " + name(target) + "; " + fr.actor +
      " made the actual choice of target.");
  target = it->second;
  moment();
}

// Whether a Reaction's "instead" replaced this occurrence (the replacement is used up).
bool Engine::replaced(int occurrence) {
  for (auto& m : s_.replacements.all())
    if (!m.spent && m.payload.of == Replacement::Of::Occurrence && m.payload.occurrence == occurrence) {
      s_.replacements.spend(m.id);
      return true;
    }
  return false;
}

// A unit that goes home or leaves play counts toward its own army again.
void Engine::end_army_replacements(const std::string& card) {
  for (auto& m : std::vector<kernel::Modifier<Replacement>>(s_.replacements.all()))
    if (m.payload.of == Replacement::Of::ArmyForce && m.payload.card == card) s_.replacements.remove(m.id);
}

}  // namespace arbiter::l5r
