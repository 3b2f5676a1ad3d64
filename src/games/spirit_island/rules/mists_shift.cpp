// Mists Shift and Flow (see mists_shift.h).
#include "games/spirit_island/rules/mists_shift.h"

#include <algorithm>

#include "games/spirit_island/rules/presence_lands.h"

namespace arbiter::si {

void mists_shift_and_flow(Engine& e, const std::string& spirit, const std::string& land, ActionId a) {
  const Land* target = e.state().find_land(land);
  if (!target || !e.land_rule("mists-shift-and-flow", spirit, *target)) return;
  std::vector<std::string> into{land};
  into.insert(into.end(), target->adjacent.begin(), target->adjacent.end());
  std::vector<std::string> options{"none"};
  for (const auto& to : into) {
    const Land& dest = e.state().land(to);
    if (!presence_may_enter(e, spirit, dest)) continue;
    for (const auto& from : dest.adjacent)
      if (from != to && e.state().land(from).presence_of(spirit) > 0 &&
          !presence_held(e, spirit, e.state().land(from)) &&
          std::find(options.begin(), options.end(), from + ">" + to) == options.end())
        options.push_back(from + ">" + to);
  }
  if (options.size() == 1) return;
  const std::string context = "Mists Shift and Flow";
  kernel::ChoicePoint cp{"option", context + ": gather 1 Presence into " + land + " or an adjacent land (FROM>TO)?",
                         context,  options,
                         {},       false,
                         a};
  const std::string pick = e.decide_one(cp, "none");
  if (pick == "none") return;
  const Land& from = e.state().land(pick.substr(0, pick.find('>')));
  const Land& to = e.state().land(pick.substr(pick.find('>') + 1));
  for (size_t i = 0; i < from.presence.size(); ++i)
    if (from.presence[i].spirit == spirit) {
      e.move_presence(from, i, to);
      break;
    }
  e.fact(a, "presence-moved-to", to.id, spirit);
  e.note(context + ": " + e.spirit_name(spirit) + ", targeting " + land + ", gathers 1 Presence from " + from.id +
         " into " + to.id + ".");
}

}  // namespace arbiter::si
