#pragma once
// What if, the part without drawing: the controls a scenario's game model offers for its setup
// (kernel/setup_edit.h), and the compact form of an edited setup that a link carries.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "kernel/setup_edit.h"

namespace arbiter::scenario {

// The controls for the scenario's setup, from the model of its "game" (none for an unknown game).
// `first_board`: the board of the unedited run's first step.
kernel::SetupControls setup_controls(const nlohmann::json& scenario, const nlohmann::json& first_board);

// "" when the scenario's setup loads (the run may still end in a rules error), else the load error.
std::string load_problem(const nlohmann::json& scenario, const std::string& file);

// The changed leaves of `edited` against `original` as "path=json" items joined by '~' (path
// segments joined by '.'; a removed key is written "path=!"), "" when unedited.
std::string edit_code(const nlohmann::json& original, const nlohmann::json& edited);

struct AppliedEdit {
  nlohmann::json scenario;           // the original with every item that could be kept
  std::vector<std::string> dropped;  // each item left out, with why: "board.pieces.Z9.town=1 (…)"
};
// Applies a link's edit code item by item, keeping an item only if it reads and the setup still
// loads with it, so a bad value drops itself and no other.
AppliedEdit apply_edit_code(const nlohmann::json& original, const std::string& code, const std::string& file);

}  // namespace arbiter::scenario
