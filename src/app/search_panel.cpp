#include "app/search_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <string>

#include "app/app_state.h"
#include "app/controls.h"
#include "app/page_mirror.h"
#include "app/platform.h"
#include "app/rich_text.h"
#include "app/theme.h"
#include "app/widgets.h"
#include "corpus/text.h"
#include "corpus/vocabulary.h"

namespace arbiter::app {

namespace {
// A result row as draw_results lays it out: byline, title (2 lines at most), snippet (2), tags (1),
// kRowGap apart, 6 px above and 8 below, then the list's own item spacing.
constexpr float kRowGap = 3;
float row_height() {
  const float body = ImGui::GetFontSize();
  const float small = fonts().small->FontSize * ImGui::GetIO().FontGlobalScale;
  return 6 + ImGui::GetTextLineHeight() + 3 * kRowGap + 2 * std::round(body * 1.3f) + 2 * std::round(small * 1.35f) +
         std::round(small * 1.3f) + 8 + ImGui::GetStyle().ItemSpacing.y;
}

// The option the menu's key moves to, from `at` among `n` options (0 is "All …"); `names` for typing.
int menu_move(const std::string& key, int at, const std::vector<std::string>& names) {
  const int n = int(names.size());
  if (key == "down") return std::min(at + 1, n - 1);
  if (key == "up") return std::max(at - 1, 0);
  if (key == "home") return 0;
  if (key == "end") return n - 1;
  if (key.rfind("type:", 0) == 0 && key.size() > 5) {
    const char c = char(std::tolower(static_cast<unsigned char>(key[5])));
    for (int i = 1; i <= n; ++i) {
      const std::string& name = names[size_t((at + i) % n)];
      if (!name.empty() && std::tolower(static_cast<unsigned char>(name[0])) == c) return (at + i) % n;
    }
  }
  return at;
}

// A filter menu: a combo for the mouse, and for the keyboard a button in the text layer that opens
// it; while open it takes ↑/↓, Home/End, typing, Enter and Escape (App::menu).
template <class F>
void combo(App& a, const std::string& name, const char* all, std::string& value,
           const std::vector<std::string>& options, F display, float width) {
  const std::string preview = value.empty() ? all : display(value);
  std::vector<std::string> names{all};
  for (const auto& o : options) names.push_back(display(o));
  const int current = value.empty() ? 0 : int(std::find(options.begin(), options.end(), value) - options.begin()) + 1;
  const bool open_now = a.menu == name && a.menu_requested;
  if (open_now) {
    a.menu_requested = false;
    a.menu_index = current;
  }
  const Control box = Control::act("menu-" + name,
                                   std::string(all) == preview ? std::string(all) + " (filter menu)"
                                                               : preview + " (filter menu; " + all + " shows all)",
                                   "menu:" + name);
  const auto rows = [&] {
    if (a.menu != name) {  // opened by the mouse: the keys follow it
      a.menu = name;
      a.menu_index = current;
      a.menu_keys.clear();
    }
    int pick = -1;
    for (const auto& k : a.menu_keys) {
      if (k == "escape") ImGui::CloseCurrentPopup();
      else if (k == "enter" || k == "space") pick = a.menu_index;
      else a.menu_index = menu_move(k, a.menu_index, names);
    }
    const bool moved = !a.menu_keys.empty();
    a.menu_keys.clear();
    for (int i = 0; i < int(names.size()); ++i) {
      if (menu_item(names[size_t(i)].c_str(), Control{}, i == current)) pick = i;
      if (i == a.menu_index && a.menu == name) {
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), pal().accent, 4, 0, 2);
        if (moved) ImGui::SetScrollHereY();
      }
    }
    if (pick >= 0) {
      value = pick == 0 ? std::string() : options[size_t(pick - 1)];
      ImGui::CloseCurrentPopup();
    }
  };
  if (!drop_menu(("##" + name).c_str(), preview.c_str(), width, open_now, box, rows) && a.menu == name &&
      !a.menu_requested) {
    a.menu.clear();  // closed (a pick, Escape, or a click elsewhere)
    a.menu_keys.clear();
  }
}
}  // namespace

