// An Aspect's replaced Powers (see aspect_replaces.h).
#include "games/spirit_island/rules/aspect_replaces.h"

#include <algorithm>

#include "kernel/errors.h"

namespace arbiter::si {

void refuse_replaced_power(const Engine& e, const PowerCard& power, const std::string& spirit) {
  const Spirit* sp = e.state().find_spirit(spirit);
  if (!sp || sp->aspect.empty()) return;
  const auto& replaces = e.lib.aspects.at(sp->aspect).replaces;
  if (std::find(replaces.begin(), replaces.end(), power.name) != replaces.end())
    throw kernel::RuleError(sp->name + " has the " + sp->aspect + " Aspect, which replaces " + power.name +
                            ": it cannot use that Power");
}

}  // namespace arbiter::si
