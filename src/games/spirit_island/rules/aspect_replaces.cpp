// An Aspect's replaced Powers (see aspect_replaces.h).
#include "games/spirit_island/rules/aspect_replaces.h"

#include <algorithm>

#include "kernel/errors.h"

namespace arbiter::si {

void refuse_replaced_power(const Engine& e, const PowerCard& power, const std::string& spirit) {
  const Spirit* sp = e.state().find_spirit(spirit);
  if (!sp) return;
  for (const auto& [name, aspect] : e.lib.aspects)  // an Aspect's own innate: only with that Aspect
    if (name != sp->aspect &&
        std::find(aspect.innates.begin(), aspect.innates.end(), power.name) != aspect.innates.end())
      throw kernel::RuleError(power.name + " is an innate Power of the " + name + " Aspect, which " + sp->name +
                              " does not have");
  if (sp->aspect.empty()) return;
  const auto& replaces = e.lib.aspects.at(sp->aspect).replaces;
  if (std::find(replaces.begin(), replaces.end(), power.name) != replaces.end())
    throw kernel::RuleError(sp->name + " has the " + sp->aspect + " Aspect, which replaces " + power.name +
                            ": it cannot use that Power");
}

}  // namespace arbiter::si
