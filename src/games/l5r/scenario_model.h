#pragma once
// Runs "l5r-celestial" scenario files on the L5R engine for the scenario runner (see
// docs/scenarios.md for the envelope and docs/l5r-board.md for the board and step format).
#include <memory>
#include <string>

#include "games/l5r/cards.h"
#include "games/l5r/state.h"
#include "kernel/game_model.h"
#include "kernel/json_reader.h"
#include "kernel/setup_edit.h"

namespace arbiter::l5r {

std::unique_ptr<kernel::GameModel> make_scenario_model();

// What the What if editor offers (setup_edits.cpp): turn and phase; per player Family Honor, the
// Imperial Favor, cards between hand, provinces and discard; per unit Chi, bowed, dishonored and
// location, within SetupLimits. `first_board`: the set-up snapshot (stats, battlefields).
kernel::SetupControls setup_controls(const nlohmann::json& scenario, const nlohmann::json& first_board);

// Bounds of a board's numbers. The loader refuses others, so an edited board (the app's What if,
// which offers nothing beyond them, or a link) cannot reach turn 0, whose active player is
// undefined, or Honor sums that overflow as effects add to them.
struct SetupLimits {
  static constexpr int kMaxTurn = 20;                    // as far as an "advance" step may go
  static constexpr int kMinHonor = -19, kMaxHonor = 39;  // at -20 a player has lost, at 40 won
  static constexpr int kMinChi = 1;                      // at 0 a Personality is destroyed (the Chi death rule)
  static constexpr int kMaxChi = 20;
};

// The example-card library for a scenario file: the text given to set_card_library_text(), else
// data/l5r/cards.json found from $ARBITER_DATA, from the scenario's own path
// (…/data/scenarios/l5r/x.json), from ./data, or from a parent folder.
// Loaded once per path. Throws kernel::LoadError if it cannot be found or parsed.
const CardLibrary& library_for(const std::string& scenario_file);
// A scenario's "board" object as a legal starting board; a mistake is a kernel::LoadError at its
// JSON path (docs/l5r-board.md, Scenario format). The unit tests set up their boards with it too.
GameState load_board(const kernel::JsonReader& board, const CardLibrary& lib);

// Makes library_for use this text of data/l5r/cards.json (the browser has no files: the app hands it
// over from its bundle), parsed when a scenario first needs it.
void set_card_library_text(const std::string& cards_json);

}  // namespace arbiter::l5r
