// window.arbiter's C side (shell.html wraps these with ccall): loading data and fonts, routes from
// the URL, the search box, keys, the theme, and the query API used by browser tests and embedders.
#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "app/actions.h"
#include "app/app_state.h"
#include "app/perf.h"
#include "app/ruling_view.h"
#include "app/search_panel.h"
#include "app/theme.h"
#include "app/ui_marks.h"
#include "app/widgets.h"
#include "corpus/text.h"

using namespace arbiter::app;

namespace {
// The string handed to JS stays valid until the next call (UiState::js_reply).
const char* give(std::string s) {
  app().ui.js_reply = std::move(s);
  return app().ui.js_reply.c_str();
}

nlohmann::json hit_json(const Hit& h) {
  auto marks = [](const std::vector<Mark>& ms) {
    nlohmann::json j = nlohmann::json::array();
    for (const auto& m : ms) j.push_back({m.begin, m.end});
    return j;
  };
  return {{"id", h.entry->id},
          {"title", h.entry->title},
          {"kind", arbiter::corpus::to_string(h.entry->kind)},
          {"game", arbiter::corpus::to_string(h.entry->game)},
          {"tags", h.entry->tags},
          {"demos", demos_of(app(), *h.entry)},
          {"snippet", h.snippet},
          {"score", h.score},
          {"title_marks", marks(h.title_marks)},
          {"snippet_marks", marks(h.snippet_marks)}};
}
}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* arbiter_version() { return ARBITER_VERSION; }

// The bundle's bytes as downloaded (UTF-8 JSON, not NUL-terminated), loaded in stages with a task
// of the page's between them: arbiter_begin_bundle finds the bundle's parts and returns 1 when
// stages remain; arbiter_continue_bundle runs steps for kStartTaskMs and says the same.
// arbiter_load_errors gives "" on success, else the problems one per line.
EMSCRIPTEN_KEEPALIVE int arbiter_begin_bundle(const char* bytes, int length) {
  return begin_bundle(app(), std::string_view(bytes, size_t(length))) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int arbiter_continue_bundle() { return continue_bundle(app(), kStartTaskMs) ? 1 : 0; }

EMSCRIPTEN_KEEPALIVE const char* arbiter_load_errors() {
  std::string errs;
  for (const auto& e : app().load_errors) errs += e + "\n";
  return give(errs);
}

EMSCRIPTEN_KEEPALIVE void arbiter_load_failed(const char* what) {
  app().loaded = false;
  app().load_errors.push_back(what);
}

EMSCRIPTEN_KEEPALIVE void arbiter_set_fonts(const unsigned char* regular, int regular_len, const unsigned char* bold,
                                            int bold_len) {
  theme().set_font_data(std::vector<unsigned char>(regular, regular + regular_len),
                        std::vector<unsigned char>(bold, bold + bold_len));
}

EMSCRIPTEN_KEEPALIVE void arbiter_route(const char* hash) {
  follow_url(app(), hash);
  app().routed = true;
}

// The start's linked demonstration, run a slice per call, each in a task of its own (shell.html):
// its start (the card library read, the engine set up), then a step or more per slice of about
// 8 ms, so no task of the start is long. Returns 1 while some of it remains.
EMSCRIPTEN_KEEPALIVE int arbiter_continue_route() { return app().demo.advance(8) ? 1 : 0; }

// A scenario's text the page fetched (src: its site file, as the bundle names it), as bytes through
// the heap; or why it could not be fetched (app_state.h).
EMSCRIPTEN_KEEPALIVE void arbiter_scenario_text(const char* src, const char* bytes, int length) {
  scenario_arrived(app(), src, std::string(bytes, static_cast<size_t>(length)));
}
EMSCRIPTEN_KEEPALIVE void arbiter_scenario_failed(const char* src, const char* why) {
  scenario_failed(app(), src, why);
}

EMSCRIPTEN_KEEPALIVE void arbiter_set_query(const char* q) { set_query(app(), q); }

EMSCRIPTEN_KEEPALIVE void arbiter_key(const char* key) {
  App& a = app();
  const std::string k = key;
  if (!a.menu.empty()) {  // an open filter menu takes the keys (App::menu)
    a.menu_keys.push_back(k);
    return;
  }
  if (k == "left") go_step(a, a.demo.step() - 1);
  else if (k == "right") go_step(a, a.demo.step() + 1);
  else if (k == "space") run_action(a, "play");
  else search_key(a, key);
}

EMSCRIPTEN_KEEPALIVE void arbiter_set_theme(int dark) { theme().set_dark(dark != 0); }

// What the page knows about pointers: a touch screen (no keyboard hints) and whether the last
// pointer was a finger (no hover tooltips).
EMSCRIPTEN_KEEPALIVE void arbiter_set_pointer(int touch_screen, int touch_input) {
  app().touch_screen = touch_screen != 0;
  app().touch_input = touch_input != 0;
}

// A control of the page's text layer activated from the keyboard (page_mirror.h).
EMSCRIPTEN_KEEPALIVE void arbiter_action(const char* action) { run_action(app(), action); }

EMSCRIPTEN_KEEPALIVE void arbiter_scroll_at(float x, float y, float dy) { scroll_panel_at(ImVec2(x, y), dy); }

EMSCRIPTEN_KEEPALIVE const char* arbiter_search(const char* q) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto& h : app().search.run(q, app().filters, 200).hits) j.push_back(hit_json(h));
  return give(j.dump());
}

