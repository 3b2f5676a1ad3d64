// Entry point of the app: SDL2 window + GL context and the ImGui frame loop. In the browser the
// page (shell.html) feeds the data bundle and fonts through js_api.cpp; the native desktop build
// reads them from a built site folder given on the command line.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/app_state.h"
#include "app/app_ui.h"
#include "app/page_mirror.h"
#include "app/perf.h"
#include "app/platform.h"
#include "app/task_budget.h"
#include "app/theme.h"
#include "app/ui_marks.h"

#ifdef __EMSCRIPTEN__
#include <SDL_opengles2.h>
#include <emscripten.h>
#else
#include <SDL_opengl.h>
#endif

using namespace arbiter::app;

namespace {
// The loop's window and counters, kept in App (ui_state.h).
FrameLoop& loop() { return app().ui.loop; }

// Render on demand: the loop draws only while something can change. Input and every call the
// page makes into the app wake it (arbiter_wake); it pauses after kSettleFrames frames without
// input, which ImGui needs to settle hover states, popups and layout, unless a demo is playing or
// a button is held.
constexpr int kSettleFrames = 4;
// Frames drawn without being shown at the start, at most, while ImGui settles (frame()).
constexpr int kMaxUnshownFrames = 4;

// The page, not SDL, owns keyboard focus (docs/focus.md): the canvas never takes it, so SDL would
// think its window unfocused and ImGui's backend would ignore the mouse. The mouse reaches the
// app whenever it is over the canvas; after a finger lifts nothing stays hovered, so a tooltip
// cannot stick on a phone.
void feed_pointer(const App& a) {
  FrameLoop& l = loop();
  ImGuiIO& io = ImGui::GetIO();
  int x = 0, y = 0;
  SDL_GetMouseState(&x, &y);
  if (SDL_GetMouseFocus() == l.window) io.MousePos = ImVec2(float(x), float(y));
  const bool down = io.MouseDown[0] || io.MouseDown[1] || io.MouseDown[2];
  if (a.touch_input && !down && !l.pointer_was_down) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  l.pointer_was_down = down;
}

// What a frame puts on the canvas: its size, clear colour and ImGui's draw lists (vertices,
// indices, commands). A frame that would put the same there is not drawn again: presenting a
// WebGL frame is the costliest part of a frame where the browser composites in software
// (docs/startup.md), and ImGui's settle frames (kSettleFrames) mostly repeat the last one.
uint64_t frame_signature(const ImDrawData* d, int dw, int dh, const ImVec4& bg) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a, 64 bits
  auto mix = [&h](const void* p, size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
  };
  const int size[2] = {dw, dh};
  mix(size, sizeof size);
  mix(&bg, sizeof bg);
  mix(&d->DisplayPos, sizeof d->DisplayPos);
  mix(&d->FramebufferScale, sizeof d->FramebufferScale);
  for (int n = 0; n < d->CmdListsCount; ++n) {
    const ImDrawList* list = d->CmdLists[n];
    mix(list->VtxBuffer.Data, size_t(list->VtxBuffer.size_in_bytes()));
    mix(list->IdxBuffer.Data, size_t(list->IdxBuffer.size_in_bytes()));
    for (const ImDrawCmd& c : list->CmdBuffer) {
      const uintptr_t texture = uintptr_t(c.TextureId);
      mix(&c.ClipRect, sizeof c.ClipRect);
      mix(&texture, sizeof texture);
      mix(&c.VtxOffset, sizeof c.VtxOffset);
      mix(&c.IdxOffset, sizeof c.IdxOffset);
      mix(&c.ElemCount, sizeof c.ElemCount);
    }
  }
  return h;
}

// The font atlas holds every glyph of the text the app shows before a frame draws it
// (Theme::update rebuilds it when text brought new glyphs). Run by each frame, and in a task of
// its own before the first frame (arbiter_prepare_frame), so the first frame does not also
// rasterise the fonts.
void prepare_fonts() {
  const App& a = app();
  FrameLoop& l = loop();
  int w, h, dw, dh;
  SDL_GetWindowSize(l.window, &w, &h);
  SDL_GL_GetDrawableSize(l.window, &dw, &dh);
  if (a.demo.runs() != l.glyphs_of_run) {
    l.glyphs_of_run = a.demo.runs();
    theme().add_glyph_text(a.demo.text_shown());
  }
  theme().update(w > 0 ? float(dw) / float(w) : 1.0f, 1.0f);
}

