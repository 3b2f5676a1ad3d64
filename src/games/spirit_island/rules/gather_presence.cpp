// Gathering Presence (see gather_presence.h).
#include "games/spirit_island/rules/gather_presence.h"
#include "games/spirit_island/rules/optional.h"

#include <algorithm>

#include "games/spirit_island/rules/presence_lands.h"

namespace arbiter::si {

namespace {

// "A4:river": 1 Presence of that Spirit in that adjacent land, free to move into `into`.
std::vector<std::string> presence_to_gather(const Engine& e, const Land& into, bool own, const std::string& self,
                                            const std::vector<std::string>& refused) {
  std::vector<std::string> options;
  for (const auto& adj : into.adjacent)
    for (const auto& s : e.state().spirits) {
      if ((s.id == self) != own || std::find(refused.begin(), refused.end(), s.id) != refused.end()) continue;
      if (e.state().land(adj).presence_of(s.id) > 0 && presence_may_move(e, s.id, e.state().land(adj), into))
        options.push_back(adj + ":" + s.id);
    }
  return options;
}

// Another Spirit's permission, asked once per Spirit and action.
bool permits(Engine& e, const std::string& spirit, std::vector<std::string>& asked, ActionId a) {
  if (std::find(asked.begin(), asked.end(), spirit) != asked.end()) return true;
  if (!ask_may(e, "Does " + e.spirit_name(spirit) + " let its Presence be gathered?", "Permission: " + spirit, true, a))
    return false;
  asked.push_back(spirit);
  return true;
}

}  // namespace

void gather_presence(Engine& e, const Op& op, const Land& into, int limit, ActionId a) {
  const std::string self = e.local(a).spirit;
  const bool own = op.spirit.empty() || op.spirit == "self";
  std::vector<std::string> refused, allowed;
  int moved = 0;
  while (moved < limit) {
    const std::vector<std::string> options = presence_to_gather(e, into, own, self, refused);
    if (options.empty()) break;
    kernel::ChoicePoint cp{
        "gather", "Which Presence is gathered into " + into.id + "?", into.id + ":presence", options, {}, false, a};
    const std::string pick = options.size() == 1 ? options.front() : e.decide_one(cp, options.front());
    const std::string from = pick.substr(0, pick.find(':')), spirit = pick.substr(pick.find(':') + 1);
    if (!own && !permits(e, spirit, allowed, a)) {
      e.note(e.spirit_name(spirit) + " does not let its Presence be gathered into " + into.id + ".");
      refused.push_back(spirit);
      continue;
    }
    const Land& src = e.state().land(from);
    for (size_t i = 0; i < src.presence.size(); ++i)
      if (src.presence[i].spirit == spirit) {
        e.move_presence(src, i, into);
        break;
      }
    e.fact(a, "presence-moved-to", into.id, spirit);
    e.note("Gather 1 Presence of " + e.spirit_name(spirit) + " from " + from + " into " + into.id + ".");
    ++moved;
  }
  if (moved == 0) e.note("No Presence can be gathered into " + into.id + ".");
}

}  // namespace arbiter::si
