// Choke the Land with Green (see choke_the_land.h).
#include "games/spirit_island/rules/choke_the_land.h"
#include "games/spirit_island/rules/optional.h"

namespace arbiter::si {

bool choke_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  if (ev.what != "ravage" && ev.what != "build") return false;
  if (ev.by != kNoAction && e.local(ev.by).declined.count(m.id)) return false;
  return e.state().sacred_site(e.state().land(ev.land), m.payload.spirit);
}

void choke_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  const std::string spirit = e.spirit_name(m.payload.spirit);
  const std::string action = ev.what == "ravage" ? "Ravage" : "Build";
  const bool yes =
      ask_may(e, m.name + ": destroy 1 Presence of " + spirit + " in " + ev.land + " to prevent this " + action + "?",
              m.name, true, ev.by);
  const bool scripted = !e.choices().history().empty() && e.choices().history().back().scripted;
  const std::string why = scripted ? "." : " (the default: an optional instruction is taken).";
  if (!yes) {
    e.note(m.name + ": the players let the " + action + " in " + ev.land + " happen" + why);
    e.local(ev.by).declined.insert(m.id);
    replaced(e, ev);  // the other replacements that apply still may
    return;
  }
  e.note(m.name + ": the players destroy 1 Presence of " + spirit + " in " + ev.land + " to prevent the " + action +
         why);
  e.destroy_presence(e.state().land(ev.land), m.payload.spirit, ev.by, m.name);
  e.cancel_current(m.name + " prevents it");
}

}  // namespace arbiter::si
