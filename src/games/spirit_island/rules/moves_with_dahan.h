#pragma once
// Presence that moves along with Dahan: one mechanism, at the moment a Dahan moves (Push, Gather or
// any other move, Engine::move_piece), for the rules that let a Spirit's Presence or Incarna go
// with it.
// - Ally of the Dahan (Thunderspeaker, rule `ally-of-the-dahan`): "Your Presence may move with
//   Dahan. (Whenever a Dahan moves from 1 of your lands to another land, you may move 1 Presence
//   along with it.)" Per Dahan moved: choice `option`, context "Ally of the Dahan: FROM>TO", among
//   `nothing`, `presence` and — with the Warrior Aspect's Incarna there — `incarna`; default the
//   Presence (an optional instruction is taken, docs/rules-audit.md §1).
// - Warrior-Spirits Raiding Party (Warrior Aspect): when one of the Spirit's own actions moves Dahan
//   and the Incarna comes along, it may deal 1 Damage in the Incarna's new land, at most once per
//   action (choice `may`, context "Warrior-Spirits Raiding Party", default taken).
// - Loyal Guardian (Hearth-Vigil, rule `loyal-guardian`): "When all Dahan leave one of your lands,
//   your Presence may move with those Dahan (each Dahan can bring along any number of Presence)."
//   When the last Dahan leaves one of its lands in an action, for each land those Dahan went to
//   (those that left it in this action), how many of its Presence go there: choice `up-to`, context
//   "Loyal Guardian: FROM>TO", default all that are left, to the first.
// Presence goes only where its Spirit may have Presence (rules/presence_lands.h), and not while a
// rule keeps it from moving (`presence-cannot-move`). The moved Presence is a `presence-moved-to`
// fact, which Forbidden Ground and Blazing Presence watch.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// A Dahan has just moved from `from` to `to` for action `by`.
void dahan_moved(Engine& e, const std::string& from, const std::string& to, ActionId by);

}  // namespace arbiter::si
