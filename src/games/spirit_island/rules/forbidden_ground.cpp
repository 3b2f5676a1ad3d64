// Forbidden Ground (see forbidden_ground.h).
#include "games/spirit_island/rules/forbidden_ground.h"

#include <algorithm>

namespace arbiter::si {

std::vector<std::string> sacred_sites_created(const Engine& e, const std::string& spirit,
                                              const kernel::ActionRecord& r) {
  std::vector<std::string> lands;
  for (const auto& f : r.facts) {
    if ((f.kind != "presence-added" && f.kind != "presence-moved-to") || f.subject != spirit) continue;
    if (std::find(lands.begin(), lands.end(), f.place) != lands.end()) continue;
    const Land* l = e.state().find_land(f.place);
    if (!l || !e.state().sacred_site(*l, spirit)) continue;
    // How many it had there before the action: what is there now, less what arrived, plus what left.
    const int arrived = r.count("presence-added", f.place, spirit) + r.count("presence-moved-to", f.place, spirit);
    const int left = r.count("presence-destroyed", f.place, spirit) + r.count("presence-removed", f.place, spirit);
    if (l->presence_of(spirit) - arrived + left < 2) lands.push_back(f.place);
  }
  return lands;
}

bool sacred_site_created(const Engine& e, const TriggerSpec& s, const kernel::ActionRecord& r) {
  return !sacred_sites_created(e, s.spirit, r).empty();
}

void forbidden_ground(Engine& e, const Op&, ActionId a) {
  ActionLocal& loc = e.local(a);
  const kernel::ActionRecord& cause = e.tree().at(loc.trigger_from == kNoAction ? a : loc.trigger_from);
  std::vector<Op> pushes;
  for (const auto& id : sacred_sites_created(e, loc.spirit, cause)) {
    const int dahan = e.state().land(id).count(PieceKind::Dahan);
    e.note("Forbidden Ground: " + id + " became a Sacred Site, so all Dahan there (" + std::to_string(dahan) +
           ") are pushed.");
    if (dahan == 0) continue;
    Op push;
    push.kind = OpKind::Push;
    push.what = "dahan";
    push.all = true;
    push.land = id;
    pushes.push_back(push);
  }
  e.insert_next(pushes);
}

}  // namespace arbiter::si
