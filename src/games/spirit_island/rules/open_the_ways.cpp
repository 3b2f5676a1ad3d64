// Open the Ways (see open_the_ways.h).
#include "games/spirit_island/rules/open_the_ways.h"

#include <algorithm>

namespace arbiter::si {

static void link_lands(Land& a, Land& b, bool on) {
  for (auto [from, to] : {std::pair<Land*, Land*>{&a, &b}, {&b, &a}}) {
    auto& adj = from->adjacent;
    auto it = std::find(adj.begin(), adj.end(), to->id);
    if (on && it == adj.end()) adj.push_back(to->id);
    if (!on && it != adj.end()) adj.erase(it);
  }
}

static void close_ways(Engine& e, Spirit& sp, const std::string& why) {
  if (sp.open_ways.size() != 2) return;
  if (sp.open_ways_added) link_lands(e.state.land(sp.open_ways[0]), e.state.land(sp.open_ways[1]), false);
  e.note("Open the Ways: " + sp.open_ways[0] + " and " + sp.open_ways[1] + " are no longer adjacent (" + why + ").");
  sp.open_ways.clear();
  sp.open_ways_added = false;
}

void open_the_ways(Engine& e, const std::string& spirit, const std::vector<std::string>& lands) {
  Spirit* sp = e.state.find_spirit(spirit);
  if (!sp || !e.has_rule("open-the-ways", spirit))
    throw kernel::RuleError(e.spirit_name(spirit) + " has no Open the Ways");
  if (sp->open_ways_chosen && sp->open_ways_chosen_at == e.tree().size())
    throw kernel::RuleError("Open the Ways: " + sp->name +
                            " may change which lands are adjacent only once between actions");
  if (!lands.empty() && (lands.size() != 2 || lands[0] == lands[1]))
    throw kernel::RuleError("Open the Ways: name 2 different lands, or none");
  for (const auto& id : lands)
    if (e.state.land(id).presence_of(spirit) == 0)
      throw kernel::RuleError("Open the Ways: " + id + " is not one of " + sp->name + "'s lands (no Presence there)");
  close_ways(e, *sp, "the pair is changed");
  sp->open_ways_chosen = true;
  sp->open_ways_chosen_at = e.tree().size();
  if (!lands.empty()) {
    Land& a = e.state.land(lands[0]);
    Land& b = e.state.land(lands[1]);
    sp->open_ways = lands;
    sp->open_ways_added = !e.state.adjacent(a.id, b.id);
    link_lands(a, b, true);
    e.note("Open the Ways: " + sp->name + " makes " + a.id + " and " + b.id + " adjacent.");
  }
  e.flush();  // its own trace step: it happens between actions
}

void open_the_ways_check(Engine& e) {
  for (auto& sp : e.state.spirits)
    if (sp.open_ways.size() == 2 && (e.state.land(sp.open_ways[0]).presence_of(sp.id) == 0 ||
                                     e.state.land(sp.open_ways[1]).presence_of(sp.id) == 0))
      close_ways(e, sp, "no longer two of " + sp.name + "'s lands");
}

}  // namespace arbiter::si
