#include "app/board_si.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <initializer_list>
#include <map>

#include "app/theme.h"

namespace arbiter::app {

namespace {
using nlohmann::json;
constexpr float kPi = 3.14159265f;

ImU32 terrain_color(const std::string& t) {
  if (t == "jungle") return IM_COL32(62, 140, 76, 255);
  if (t == "mountain") return IM_COL32(128, 128, 136, 255);
  if (t == "sands") return IM_COL32(214, 178, 110, 255);
  if (t == "wetland") return IM_COL32(78, 154, 178, 255);
  return IM_COL32(120, 120, 120, 255);
}

ImU32 spirit_color(int index) {
  static const ImU32 colors[] = {IM_COL32(245, 130, 40, 255), IM_COL32(170, 90, 230, 255),
                                 IM_COL32(40, 200, 220, 255), IM_COL32(240, 80, 140, 255),
                                 IM_COL32(250, 230, 60, 255), IM_COL32(110, 230, 90, 255)};
  return colors[index % 6];
}

int count_at(const json& obj, const std::string& key) {
  if (!obj.is_object() || !obj.contains(key) || !obj[key].is_number()) return 0;
  return obj[key].get<int>();
}

const json* find_land(const json* board, const std::string& id) {
  if (!board || !board->contains("lands")) return nullptr;
  for (const auto& l : (*board)["lands"])
    if (l.value("id", "") == id) return &l;
  return nullptr;
}

float hash01(const std::string& s, int i) {
  unsigned h = 2166136261u;
  for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  h = (h ^ static_cast<unsigned>(i * 7919)) * 16777619u;
  return float(h % 1000) / 1000.0f;
}

// One kind of thing in a land, drawn as an icon with a count.
struct Item {
  std::string key;    // "explorer", "presence:river", "token:badlands", "strife"
  std::string label;  // tooltip
  int count = 0;
  int prev = 0;
  ImU32 color = 0;    // presence / incarna: the Spirit's colour
};

void draw_glyph_disc(ImDrawList* dl, ImVec2 c, float r, ImU32 bg, ImU32 fg, const char* glyph) {
  dl->AddCircleFilled(c, r, bg, 20);
  dl->AddCircle(c, r, IM_COL32(0, 0, 0, 160), 20, 1.2f);
  ImFont* f = fonts().bold;
  const float size = r * 1.3f;
  const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, glyph);
  dl->AddText(f, size, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), fg, glyph);
}

// Tokens and Strife: a glyph on a coloured disc.
struct DiscLook {
  const char* key;
  ImU32 bg, fg;
  const char* glyph;
};
const DiscLook kDiscs[] = {
    {"token:blight", IM_COL32(120, 40, 70, 255), IM_COL32(255, 230, 240, 255), "☠"},
    {"token:badlands", IM_COL32(170, 70, 30, 255), IM_COL32(255, 235, 200, 255), "⚠"},
    {"token:beasts", IM_COL32(150, 60, 40, 255), IM_COL32(255, 240, 220, 255), "♞"},
    {"token:disease", IM_COL32(190, 180, 40, 255), IM_COL32(40, 40, 10, 255), "☣"},
    {"token:wilds", IM_COL32(30, 110, 50, 255), IM_COL32(220, 255, 220, 255), "♣"},
    {"token:vitality", IM_COL32(120, 200, 90, 255), IM_COL32(20, 60, 20, 255), "✿"},
    {"strife", IM_COL32(200, 40, 40, 255), IM_COL32(255, 255, 255, 255), "⚔"},
};

