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

}  // namespace arbiter::app
