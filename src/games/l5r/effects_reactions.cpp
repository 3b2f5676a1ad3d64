// Answers to a triggering event: negating that one occurrence or effect, "instead" (the new effect
// replaces the old; if the new one fails the old still does not happen), changing the targeting
// of the action that is about to target, and "the effects of that action do not happen".
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
    case K::Instead:
      if (!fr.trigger.occurrence) return say("There is nothing to substitute.");
      occs_[fr.trigger.occurrence - 1].replaced = true;
      say("Substitution: the new effect replaces the old one (if the new one fails, the old one still does not happen).");
      return push_ops(f, op.then);
    case K::RedirectTarget: return redirect_target(f);
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

// "Instead, the action targets another of your Personalities with the same Clan alignment":
// the reacting player makes the actual choice; with no such Personality the old targeting stands.
void Engine::redirect_target(int f) {
  Rules r = rules();
  const Frame& fr = frames_[f];
  int tf = fr.trigger.targeting_frame;
  if (tf < 0) return say("There is no targeting to change.");
  std::string slot = fr.trigger.slot;
  std::string old = frames_[tf].refs["target:" + slot];
  auto clans = [&](const std::string& id) {
    std::vector<std::string> out;
    for (auto& k : r.keywords(id))
      if (k.size() > 5 && k.compare(k.size() - 5, 5, " Clan") == 0) out.push_back(k);
    return out;
  };
  std::vector<std::string> legal;
  for (auto& [id, c] : s_.cards) {
    if (id == old || c.zone != Zone::InPlay || c.controller != fr.actor) continue;
    if (!r.selects(frames_[tf].filters[slot], frames_[tf].self, frames_[tf].actor, id)) continue;
    bool shares = false;
    for (auto& k : clans(id))
      for (auto& o : clans(old)) shares = shares || k == o;
    if (shares) legal.push_back(id);
  }
  if (legal.empty())
    return say("No other legal target of " + fr.actor + " shares " + name(old) +
               "'s Clan alignment: the original targeting happens normally.");
  std::string pick = legal.size() == 1 ? legal[0] : ask("target", fr.self + ":" + slot, fr.actor, "which card to target instead?", legal);
  frames_[tf].refs["target:" + slot] = pick;
  say("The action now targets " + name(pick) + " instead of " + name(old) + "; " + fr.actor +
      " made the actual choice of target.");
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