void draw_icon(ImDrawList* dl, const Item& it, ImVec2 c, float s) {
  const ImU32 outline = IM_COL32(20, 20, 24, 230);
  const float h = s * 0.5f;
  const std::string& k = it.key;
  for (const DiscLook& d : kDiscs)
    if (k == d.key) return draw_glyph_disc(dl, c, h * 0.9f, d.bg, d.fg, d.glyph);
  if (k == "explorer") {
    dl->AddCircleFilled(ImVec2(c.x, c.y - h * 0.45f), h * 0.32f, IM_COL32(236, 228, 208, 255), 12);
    dl->AddTriangleFilled(ImVec2(c.x, c.y - h * 0.2f), ImVec2(c.x - h * 0.55f, c.y + h * 0.8f),
                          ImVec2(c.x + h * 0.55f, c.y + h * 0.8f), IM_COL32(236, 228, 208, 255));
    dl->AddCircle(ImVec2(c.x, c.y - h * 0.45f), h * 0.32f, outline, 12, 1.0f);
    dl->AddTriangle(ImVec2(c.x, c.y - h * 0.2f), ImVec2(c.x - h * 0.55f, c.y + h * 0.8f),
                    ImVec2(c.x + h * 0.55f, c.y + h * 0.8f), outline, 1.0f);
  } else if (k == "town") {
    ImVec2 pts[5] = {{c.x - h * 0.8f, c.y + h * 0.75f}, {c.x - h * 0.8f, c.y - h * 0.1f}, {c.x, c.y - h * 0.85f},
                     {c.x + h * 0.8f, c.y - h * 0.1f}, {c.x + h * 0.8f, c.y + h * 0.75f}};
    dl->AddConvexPolyFilled(pts, 5, IM_COL32(226, 200, 150, 255));
    dl->AddPolyline(pts, 5, outline, ImDrawFlags_Closed, 1.2f);
  } else if (k == "city") {
    const ImU32 fill = IM_COL32(205, 170, 120, 255);
    dl->AddRectFilled(ImVec2(c.x - h * 0.95f, c.y - h * 0.3f), ImVec2(c.x + h * 0.95f, c.y + h * 0.75f), fill);
    dl->AddRectFilled(ImVec2(c.x - h * 0.95f, c.y - h * 0.85f), ImVec2(c.x - h * 0.35f, c.y - h * 0.3f), fill);
    dl->AddRectFilled(ImVec2(c.x + h * 0.35f, c.y - h * 0.85f), ImVec2(c.x + h * 0.95f, c.y - h * 0.3f), fill);
    ImVec2 pts[8] = {{c.x - h * 0.95f, c.y + h * 0.75f}, {c.x - h * 0.95f, c.y - h * 0.85f}, {c.x - h * 0.35f, c.y - h * 0.85f},
                     {c.x - h * 0.35f, c.y - h * 0.3f},  {c.x + h * 0.35f, c.y - h * 0.3f},  {c.x + h * 0.35f, c.y - h * 0.85f},
                     {c.x + h * 0.95f, c.y - h * 0.85f}, {c.x + h * 0.95f, c.y + h * 0.75f}};
    dl->AddPolyline(pts, 8, outline, ImDrawFlags_Closed, 1.2f);
  } else if (k == "dahan") {
    dl->PathArcTo(ImVec2(c.x, c.y + h * 0.6f), h * 0.85f, kPi, 2 * kPi, 14);
    dl->PathFillConvex(IM_COL32(150, 95, 55, 255));
    dl->PathArcTo(ImVec2(c.x, c.y + h * 0.6f), h * 0.85f, kPi, 2 * kPi, 14);
    dl->PathStroke(outline, ImDrawFlags_Closed, 1.2f);
    dl->AddCircleFilled(ImVec2(c.x, c.y + h * 0.2f), h * 0.18f, IM_COL32(240, 220, 180, 255), 8);
  } else if (k.rfind("presence:", 0) == 0) {
    dl->AddCircleFilled(c, h * 0.8f, it.color, 20);
    dl->AddCircle(c, h * 0.8f, IM_COL32(255, 255, 255, 230), 20, 2.0f);
    dl->AddCircle(c, h * 0.8f + 1.5f, outline, 20, 1.0f);
  } else if (k.rfind("incarna:", 0) == 0) {
    ImVec2 pts[6];
    for (int i = 0; i < 6; ++i)
      pts[i] = ImVec2(c.x + h * 0.9f * std::cos(kPi / 3 * i + kPi / 6), c.y + h * 0.9f * std::sin(kPi / 3 * i + kPi / 6));
    dl->AddConvexPolyFilled(pts, 6, it.color);
    dl->AddPolyline(pts, 6, IM_COL32(255, 255, 255, 230), ImDrawFlags_Closed, 2.0f);
    ImFont* f = fonts().bold;
    const ImVec2 ts = f->CalcTextSizeA(h * 1.1f, FLT_MAX, 0, "✦");
    dl->AddText(f, h * 1.1f, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), IM_COL32(255, 255, 255, 255), "✦");
  }
}

