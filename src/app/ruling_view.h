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
// ruling's static page (r/ID/), or the app's own link when a demo step or an edited board is on
// screen; the forum texts always link the page (forums preview it) and add the live-board link then.
std::string ruling_link(const App& a);
std::string forum_bbcode(const App& a);
std::string forum_markdown(const App& a);

}  // namespace arbiter::app
