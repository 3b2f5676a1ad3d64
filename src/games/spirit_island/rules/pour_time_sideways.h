#pragma once
// Pour Time Sideways (Fractured Days Split the Sky): "Move 1 of your Presence to a different land
// with your Presence. On the board moved from: during the Invader Phase, resolve Invader Actions
// one fewer time. On the board moved to: resolve Invader Actions one more time." The rule
// `pour-time-sideways`: the land it leaves (choice `land`, context `Pour Time Sideways: from`; by
// default the Power's land when a scenario names one of its lands, else the first) and the one it
// reaches (context `Pour Time Sideways: to`, another land with its Presence that it may move into,
// `presence_may_move`; by default the first on another board), then the quantity modifier
// `invader-actions-count` -1 on the first land's board and +1 on the second's, this turn (on the
// same board they cancel out: none is added). No second land with its Presence, or its Presence cannot move:
// nothing moves and no board changes. Its Cost to Use (3 Time) is rules/time.h's.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void pour_time_sideways(Engine& e, const Op& op, ActionId a);

// How many times an action of the Invader Phase resolves on `board`: 1 plus each quantity modifier
// `invader-actions-count` there, applied in the players' order (`place`: the choice's context). 0 or
// less: not at all. Read by Invader cards' actions (rules/invader_cards.cpp) and by the "each
// board" / "each land" actions of Fear cards, Events, Blight cards and adversaries (`each`,
// rules/op_flow.cpp).
int invader_phase_times(Engine& e, const std::string& board, const std::string& place);

}  // namespace arbiter::si
