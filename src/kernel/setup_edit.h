#pragma once
// What the What if editor offers for a scenario's setup, as data and without drawing: each game model
// lists its controls beside its loader, bounded by the limits that loader checks, so every edit offered
// yields a setup that loads. The app draws the list (src/app/whatif.cpp); the scenario tests apply
// every edit offered, and random sequences of them, and load the results.
#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

namespace arbiter::kernel {

// An edit of the scenario document the controls were listed from.
using SetupEditFn = std::function<void(nlohmann::json& scenario)>;

struct SetupControl {
  enum class Kind {
    Section,  // a collapsible group ("Land A3", "Player P1"); `open`: open at first
    Title,    // a card's name heading its controls
    Note,     // a line of text (a Personality's Force and Personal Honor)
    Stepper,  // "− + label value detail": `down` and `up`, offered within [min, max]
    Toggle,   // a switch shown lit while `on`; `press` flips it (or, for a choice, selects it)
    Button,   // a button `label` with `detail` beside it; `press` does it
  };
  Kind kind = Kind::Note;
  std::string id;  // unique in the list: the app marks "edit-ID", "edit+ID" (Stepper) or "edit:ID"
  std::string label;
  std::string detail;  // Stepper: after the value; Button: the text beside the button
  int value = 0, min = 0, max = 0;
  std::string limit;  // Stepper: its bounds in words ("0 to 50 in a land"), said when − or + stops
  bool on = false;
  bool open = true;
  bool row = false;  // continues the row of the control before it when there is room
  SetupEditFn down, up, press;

  bool can_down() const { return kind == Kind::Stepper && down && value > min; }
  bool can_up() const { return kind == Kind::Stepper && up && value < max; }
};
using SetupControls = std::vector<SetupControl>;

// Every edit the controls offer, named "edit-ID", "edit+ID" or "edit:ID" as the app marks them.
struct OfferedEdit {
  std::string name;
  SetupEditFn apply;
};
std::vector<OfferedEdit> offered_edits(const SetupControls& controls);

}  // namespace arbiter::kernel
