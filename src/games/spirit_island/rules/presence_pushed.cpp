// Presence pushed instead of destroyed (see presence_pushed.h).
#include "games/spirit_island/rules/presence_pushed.h"

#include "games/spirit_island/rules/presence_lands.h"

namespace arbiter::si {

// The adjacent lands the Spirit's Presence may be pushed into (Mountain Home and the like).
static std::vector<std::string> push_destinations(const Engine& e, const Land& l, const std::string& spirit) {
  std::vector<std::string> to;
  for (const auto& id : l.adjacent)
    if (presence_may_move(e, spirit, l, e.state().land(id))) to.push_back(id);
  return to;
}

bool presence_pushed_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  return m.payload.land == ev.land && !push_destinations(e, e.state().land(ev.land), ev.what).empty();
}

void presence_pushed_instead(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  const Land& l = e.state().land(ev.land);
  const std::vector<std::string> options = push_destinations(e, l, ev.what);
  kernel::ChoicePoint cp{"push", "Where is the saved Presence pushed?", l.id + ":presence", options, {}, false, ev.by};
  std::string to = e.decide_one(cp, options.front());
  for (size_t i = 0; i < l.presence.size(); ++i)
    if (l.presence[i].uid == ev.uid) {
      e.move_presence(l, i, e.state().land(to));
      break;
    }
  e.fact(ev.by, "presence-moved-to", to, ev.what);
  e.note("Instead of being destroyed (" + ev.cause + "), 1 Presence of " + e.spirit_name(ev.what) + " is pushed from " +
         l.id + " to " + to + ".");
}

}  // namespace arbiter::si
