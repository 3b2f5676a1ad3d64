#include "app/app_ui.h"

#include <imgui.h>

#include <algorithm>

#include "app/actions.h"
#include "app/app_state.h"
#include "app/controls.h"
#include "app/demo_panel.h"
#include "app/page_mirror.h"
#include "app/platform.h"
#include "app/rich_text.h"
#include "app/ruling_view.h"
#include "app/search_panel.h"
#include "app/theme.h"
#include "app/widgets.h"

namespace arbiter::app {

namespace {
constexpr float kPhoneMax = 720;
constexpr float kWideMin = 1100;

void theme_button(float w, float h, const char* tooltip) {
  const Control c =
      Control::act("theme", theme().dark() ? "Switch to the light theme" : "Switch to the dark theme", "theme")
          .tip(tooltip);
  if (button(theme().dark() ? "☀" : "☾", ImVec2(w, h), c)) run_action(app(), c.action);
}

// Wide screens: title, search box and theme switch on one row. Phones: title and theme switch,
// then the search box across the whole width.
void top_bar(App& a, float width) {
  const float box_h = a.phone ? 44.0f : 36.0f;
  const float row_h = a.phone ? 48.0f : 56.0f;
  const float bar_h = a.phone ? row_h + box_h + 8 : row_h;
  ImGui::BeginChild("top", ImVec2(width, bar_h), false, ImGuiWindowFlags_NoScrollbar);
  const float theme_w = box_h;
  ImGui::SetCursorPos(ImVec2(12, (row_h - ImGui::GetFontSize() * 1.4f) * 0.5f));
  ImGui::PushFont(fonts().title);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::TextUnformatted("Arbiter");
  const ImVec2 title_size = ImGui::GetItemRectSize();
  ImGui::PopFont();
  if (tapped(p, ImVec2(p.x + title_size.x, p.y + title_size.y + 8))) navigate(a, Route{}, true);
  if (a.phone) {
    ImGui::SameLine(0, 10);
    ImGui::PushFont(fonts().small);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
    ImGui::SetCursorPosY((row_h - ImGui::GetFontSize()) * 0.5f + 2);
    ImGui::TextUnformatted("rulings & live board");
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::SameLine(width - theme_w - 12);
  } else {
    ImGui::SameLine(0, 14);
  }
  const float box_y = a.phone ? row_h : (row_h - box_h) * 0.5f;
  const float box_x = a.phone ? 12.0f : ImGui::GetCursorPosX();
  ImGui::SetCursorPosY((row_h - box_h) * 0.5f);
  if (a.phone) theme_button(theme_w, box_h, "");
  ImGui::SetCursorPos(ImVec2(box_x, box_y));
  const float box_w = a.phone ? width - 24 : width - box_x - theme_w - 24;
  draw_search_box(a, box_w);
  if (!a.phone) {
    ImGui::SameLine();
    ImGui::SetCursorPosY(box_y);
    theme_button(theme_w, box_h, "Light / dark");
  }
  ImGui::EndChild();
}

void search_column(App& a, float width, float height) {
  ImGui::BeginChild("search", ImVec2(width, height), false, ImGuiWindowFlags_NoScrollbar);
  mirror::region(mirror::Region::Results);
  if (a.phone) {
    if (button(a.filters_shown ? "Filters ▾" : "Filters ▸", ImVec2(0, 36), Control{}))
      a.filters_shown = !a.filters_shown;
    if (a.filters.any()) {
      ImGui::SameLine();
      badge("on", pal().accent, pal().accent_text);
    }
    if (a.filters_shown) draw_filters(a);
  } else {
    draw_filters(a);
  }
  draw_results(a);
  ImGui::EndChild();
}

void ruling_or_page(App& a) {
  if (a.page == Route::Page::Broken || (a.page == Route::Page::Ruling && !a.open)) draw_not_found(a);
  else if (a.open) draw_ruling(a);
  else draw_welcome(a);
}

void scroll_panel(const char* id, App& a, float width, float height, void (*body)(App&)) {
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(a.phone ? 14.0f : 18.0f, 14));
  begin_scroll_panel(id, ImVec2(width, height), true, ImGuiWindowFlags_AlwaysUseWindowPadding);
  mirror::region(mirror::Region::Main);
  body(a);
  end_scroll_panel(id);
  ImGui::PopStyleVar();
}

float board_height_for(float width) { return std::clamp(width * 0.62f, 220.0f, 460.0f); }
}  // namespace

void draw_app(App& a) {
  const ImGuiIO& io = ImGui::GetIO();
  const float W = io.DisplaySize.x, H = io.DisplaySize.y;
  a.phone = W < kPhoneMax;
  mirror::title(a.query.empty() ? "Arbiter — rulings reference" : "“" + a.query + "” — Arbiter search");
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("Arbiter", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollbar);
  ImGui::PopStyleVar();
  if (!a.loaded && !a.load_errors.empty()) {
    ImGui::SetCursorPos(ImVec2(24, 24));
    ImGui::BeginChild("failure", ImVec2(W - 48, H - 48));
    draw_load_failure(a);
    ImGui::EndChild();
    ImGui::End();
    end_frame_search_box();
    return;
  }
  top_bar(a, W);
  const float gap = 10;
  const float top = ImGui::GetCursorPosY();
  const float body_h = H - top - gap;
  ImGui::SetCursorPos(ImVec2(gap, top));
  const bool have_ruling_page = a.page != Route::Page::Search || a.open;
  if (a.phone) {
    const float w = W - gap * 2;
    if (!have_ruling_page) {
      search_column(a, w, body_h);
    } else {
      mirror::region(mirror::Region::Results);
      if (button("← Results", ImVec2(0, 40), Control::act("back", "Back to the results", "results")))
        run_action(a, "results");
      ImGui::SetCursorPosX(gap);
      scroll_panel("ruling", a, w, H - ImGui::GetCursorPosY() - gap, [](App& x) {
        ruling_or_page(x);
        if (x.open) draw_demo(x, board_height_for(ImGui::GetContentRegionAvail().x));
      });
    }
  } else if (W < kWideMin) {
    const float left = 330;
    search_column(a, left, body_h);
    ImGui::SameLine(0, gap);
    scroll_panel("ruling", a, W - left - gap * 3, body_h, [](App& x) {
      ruling_or_page(x);
      if (x.open) draw_demo(x, board_height_for(ImGui::GetContentRegionAvail().x));
    });
  } else {
    const float left = 360;
    search_column(a, left, body_h);
    ImGui::SameLine(0, gap);
    const float rest = W - left - gap * 3;
    const bool has_demo = a.open && !demos_of(a, *a.open).empty();
    if (has_demo) {
      const float mid = std::floor((rest - gap) * 0.45f);
      scroll_panel("ruling", a, mid, body_h, ruling_or_page);
      ImGui::SameLine(0, gap);
      scroll_panel("board", a, rest - mid - gap, body_h,
                   [](App& x) { draw_demo(x, board_height_for(ImGui::GetContentRegionAvail().x)); });
    } else {
      scroll_panel("ruling", a, rest, body_h, ruling_or_page);
    }
  }
  ImGui::End();
  end_frame_search_box();
}

}  // namespace arbiter::app
