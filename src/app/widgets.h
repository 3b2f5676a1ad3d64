#pragma once
// Small drawing helpers shared by the panels: badges, touch scrolling, section headers (the
// controls themselves, chips and buttons among them, are drawn by controls.h).
#include <imgui.h>

#include <string>

#include "corpus/entry.h"

namespace arbiter::app {

// A coloured pill with text ("ERRATA"); returns its width.
float badge(const char* text, ImU32 bg, ImU32 fg);
ImU32 kind_color(corpus::Kind k);
const char* kind_label(corpus::Kind k);  // "Errata", "FAQ", "Rule", "Fragment"
const char* game_label(corpus::Game g);  // "Spirit Island", "L5R Celestial"
// An entry's first line, in the results and above a ruling: its kind badge, then "Game · source".
void entry_byline(const corpus::Entry& e);
// A scrolling panel (a child window): begin_scroll_panel applies a scroll the page asked for
// (scroll_panel_at); end_scroll_panel adds drag-to-scroll for touch screens, records the panel
// for scroll_panel_at and ends the child window.
void begin_scroll_panel(const char* id, ImVec2 size, bool border, ImGuiWindowFlags flags = 0);
void end_scroll_panel(const char* id);
// Called by a slider while it is dragged so touch_scroll leaves the drag alone.
void keep_drag();
// Scrolls the innermost scrolling panel under `point` (screen pixels) by `dy` on the next frame:
// the page's text layer asks for it when Tab reaches a control scrolled out of its panel.
void scroll_panel_at(ImVec2 point, float dy);
// A bold dim heading over a section (a heading in the page's text layer too).
void section_header(const char* text);
// Hover tooltips only for a mouse: after a tap a finger leaves nothing hovering.
bool hover_tooltips();
// Shows a tooltip this frame and records that one is up (ui_marks.h, tooltip_shown).
void show_tooltip(const std::string& text);
// The height of a button on a phone, large enough for a finger (controls.h draws them).
constexpr float kPhoneButton = 40.0f;

}  // namespace arbiter::app
