// What stops an Invader action (see invader_skips.h).
#include "games/spirit_island/rules/invader_skips.h"

#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/operations.h"

namespace arbiter::si {

// 1. Skips: `what` names the action skipped ("" = any); "normal" ones only skip an action caused
// by a card in its printed slot during that step.
bool skip_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  const ModifierSpec& s = m.payload;
  const Land& l = e.state().land(ev.land);
  if (!s.what.empty() && s.what != ev.what) return false;
  if (!s.where.empty() && !matches_counting(e, l, s.where, ev.by)) return false;  // checked now, at the action
  if (s.kind == "skip-invader-actions") return s.covers(l);
  const bool normal = e.local(ev.by).normal;
  if (s.kind == "skip-normal-invader-action") return s.covers(l) && normal;
  // Panicked by Wild Beasts: n = 2 Explore and Build, 3 all; "lands with Beasts" counts what may
  // count as Beasts (counts-as, asked last, so only where it decides the skip)
  return normal && (s.n >= 3 || ev.what != "ravage") && counted(e, l, "beasts", ev.by) > 0;
}

void skip_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent&) {
  e.spend_modifier(m.id);
  e.cancel_current("Invaders skip it (" + m.name + ")");
}

// 2. Disease stops a Build (`what` "build"), Wilds an Explore (`what` "explore"), where one is.
static Token stopping_token(const ModifierSpec& s) {
  return s.kind == "disease-stops-build" ? Token::Disease : Token::Wilds;
}

bool token_stops_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  return m.payload.what == ev.what && e.state().land(ev.land).token(stopping_token(m.payload)) > 0;
}

void token_stops_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  Token t = stopping_token(m.payload);
  e.remove_token(e.state().land(ev.land), t, 1, ev.by);
  e.cancel_current(std::string("1 ") + (t == Token::Disease ? "Disease" : "Wilds") + " is removed instead");
}

}  // namespace arbiter::si
