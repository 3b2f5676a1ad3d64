#include "app/board_l5r.h"

#include <imgui.h>

#include <algorithm>
#include <string>

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

std::string stat_line(const json& c) {
  std::string s;
  if (c.contains("force")) s += "F " + c["force"].dump();
  if (c.contains("chi") && !c["chi"].is_null()) s += (s.empty() ? "" : "  ") + std::string("C ") + c["chi"].dump();
  if (c.contains("personal_honor")) s += (s.empty() ? "" : "  ") + std::string("PH ") + c["personal_honor"].dump();
  return s;
}

// A card: name, stats, status (bowed, dishonored, dead), its attachments underneath.
void card(ImDrawList* dl, const json& c, const json& all_cards, const json* prev_cards, ImVec2 p, float w) {
  const bool bowed = c.value("bowed", false);
  const bool dead = c.value("dead", false);
  const json* before = find_by_id(prev_cards, c.value("id", ""));
  const bool changed = prev_cards && (!before || *before != c);
  const float h = w * 1.25f;
  const ImU32 bg = dead ? IM_COL32(90, 60, 60, 255) : IM_COL32(240, 232, 212, 255);
  dl->AddRectFilled(p, ImVec2(p.x + w, p.y + h), bg, 6);
  dl->AddRect(p, ImVec2(p.x + w, p.y + h), changed ? pal().changed : IM_COL32(60, 50, 40, 255), 6, 0, changed ? 3.5f : 1.5f);
  ImFont* bold = fonts().bold;
  ImFont* small = fonts().small;
  const float px = std::max(10.0f, std::min(14.0f, w * 0.12f));
  const std::string name = c.value("name", c.value("def", c.value("id", "?")));
  dl->AddText(bold, px, ImVec2(p.x + 5, p.y + 4), IM_COL32(30, 25, 20, 255), name.c_str(), nullptr, w - 10);
  const std::string type = c.value("type", "");
  dl->AddText(small, px * 0.9f, ImVec2(p.x + 5, p.y + 6 + px * 2.3f), IM_COL32(100, 80, 60, 255), type.c_str());
  const std::string stats = stat_line(c);
  dl->AddText(bold, px * 1.05f, ImVec2(p.x + 5, p.y + h - px * 1.6f), IM_COL32(120, 20, 20, 255), stats.c_str());
  std::string status;
  if (bowed) status += "Bowed ";
  if (c.value("dishonored", false)) status += "Dishonored ";
  if (dead) status += "Dead ";
  if (!c.value("face_up", true)) status += "Face down ";
  if (!status.empty()) {
    const ImVec2 ss = small->CalcTextSizeA(px * 0.9f, FLT_MAX, 0, status.c_str());
    const ImVec2 sp(p.x + 5, p.y + h * 0.5f);
    dl->AddRectFilled(ImVec2(sp.x - 2, sp.y - 1), ImVec2(sp.x + ss.x + 2, sp.y + ss.y + 1), IM_COL32(40, 40, 60, 220), 3);
    dl->AddText(small, px * 0.9f, sp, IM_COL32(255, 255, 255, 255), status.c_str());
  }
  // Attachments.
  float ay = p.y + h + 3;
  for (const auto& a : all_cards)
    if (a.value("attached_to", "") == c.value("id", "")) {
      const std::string an = "+ " + a.value("name", a.value("def", a.value("id", ""))) + (a.contains("force") ? "  F " + a["force"].dump() : "");
      dl->AddRectFilled(ImVec2(p.x, ay), ImVec2(p.x + w, ay + px * 1.5f), IM_COL32(200, 190, 150, 255), 4);
      dl->AddText(small, px * 0.9f, ImVec2(p.x + 4, ay + 2), IM_COL32(30, 25, 20, 255), an.c_str(), nullptr, w - 8);
      ay += px * 1.6f;
    }
}
}  // namespace

void draw_l5r_board(const json& board, const json* previous) {
  if (!board.is_object()) return;
  const json empty = json::array();
  const json& cards = board.contains("cards") && board["cards"].is_array() ? board["cards"] : empty;
  const json* prev_cards = previous && previous->contains("cards") ? &(*previous)["cards"] : nullptr;
  const json& players = board.contains("players") && board["players"].is_array() ? board["players"] : empty;
  const float width = ImGui::GetContentRegionAvail().x;
  const float card_w = std::max(84.0f, std::min(120.0f, (width - 20) / 4.5f));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // Battlefields first, then each player's home.
  std::vector<std::pair<std::string, std::string>> rows;  // (title, location)
  if (board.contains("battlefields"))
    for (const auto& b : board["battlefields"])
      rows.push_back({"Battlefield " + b.value("id", "") + "  (" + b.value("attacker", "") + " attacks " + b.value("defender", "") + ")",
                      b.value("id", "")});
  for (const auto& pl : players) {
    const std::string pid = pl.value("id", "");
    const int honor = pl.value("honor", 0);
    const json* pb = find_by_id(previous && previous->contains("players") ? &(*previous)["players"] : nullptr, pid);
    const bool honor_changed = pb && pb->value("honor", 0) != honor;
    ImGui::PushFont(fonts().bold);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(honor_changed ? pal().changed : pal().text), "%s — Family Honor %d%s",
                       pid.c_str(), honor, honor_changed ? ("  (was " + std::to_string(pb->value("honor", 0)) + ")").c_str() : "");
    ImGui::PopFont();
  }
  rows.push_back({"Home", "home"});
  for (const auto& [title, loc] : rows) {
    std::vector<const json*> here;
    for (const auto& c : cards)
      if (c.value("location", "home") == loc && c.value("attached_to", "").empty() && c.value("zone", "in-play") != "discard")
        here.push_back(&c);
    if (here.empty()) continue;
    ImGui::PushFont(fonts().small);
    ImGui::TextDisabled("%s", title.c_str());
    ImGui::PopFont();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const int per_row = std::max(1, int(width / (card_w + 8)));
    float max_y = origin.y;
    for (size_t i = 0; i < here.size(); ++i) {
      const ImVec2 p(origin.x + float(i % size_t(per_row)) * (card_w + 8), origin.y + float(i / size_t(per_row)) * (card_w * 1.25f + 60));
      card(dl, *here[i], cards, prev_cards, p, card_w);
      max_y = std::max(max_y, p.y + card_w * 1.25f + 56);
    }
    ImGui::Dummy(ImVec2(width, max_y - origin.y));
  }
}

}  // namespace arbiter::app
