#include "app/controls.h"

#include <imgui_stdlib.h>

#include "app/page_mirror.h"
#include "app/theme.h"
#include "app/ui_marks.h"
#include "app/widgets.h"

namespace arbiter::app {

Control Control::act(std::string mark, std::string words, std::string action, bool enabled) {
  Control c;
  c.mark = std::move(mark);
  c.words = std::move(words);
  c.action = std::move(action);
  c.enabled = enabled;
  return c;
}

Control Control::link(std::string mark, std::string words, std::string href) {
  Control c;
  c.mark = std::move(mark);
  c.words = std::move(words);
  c.href = std::move(href);
  return c;
}

Control Control::marked(std::string mark) {
  Control c;
  c.mark = std::move(mark);
  return c;
}

Control& Control::tip(std::string text) {
  tooltip = std::move(text);
  return *this;
}

Control& Control::and_twin(std::string words, std::string action) {
  more_twins.emplace_back(std::move(words), std::move(action));
  return *this;
}

namespace {
void twin(const Control& c) {
  if (!c.words.empty()) {
    if (!c.action.empty()) mirror::button(c.words, c.action, c.enabled);
    else if (c.in_list) mirror::list_link(c.words, c.href, c.current);
    else mirror::link(c.words, c.href);
  }
  for (const auto& [words, action] : c.more_twins) mirror::button(words, action, true);
}
}  // namespace

void control_of_item(const Control& c) {
  if (!c.tooltip.empty() && hover_tooltips() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    show_tooltip(c.tooltip);
  if (!c.mark.empty()) mark_item(c.mark);
  twin(c);
}

void control_at(const Control& c, ImVec2 min, ImVec2 max) {
  if (!c.mark.empty()) mark_item(c.mark);
  if (!c.words.empty()) mirror::button_at(c.words, c.action, min, max);
}

bool button(const char* label, const Control& c) {
  // touch_button shows the tooltip itself, over the button even while it is disabled.
  const bool pressed = touch_button(label, c.enabled, c.tooltip.empty() ? nullptr : c.tooltip.c_str());
  Control rest = c;
  rest.tooltip.clear();
  control_of_item(rest);
  return pressed;
}

bool button(const char* label, ImVec2 size, const Control& c) {
  const bool pressed = ImGui::Button(label, size);
  control_of_item(c);
  return pressed;
}

bool chip(const std::string& text, const char* id_suffix, bool active, const Control& c) {
  const bool pressed = chip(text, id_suffix, active);
  control_of_item(c);
  return pressed;
}

bool toggle_button(const char* label, bool on, const Control& c) {
  if (on) {
    const ImVec4 accent = ImGui::ColorConvertU32ToFloat4(pal().accent);
    ImGui::PushStyleColor(ImGuiCol_Button, accent);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, accent);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().accent_text));
  }
  const bool pressed = touch_button(label);
  if (on) ImGui::PopStyleColor(3);
  control_of_item(c);
  return pressed;
}

bool small_button(const char* label, const Control& c) {
  const bool pressed = ImGui::SmallButton(label);
  control_of_item(c);
  return pressed;
}

bool menu_item(const char* label, const Control& c, bool selected) {
  const bool pressed = ImGui::Selectable(label, selected);
  control_of_item(c);
  return pressed;
}

bool list_row(const char* id, bool selected, ImVec2 size, const Control& c) {
  const bool pressed = ImGui::Selectable(id, selected, ImGuiSelectableFlags_AllowItemOverlap, size);
  control_of_item(c);
  return pressed;
}

bool section(const char* label, bool default_open, const Control& c) {
  const bool open = ImGui::CollapsingHeader(label, default_open ? ImGuiTreeNodeFlags_DefaultOpen : 0);
  control_of_item(c);
  return open;
}

bool slider(const char* id, int& value, int max, const Control& c) {
  const bool moved = ImGui::SliderInt(id, &value, 0, max, "");
  if (ImGui::IsItemActive()) keep_drag();
  control_of_item(c);
  return moved;
}

bool text_input(const char* id, const char* hint, std::string& text, const Control& c) {
  const bool changed = ImGui::InputTextWithHint(id, hint, &text);
  control_of_item(c);
  return changed;
}

int link_text(const std::vector<Span>& spans, const RichTextOptions& opt, const Control& c) {
  const int clicked = rich_text(spans, opt);
  control_of_item(c);
  return clicked;
}

}  // namespace arbiter::app