EMSCRIPTEN_KEEPALIVE int arbiter_open(const char* id) {
  open_ruling(app(), id);
  return app().open ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int arbiter_step(int n) {
  go_step(app(), n);
  return app().demo.loaded() ? app().demo.step() : -1;
}

EMSCRIPTEN_KEEPALIVE const char* arbiter_state() {
  const App& a = app();
  nlohmann::json j;
  const Route r = current_route(a);
  j["route"] = format_route(r);
  j["page"] = r.page == Route::Page::Search   ? "search"
              : r.page == Route::Page::Ruling ? (a.open ? "ruling" : "not-found")
                                              : "broken";
  j["query"] = a.query;
  j["filters"] = {
      {"game", a.filters.game}, {"kind", a.filters.kind}, {"product", a.filters.product}, {"tag", a.filters.tag}};
  j["results"] = a.hits.size();
  j["weak"] = a.weak;
  j["selected"] = a.selected;
  j["loaded"] = a.loaded;
  j["load_errors"] = a.load_errors;
  j["theme"] = theme().dark() ? "dark" : "light";
  j["layout"] = a.phone ? "phone" : "wide";
  j["frames"] = perf::frames_drawn();
  j["tooltip"] = tooltip_shown();
  j["whatif"] = a.whatif_open;
  j["ui"] = marks();
  if (a.open) {
    j["ruling"] = {{"id", a.open->id},
                   {"title", a.open->title},
                   {"kind", arbiter::corpus::to_string(a.open->kind)},
                   {"demos", demos_of(a, *a.open)}};
  } else {
    j["ruling"] = nullptr;
  }
  if (a.demo.loaded()) {
    const auto* snap = a.demo.snapshot();
    j["demo"] = {{"scenario", a.demo.scenario_id()},
                 {"step", a.demo.step()},
                 {"last_step", a.demo.last_step()},
                 {"passed", a.demo.trace().passed},
                 {"error", a.demo.error()},
                 {"awaiting", a.demo.awaiting()},
                 {"notice", a.demo.notice()},
                 {"edited", a.demo.edited()},
                 {"playing", a.demo.playing()},
                 {"log", snap ? snap->log : ""},
                 {"current_action", snap ? snap->current : -1},
                 {"board", snap ? snap->board : nlohmann::json()}};
  } else {
    j["demo"] = nullptr;
  }
  return give(j.dump());
}

EMSCRIPTEN_KEEPALIVE const char* arbiter_share(const char* what) {
  const std::string w = what;
  return give(w == "bbcode"     ? forum_bbcode(app())
              : w == "markdown" ? forum_markdown(app())
              : w == "step"     ? ruling_step_link(app())
                                : ruling_link(app()));
}

EMSCRIPTEN_KEEPALIVE const char* arbiter_frame_times() { return give(perf::take_frames_json()); }

}  // extern "C"
#endif