// The search index, once the first frame is on screen: a page opened on a ruling shows it first.
// Built a few entries per step for budget_ms (the page calls it in tasks until it says none
// remain); a search typed meanwhile builds the rest at once (SearchAdapter::run).
constexpr size_t kIndexEntriesPerStep = 2;
bool build_search_index(double budget_ms) {
  App& a = app();
  if (!a.loaded || a.search.indexed()) return false;
  TaskBudget budget(platform::now_ms(), budget_ms);
  while (a.search.build_index_step(kIndexEntriesPerStep) && budget.another(platform::now_ms())) {}
  if (a.search.indexed()) platform::mark("indexed");
  return !a.search.indexed();
}

void frame() {
  const double start = platform::now_ms();
  FrameLoop& l = loop();
  SDL_Event event;
  bool had_input = false;
  while (SDL_PollEvent(&event)) {
    if (event.type == SDL_QUIT) l.quit_requested = true;
    ImGui_ImplSDL2_ProcessEvent(&event);
    had_input = true;
  }
  App& a = app();
  // Nothing to show until the page has handed over the data and the URL and the atlas is ready: a
  // frame now would only present an empty canvas (which costs as much as a real frame, docs/startup.md) or the home
  // page.
  const bool have_data = l.prepared && a.routed && (a.loaded || !a.load_errors.empty());
  if (!have_data) return;
  prepare_fonts();
  if (l.page_dark != int(theme().dark())) {
    l.page_dark = int(theme().dark());
    platform::set_page_theme(theme().dark());
  }
  if (a.demo.tick(start)) go_step(a, a.demo.step());
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  feed_pointer(a);
  ImGui::NewFrame();
  clear_marks();
  mirror::begin_frame();
  draw_app(a);
  mirror::end_frame();
  ImGui::Render();
  int dw, dh;
  SDL_GL_GetDrawableSize(l.window, &dw, &dh);
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  const uint64_t signature = frame_signature(ImGui::GetDrawData(), dw, dh, bg);
  if (!l.first_frame_done) {
    // The first frame shown is one ImGui has settled in, drawing what the frame before drew (its
    // windows size themselves and the results scroll to the selection over the first frames), so
    // the start presents one frame, not three (docs/startup.md).
    const bool settled = signature == l.last_signature || ++l.unshown >= kMaxUnshownFrames;
    l.last_signature = signature;
    if (!settled) {
      perf::record_frame(platform::now_ms() - start);
      return;  // the loop runs on: the next frame is the one that may show
    }
    platform::mark("drawn");
  }
  if (!l.first_frame_done || signature != l.shown_signature) {
    l.shown_signature = signature;
    glViewport(0, 0, dw, dh);
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(l.window);
  }
  perf::record_frame(platform::now_ms() - start);
  // Ready = the first frame that shows the app with its data (or what failed to load).
  if (!l.first_frame_done) {
    l.first_frame_done = true;
    platform::signal_first_frame();
  }
  const bool busy = a.demo.playing() || ImGui::IsAnyMouseDown();
  l.quiet_frames = had_input || busy ? 0 : l.quiet_frames + 1;
#ifdef __EMSCRIPTEN__
  if (l.quiet_frames >= kSettleFrames) emscripten_pause_main_loop();
#endif
}

// The start before any data: SDL and the WebGL context, then ImGui, then its shaders and buffers.
// In the browser each stage is a task of the page's own (arbiter_start, shell.html), so the
// module's instantiation, SDL's and WebGL's set-up and ImGui's are not one long task
// (docs/startup.md).
#ifdef __EMSCRIPTEN__
const char* const kGlslVersion = "#version 300 es";
#else
const char* const kGlslVersion = "#version 130";
#endif

bool start_video() {
  // Keys go to SDL only while the canvas has focus, so the HTML search input can be typed in.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) return false;
#ifdef __EMSCRIPTEN__
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
#endif
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // ImGui draws flat 2D: no depth or stencil buffer, no alpha or multisampling (shell.html makes
  // the page's WebGL context early with these same attributes).
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_ALPHA_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_MULTISAMPLEBUFFERS, 0);
  FrameLoop& l = loop();
  l.window = SDL_CreateWindow("Arbiter", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  l.gl_context = SDL_GL_CreateContext(l.window);
  SDL_GL_MakeCurrent(l.window, l.gl_context);
  SDL_GL_SetSwapInterval(1);
  return true;
}