void draw_search_box(App& a, float width) {
  const float h = a.phone ? 44.0f : 36.0f;
  if (platform::in_browser()) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + width, p.y + h), ImGui::GetColorU32(ImGuiCol_FrameBg), 8);
    ImGui::Dummy(ImVec2(width, h));
    UiState& ui = a.ui;
    ui.search_box_drawn = true;
    const ImVec4 box(p.x, p.y, width, h);
    const ImVec4& last = ui.search_box;
    // Hidden under a popup (combo lists) so the input does not float over it.
    const bool visible = !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
    if (box.x != last.x || box.y != last.y || box.z != last.z || box.w != last.w || visible != ui.search_box_visible) {
      platform::place_search_input(box.x, box.y, box.z, box.w, visible);
      ui.search_box = box;
      ui.search_box_visible = visible;
    }
    return;
  }
  ImGui::SetNextItemWidth(width);
  if (a.focus_search) {
    ImGui::SetKeyboardFocusHere();
    a.focus_search = false;
  }
  std::string q = a.query;
  if (text_input("##search", "Search rulings…  ( / )", q, Control{})) set_query(a, q);
  if (ImGui::IsItemActive()) {
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow))) search_key(a, "down");
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow))) search_key(a, "up");
  }
  if (ImGui::IsItemDeactivated() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter))) search_key(a, "enter");
}

void end_frame_search_box() {
  UiState& ui = app().ui;
  if (!ui.search_box_drawn && ui.search_box_visible) {
    platform::place_search_input(0, 0, 0, 0, false);
    ui.search_box_visible = false;
    ui.search_box = ImVec4(-1, -1, -1, -1);
  }
  ui.search_box_drawn = false;
}

void search_key(App& a, const char* key) {
  const std::string k = key;
  const int n = int(a.hits.size());
  if (k == "down" && n) {
    a.selected = std::min(a.selected + 1, n - 1);
    a.scroll_to_selected = true;
  } else if (k == "up" && n) {
    a.selected = std::max(a.selected - 1, 0);
    a.scroll_to_selected = true;
  } else if (k == "enter" && n && a.selected < n) {
    open_ruling(a, a.hits[static_cast<size_t>(a.selected)].entry->id);
  } else if (k == "escape") {
    if (a.page == Route::Page::Ruling && a.phone) {
      Route r;
      r.query = a.query;
      r.filters = a.filters;
      navigate(a, r, true);
    } else {
      platform::set_search_input_text("");
      set_query(a, "");
    }
  }
}

void draw_filters(App& a) {
  SearchFilters f = a.filters;
  const float avail = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((avail - spacing) / 2);
  auto same = [](const std::string& s) { return s; };
  // The games and kinds come from the vocabulary table (corpus/vocabulary.h), as the site's and the CLI's do.
  std::vector<std::string> games, kinds;
  for (const auto& g : corpus::game_words()) games.push_back(g.id);
  for (const auto& k : corpus::kind_words()) kinds.push_back(k.id);
  combo(
      a, "game", "All games", f.game, games,
      [](const std::string& g) { return std::string(corpus::find_game(g)->label); }, w);
  ImGui::SameLine();
  combo(
      a, "kind", "All kinds", f.kind, kinds,
      [](const std::string& k) { return std::string(corpus::words(*corpus::parse_kind(k)).plural); }, w);
  combo(a, "product", "All products", f.product, a.products, same, w);
  ImGui::SameLine();
  combo(a, "tag", "All tags", f.tag, a.tags, same, w);
  if (!(f == a.filters)) set_filters(a, f);
}

namespace {
// A weak best match (search::SearchResponse::weak): say so, and offer the closest rules summary.
void draw_weak_notice(App& a) {
  if (!a.weak || a.hits.empty()) return;
  const std::string notice = "No ruling answers this closely; these are the nearest.";
  ImGui::TextWrapped("%s", notice.c_str());
  mirror::text_of_item(mirror::Role::Note, notice);
  if (!a.weak_summary) return;
  const corpus::Entry& summary = *a.weak_summary;
  if (link_text({Span{"Closest rules summary: ", nullptr, pal().text_dim},
                 Span{summary.title, nullptr, pal().link, false, 0}},
                {}, Control::link("", "Closest rules summary: " + summary.title, "#/r/" + url_encode(summary.id))) == 0)
    open_ruling(a, summary.id);
}
}  // namespace

