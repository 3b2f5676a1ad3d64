#pragma once
// The few things the app asks of the page around it (window.arbiterHost in shell.html): the URL
// hash and history, the clipboard, and the HTML search input laid over the canvas so phones open
// their on-screen keyboard. The native desktop build uses ImGui/SDL equivalents.
#include <string>

namespace arbiter::app::platform {

bool in_browser();
void set_hash(const std::string& hash, bool push);
// Base of shareable links, e.g. "https://host/arbiter/" (the page URL without the hash).
std::string page_base_url();
// The static page of a ruling (r/ID/, built by web/tools/build-site.mjs, which defines
// window.arbiterRulingUrl); empty where there are no such pages (a bare wasm build, the desktop app).
std::string ruling_page_url(const std::string& id);
void copy_text(const std::string& text);
// Where the HTML search input should sit (CSS pixels); hidden when visible is false.
void place_search_input(float x, float y, float w, float h, bool visible);
// Puts text into the HTML search input (route changes, clearing).
void set_search_input_text(const std::string& text);
void focus_search_input();
// Moves keyboard focus to the open ruling's heading in the page's text layer (page_mirror.h), so
// the phone keyboard closes and a screen reader starts reading the ruling. The page moves focus
// when its text layer shows ruling `id` (mirror::showing), never to a heading laid out before.
void focus_ruling(const std::string& id);
// The page's text layer: the JSON page_mirror.cpp records.
void publish_mirror(const std::string& json);
// Remembers a theme the user chose (localStorage), so a reload keeps it instead of the system's.
void store_theme_choice(bool dark);
// Asks the page for a scenario's text (its site file, data/s/GAME/ID.json) and its game model's
// module (arbiter.GAME.wasm, loaded once); the page hands the text over once both are there,
// later (app_state.h, scenario_arrived or scenario_failed). The desktop build reads every text at
// start and never asks.
void fetch_scenario(const std::string& src);
void signal_first_frame();
// Records a start-up milestone in window.arbiter.timings (ms since navigation), for the load benchmark.
void mark(const char* milestone);
// Page colours behind the canvas and the search input follow the app theme.
void set_page_theme(bool dark);
double now_ms();

}  // namespace arbiter::app::platform
