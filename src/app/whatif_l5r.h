#pragma once
// What if for L5R: a board editor over the scenario's "board" (docs/l5r-board.md): turn and phase,
// per player Family Honor, the Imperial Favor and cards in hand / discard, per unit Chi, bowed,
// dishonored and location, attachments bowed. It offers only values the scenario loader accepts.
#include <nlohmann/json.hpp>

namespace arbiter::app {

// `first_board`: the set-up snapshot of the current run (names, types and stats of the cards).
// Returns true when the document changed.
bool edit_l5r(nlohmann::json& scenario, const nlohmann::json& first_board);

}  // namespace arbiter::app
