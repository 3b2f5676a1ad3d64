#include "app/actions.h"

#include <cstdlib>

#include "app/platform.h"
#include "app/ruling_view.h"
#include "app/theme.h"
#include "app/whatif.h"

namespace arbiter::app {

void run_action(App& a, const std::string& action) {
  if (run_setup_action(a, action)) return;
  if (action == "play") {
    if (a.demo.loaded() && a.demo.last_step() > 0) a.demo.toggle_play(platform::now_ms());
  } else if (action.rfind("step:", 0) == 0) {
    go_step(a, std::atoi(action.c_str() + 5));
  } else if (action == "copy-link") {
    platform::copy_text(ruling_link(a));
  } else if (action == "copy-step-link") {
    platform::copy_text(ruling_step_link(a));
  } else if (action == "copy-bbcode") {
    platform::copy_text(forum_bbcode(a));
  } else if (action == "copy-markdown") {
    platform::copy_text(forum_markdown(a));
  } else if (action == "demo-retry") {
    retry_scenario(a);
  } else if (action == "whatif") {
    a.whatif_open = !a.whatif_open;
  } else if (action == "whatif-reset") {
    a.demo.reset_edits();
    platform::set_hash(format_route(current_route(a)), false);
  } else if (action.rfind("menu:", 0) == 0) {
    a.menu = action.substr(5);
    a.menu_requested = true;
    a.menu_keys.clear();
  } else if (action == "theme") {
    theme().set_dark(!theme().dark());
    platform::store_theme_choice(theme().dark());
  } else if (action == "results") {
    Route r;
    r.query = a.query;
    r.filters = a.filters;
    navigate(a, r, true);
  }
}

}  // namespace arbiter::app
