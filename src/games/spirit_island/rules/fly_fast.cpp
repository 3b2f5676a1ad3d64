// Fly Fast as Thought (see fly_fast.h).
#include "games/spirit_island/rules/fly_fast.h"

#include <algorithm>

#include "games/spirit_island/rules/ocean.h"

namespace arbiter::si {

std::vector<std::string> move_reach(Engine& e, const Land& land, const std::string& what, ActionId a) {
  std::vector<std::string> reach = land.adjacent;
  if (what == "beasts" && e.land_rule("fly-fast-as-thought", e.local(a).spirit, land))
    for (const auto& near : land.adjacent)
      for (const auto& far : e.state().land(near).adjacent)
        if (far != land.id && std::find(reach.begin(), reach.end(), far) == reach.end()) reach.push_back(far);
  // An Ocean only where a rule lets this action move `what` there (rules/ocean.h).
  reach.erase(std::remove_if(reach.begin(), reach.end(),
                             [&](const std::string& id) { return !ocean_open_to(e, e.state().land(id), what, a); }),
              reach.end());
  return reach;
}

std::string fly_fast_note(const Land& land, const std::string& other, bool push) {
  if (std::find(land.adjacent.begin(), land.adjacent.end(), other) != land.adjacent.end()) return "";
  return std::string("Fly Fast as Thought: the Beasts ") + (push ? "goes to " : "comes from ") + other + ", 2 lands " +
         (push ? "from " : "away from ") + land.id + ".";
}

}  // namespace arbiter::si