// obj[key], or an empty object when obj is missing or has no such key.
const json& member(const json* obj, const char* key) {
  static const json empty = json::object();
  return obj && obj->contains(key) ? (*obj)[key] : empty;
}

std::vector<Item> items_of(const json& land, const json* prev_land, const std::map<std::string, int>& spirit_index) {
  std::vector<Item> items;
  auto add = [&](std::string key, std::string label, int n, int p, ImU32 color = 0) {
    if (n > 0 || p > 0) items.push_back({std::move(key), std::move(label), n, p, color});
  };
  // Counted kinds under one key of the land ("pieces", "tokens"), against the previous step.
  auto add_counts = [&](const char* group, std::initializer_list<const char*> kinds, const std::string& prefix) {
    const json& now = member(&land, group);
    const json& before = member(prev_land, group);
    for (const char* k : kinds) {
      std::string label = k;
      label[0] = char(std::toupper(label[0]));
      const int n = count_at(now, k);
      add(prefix + k, label, n, prev_land ? count_at(before, k) : n);
    }
  };
  add_counts("pieces", {"explorer", "town", "city", "dahan"}, "");
  add_counts("tokens", {"blight", "badlands", "beasts", "disease", "wilds", "vitality"}, "token:");
  const int strife = land.value("strife", 0);
  add("strife", "Strife", strife, prev_land ? prev_land->value("strife", 0) : strife);
  const json& presence = member(&land, "presence");
  const json& prev_presence = member(prev_land, "presence");
  for (auto it = presence.begin(); it != presence.end(); ++it) {
    const auto idx = spirit_index.count(it.key()) ? spirit_index.at(it.key()) : 0;
    const int n = it.value().get<int>();
    add("presence:" + it.key(), "Presence of " + it.key() + (n >= 2 ? " (Sacred Site)" : ""), n,
        prev_land ? count_at(prev_presence, it.key()) : n, spirit_color(idx));
  }
  for (auto it = prev_presence.begin(); it != prev_presence.end(); ++it)
    if (!presence.contains(it.key())) add("presence:" + it.key(), "Presence of " + it.key(), 0, it.value().get<int>());
  if (land.contains("incarna"))
    for (const auto& sp : land["incarna"]) {
      const std::string s = sp.get<std::string>();
      const auto idx = spirit_index.count(s) ? spirit_index.at(s) : 0;
      add("incarna:" + s, "Incarna of " + s, 1, 1, spirit_color(idx));
    }
  return items;
}

void shield(ImDrawList* dl, ImVec2 c, float s, int n) {
  ImVec2 pts[5] = {{c.x - s, c.y - s}, {c.x + s, c.y - s}, {c.x + s, c.y + s * 0.2f}, {c.x, c.y + s * 1.2f},
                   {c.x - s, c.y + s * 0.2f}};
  dl->AddConvexPolyFilled(pts, 5, IM_COL32(60, 110, 200, 255));
  dl->AddPolyline(pts, 5, IM_COL32(255, 255, 255, 220), ImDrawFlags_Closed, 1.5f);
  const std::string t = std::to_string(n);
  ImFont* f = fonts().bold;
  const ImVec2 ts = f->CalcTextSizeA(s * 1.3f, FLT_MAX, 0, t.c_str());
  dl->AddText(f, s * 1.3f, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.55f), IM_COL32(255, 255, 255, 255), t.c_str());
}
}  // namespace

