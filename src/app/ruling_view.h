#pragma once
// The ruling: title, the answer with its paragraphs, nested bullets and footnotes, tags as chips,
// products and printings, source, related rulings, mentioned cards, and the share buttons.
// Also the friendly pages for an unknown ruling, a broken link and a corpus that failed to load.
#include <string>

namespace arbiter::app {

struct App;

void draw_ruling(App& a);
void draw_not_found(App& a);
void draw_load_failure(const App& a);
void draw_welcome(App& a);

// Texts put on the clipboard (also used by the tests through window.arbiter). "Copy link" gives the
// ruling's static page (r/ID/); "Copy link to this step" the step's anchor on that page
// (r/ID/#demo-SCENARIO-step-N), or the app's own link for an edited board, which only the app
// shows. The forum texts link the page (forums preview it) and, on a step, that step the same way.
std::string ruling_link(const App& a);
std::string ruling_step_link(const App& a);
std::string forum_bbcode(const App& a);
std::string forum_markdown(const App& a);

}  // namespace arbiter::app
