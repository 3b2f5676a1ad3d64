#pragma once
// Gathering Presence: `gather` with `"what": "presence"` moves Presence from adjacent lands into
// the land, one at a time. Whose: the acting Spirit's own (`"spirit": "self"`, the default), or
// another Spirit's (`"spirit": "another"`, Flowing and Silent Forms Dart By's "of another Spirit,
// with its permission"): the Spirit whose Presence is asked gives or refuses permission (choice
// `may`, context "Permission: <Spirit id>", default yes). Each Presence obeys presence_may_move
// (rules/presence_lands.h): not while its Spirit's Presence cannot move, not into a land it may not
// enter. Which one: choice `gather`, context "<land>:presence", options "<from land>:<Spirit id>".
// Each is a `presence-moved-to` fact (Blazing Presence and the like see it).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void gather_presence(Engine& e, const Op& op, const Land& into, int limit, ActionId a);

}  // namespace arbiter::si
