// Answers to a triggering event: negating that one occurrence or effect, "instead" (the Reaction's
// effects take the place of an occurrence or of a targeting), "the effects of that action do not
// happen", and a unit's Force counted for another army instead of its own.
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
    case K::RedirectForce: return redirect_force(f, op);
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
          say("Its delayed effect (" + d.text + ") was activated but has not applied yet: it is prevented now and will never apply.");
        }
      return moment();
    }
    default: return;
  }
}

// "Instead": the Reaction's own effects (`then`) take the place of what its event was about to do.
// An occurrence is replaced: it does not happen, even if the new effects fail. A targeting ("when
// ... would target") is replaced by the card `then` targets, which must be legal for that action;
// with no such card the original targeting happens normally.
void Engine::substitute(int f, const Op& op) {
  Frame& fr = frames_[f];
  if (fr.trigger.occurrence) {
    occs_[fr.trigger.occurrence - 1].replaced = true;
    say("Substitution: the new effect replaces the old one (if the new one fails, the old one still does not happen).");
    return push_ops(f, op.then);
  }
  if (fr.trigger.targeting_frame < 0) return say("There is nothing to substitute.");
  fr.substitutes_targeting = true;
  std::string slot;
  for (auto& o : op.then)
    if ((o.kind == Op::Kind::Target || o.kind == Op::Kind::Choose) && slot.empty()) slot = o.targets[0].name;
  say("Substitution of a targeting: the action is to target another legal card instead.");
  Task adopt;
  adopt.kind = Task::Kind::AdoptTarget;
  adopt.frame = f;
  adopt.card = slot;
  stack_.push_back(adopt);
  push_ops(f, op.then);
}

void Engine::adopt_target(int f, const std::string& slot) {
  const Frame& fr = frames_[f];
  Frame& old = frames_[fr.trigger.targeting_frame];
  std::string& target = old.refs["target:" + fr.trigger.slot];
  auto it = fr.refs.find("target:" + slot);
  if (it == fr.refs.end() || it->second.empty())
    return say("There is no other legal target: the original targeting of " + name(target) + " happens normally.");
  say("The action now targets " + name(it->second) + " instead of " + name(target) + "; " + fr.actor +
      " made the actual choice of target.");
  target = it->second;
  moment();
}

// "Its Force counts for your army instead": with no army of yours there the new effect fails, and
// the old one (adding to its own army) does not happen either.
void Engine::redirect_force(int f, const Op& op) {
  const Frame& fr = frames_[f];
  auto cards = resolve_cards(fr, op.on);
  if (cards.empty()) return say("There is no unit to redirect.");
  Card& c = s_.card(cards[0]);
  c.force_counts_for = fr.actor;
  say(name(c.id) + "'s Force now counts for " + fr.actor + "'s army instead of its own.");
  if (!rules().army_force(fr.actor, c.location))
    say(fr.actor + " has no army at " + c.location +
        ": the new effect fails, so the old one (adding to its own army) does not happen either.");
  moment();
}

}  // namespace arbiter::l5r
