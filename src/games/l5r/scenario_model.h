#pragma once
// Runs "l5r-celestial" scenario files on the L5R engine for the scenario runner (see
// docs/scenarios.md for the envelope and docs/l5r-board.md for the board and step format).
#include <memory>
#include <string>

#include "games/l5r/cards.h"
#include "kernel/game_model.h"

namespace arbiter::l5r {

std::unique_ptr<kernel::GameModel> make_scenario_model();

// The example-card library for a scenario file: data/l5r/cards.json found from $ARBITER_DATA, from
// the scenario's own path (…/data/scenarios/l5r/x.json), from ./data, or from a parent folder.
// Loaded once per path. Throws kernel::LoadError if it cannot be found or parsed.
const CardLibrary& library_for(const std::string& scenario_file);
// Makes library_for use this cards.json first (the app and the CLI point it at their data folder).
void set_card_library_path(const std::string& cards_json);

}  // namespace arbiter::l5r
