#pragma once
// Where a Spirit's Presence may go. Some Spirits' special rules limit the lands their Presence may
// be added or moved into: Mountain Home (Volcano Looming High: only Mountains), Home of the
// Island's Heart (Lure of the Deep Wilderness: only Inland lands), Ocean In Play (Ocean's Hungry
// Grasp: never Inland lands). Each such rule is one row of
// the table in presence_lands.cpp (its rule name in rules/effect_kinds.cpp, the lands it allows),
// and every path that adds or moves Presence asks presence_may_enter: Engine::add_presence (the
// `add` operation), adding Presence by repositioning an Incarna (Lair, rules/incarna.cpp); every
// path that moves Presence asks presence_may_move, which adds "its Presence cannot move" (Settle
// Into Hunting-Grounds): Presence pushed instead of destroyed (rules/presence_pushed.cpp), moving
// along with Dahan (rules/moves_with_dahan.cpp), Gathered (rules/gather_presence.cpp). A Presence
// that may not go there is not added (or not moved), and the log says which rule stopped it.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Whether `spirit`'s Presence may be added or moved into `l`. When it may not, `why` (if given)
// gets the rule's words: "Mountain Home: only into Mountains".
bool presence_may_enter(const Engine& e, const std::string& spirit, const Land& l, std::string* why = nullptr);

// Whether a rule keeps `spirit`'s Presence in `from` from moving at all (`presence-cannot-move`:
// Settle Into Hunting-Grounds; any Presence at a Lair Incarna, rules/lair.h).
bool presence_held(const Engine& e, const std::string& spirit, const Land& from, std::string* why = nullptr);
// Whether `spirit`'s Presence may move from `from` into `to`: not while presence_held holds it,
// and only where presence_may_enter lets it.
bool presence_may_move(const Engine& e, const std::string& spirit, const Land& from, const Land& to,
                       std::string* why = nullptr);

}  // namespace arbiter::si