void draw_si_board(const json& board, const json* previous, float height) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  // Without an island layout the lands sit in a grid: no taller than its rows need.
  if (board.is_object() && board.contains("lands") && !board["lands"].empty() && !board["lands"][0].contains("layout")) {
    const float n = float(board["lands"].size());
    const float inner_w = width - 28;
    int cols = int(std::ceil(std::sqrt(double(n) * inner_w / std::max(1.0f, height - 28))));
    cols = std::max(1, std::min(cols, int(n)));
    const float rows = std::ceil(n / float(cols));
    height = std::min(height, rows * std::min(inner_w / float(cols), 260.0f) + 28);
  }
  ImGui::InvisibleButton("board", ImVec2(width, height));
  dl->AddRectFilled(origin, ImVec2(origin.x + width, origin.y + height), pal().board_bg, 10);
  if (!board.is_object() || !board.contains("lands") || board["lands"].empty()) {
    dl->AddText(ImVec2(origin.x + 12, origin.y + 12), pal().text_dim, "This demonstration has no lands to show.");
    return;
  }
  const json& lands = board["lands"];
  std::map<std::string, int> spirit_index;
  if (board.contains("spirits"))
    for (const auto& sp : board["spirits"]) spirit_index[sp.value("id", "")] = int(spirit_index.size());
  for (const auto& l : lands)
    if (l.contains("presence"))
      for (auto it = l["presence"].begin(); it != l["presence"].end(); ++it)
        if (!spirit_index.count(it.key())) spirit_index[it.key()] = int(spirit_index.size());

  // Positions: the island layout when every land has one (boards side by side), else a grid.
  const size_t n = lands.size();
  std::vector<ImVec2> centres(n);
  std::vector<std::string> boards;
  bool have_layout = true;
  for (const auto& l : lands) {
    if (!l.contains("layout")) have_layout = false;
    const std::string b = l.value("board", "");
    if (std::find(boards.begin(), boards.end(), b) == boards.end()) boards.push_back(b);
  }
  const float pad = 14;
  const float inner_w = width - pad * 2, inner_h = height - pad * 2;
  float radius;
  if (have_layout) {
    const float bw = inner_w / float(boards.size());
    for (size_t i = 0; i < n; ++i) {
      const auto& l = lands[i];
      const size_t bi = size_t(std::find(boards.begin(), boards.end(), l.value("board", "")) - boards.begin());
      centres[i] = ImVec2(origin.x + pad + bw * float(bi) + l["layout"].value("x", 0.5) * bw,
                          origin.y + pad + l["layout"].value("y", 0.5) * inner_h);
    }
    float min_d = std::min(inner_w, inner_h);
    for (size_t i = 0; i < n; ++i)
      for (size_t j = i + 1; j < n; ++j)
        min_d = std::min(min_d, std::hypot(centres[i].x - centres[j].x, centres[i].y - centres[j].y));
    radius = std::max(30.0f, min_d * 0.5f);
  } else {
    int cols = int(std::ceil(std::sqrt(double(n) * inner_w / std::max(1.0f, inner_h))));
    cols = std::max(1, std::min(cols, int(n)));
    const int rows = int((n + size_t(cols) - 1) / size_t(cols));
    const float cw = inner_w / float(cols), ch = inner_h / float(rows);
    for (size_t i = 0; i < n; ++i)
      centres[i] = ImVec2(origin.x + pad + cw * (float(i % size_t(cols)) + 0.5f),
                          origin.y + pad + ch * (float(i / size_t(cols)) + 0.5f));
    radius = std::min(cw, ch) * 0.49f;
  }
  radius = std::min(radius, std::min(inner_w, inner_h) * 0.5f);

  // Adjacency: lines between neighbouring lands, under the land shapes.
  std::map<std::string, size_t> index;
  for (size_t i = 0; i < n; ++i) index[lands[i].value("id", "")] = i;
  for (size_t i = 0; i < n; ++i)
    if (lands[i].contains("adjacent"))
      for (const auto& adj : lands[i]["adjacent"]) {
        auto it = index.find(adj.get<std::string>());
        if (it != index.end() && it->second > i)
          dl->AddLine(centres[i], centres[it->second], pal().land_outline, 5.0f);
      }

  std::vector<std::string> changed_ids;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  std::string tooltip;
  for (size_t i = 0; i < n; ++i) {
    const json& land = lands[i];
    const std::string id = land.value("id", "?");
    const json* prev_land = find_land(previous, id);
    const ImVec2 c = centres[i];
    const float r = radius;
    const int sides = 9;
    ImVec2 pts[sides];
    for (int k = 0; k < sides; ++k) {
      const float a = 2 * kPi * float(k) / sides + hash01(id, 99) * 0.6f;
      const float rr = r * (0.9f + 0.1f * hash01(id, k));
      pts[k] = ImVec2(c.x + rr * std::cos(a), c.y + rr * std::sin(a) * 0.92f);
    }
    dl->AddConvexPolyFilled(pts, sides, terrain_color(land.value("terrain", "")));
    const bool land_changed = previous && prev_land && *prev_land != land;
    const bool isolated = land.value("isolated", false);
    dl->AddPolyline(pts, sides, land_changed ? pal().changed : pal().land_outline, ImDrawFlags_Closed,
                    land_changed ? 3.5f : 2.0f);
    if (isolated)
      for (int k = 0; k < sides; k += 2)
        dl->AddLine(pts[k], pts[(k + 1) % sides], IM_COL32(255, 255, 255, 255), 3.0f);

    // Label: "A3" and the terrain.
    ImFont* bold = fonts().bold;
    const float label_px = std::max(12.0f, std::min(18.0f, r * 0.22f));
    std::string label = id;
    const ImVec2 ls = bold->CalcTextSizeA(label_px, FLT_MAX, 0, label.c_str());
    const ImVec2 lp(c.x - ls.x * 0.5f, c.y - r * 0.72f);
    dl->AddRectFilled(ImVec2(lp.x - 4, lp.y - 1), ImVec2(lp.x + ls.x + 4, lp.y + ls.y + 1), IM_COL32(0, 0, 0, 120), 4);
    dl->AddText(bold, label_px, lp, IM_COL32(255, 255, 255, 255), label.c_str());
    if (land.value("defend", 0) > 0) shield(dl, ImVec2(c.x + r * 0.58f, c.y - r * 0.5f), std::max(7.0f, r * 0.12f), land.value("defend", 0));

    // Pieces: a grid of icons in the middle of the land.
    const auto items = items_of(land, previous ? prev_land : nullptr, spirit_index);
    const float icon = std::max(18.0f, std::min(34.0f, r * 0.4f));
    const float cell_w = icon * 1.75f;
    const int per_row = std::max(1, int((r * 1.45f) / cell_w));
    const int shown = int(items.size());
    const int rows = (shown + per_row - 1) / std::max(1, per_row);
    // Under the pieces go small labels: damage on individual pieces (red) and Isolate (white).
    std::string dmg;
    if (land.contains("damaged"))
      for (const auto& p : land["damaged"])
        if (p.value("damage", 0) > 0) dmg += (dmg.empty() ? "" : "  ") + p.value("kind", "") + " " + std::to_string(p.value("damage", 0)) + " dmg";
    const float note_px = std::max(11.0f, label_px * 0.8f);
    const float notes_h = float(int(!dmg.empty()) + int(isolated)) * (note_px + 6);
    // Pieces and labels together, in the land below its name (a little above the middle of that space).
    const float row_step = icon * 1.35f;
    const float area_top = lp.y + ls.y + 4, area_bottom = c.y + r * 0.8f;
    const float block_h = float(rows) * row_step - icon * 0.35f + notes_h;
    const float top = area_top + std::max(0.0f, (area_bottom - area_top - block_h) * 0.4f);
    for (int k = 0; k < shown; ++k) {
      const Item& it = items[size_t(k)];
      const int row = k / per_row, col = k % per_row;
      const int in_row = std::min(per_row, shown - row * per_row);
      const ImVec2 ic(c.x - (float(in_row) * cell_w) * 0.5f + cell_w * (float(col) + 0.35f), top + float(row) * row_step + icon * 0.5f);
      const bool changed = previous && it.count != it.prev;
      if (changed) dl->AddCircleFilled(ic, icon * 0.78f, (pal().changed & 0x00FFFFFF) | 0xB0000000, 20);
      if (it.count == 0) {
        // Gone this step: a faded ghost where it was.
        draw_icon(dl, it, ic, icon);
        dl->AddCircleFilled(ic, icon * 0.7f, (terrain_color(land.value("terrain", "")) & 0x00FFFFFF) | 0xC0000000, 16);
      } else {
        draw_icon(dl, it, ic, icon);
      }
      const std::string num = it.count == 0 ? "0" : "×" + std::to_string(it.count);
      if (it.count != 1) {
        const float px = std::max(11.0f, icon * 0.5f);
        const ImVec2 np(ic.x + icon * 0.45f, ic.y + icon * 0.05f);
        const ImVec2 ns = bold->CalcTextSizeA(px, FLT_MAX, 0, num.c_str());
        dl->AddRectFilled(ImVec2(np.x - 2, np.y - 1), ImVec2(np.x + ns.x + 2, np.y + ns.y), IM_COL32(0, 0, 0, 150), 3);
        dl->AddText(bold, px, np, IM_COL32(255, 255, 255, 255), num.c_str());
      }
      if (std::hypot(mouse.x - ic.x, mouse.y - ic.y) < icon * 0.6f && ImGui::IsItemHovered())
        tooltip = it.label + ": " + std::to_string(it.count) + (changed ? " (was " + std::to_string(it.prev) + ")" : "");
    }
    float below = top + float(rows) * row_step - icon * 0.35f + 3;
    auto note = [&](const std::string& text, ImU32 bg, ImU32 fg) {
      ImFont* sf = fonts().small;
      const ImVec2 ts = sf->CalcTextSizeA(note_px, FLT_MAX, 0, text.c_str());
      const ImVec2 tp(c.x - ts.x * 0.5f, below);
      dl->AddRectFilled(ImVec2(tp.x - 4, tp.y - 1), ImVec2(tp.x + ts.x + 4, tp.y + ts.y + 1), bg, 4);
      dl->AddText(sf, note_px, tp, fg, text.c_str());
      below += note_px + 6;
    };
    if (!dmg.empty()) note(dmg, IM_COL32(190, 30, 30, 235), IM_COL32(255, 255, 255, 255));
    if (isolated) note("Isolated", IM_COL32(255, 255, 255, 230), IM_COL32(30, 30, 30, 255));
    if (tooltip.empty() && ImGui::IsItemHovered() && std::hypot(mouse.x - c.x, mouse.y - c.y) < r) {
      std::string adj;
      if (land.contains("adjacent"))
        for (const auto& a : land["adjacent"]) adj += (adj.empty() ? "" : ", ") + a.get<std::string>();
      std::string terrain = land.value("terrain", "");
      if (!terrain.empty()) terrain[0] = char(std::toupper(terrain[0]));
      tooltip = id + " — " + terrain + (land.value("coastal", false) ? ", coastal" : ", inland") +
                (adj.empty() ? "" : "\nAdjacent: " + adj);
    }
  }
  if (!tooltip.empty()) ImGui::SetTooltip("%s", tooltip.c_str());
}

