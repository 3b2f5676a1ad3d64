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

// Named rules (`rule` operations; the effect table, rules/effect_kinds.cpp, maps each name to one):
// add-or-move-incarna, move-incarna (n = range), push-incarna, empower-incarna, reposition-incarna,
// spread-tumult-and-delusion, fragments-of-yesteryear. The Aspect rules a-single-alluring-lair and
// warrior-spirits-raiding-party have no action: they only mean "has an Incarna" (has_incarna).
void add_or_move_incarna(Engine& e, const Op& op, ActionId a);
void move_incarna(Engine& e, const Op& op, ActionId a);
void push_incarna(Engine& e, const Op& op, ActionId a);
void empower_incarna(Engine& e, const Op& op, ActionId a);
void reposition_incarna(Engine& e, const Op& op, ActionId a);
void spread_tumult_rule(Engine& e, const Op& op, ActionId a);
void fragments_of_yesteryear_rule(Engine& e, const Op& op, ActionId a);
void fragments_keeping_rule(Engine& e, const Op& op, ActionId a);

// Moves `spirit`'s Incarna from `from` to `to` for action `a` (facts incarna-moved-from/-to, and
// what its arrival sets off: Spread Tumult, Heart-Tree's Empowering), logging `says`; with `from`
// "" it is added from the supply (fact incarna-added).
void incarna_moves(Engine& e, const std::string& spirit, const std::string& from, const std::string& to, ActionId a,
                   const std::string& says);

// Something would destroy 1 of `spirit`'s Presence in `l`, which holds its Incarna: the Spirit
// chooses (choice "which-piece", context "<land>:presence") whether the Incarna is the piece
// destroyed, or — with no Presence there — whether it counts as Presence at all. Returns true when
// the Incarna's answer settles the matter (destroyed, or counting only as itself).
bool incarna_answers_presence_destruction(Engine& e, const Land& l, const std::string& spirit, ActionId by,
                                          const std::string& cause);

// The defeat check: a Spirit whose Incarna is on the island may count it as Presence just for the
// check. Returns true (and says so in the log) when that keeps the Spirit in the game.
bool incarna_counts_for_defeat_check(Engine& e, const std::string& spirit);

}  // namespace arbiter::si
