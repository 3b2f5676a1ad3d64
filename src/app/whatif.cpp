#include "app/whatif.h"

#include <imgui.h>

#include <algorithm>

#include "app/app_state.h"
#include "app/controls.h"
#include "app/page_mirror.h"
#include "app/platform.h"
#include "app/theme.h"
#include "app/widgets.h"

namespace arbiter::app {

namespace {
using kernel::SetupControl;
using CtlKind = SetupControl::Kind;
const std::string kSectionAction = "edit-section:";

bool section_open(const App& a, const SetupControl& c) {
  return c.open != (a.flipped_sections.count(a.demo.scenario_id() + "/" + c.id) > 0);
}

void text_beside_button(const std::string& text) {
  const float button_h = ImGui::GetItemRectSize().y;
  ImGui::SameLine();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (button_h - ImGui::GetFrameHeight()) * 0.5f);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text.c_str());
}

// Continues the row of the previous control when `width` still fits; steppers keep to two columns.
void place(const SetupControl& c, float width) {
  if (!c.row) return;
  const float col = std::max(200.0f, ImGui::GetContentRegionAvail().x * 0.5f);
  if (c.kind == CtlKind::Stepper) {
    if (ImGui::GetContentRegionAvail().x > col * 1.9f) ImGui::SameLine(col);
    return;
  }
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}

// "Explorer 50 (0 to 50 in a land)": the bounds are said once a button stops at one.
std::string stepper_text(const SetupControl& c) {
  std::string s = c.label + " " + std::to_string(c.value) + c.detail;
  const bool at_bound = c.value >= c.max || (c.value <= c.min && c.min != 0);
  if (at_bound && !c.limit.empty()) s += " (" + c.limit + ")";
  return s;
}

// Draws one control; returns the action it was pressed for, or "".
std::string draw_control(const SetupControl& c, const std::string& where) {
  std::string pressed;
  ImGui::PushID(c.id.c_str());
  switch (c.kind) {
    case CtlKind::Section: break;  // drawn by draw_setup_editor
    case CtlKind::Title:
      ImGui::Separator();
      mirror::text(mirror::Role::Paragraph, {Span{c.label, fonts().bold}});
      break;
    case CtlKind::Note:
      place(c, ImGui::CalcTextSize(c.label.c_str()).x);
      mirror::text(mirror::Role::Note, {Span{c.label, nullptr, pal().text_dim}});
      break;
    case CtlKind::Stepper: {
      const std::string text = stepper_text(c);
      place(c, ImGui::CalcTextSize(text.c_str()).x + 100);
      const std::string tip = c.limit.empty() ? std::string() : "Allowed: " + c.limit;
      const std::string fewer = "edit-" + c.id, more = "edit+" + c.id;
      if (button("−", Control::act(fewer, where + c.label + " " + std::to_string(c.value) + ": one fewer", fewer,
                                   c.can_down())
                          .tip(tip)))
        pressed = fewer;
      ImGui::SameLine();
      if (button("+", Control::act(more,
                                   where + c.label + " " + std::to_string(c.value) + ": one more" +
                                       (c.can_up() ? "" : " (" + c.limit + ")"),
                                   more, c.can_up())
                          .tip(tip)))
        pressed = more;
      text_beside_button(text);
      break;
    }
    case CtlKind::Toggle: {
      const std::string text = (c.on ? std::string("✓ ") : std::string()) + c.label;
      place(c, ImGui::CalcTextSize(text.c_str()).x + 24);
      // Drawn lit ("✓ Bowed") or plain, never disabled; its twin is off while the model offers no press.
      const Control toggle =
          Control::act("edit:" + c.id, where + c.label + (c.on ? " (on)" : " (off)"), "edit:" + c.id, bool(c.press));
      if (toggle_button((text + "###toggle").c_str(), c.on, toggle) && c.press) pressed = "edit:" + c.id;
      break;
    }
    case CtlKind::Button:
      place(c, ImGui::CalcTextSize((c.label + c.detail).c_str()).x + 40);
      if (button(c.label.c_str(),
                 Control::act("edit:" + c.id, c.label + ": " + c.detail, "edit:" + c.id, bool(c.press))))
        pressed = "edit:" + c.id;
      text_beside_button(c.detail);
      break;
  }
  ImGui::PopID();
  return pressed;
}

// Keeps the editor where it was on screen for a few frames after an edit: the edit can change the
// height of what is above it (the Reset button's row, a longer "Watch" line, the board's own text),
// and the next click must land on the control the user is looking at.
void hold_editor_in_place(UiState& ui) {
  const float y = ImGui::GetCursorScreenPos().y;
  if (ui.editor_hold_frames <= 0) return;
  --ui.editor_hold_frames;
  if (y != ui.editor_top) ImGui::SetScrollY(ImGui::GetScrollY() + (y - ui.editor_top));
}

}  // namespace

void draw_setup_editor(App& a) {
  hold_editor_in_place(a.ui);
  const float editor_top = ImGui::GetCursorScreenPos().y;
  const kernel::SetupControls& controls = a.demo.setup_controls();
  if (controls.empty()) {
    ImGui::TextDisabled("This scenario has no setup to edit.");
    return;
  }
  std::string action;
  bool open = true;
  std::string where;  // the group's name, before each control's words in the text layer
  for (const auto& c : controls) {
    if (c.kind == CtlKind::Section) {
      open = section_open(a, c);
      where = c.label + ": ";
      ImGui::SetNextItemOpen(open, ImGuiCond_Always);
      const Control header =
          Control::act(kSectionAction + c.id, c.label + (open ? " (shown; press to hide)" : " (hidden; press to show)"),
                       kSectionAction + c.id);
      if (section((c.label + "###" + c.id).c_str(), false, header) != open) action = kSectionAction + c.id;
      continue;
    }
    if (!open) continue;
    const std::string pressed = draw_control(c, where);
    if (!pressed.empty()) action = pressed;
  }
  // Run after drawing: an edit re-runs the scenario and replaces the list being drawn.
  if (!action.empty()) {
    a.ui.editor_top = editor_top;
    a.ui.editor_hold_frames = 4;
    run_setup_action(a, action);
  }
}

bool run_setup_action(App& a, const std::string& action) {
  if (action.rfind(kSectionAction, 0) == 0) {
    const std::string key = a.demo.scenario_id() + "/" + action.substr(kSectionAction.size());
    if (!a.flipped_sections.erase(key)) a.flipped_sections.insert(key);
    return true;
  }
  if (action.size() < 5 || action.compare(0, 4, "edit") != 0) return false;
  const char op = action[4];
  const std::string id = action.substr(5);
  for (const auto& c : a.demo.setup_controls()) {
    if (c.id != id) continue;
    kernel::SetupEditFn edit = op == '-' && c.can_down() ? c.down
                               : op == '+' && c.can_up() ? c.up
                               : op == ':'               ? c.press
                                                         : nullptr;
    if (!edit) return true;  // not offered now (at a bound): nothing happens
    edit(a.demo.document());
    a.demo.rerun();
    platform::set_hash(format_route(current_route(a)), false);
    return true;
  }
  return true;
}

}  // namespace arbiter::app
