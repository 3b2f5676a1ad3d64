#pragma once
// What the drawing code carries from one frame to the next, owned by App (app_state.h) beside
// what the user looks at: the text layer and the marks being recorded, the page's search input as
// last placed, short-lived scroll requests and the frame loop's own counters. Each part names the
// file that uses it; no file of the app keeps state of its own.
#include <imgui.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

struct SDL_Window;

namespace arbiter::app {

// The page's text layer (page_mirror.cpp): the blocks of the frame being drawn, and the page last
// handed to the browser.
struct MirrorState {
  nlohmann::json blocks = nlohmann::json::array();
  std::string live, title, ruling, published;  // ruling: the id of the ruling shown (mirror::showing)
  const char* region = "banner";               // the landmark the next blocks belong to (mirror::region)
};

// A scrolling panel as drawn (widgets.h, end_scroll_panel): its visible rectangle and scroll.
struct PanelShown {
  std::string id;
  ImVec4 clip;  // x, y, width, height on screen
  float scroll_y, scroll_max;
};

// What the page and browser tests read about the drawn frame (ui_marks.cpp, widgets.cpp): the
// named controls' rectangles of the frame being drawn and of the last complete one, whether a
// tooltip is up, and the scrolling panels, in the order drawn.
struct MarkState {
  nlohmann::json drawing = nlohmann::json::object();
  nlohmann::json shown = nlohmann::json::object();
  bool tooltip = false;  // show_tooltip was called in the frame being drawn (or the last drawn)
  std::vector<PanelShown> panels;
};

// CPU time per frame, for the browser benchmark (perf.cpp).
struct FrameTimes {
  std::vector<double> ms;
  long drawn = 0;
};

// The frame loop's window and counters (main.cpp).
struct FrameLoop {
  SDL_Window* window = nullptr;
  void* gl_context = nullptr;  // SDL_GLContext
  int start_stages_done = 0;   // the start's stages run so far (start_stage)
  bool main_loop_set = false;  // the browser's main loop is set: the start's last stage ran
  bool first_frame_done = false;
  bool prepared = false;  // the font atlas is ready for the first frame (arbiter_prepare_frame)
  bool quit_requested = false;
  int quiet_frames = 0;           // frames drawn without input (kSettleFrames)
  bool pointer_was_down = false;  // a mouse button was down in the last frame (feed_pointer)
  int glyphs_of_run = 0;          // the demonstration run whose text the font atlas holds
  int page_dark = -1;             // the theme last handed to the page (-1: none yet)
  // The signature of the frame last shown and of the last drawn, and the frames drawn and not
  // shown at the start (frame_signature, kMaxUnshownFrames).
  uint64_t shown_signature = 0, last_signature = 0;
  int unshown = 0;
};

struct UiState {
  MirrorState mirror;
  MarkState marks;
  FrameTimes times;
  FrameLoop loop;
  // The page's search input as last placed over the canvas (search_panel.cpp): moved only when
  // its place changes, hidden when a frame draws no search box.
  bool search_box_drawn = false, search_box_visible = false;
  ImVec4 search_box{-1, -1, -1, -1};
  // The frame in which a slider last dragged: touch_scroll leaves that drag alone (widgets.cpp).
  int slider_drag_frame = -1;
  // A scroll the page asked for (scroll_panel_at), applied as the panel begins in the next frame.
  std::string scroll_panel;
  float scroll_panel_to = 0;
  // Bring the What if editor into view in the frame after it opens (demo_panel.cpp).
  bool scroll_to_editor = false;
  // After an edit the editor stays where it was on screen for a few frames: the edit can change
  // the height of what is above it, and the next click must land on the control the user sees
  // (whatif.cpp).
  float editor_top = 0;
  int editor_hold_frames = 0;
  // The last string handed to the page's JavaScript, valid until the next call (js_api.cpp).
  std::string js_reply;
};

}  // namespace arbiter::app
