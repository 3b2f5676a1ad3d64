#pragma once
// The search side: the search box (an HTML input over the canvas in the browser), the filters
// and the results list with highlighted matches, kind badges, game and tags.
namespace arbiter::app {

struct App;

void draw_search_box(App& a, float width);
void draw_filters(App& a);
void draw_results(App& a);
// ↑/↓/Enter/Esc from the search box (browser: forwarded by the page; native: ImGui keys).
void search_key(App& a, const char* key);
// Call once per frame after all panels: hides the HTML input when the box was not drawn.
void end_frame_search_box();

}  // namespace arbiter::app
