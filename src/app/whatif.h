#pragma once
// What if: draws the controls the scenario's game model offers for its setup (kernel/setup_edit.h,
// from DemoPlayer::setup_controls) and runs the one pressed. Each control has a twin in the page's
// text layer sending the same action, so the keyboard reaches every one.
#include <set>
#include <string>

namespace arbiter::app {

struct App;

// The editor under the board; an edit re-runs the scenario at once.
void draw_setup_editor(App& a);
// Runs an editor action: "edit-ID" / "edit+ID" (a stepper), "edit:ID" (a toggle or button),
// "edit-section:ID" (opens or closes a group). Returns false for any other action.
bool run_setup_action(App& a, const std::string& action);

}  // namespace arbiter::app
