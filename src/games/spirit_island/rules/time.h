#pragma once
// Fragments of Scattered Time (Fractured Days Split the Sky): "Many of your Powers require Time as
// an additional cost. Spend it when you Resolve the Power (not when you play it). When you Gain 1
// Time, put 1 of your Presence here from your Presence track (or optionally, the island). When you
// Spend 1 Time, return it to a Presence track, or if you have no free spaces, Destroy it."
// The Spirit's Time is `Spirit::time` (a scenario sets it up as `time`, as it does `energy`).
// Scenarios have no Presence tracks: a Time marker taken from a track comes from off the island
// and one spent goes back there; a full track (the marker destroyed) cannot be staged.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Why `spirit` cannot pay `n` Time for `what` ("" when it can): it keeps no Time, or too little.
std::string time_cost_problem(const Engine& e, const std::string& spirit, int n, const std::string& what);

// Spends `n` Time for `what`, checked by time_cost_problem (a RuleError otherwise): each marker
// goes back to a Presence track.
void pay_time(Engine& e, const std::string& spirit, int n, const std::string& what);

// The `gain-time` operation: the action's Spirit gains n Time, each from its Presence track or,
// if the players choose (choice `option`, context "Time", default the track), 1 of its Presence on
// the island (removed from that land, not destroyed).
void run_gain_time(Engine& e, const Op& op, ActionId a);

// An optional instruction with a Time cost (`"time": n` on a `repeat`, Blur the Arc of Years:
// "You may Repeat ... by spending 1 Time"): offered only while the Spirit has the Time; false, with
// a log line, when it cannot pay, so the instruction is skipped without asking.
bool optional_time_affordable(Engine& e, const Op& op, ActionId a);

// A Power whose use costs Time ("Cost to Use: 3 Time", `time_cost` in cards.json): why the Spirit
// cannot use it ("" when it can pay, or the Power costs no Time); checked before its action starts.
std::string power_time_problem(const Engine& e, const PowerCard& card, const std::string& spirit);
// Pays that cost as the Power resolves (not when it is played); a RuleError when it cannot.
void pay_power_time(Engine& e, const PowerCard& card, const std::string& spirit);

// Pays the Time of an optional instruction the players took (nothing for one without a cost).
void pay_optional_time(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
