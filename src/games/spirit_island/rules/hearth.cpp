// Hearth-Vigil's special rules (see hearth.h).
#include "games/spirit_island/rules/hearth.h"

namespace arbiter::si {

bool hearth_land(const Engine& e, const Land& l, const std::string& spirit) {
  return l.presence_of(spirit) > 0 && e.land_rule("fortify-heart-and-hearth", spirit, l);
}

bool hearth_keeps_presence(const Engine& e, const Land& l, const std::string& spirit) {
  return l.count(PieceKind::Dahan) > 0 && e.land_rule("rooted-in-the-community", spirit, l);
}

int hearth_dahan_health(const Engine& e, const Land& l) {
  for (const auto& sp : e.state().spirits)
    if (hearth_land(e, l, sp.id)) return 4;
  return 0;
}

// Whether action `a` is an Event's or a Blight card's: the card that began it, or the one it is
// nested in, up to the first Invader action (a Ravage an Event causes is an Invader action).
static bool card_action(const Engine& e, ActionId a) {
  for (ActionId id = a; id != kNoAction; id = e.tree().at(id).parent) {
    const kernel::ActionRecord& r = e.tree().at(id);
    if (r.relation == kernel::Relation::Triggered || !e.local(id).invader_action.empty()) return false;
    if (e.lib.events.count(r.source) || e.lib.blight_cards.count(r.source)) return true;
    if (r.relation == kernel::Relation::Initial) return false;
  }
  return false;
}

bool sheltered_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  if (ev.what != "dahan" || ev.by == kNoAction || (ev.hook == kWouldChange && ev.cause != "replaced")) return false;
  return hearth_land(e, e.state().land(ev.land), m.payload.spirit) && card_action(e, ev.by);
}

void sheltered_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  e.note("Dahan in " + ev.land + " can't be " +
         (ev.hook == kWouldDamage    ? "damaged"
          : ev.hook == kWouldDestroy ? "destroyed"
                                     : ev.cause) +
         " by an Event or Blight card (" + m.name + ").");
}

}  // namespace arbiter::si
