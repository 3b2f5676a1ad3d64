#include "app/board_l5r.h"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/rich_text.h"
#include "app/theme.h"

namespace arbiter::app {

namespace {
using nlohmann::json;

const json* find_by_id(const json* list, const std::string& id) {
  if (!list || !list->is_array()) return nullptr;
  for (const auto& c : *list)
    if (c.value("id", "") == id) return &c;
  return nullptr;
}

const json& list_of(const json& obj, const char* key) {
  static const json empty = json::array();
  return obj.is_object() && obj.contains(key) && obj[key].is_array() ? obj[key] : empty;
}

int stat_value(const json& c, const char* key) {
  if (!c.contains(key)) return 0;
  const json& s = c[key];
  return s.is_object() ? s.value("value", 0) : s.is_number() ? s.get<int>() : 0;
}

bool stat_modified(const json& c, const char* key) {
  return c.contains(key) && c[key].is_object() && c[key].value("value", 0) != c[key].value("base", 0);
}

constexpr float kCardW = 128, kCardH = 150;
constexpr float kTablePad = 10;  // inner margin of the board panel

// A Personality: name, Force / Chi / Personal Honor, status, keywords and attachments.
float draw_card(ImDrawList* dl, const json& c, const json* before, ImVec2 p) {
  const bool bowed = c.value("bowed", false);
  const bool changed = before && *before != c;
  const float w = kCardW, h = kCardH;
  const ImU32 bg = c.value("dishonored", false) ? IM_COL32(120, 96, 96, 255) : IM_COL32(244, 236, 214, 255);
  const ImU32 ink = IM_COL32(34, 28, 22, 255);
  dl->AddRectFilled(p, ImVec2(p.x + w, p.y + h), bg, 8);
  dl->AddRect(p, ImVec2(p.x + w, p.y + h), changed ? pal().changed : IM_COL32(80, 64, 48, 255), 8, 0, changed ? 4.0f : 1.5f);
  ImFont* bold = fonts().bold;
  ImFont* small = fonts().small;
  const float px = 13, sx = 11.5f;
  const std::string name = c.value("name", c.value("id", "?"));
  dl->AddText(bold, px, ImVec2(p.x + 7, p.y + 6), ink, name.c_str(), nullptr, w - 14);
  std::string kw;
  for (const auto& k : list_of(c, "keywords")) kw += (kw.empty() ? "" : " · ") + k.get<std::string>();
  dl->AddText(small, sx, ImVec2(p.x + 7, p.y + 8 + px * 2.4f), IM_COL32(110, 86, 60, 255), kw.c_str(), nullptr, w - 14);
  // Stats along the bottom, modified ones in colour.
  const char* keys[] = {"force", "chi", "personal_honor"};
  const char* labels[] = {"F", "C", "PH"};
  float x = p.x + 7;
  for (int i = 0; i < 3; ++i) {
    if (!c.contains(keys[i])) continue;
    const std::string t = std::string(labels[i]) + " " + std::to_string(stat_value(c, keys[i]));
    const ImU32 col = stat_modified(c, keys[i]) ? IM_COL32(30, 110, 200, 255) : IM_COL32(140, 30, 30, 255);
    dl->AddText(bold, px, ImVec2(x, p.y + h - px - 8), col, t.c_str());
    x += bold->CalcTextSizeA(px, FLT_MAX, 0, t.c_str()).x + 10;
  }
  std::vector<std::pair<std::string, ImU32>> status;
  if (bowed) status.push_back({"Bowed", IM_COL32(60, 60, 90, 235)});
  if (c.value("dishonored", false)) status.push_back({"Dishonored", IM_COL32(120, 30, 30, 235)});
  if (c.value("opposed", false)) status.push_back({"Opposed", IM_COL32(150, 90, 20, 235)});
  float sy = p.y + h * 0.5f;
  for (const auto& [t, col] : status) {
    const ImVec2 ts = small->CalcTextSizeA(sx, FLT_MAX, 0, t.c_str());
    dl->AddRectFilled(ImVec2(p.x + 6, sy), ImVec2(p.x + 12 + ts.x, sy + ts.y + 3), col, 4);
    dl->AddText(small, sx, ImVec2(p.x + 9, sy + 1.5f), IM_COL32(255, 255, 255, 255), t.c_str());
    sy += ts.y + 6;
  }
  if (bowed) dl->AddText(bold, 20, ImVec2(p.x + w - 26, p.y + h * 0.5f - 10), IM_COL32(60, 60, 90, 200), "↻");
  float ay = p.y + h + 4;
  for (const auto& a : list_of(c, "attachments")) {
    const std::string t = "+ " + a.value("name", "") + (a.contains("force") ? "  F " + a["force"].dump() : "") +
                          (a.value("bowed", false) ? "  (bowed)" : "");
    dl->AddRectFilled(ImVec2(p.x, ay), ImVec2(p.x + w, ay + sx + 8), IM_COL32(214, 200, 160, 255), 5);
    dl->AddText(small, sx, ImVec2(p.x + 5, ay + 4), ink, t.c_str(), nullptr, w - 10);
    ay += sx + 11;
  }
  return ay - p.y;
}

void card_row(const std::vector<const json*>& cards, const json* prev_people) {
  if (cards.empty()) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x - kTablePad;
  const int per_row = std::max(1, int((width + 10) / (kCardW + 10)));
  float row_top = origin.y, row_h = 0, bottom = origin.y;
  for (size_t i = 0; i < cards.size(); ++i) {
    if (i > 0 && i % size_t(per_row) == 0) {
      row_top += row_h + 10;
      row_h = 0;
    }
    const ImVec2 p(origin.x + float(i % size_t(per_row)) * (kCardW + 10), row_top);
    const float h = draw_card(dl, *cards[i], find_by_id(prev_people, cards[i]->value("id", "")), p);
    row_h = std::max(row_h, h);
    bottom = std::max(bottom, row_top + h);
  }
  ImGui::Dummy(ImVec2(width, bottom - origin.y + 4));
}

void caption(const std::string& text) {
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}
}  // namespace

void draw_l5r_board(const json& board, const json* previous) {
  if (!board.is_object()) return;
  const json& people = list_of(board, "personalities");
  const json* prev_people = previous ? &list_of(*previous, "personalities") : nullptr;
  const json* prev_players = previous ? &list_of(*previous, "players") : nullptr;
  // The table: a panel in the board colour (as the Spirit Island board), drawn under its contents.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  dl->ChannelsSplit(2);
  dl->ChannelsSetCurrent(1);
  ImGui::Indent(kTablePad);
  ImGui::Dummy(ImVec2(0, 2));
  std::string head = "Turn " + std::to_string(board.value("turn", 1)) + " · " + board.value("phase", "") + " phase";
  if (board.contains("active_player") && board["active_player"].is_string()) head += " · " + board["active_player"].get<std::string>() + " is active";
  if (board.contains("favor") && board["favor"].is_string()) head += " · Imperial Favor: " + board["favor"].get<std::string>();
  caption(head);

  // Honor totals.
  for (const auto& pl : list_of(board, "players")) {
    const std::string pid = pl.value("id", "");
    const int honor = pl.value("honor", 0);
    const json* before = find_by_id(prev_players, pid);
    const bool changed = before && before->value("honor", 0) != honor;
    std::vector<Span> spans{{pid + "  ", fonts().bold},
                            {"Family Honor " + std::to_string(honor), fonts().bold, changed ? pal().changed : pal().text}};
    if (changed) spans.push_back({"  (was " + std::to_string(before->value("honor", 0)) + ")", nullptr, pal().text_dim});
    spans.push_back({"   hand " + std::to_string(list_of(pl, "hand").size()) + " · fate deck " +
                         std::to_string(pl.value("fate_deck", 0)),
                     fonts().small, pal().text_dim});
    rich_text(spans, {0, 0, 1.4f});
  }

  // Battlefields, then each player's home.
  for (const auto& bf : list_of(board, "battlefields")) {
    const std::string id = bf.value("id", "");
    std::string title = "Battlefield " + id + ": " + bf.value("attacker", "") + " attacks " + bf.value("defender", "");
    if (bf.contains("army_force") && bf["army_force"].is_object())
      for (auto it = bf["army_force"].begin(); it != bf["army_force"].end(); ++it)
        title += "  ·  " + it.key() + " army Force " + (it.value().is_null() ? std::string("—") : it.value().dump());
    ImGui::PushFont(fonts().bold);
    ImGui::TextWrapped("%s", title.c_str());
    ImGui::PopFont();
    std::vector<const json*> here;
    for (const auto& c : people)
      if (c.value("location", "") == id) here.push_back(&c);
    card_row(here, prev_people);
  }
  for (const auto& pl : list_of(board, "players")) {
    const std::string pid = pl.value("id", "");
    std::vector<const json*> home;
    for (const auto& c : people)
      if (c.value("location", "home") == "home" && c.value("controller", "") == pid) home.push_back(&c);
    if (home.empty()) continue;
    caption(pid + " — home");
    card_row(home, prev_people);
  }
  // Dead Personalities, the effects on cards, preventions and waiting effects.
  std::vector<std::string> notes;
  for (const auto& pl : list_of(board, "players"))
    for (const auto& d : list_of(pl, "discard"))
      if (d.value("dead", false)) notes.push_back("✗ " + d.value("name", "") + " is dead (" + pl.value("id", "") + "’s discard pile)");
  for (const auto& c : people)
    for (const auto& e : list_of(c, "effects"))
      notes.push_back("• " + c.value("name", "") + ": " + e.value("text", "") +
                      (e.value("prevented", false) ? "  — prevented by " + e.value("prevented_by", "") : "") +
                      (e.value("applies", true) ? "" : "  (not applying)"));
  for (const auto& p : list_of(board, "preventions")) notes.push_back("⚑ Prevention: " + p.value("text", ""));
  for (const auto& d : list_of(board, "delayed")) notes.push_back("→ Waiting: " + d.value("text", ""));
  if (!notes.empty()) {
    ImGui::PushFont(fonts().small);
    for (const auto& n : notes) rich_text({Span{n}}, {ImGui::GetContentRegionAvail().x - kTablePad, 0, 1.35f});
    ImGui::PopFont();
  }
  ImGui::Unindent(kTablePad);
  dl->ChannelsSetCurrent(0);
  dl->AddRectFilled(top, ImVec2(top.x + width, ImGui::GetCursorScreenPos().y + 4), pal().board_bg, 10);
  dl->ChannelsMerge();
  ImGui::Dummy(ImVec2(0, 4));
}

}  // namespace arbiter::app
