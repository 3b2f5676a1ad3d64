#include "app/controls.h"

#include <imgui_stdlib.h>

#include <algorithm>

#include "app/app_state.h"
#include "app/imgui_ext.h"
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
// Text cut to `width` with "…" in its place (a glyph of the UI's own, theme.cpp): as much of it as
// fits beside the "…", without the spaces the cut leaves at its end.
void text_cut(ImDrawList* dl, ImFont* f, float size, ImVec2 at, float width, ImU32 colour, const std::string& text) {
  const char* ellipsis = "…";
  const float ellipsis_w = f->CalcTextSizeA(size, FLT_MAX, 0, ellipsis).x;
  const char* begin = text.c_str();
  const char* end = begin;
  f->CalcTextSizeA(size, std::max(width - ellipsis_w, 1.0f), 0, begin, begin + text.size(), &end);
  while (end > begin && end[-1] == ' ') --end;
  dl->AddText(f, size, at, colour, begin, end);
  const float kept_w = f->CalcTextSizeA(size, FLT_MAX, 0, begin, end).x;
  dl->AddText(f, size, ImVec2(at.x + kept_w, at.y), colour, ellipsis);
}

// A clickable chip; wraps to the next line when it does not fit. Returns true when tapped.
bool draw_chip(const std::string& text, const char* id_suffix, bool active) {
  ImFont* f = ImGui::GetFont();
  const float size = ImGui::GetFontSize();
  const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
  const ImVec2 pad(app().phone ? 12.0f : 9.0f, app().phone ? 7.0f : 4.0f);
  // Wrap: the previous chip called SameLine; move down when this one would overflow. A chip
  // wider than the whole line is cut with "…" (the full text shows on hover).
  const float left = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMin().x;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const ImVec2 box(std::min(ts.x + pad.x * 2, std::max(right - left, pad.x * 4)), ts.y + pad.y * 2);
  const bool cut = box.x < ts.x + pad.x * 2;
  if (ImGui::GetCursorScreenPos().x + box.x > right && ImGui::GetCursorScreenPos().x > left + 1) ImGui::NewLine();
  ImGui::PushID(text.c_str());
  ImGui::PushID(id_suffix);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton("chip", box);
  const bool hover = ImGui::IsItemHovered();
  ImGui::PopID();
  ImGui::PopID();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 bg = active ? pal().accent : pal().chip;
  const ImU32 fg = active ? pal().accent_text : pal().chip_text;
  dl->AddRectFilled(p, ImVec2(p.x + box.x, p.y + box.y), bg, box.y * 0.5f);
  if (hover) dl->AddRect(p, ImVec2(p.x + box.x, p.y + box.y), pal().accent, box.y * 0.5f, 0, 1.5f);
  if (cut) {
    text_cut(dl, f, size, ImVec2(p.x + pad.x, p.y + pad.y), box.x - pad.x * 2, fg, text);
    if (hover && hover_tooltips()) show_tooltip(text);
  } else {
    dl->AddText(f, size, ImVec2(p.x + pad.x, p.y + pad.y), fg, text.c_str());
  }
  if (hover) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  ImGui::SameLine(0, 6);
  return pressed;
}

// A button that is large enough for a finger on phones (kPhoneButton pixels high there).
bool touch_button(const char* label, bool enabled = true, const char* tooltip = nullptr) {
  const float h = app().phone ? kPhoneButton : 0.0f;
  if (!enabled) ImGui::BeginDisabled();
  const ImVec2 ts = ImGui::CalcTextSize(label, nullptr, true);
  const float w = h > 0 ? std::max(h, ts.x + ImGui::GetStyle().FramePadding.x * 2) : 0.0f;
  const bool pressed = ImGui::Button(label, ImVec2(w, h));
  if (tooltip && hover_tooltips() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) show_tooltip(tooltip);
  if (!enabled) ImGui::EndDisabled();
  return pressed;
}

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
  const bool pressed = draw_chip(text, id_suffix, active);
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

bool drop_menu(const char* id, const char* preview, float width, bool open_now, const Control& c,
               const std::function<void()>& rows) {
  if (open_now) ImGui::OpenPopup(combo_popup_id(id));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 end(at.x + width, at.y + ImGui::GetFrameHeight());
  ImGui::SetNextItemWidth(width);
  const bool open = ImGui::BeginCombo(id, preview, ImGuiComboFlags_HeightLarge);
  if (open) {
    rows();
    ImGui::EndCombo();
  }
  control_at(c, at, end);
  return open;
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
