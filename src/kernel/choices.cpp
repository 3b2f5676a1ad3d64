#include "kernel/choices.h"

#include <algorithm>

#include "kernel/errors.h"

namespace arbiter::kernel {

std::vector<std::string> Choices::decide(ChoicePoint cp, std::vector<std::string> fallback, bool allow_repeats) {
  for (auto& s : scripted_) {
    if (s.used || s.kind != cp.kind) continue;
    if (!s.context.empty() && s.context != cp.context) continue;
    std::vector<std::string> remaining = cp.options;
    for (const auto& p : s.pick) {
      auto it = std::find(remaining.begin(), remaining.end(), p);
      if (it == remaining.end()) {
        std::string opts;
        for (auto& o : cp.options) opts += (opts.empty() ? "" : ", ") + o;
        throw RuleError("scripted choice " + s.where + " (" + s.kind + "): \"" + p + "\" is not an option for \"" +
                        cp.prompt + "\" — options are: " + (opts.empty() ? "(none)" : opts));
      }
      if (!allow_repeats) remaining.erase(it);
    }
    s.used = true;
    cp.chosen = s.pick;
    cp.scripted = true;
    history_.push_back(cp);
    return s.pick;
  }
  cp.chosen = fallback;
  cp.scripted = false;
  history_.push_back(cp);
  return fallback;
}

std::vector<const ScriptedChoice*> Choices::unused() const {
  std::vector<const ScriptedChoice*> out;
  for (auto& s : scripted_)
    if (!s.used) out.push_back(&s);
  return out;
}

void to_json(nlohmann::json& j, const ChoicePoint& c) {
  j = {{"kind", c.kind},     {"prompt", c.prompt},     {"context", c.context}, {"options", c.options},
       {"chosen", c.chosen}, {"scripted", c.scripted}, {"action", c.action}};
  if (!c.player.empty()) j["player"] = c.player;
}

}  // namespace arbiter::kernel
