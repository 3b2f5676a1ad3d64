#pragma once
// Everything the app knows: the loaded data, what the user is looking at (the route), the search
// box and its results, the open ruling and its demonstration. UI panels read and change it;
// navigation goes through navigate() so the URL and the browser history follow.
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/demo_player.h"
#include "app/routes.h"
#include "app/search_adapter.h"
#include "app/theme.h"
#include "app/ui_state.h"
#include "corpus/json_parts.h"
#include "corpus/loader.h"

namespace arbiter::app {

// A demonstration as the ruling page lists it before running it (its tab's title).
struct DemoInfo {
  std::string title;
};

// The bundle between the stages of the page's start (begin_bundle, continue_bundle in
// app_state.cpp): its text, and the byte ranges of its top-level members and of its scenarios
// (corpus::split_json), so that each stage parses only its own part and the start is a series of
// short tasks (docs/startup.md). Emptied once the last stage has run.
struct StartUp {
  std::string bundle_text;
  std::vector<corpus::JsonPart> bundle_parts;
  std::vector<corpus::JsonPart> scenario_parts;
  size_t scenarios_done = 0;
  std::string corpus_text;                              // the corpus when the bundle holds it as a string
  std::unique_ptr<corpus::CorpusLoader> corpus_loader;  // the corpus, a few entries per step
  size_t corpus_entries_seen = 0;                       // entries whose glyphs and filter choices are taken
  std::set<std::string> corpus_products, corpus_tags;
  std::vector<std::pair<std::string, std::string>> scenario_rulings;  // (ruling, scenario)
  int bundle_stage = 0;
};

struct App {
  // Data, from the bundle the page fetched (data/bundle.json).
  corpus::Corpus corpus;
  // Each scenario's text is a site file of its own (src, data/s/GAME/ID.json), fetched when a route or
  // a click first needs it (request_scenario); the texts that have arrived are kept.
  std::map<std::string, std::string> scenario_texts;                // scenario id -> file text
  std::map<std::string, std::string> scenario_srcs;                 // scenario id -> site file of its text
  std::map<std::string, std::string> scenario_files;                // scenario id -> repo path (in messages)
  std::map<std::string, std::vector<std::string>> demos_by_ruling;  // entry.demos plus scenarios' "demonstrates"
  std::map<std::string, DemoInfo> demo_info;                        // scenario id -> title, what to watch
  SearchAdapter search;
  std::vector<std::string> products, tags;  // choices of the filter menus, sorted
  bool loaded = false;
  std::vector<std::string> load_errors;  // shown instead of a blank canvas

  // What the user is looking at: the results, a ruling, or a link that leads nowhere. The route is
  // derived from this and the state below (current_route), never kept beside it; only a link that
  // leads nowhere (a broken hash, an unknown ruling id) is kept as it came, for its page and URL.
  Route::Page page = Route::Page::Search;
  Route lost;
  std::string query;
  // Typing in the search box is one history entry per search session: the first keystroke after
  // any navigation pushes, the rest of the session replaces it (Back returns to where you were).
  bool search_session = false;
  SearchFilters filters;
  std::vector<Hit> hits;
  size_t total = 0;
  std::vector<std::string> hints;
  std::string did_you_mean;
  bool weak = false;                            // the results are the nearest entries, not an answer
  const corpus::Entry* weak_summary = nullptr;  // then the closest rules summary, if any
  int selected = 0;                             // keyboard selection in the results
  // The filter menu that is open ("game", "kind", "product", "tag"), "" when none. While one is open
  // the keys go to it (arbiter_key), queued for the frame that draws it: "up", "down", "enter",
  // "escape", "home", "end" and "type:X" (jump to the next option starting with X).
  std::string menu;
  bool menu_requested = false;  // opened from the keyboard: open the popup when drawn
  int menu_index = 0;           // the option the keyboard is on; 0 is "All …"
  std::vector<std::string> menu_keys;
  bool scroll_to_selected = false;
  const corpus::Entry* open = nullptr;
  DemoPlayer demo;
  bool whatif_open = false;  // the setup editor under the board
  // What if groups the user opened or closed, against their default (SetupControl::open), as
  // "scenario/group".
  std::set<std::string> flipped_sections;
  bool filters_shown = false;  // phone: the filter menus are unfolded
  Theme theme;

  // Layout facts of the current frame.
  bool phone = false;
  bool touch_screen = false;  // the page's primary pointer is coarse: no keyboard hints
  bool touch_input = false;   // the last pointer was a finger: no hover tooltips
  bool focus_search = false;  // native build: focus the ImGui search box next frame
  // One column: frames left in which to bring the live board into view (a page's first frames
  // have no content height yet, so one request alone would be cut short).
  int scroll_to_board = 0;
  // The page has handed over its data and its URL (js_api.cpp, arbiter_route): until then a frame
  // would show the home page between the loading stages, not the linked ruling.
  bool routed = false;
  static constexpr int kScrollFrames = 3;

  // What the drawing code carries between frames (ui_state.h).
  UiState ui;
  // The bundle while the page's start loads it in stages.
  StartUp start;
};

App& app();

// The scenarios that demonstrate a ruling and are in this build, the ruling's own list first.
const std::vector<std::string>& demos_of(const App& a, const corpus::Entry& e);

// Loads {"corpus":…, "synonyms":…, "scenarios":[{"file","id","title","demonstrates","src"}]} (a
// scenario's "text" may also come inline); problems go to load_errors.
bool load_bundle(App& a, std::string_view json_text);
// The same in stages, so the page can yield between them (no long task, docs/startup.md):
// begin_bundle finds the bundle's parts (false if the bundle is unusable); each continue_bundle
// runs steps of the stages (the corpus a few entries at a time, the search's synonyms, the
// scenarios one at a time, the game data) until budget_ms have passed, and says whether any remain.
bool begin_bundle(App& a, std::string_view json_text);
bool continue_bundle(App& a, double budget_ms);
// What one task of the page's start may take before it yields (docs/startup.md).
constexpr double kStartTaskMs = 8;

// Changes what the user sees and records it in the URL (push = a new browser history entry).
void navigate(App& a, const Route& r, bool push);
// Applies a route that came from the URL (deep link, back/forward) without touching history.
void apply_route(App& a, const Route& r);
// apply_route for a URL hash, then writes back the hash of what is shown when it differs (an
// out-of-range step, an unknown demonstration), replacing the history entry.
void follow_url(App& a, const std::string& hash);

// A scenario's text, fetched by the page: kept, and the demonstration shown run if it waits for
// it. A file that is not that scenario's JSON is reported (file, JSON path, what was expected).
void scenario_arrived(App& a, const std::string& src, const std::string& text);
// The page could not fetch it: the waiting demonstration says why, with a Retry.
void scenario_failed(App& a, const std::string& src, const std::string& why);
// Asks the page again for the text the shown demonstration waits for (its Retry).
void retry_scenario(App& a);

void set_query(App& a, const std::string& q);
void set_filters(App& a, const SearchFilters& f);
// Opens a ruling as the user's choice (a result, a link): a new history entry, focus on the ruling.
void open_ruling(App& a, const std::string& id);
// Shows another of the open ruling's demonstrations, from its setup.
void select_demo(App& a, const std::string& scenario_id);
void go_step(App& a, int step);
void refresh_results(App& a);
// The route describing the current state (query/filters, or ruling + step + edit).
Route current_route(const App& a);

}  // namespace arbiter::app