void draw_results(App& a) {
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
  if (a.hits.empty()) {
    ImGui::TextWrapped(a.query.empty() ? "No rulings match these filters."
                                       : "No rulings match “%s”. Try fewer words, or clear the filters.",
                       a.query.c_str());
  } else {
    const bool keys_hint = !a.query.empty() && !a.touch_screen && !a.touch_input;
    ImGui::Text("%zu %s%s", a.total, a.total == 1 ? "ruling" : "rulings",
                keys_hint ? "  ·  ↑/↓ to choose, Enter to open" : "");
    mirror::text_of_item(mirror::Role::Note, std::to_string(a.total) + (a.total == 1 ? " ruling" : " rulings") +
                                                 (keys_hint ? "  ·  ↑/↓ to choose, Enter to open" : ""));
  }
  for (const auto& hint : a.hints) ImGui::TextWrapped("%s", hint.c_str());
  draw_weak_notice(a);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (!a.did_you_mean.empty()) {
    ImGui::PushFont(fonts().small);
    const std::string suggestion = a.did_you_mean;
    Route r;
    r.query = suggestion;
    r.filters = a.filters;
    if (link_text({Span{"Did you mean ", nullptr, pal().text_dim}, Span{suggestion, fonts().bold, 0, false, 0},
                   Span{"?", nullptr, pal().text_dim}},
                  {}, Control::link("", "Did you mean " + suggestion + "?", format_route(r))) == 0) {
      platform::set_search_input_text(suggestion);
      set_query(a, suggestion);
    }
    ImGui::PopFont();
  }
  if (a.filters.any()) {
    if (small_button("Clear filters", Control{})) set_filters(a, SearchFilters{});
  }
  begin_scroll_panel("results", ImVec2(0, 0), false);
  const float row_h = row_height();
  const float width = ImGui::GetContentRegionAvail().x;
  if (a.scroll_to_selected) {
    const float top = a.selected * row_h;
    if (top < ImGui::GetScrollY()) ImGui::SetScrollY(top);
    if (top + row_h > ImGui::GetScrollY() + ImGui::GetWindowHeight())
      ImGui::SetScrollY(top + row_h - ImGui::GetWindowHeight());
    a.scroll_to_selected = false;
  }
  ImGuiListClipper clipper;
  clipper.Begin(int(a.hits.size()), row_h);
  std::string open_id;
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const Hit& h = a.hits[static_cast<size_t>(i)];
      const corpus::Entry& e = *h.entry;
      ImGui::PushID(i);
      const ImVec2 p = ImGui::GetCursorScreenPos();
      const bool is_open = a.open == &e;
      // Filled: the open ruling (or, with none open, the keyboard selection); outlined: the selection.
      Control row =
          Control::link("result-" + std::to_string(i), corpus::without_emphasis(e.title), "#/r/" + url_encode(e.id));
      row.in_list = true;
      row.current = i == a.selected;
      if (list_row("##row", is_open || (i == a.selected && !a.open),
                   ImVec2(width, row_h - ImGui::GetStyle().ItemSpacing.y), row))
        open_id = e.id;
      if (i == a.selected && !is_open)
        ImGui::GetWindowDrawList()->AddRect(p, ImVec2(p.x + width, p.y + row_h - ImGui::GetStyle().ItemSpacing.y),
                                            pal().accent, 6, 0, 1.5f);
      ImGui::SetCursorScreenPos(ImVec2(p.x + 8, p.y + 6));
      ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, kRowGap));
      ImGui::BeginGroup();
      entry_byline(e);
      const float inner = width - 16;
      rich_text(with_emphasis(marked_spans(e.title, h.title_marks, fonts().bold)), {inner, 2, 1.3f});
      ImGui::PushFont(fonts().small);
      rich_text(marked_spans(h.snippet, h.snippet_marks, nullptr, pal().text_dim), {inner, 2, 1.35f});
      std::string tags;
      for (const auto& t : e.tags) tags += (tags.empty() ? "# " : "   # ") + t;
      if (e.tags_omitted > 0) tags += "   +" + std::to_string(e.tags_omitted);
      rich_text({Span{tags, nullptr, pal().link}}, {inner, 1, 1.3f});
      ImGui::PopFont();
      ImGui::EndGroup();
      ImGui::PopStyleVar();
      ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + row_h));
      ImGui::PopID();
    }
  }
  end_scroll_panel("results");
  if (!open_id.empty()) open_ruling(a, open_id);
}

}  // namespace arbiter::app
