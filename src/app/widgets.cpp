#include "app/widgets.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/app_state.h"
#include "app/imgui_ext.h"
#include "app/page_mirror.h"
#include "app/theme.h"
#include "corpus/vocabulary.h"

namespace arbiter::app {

float badge(const char* text, ImU32 bg, ImU32 fg) {
  ImFont* f = fonts().small ? fonts().small : ImGui::GetFont();
  const float size = f->FontSize * ImGui::GetIO().FontGlobalScale;
  const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, text);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 pad(6, 2);
  const float line_h = ImGui::GetTextLineHeight();
  const float y = p.y + std::round((line_h - (ts.y + pad.y * 2)) * 0.5f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(ImVec2(p.x, y), ImVec2(p.x + ts.x + pad.x * 2, y + ts.y + pad.y * 2), bg, 4);
  dl->AddText(f, size, ImVec2(p.x + pad.x, y + pad.y), fg, text);
  ImGui::Dummy(ImVec2(ts.x + pad.x * 2, line_h));
  return ts.x + pad.x * 2;
}

ImU32 kind_color(corpus::Kind k) {
  switch (k) {
    case corpus::Kind::Errata: return pal().badge_errata;
    case corpus::Kind::Faq: return pal().badge_faq;
    case corpus::Kind::Rule: return pal().badge_rule;
    case corpus::Kind::Fragment: return pal().badge_fragment;
    case corpus::Kind::Summary: return pal().badge_summary;
  }
  return pal().badge_faq;
}

const char* kind_label(corpus::Kind k) { return corpus::words(k).label; }

const char* game_label(corpus::Game g) { return corpus::words(g).label; }

void entry_byline(const corpus::Entry& e) {
  badge(kind_label(e.kind), kind_color(e.kind), IM_COL32(255, 255, 255, 255));
  ImGui::SameLine();
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
  ImGui::Text("%s · %s", game_label(e.game), e.source.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
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
}  // namespace

bool chip(const std::string& text, const char* id_suffix, bool active) {
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

void keep_drag() { app().ui.slider_drag_frame = ImGui::GetFrameCount(); }

namespace {
// Drag-to-scroll for touch screens, inside a scrolling panel after its contents. A press that
// starts on the panel's scrollbar is the scrollbar's.
void touch_scroll() {
  ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsMouseDown(0) || ImGui::GetScrollMaxY() <= 0 || io.WantTextInput) return;
  if (app().ui.slider_drag_frame >= ImGui::GetFrameCount() - 1) return;  // a slider owns this drag
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  const ImVec2 inner_max(pos.x + size.x - ImGui::GetStyle().ScrollbarSize, pos.y + size.y);
  const ImVec2 from = io.MouseClickedPos[0];
  if (from.x < pos.x || from.y < pos.y || from.x >= inner_max.x || from.y >= inner_max.y) return;
  if (io.MouseDragMaxDistanceSqr[0] < 100.0f) return;
  ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
  release_active_item();  // a drag is a scroll, not a press
}
}  // namespace

void begin_scroll_panel(const char* id, ImVec2 size, bool border, ImGuiWindowFlags flags) {
  UiState& ui = app().ui;
  if (ui.scroll_panel == id) {
    set_next_window_scroll_y(ui.scroll_panel_to);
    ui.scroll_panel.clear();
  }
  ImGui::BeginChild(id, size, border, flags);
}

void end_scroll_panel(const char* id) {
  touch_scroll();
  // The visible part of the panel: the clip rectangle its window began with.
  const ImVec2 min = ImGui::GetWindowDrawList()->GetClipRectMin(), max = ImGui::GetWindowDrawList()->GetClipRectMax();
  app().ui.marks.panels.push_back(
      {id, ImVec4(min.x, min.y, max.x - min.x, max.y - min.y), ImGui::GetScrollY(), ImGui::GetScrollMaxY()});
  ImGui::EndChild();
}

void scroll_panel_at(ImVec2 point, float dy) {
  UiState& ui = app().ui;
  const PanelShown* target = nullptr;
  for (const PanelShown& p : ui.marks.panels)  // in the order drawn: the last match is the innermost
    if (p.scroll_max > 0 && point.x >= p.clip.x && point.y >= p.clip.y && point.x < p.clip.x + p.clip.z &&
        point.y < p.clip.y + p.clip.w)
      target = &p;
  if (!target) return;
  ui.scroll_panel = target->id;
  ui.scroll_panel_to = std::clamp(target->scroll_y + dy, 0.0f, target->scroll_max);
}

void section_header(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(fonts().bold);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
  mirror::text_of_item(mirror::Role::Heading2, text);
  ImGui::PopFont();
}

bool hover_tooltips() { return !app().touch_input; }

void show_tooltip(const std::string& text) {
  ImGui::SetTooltip("%s", text.c_str());
  app().ui.marks.tooltip = true;
}

bool touch_button(const char* label, bool enabled, const char* tooltip) {
  const float h = app().phone ? kPhoneButton : 0.0f;
  if (!enabled) ImGui::BeginDisabled();
  const ImVec2 ts = ImGui::CalcTextSize(label, nullptr, true);
  const float w = h > 0 ? std::max(h, ts.x + ImGui::GetStyle().FramePadding.x * 2) : 0.0f;
  const bool pressed = ImGui::Button(label, ImVec2(w, h));
  if (tooltip && hover_tooltips() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) show_tooltip(tooltip);
  if (!enabled) ImGui::EndDisabled();
  return pressed;
}

}  // namespace arbiter::app
