// Open the Ways (see open_the_ways.h).
#include "games/spirit_island/rules/open_the_ways.h"

#include <algorithm>

namespace arbiter::si {

// The note that the pair no longer makes its lands adjacent; the engine undoes the adjacency.
static void close_ways(Engine& e, const Spirit& sp, const std::string& why) {
  if (sp.open_ways.size() != 2) return;
  e.note("Open the Ways: " + sp.open_ways[0] + " and " + sp.open_ways[1] + " are no longer adjacent (" + why + ").");
  e.close_ways(sp.id);
}

void open_the_ways(Engine& e, const std::string& spirit, const std::vector<std::string>& lands) {
  const Spirit* sp = e.state().find_spirit(spirit);
  if (!sp || !e.has_rule("open-the-ways", spirit))
    throw kernel::RuleError(e.spirit_name(spirit) + " has no Open the Ways");
  if (sp->open_ways_chosen && sp->open_ways_chosen_at == e.tree().size())
    throw kernel::RuleError("Open the Ways: " + sp->name +
                            " may change which lands are adjacent only once between actions");
  if (!lands.empty() && (lands.size() != 2 || lands[0] == lands[1]))
    throw kernel::RuleError("Open the Ways: name 2 different lands, or none");
  for (const auto& id : lands) {
    if (e.state().land(id).presence_of(spirit) == 0)
      throw kernel::RuleError("Open the Ways: " + id + " is not one of " + sp->name + "'s lands (no Presence there)");
    if (!e.land_rule("open-the-ways", spirit, e.state().land(id)))
      throw kernel::RuleError("Open the Ways: " + id +
                              " is the Endless Dark, where special rules that affect lands do nothing");
  }
  close_ways(e, *sp, "the pair is changed");
  e.open_ways(spirit, lands);
  if (!lands.empty()) e.note("Open the Ways: " + sp->name + " makes " + lands[0] + " and " + lands[1] + " adjacent.");
  e.flush();  // its own trace step: it happens between actions
}

void open_the_ways_check(Engine& e) {
  for (const auto& sp : e.state().spirits)
    if (sp.open_ways.size() == 2 && (e.state().land(sp.open_ways[0]).presence_of(sp.id) == 0 ||
                                     e.state().land(sp.open_ways[1]).presence_of(sp.id) == 0))
      close_ways(e, sp, "no longer two of " + sp.name + "'s lands");
}

}  // namespace arbiter::si
