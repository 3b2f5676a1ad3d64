// Presence pushed instead of destroyed (see presence_pushed.h).
#include "games/spirit_island/rules/presence_pushed.h"

namespace arbiter::si {

bool presence_pushed_applies(const Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  for (const auto& other : e.modifiers.all())
    if (other.payload.kind == "presence-cannot-move" && other.payload.spirit == ev.what) return false;
  if (m.payload.land != ev.land) return false;
  for (const auto& id : e.state.land(ev.land).adjacent)
    if (e.presence_may_enter(e.state.land(id), ev.what)) return true;
  return false;
}

void presence_pushed_instead(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  Land& l = e.state.land(ev.land);
  std::vector<std::string> options;  // where its Presence may go (Ocean In Play: not Inland)
  for (const auto& id : l.adjacent)
    if (e.presence_may_enter(e.state.land(id), ev.what)) options.push_back(id);
  kernel::ChoicePoint cp{"push", "Where is the saved Presence pushed?", l.id + ":presence", options, {}, false, ev.by};
  std::string to = e.choices.decide_one(cp, options.front());
  for (size_t i = 0; i < l.presence.size(); ++i)
    if (l.presence[i].uid == ev.uid) {
      e.state.land(to).presence.push_back(l.presence[i]);
      l.presence.erase(l.presence.begin() + static_cast<long>(i));
      break;
    }
  e.fact(ev.by, "presence-moved-to", to, ev.what);
  e.note("Instead of being destroyed (" + ev.cause + "), 1 Presence of " + e.spirit_name(ev.what) + " is pushed from " +
         l.id + " to " + to + ".");
}

}  // namespace arbiter::si
