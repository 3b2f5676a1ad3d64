#pragma once
// Every control of the app is drawn through here, once: the widget on the canvas, its mark (the
// rectangle browser tests click, ui_marks.h) and its twin in the page's text layer (page_mirror.h,
// the button or link that screen readers and the keyboard reach), from one description. A new
// control is one call; panels do not call mark_item or the mirror's button and link themselves.
#include <imgui.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "app/rich_text.h"

namespace arbiter::app {

struct Control {
  std::string mark;    // its name in window.arbiter.state().ui; "" for none
  std::string words;   // what its twin in the text layer says; "" for no twin
  std::string action;  // the twin is a button that runs this action (actions.h, arbiter_action)…
  std::string href;    // …or else a link to this app route ("#/r/ID")
  bool enabled = true;
  std::string tooltip;                    // shown while a mouse hovers it; "" for none
  bool in_list = false, current = false;  // a link of a list that is one Tab stop (mirror::list_link)
  // More twins, each a button running its action: one canvas control that opens a menu of
  // several is several buttons in the text layer.
  std::vector<std::pair<std::string, std::string>> more_twins;  // (words, action)

  static Control act(std::string mark, std::string words, std::string action, bool enabled = true);
  static Control link(std::string mark, std::string words, std::string href);
  static Control marked(std::string mark);  // a mark and no twin
  Control& tip(std::string text);
  Control& and_twin(std::string words, std::string action);
};

// A button large enough for a finger on a phone (kPhoneButton high there), or of a fixed size.
bool button(const char* label, const Control& c);
bool button(const char* label, ImVec2 size, const Control& c);
// A chip, wrapped to the next line when it does not fit and cut with "…" when wider than the
// line: a demonstration tab, a tag, a search suggestion.
bool chip(const std::string& text, const char* id_suffix, bool active, const Control& c);
// A button lit while `on` (a What if toggle); never drawn disabled, whatever its twin says.
bool toggle_button(const char* label, bool on, const Control& c);
// A small inline button ("Clear filters").
bool small_button(const char* label, const Control& c);
// A row of a popup menu, highlighted when `selected`.
bool menu_item(const char* label, const Control& c, bool selected = false);
// A row of a list that other items draw over (a search result): the size of `size`.
bool list_row(const char* id, bool selected, ImVec2 size, const Control& c);
// A menu that drops down from a box showing `preview` (a filter menu), `width` wide, opened now when
// `open_now` (from the keyboard); `rows` draws its rows (menu_item) while it is open. The mark and
// twin cover the box. Returns whether the menu was open.
bool drop_menu(const char* id, const char* preview, float width, bool open_now, const Control& c,
               const std::function<void()>& rows);
// A section that folds (a collapsing header); returns whether it is open.
bool section(const char* label, bool default_open, const Control& c);
// A slider over 0..max; while dragged, touch scrolling leaves the drag alone (widgets.h, keep_drag).
bool slider(const char* id, int& value, int max, const Control& c);
// A one-line text box with a hint (the native build's search box).
bool text_input(const char* id, const char* hint, std::string& text, const Control& c);
// Text with a link span (rich_text); returns rich_text's result.
int link_text(const std::vector<Span>& spans, const RichTextOptions& opt, const Control& c);
// The tooltip, mark and twin of the control just drawn by other means (a collapsing header, a
// results row, a toggle), or with the twin over a rectangle of the screen (a filter menu, whose
// last item may be its popup's).
void control_of_item(const Control& c);
void control_at(const Control& c, ImVec2 min, ImVec2 max);

}  // namespace arbiter::app
