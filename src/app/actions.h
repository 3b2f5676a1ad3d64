#pragma once
// The app's named commands, shared by the canvas buttons and the page's text layer (a button
// there activated from the keyboard calls arbiter_action with the same name), so both do the same.
//   play · step:N · copy-link · copy-bbcode · copy-markdown · whatif · whatif-reset · theme · results
#include <string>

#include "app/app_state.h"

namespace arbiter::app {

// Unknown names do nothing (the page and the app are built together; a stale page is harmless).
void run_action(App& a, const std::string& action);

}  // namespace arbiter::app
