#pragma once
// Incarna (Nature Incarnate): a Spirit's one physical-form piece. On the island it may count as
// that Spirit's Presence — the owner chooses, per action — and otherwise counts only as itself; off
// the island (in the Incarna supply) it is no Presence at all, and only an effect that adds Incarna
// brings it back. The rules live in rules/incarna.cpp.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The land holding `spirit`'s Incarna, or "" when it is in the supply (or the Spirit has none).
std::string incarna_land(const State& s, const std::string& spirit);
bool has_incarna(const Engine& e, const std::string& spirit);

// Named rules (`rule` operations): add-or-move-incarna, move-incarna (n = range), push-incarna,
// empower-incarna, reposition-incarna, spread-tumult-and-delusion, fragments-of-yesteryear; the
// Aspect rules a-single-alluring-lair / warrior-spirits-raiding-party only mean "has an Incarna".
// Returns false for other names.
bool incarna_rule(Engine& e, const Op& op, ActionId a);
const std::vector<std::string>& incarna_rule_names();

// Something would destroy 1 of `spirit`'s Presence in `l`, which holds its Incarna: the Spirit
// chooses (choice "which-piece", context "<land>:presence") whether the Incarna is the piece
// destroyed, or — with no Presence there — whether it counts as Presence at all. Returns true when
// the Incarna's answer settles the matter (destroyed, or counting only as itself).
bool incarna_answers_presence_destruction(Engine& e, Land& l, const std::string& spirit, ActionId by,
                                          const std::string& cause);

// The defeat check: a Spirit whose Incarna is on the island may count it as Presence just for the
// check. Returns true (and says so in the log) when that keeps the Spirit in the game.
bool incarna_counts_for_defeat_check(Engine& e, const std::string& spirit);

}  // namespace arbiter::si