void draw_si_status(const json& board) {
  if (!board.is_object()) return;
  std::string s;
  if (board.contains("fear")) {
    const auto& f = board["fear"];
    s += "Fear generated " + std::to_string(f.value("generated", 0)) + " · Terror Level " + std::to_string(f.value("terror_level", 1));
  }
  if (board.contains("blight_card")) {
    const auto& b = board["blight_card"];
    s += "   Blight card: " + std::to_string(b.value("pool", 0)) + " left (" + b.value("side", "") + ")";
  }
  if (board.contains("invader_slots")) {
    std::string slots;
    for (const char* k : {"ravage", "build", "explore"}) {
      const auto& cards = board["invader_slots"].value(k, json::array());
      if (cards.empty()) continue;
      std::string names;
      for (const auto& c : cards) names += (names.empty() ? "" : "+") + c.get<std::string>();
      slots += std::string(slots.empty() ? "" : ", ") + k + " " + names;
    }
    if (!slots.empty()) s += "   Invader cards: " + slots;
  }
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
  ImGui::TextWrapped("%s", s.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void draw_si_legend() {
  static const std::pair<const char*, const char*> entries[] = {
      {"explorer", "Explorer"}, {"town", "Town"}, {"city", "City"}, {"dahan", "Dahan"}, {"token:blight", "Blight"},
      {"presence:x", "Presence"}, {"incarna:x", "Incarna"}, {"token:badlands", "Badlands"}, {"token:beasts", "Beasts"},
      {"token:disease", "Disease"}, {"token:wilds", "Wilds"}, {"strife", "Strife"}, {"token:vitality", "Vitality"}};
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::PushFont(fonts().small);
  const float icon = 16;
  for (const auto& [key, label] : entries) {
    const float w = icon + 6 + ImGui::CalcTextSize(label).x + 14;
    if (ImGui::GetCursorScreenPos().x + w > ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    Item it{key, label, 1, 1, spirit_color(0)};
    draw_icon(dl, it, ImVec2(p.x + icon * 0.5f, p.y + ImGui::GetTextLineHeight() * 0.5f), icon);
    ImGui::Dummy(ImVec2(icon + 4, ImGui::GetTextLineHeight()));
    ImGui::SameLine(0, 2);
    ImGui::TextUnformatted(label);
    ImGui::SameLine(0, 14);
  }
  ImGui::NewLine();
  ImGui::PopFont();
}

}  // namespace arbiter::app
