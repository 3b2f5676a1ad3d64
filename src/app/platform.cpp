#include "app/platform.h"

#include <SDL.h>

#include <chrono>
#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace arbiter::app::platform {

#ifdef __EMSCRIPTEN__
// The page's functions are named in quotes: the runtime JS these blocks go into is minified by
// Closure (src/app/CMakeLists.txt), which renames every property it sees written as a.b.
bool in_browser() { return true; }

void set_hash(const std::string& hash, bool push) {
  EM_ASM({ window['arbiterHost']['setHash'](UTF8ToString($0), !!$1); }, hash.c_str(), push ? 1 : 0);
}

namespace {
// Takes a string the page made with allocateUTF8 (_malloc'ed) in the EM_ASM blocks below.
std::string take_js_string(int ptr) {
  char* s = reinterpret_cast<char*>(ptr);
  std::string out = s ? s : "";
  free(s);
  return out;
}
}  // namespace

std::string page_base_url() {
  return take_js_string(EM_ASM_INT({ return allocateUTF8(location.href.split('#')[0]); }));
}

std::string ruling_page_url(const std::string& id) {
  return take_js_string(EM_ASM_INT(
      { return allocateUTF8(window['arbiterRulingUrl'] ? window['arbiterRulingUrl'](UTF8ToString($0)) : ""); },
      id.c_str()));
}

void copy_text(const std::string& text) {
  EM_ASM({ window['arbiterHost']['copy'](UTF8ToString($0)); }, text.c_str());
}

void place_search_input(float x, float y, float w, float h, bool visible) {
  EM_ASM({ window['arbiterHost']['placeSearch']($0, $1, $2, $3, !!$4); }, x, y, w, h, visible ? 1 : 0);
}

void set_search_input_text(const std::string& text) {
  EM_ASM({ window['arbiterHost']['setSearchText'](UTF8ToString($0)); }, text.c_str());
}

void focus_search_input() {
  EM_ASM({ window['arbiterHost']['focusSearch'](); });
}

void focus_ruling(const std::string& id) {
  EM_ASM({ window['arbiterHost']['focusRuling'](UTF8ToString($0)); }, id.c_str());
}

void publish_mirror(const std::string& json) {
  EM_ASM({ window['arbiterHost']['mirror'](UTF8ToString($0)); }, json.c_str());
}

void store_theme_choice(bool dark) {
  EM_ASM({ window['arbiterHost']['storeTheme'](!!$0); }, dark ? 1 : 0);
}

void fetch_scenario(const std::string& src) {
  EM_ASM({ window['arbiterHost']['fetchScenario'](UTF8ToString($0)); }, src.c_str());
}

void signal_first_frame() {
  EM_ASM({
    if (window['arbiterFirstFrame']) window['arbiterFirstFrame']();
  });
}

void mark(const char* milestone) {
  EM_ASM(
      {
        if (window['arbiterEarly']) window['arbiterEarly']['mark'](UTF8ToString($0));
      },
      milestone);
}

void set_page_theme(bool dark) {
  EM_ASM({ window['arbiterHost']['setTheme'](!!$0); }, dark ? 1 : 0);
}

double now_ms() { return emscripten_get_now(); }
#else
bool in_browser() { return false; }
void set_hash(const std::string& hash, bool) {
  SDL_SetWindowTitle(SDL_GL_GetCurrentWindow(), ("Arbiter " + hash).c_str());
}
std::string page_base_url() { return "https://arbiter.example/"; }
std::string ruling_page_url(const std::string&) { return ""; }
void copy_text(const std::string& text) { SDL_SetClipboardText(text.c_str()); }
void place_search_input(float, float, float, float, bool) {}
void set_search_input_text(const std::string&) {}
void focus_search_input() {}
void focus_ruling(const std::string&) {}
void publish_mirror(const std::string&) {}
void store_theme_choice(bool) {}
void fetch_scenario(const std::string&) {}
void signal_first_frame() {}
void mark(const char*) {}
void set_page_theme(bool) {}
double now_ms() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}
#endif

}  // namespace arbiter::app::platform