void start_imgui() {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  ImGui_ImplSDL2_InitForOpenGL(loop().window, loop().gl_context);
  ImGui_ImplOpenGL3_Init(kGlslVersion);
}

// Shaders and buffers now, with ImGui's small built-in font: otherwise the first NewFrame makes
// them and uploads the font atlas a second time (Theme::build_fonts has already uploaded it).
void start_device_objects() {
  ImGui_ImplOpenGL3_CreateDeviceObjects();
  platform::mark("main");
#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop(frame, 0, false);
  loop().main_loop_set = true;
#endif
}

// Runs the next stage of the start; true while stages remain (a failed SDL start ends it).
bool start_stage() {
  switch (loop().start_stages_done++) {
    case 0: return start_video();
    case 1: start_imgui(); return true;
    case 2: start_device_objects(); return false;
    default: return false;
  }
}

#ifndef __EMSCRIPTEN__
std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Native: `arbiter_desktop build/site [#/route]` loads the site's bundle and fonts.
void load_native(int argc, char** argv) {
  const std::string site = argc > 1 ? argv[1] : "build/site";
  const std::string regular = read_file(site + "/fonts/ui.ttf"), bold = read_file(site + "/fonts/ui-bold.ttf");
  theme().set_font_data({regular.begin(), regular.end()}, {bold.begin(), bold.end()});
  const std::string bundle = read_file(site + "/data/bundle.json");
  if (bundle.empty()) app().load_errors.push_back(site + "/data/bundle.json could not be read");
  else load_bundle(app(), bundle);
  // Every scenario's text from the site's own files at once (the page fetches each when needed).
  for (const auto& [id, src] : app().scenario_srcs) {
    const std::string text = read_file(site + "/" + src);
    if (text.empty()) app().load_errors.push_back(site + "/" + src + " could not be read");
    else scenario_arrived(app(), src, text);
  }
  app().routed = true;  // before the route: its demonstration runs at once (app_state.cpp, apply_route)
  if (argc > 2) apply_route(app(), parse_route(argv[2]));
  loop().prepared = true;
}
#endif
}  // namespace

#ifdef __EMSCRIPTEN__
// Called by the page after input events and after each call into the app (shell.html).
extern "C" EMSCRIPTEN_KEEPALIVE void arbiter_wake() {
  if (!loop().main_loop_set) return;  // calls before the start's last stage (arbiter_start)
  loop().quiet_frames = 0;
  emscripten_resume_main_loop();
}

// The start's last steps, each a task of the page's own (shell.html, docs/startup.md): the font
// atlas once the route is followed, before the first frame; the search index after the first
// frame is on screen, in tasks of kStartTaskMs until it returns 0 (a search typed before then
// builds the rest on the spot).
extern "C" EMSCRIPTEN_KEEPALIVE void arbiter_prepare_frame() {
  prepare_fonts();
  loop().prepared = true;
  platform::mark("atlas");
}

// The start, a stage per call, each in a task of the page's (start_stage); 1 while stages remain.
extern "C" EMSCRIPTEN_KEEPALIVE int arbiter_start() { return start_stage() ? 1 : 0; }

extern "C" EMSCRIPTEN_KEEPALIVE int arbiter_build_index() { return build_search_index(kStartTaskMs) ? 1 : 0; }
#endif

int main(int argc, char** argv) {
  (void)argc;
  (void)argv;
#ifdef __EMSCRIPTEN__
  // The page runs the start's stages, a task each (arbiter_start), once the module is instantiated.
  return 0;
#else
  while (start_stage()) {}
  if (loop().start_stages_done < 3) return 1;  // SDL did not start
  load_native(argc, argv);
  while (!loop().quit_requested) {
    if (loop().quiet_frames >= kSettleFrames) SDL_WaitEvent(nullptr);
    frame();
    if (loop().first_frame_done) build_search_index(kStartTaskMs);
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(loop().gl_context);
  SDL_DestroyWindow(loop().window);
  SDL_Quit();
  return 0;
#endif
}
