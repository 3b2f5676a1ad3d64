#include "board/si_layout.h"

#include <algorithm>
#include <cmath>

#include "board/canvas.h"

namespace arbiter::board {

namespace {
constexpr float kSiPi = 3.14159265f;
constexpr float kPad = 14;
constexpr int kLabelOwner = 99;  // owner number of a land's label and Defend shield (items are 0..98)

struct TerrainRow {
  const char* name;
  Colour colour;
};
const TerrainRow kTerrains[] = {{"jungle", rgba(62, 140, 76)},
                                {"mountain", rgba(128, 128, 136)},
                                {"sands", rgba(214, 178, 110)},
                                {"wetland", rgba(78, 154, 178)}};

Colour land_colour(const SiLand& l) { return l.zone == "ocean" ? rgba(34, 82, 150) : terrain_colour(l.terrain); }

float hash01(const std::string& s, int i) {
  unsigned h = 2166136261u;
  for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  h = (h ^ static_cast<unsigned>(i * 7919)) * 16777619u;
  return float(h % 1000) / 1000.0f;
}

// Where each land sits: its centre, its radius, and the box its contents must stay in.
struct Spot {
  Point c;
  float r = 0;
  Box area;
  bool strip = false;  // an Ocean drawn as its board's left strip (area), not a land shape
};

constexpr float kOceanStrip = 0.2f;  // the share of a board's width its Ocean takes, on the left

bool is_ocean(const SiLand& l) { return l.zone == "ocean"; }

// A board with its Ocean drawn: its lands move right to leave the strip free.
bool board_has_ocean(const SiBoard& b, const std::string& board) {
  return std::any_of(b.lands.begin(), b.lands.end(), [&](const SiLand& l) { return is_ocean(l) && l.board == board; });
}

// Centres from the island layout when every land has one (an Ocean needs none: it is its board's
// left strip), else a grid; sets the board height.
std::vector<Spot> place_lands(const SiBoard& b, float width, float& height) {
  const size_t n = b.lands.size();
  const float inner_w = width - kPad * 2;
  bool have_layout = true;
  std::vector<std::string> boards;
  for (const SiLand& l : b.lands) {
    have_layout = have_layout && (l.layout.has_value() || is_ocean(l));
    if (std::find(boards.begin(), boards.end(), l.board) == boards.end()) boards.push_back(l.board);
  }
  std::vector<Spot> spots(n);
  if (have_layout) {
    const float inner_h = height - kPad * 2;
    const float bw = inner_w / float(boards.size());
    for (size_t i = 0; i < n; ++i) {
      const SiLand& l = b.lands[i];
      const float x0 = kPad + bw * float(std::find(boards.begin(), boards.end(), l.board) - boards.begin());
      const float shift = board_has_ocean(b, l.board) ? kOceanStrip : 0;
      spots[i].c = is_ocean(l)
                       ? Point{x0 + bw * kOceanStrip * 0.5f, kPad + inner_h * 0.5f}
                       : Point{x0 + (shift + (1 - shift) * l.layout->first) * bw, kPad + l.layout->second * inner_h};
      if (is_ocean(l)) spots[i].area = {x0 + 2, kPad, x0 + bw * kOceanStrip - 2, height - kPad}, spots[i].strip = true;
    }
    float min_d = std::min(inner_w, inner_h);
    for (size_t i = 0; i < n; ++i)
      for (size_t j = i + 1; j < n; ++j)
        min_d = std::min(min_d, std::hypot(spots[i].c.x - spots[j].c.x, spots[i].c.y - spots[j].c.y));
    const float r = std::min(std::max(30.0f, min_d * 0.5f), std::min(inner_w, inner_h) * 0.5f);
    for (size_t i = 0; i < n; ++i) {
      Spot& s = spots[i];
      s.r = r;
      if (s.strip) continue;
      s.area = {std::max(kPad, s.c.x - r * 0.85f), std::max(kPad, s.c.y - r * 0.85f),
                std::min(width - kPad, s.c.x + r * 0.85f), std::min(height - kPad, s.c.y + r * 0.85f)};
    }
    return spots;
  }
  int cols = int(std::ceil(std::sqrt(double(n) * inner_w / std::max(1.0f, height - kPad * 2))));
  cols = std::max(1, std::min(cols, int(n)));
  const int rows = int((n + size_t(cols) - 1) / size_t(cols));
  const float cw = inner_w / float(cols);
  height = std::min(height, float(rows) * std::min(cw, 260.0f) + kPad * 2);
  const float ch = (height - kPad * 2) / float(rows);
  std::vector<size_t> order(n);  // Oceans first: the grid's left, where the Ocean side is drawn otherwise
  for (size_t i = 0; i < n; ++i) order[i] = i;
  std::stable_partition(order.begin(), order.end(), [&](size_t i) { return is_ocean(b.lands[i]); });
  for (size_t cell = 0; cell < n; ++cell) {
    const size_t i = order[cell];
    const float x0 = kPad + cw * float(cell % size_t(cols)), y0 = kPad + ch * float(cell / size_t(cols));
    spots[i].c = {x0 + cw * 0.5f, y0 + ch * 0.5f};
    spots[i].r = std::min(cw, ch) * 0.49f;
    spots[i].area = {x0 + 2, y0 + 2, x0 + cw - 2, y0 + ch - 2};
  }
  return spots;
}

// The sizes of one land's item cells: every cell as wide as the widest badge and tag need, so a
// badge or tag never reaches the next item's icon or ring.
struct Cells {
  float icon = 0, ring = 0, badge_px = 0, tag_px = 0;
  float left = 0, right = 0, below = 0;  // extents from the icon's centre
  int per_row = 1, rows = 0;
  float w() const { return left + right + 4; }
  float h() const { return ring + below + 4; }
};

std::string badge_text(const SiItem& it) {
  return it.count == 1 ? "" : it.count == 0 ? "0" : "×" + std::to_string(it.count);
}

std::string tag_text(const SiItem& it) {
  std::string s;
  for (size_t i = 0; i < it.damage.size(); ++i) s += (i ? "+" : "") + std::to_string(it.damage[i]);
  if (!s.empty()) s += " dmg";
  if (it.piece_strife > 0) s += std::string(s.empty() ? "" : " ") + "⚔" + std::to_string(it.piece_strife);
  return s;
}

Cells size_cells(const std::vector<SiItem>& items, float icon, float area_w) {
  Cells c;
  c.icon = icon;
  c.ring = icon * 0.78f;
  c.badge_px = std::max(11.0f, icon * 0.5f);
  c.tag_px = std::max(10.0f, icon * 0.42f);
  float badge_w = 0, tag_w = 0;
  for (const SiItem& it : items) {
    const std::string b = badge_text(it), t = tag_text(it);
    if (!b.empty()) badge_w = std::max(badge_w, text_width(Font::bold, c.badge_px, b) + 4);
    if (!t.empty()) tag_w = std::max(tag_w, text_width(Font::small, c.tag_px, t) + 6);
  }
  c.left = std::max(c.ring, tag_w * 0.5f);
  c.right = std::max({c.ring, icon * 0.3f + badge_w, tag_w * 0.5f});
  const float badge_bottom = icon * 0.05f + line_height(c.badge_px) + 1;
  c.below = std::max(c.ring, badge_bottom) + (tag_w > 0 ? line_height(c.tag_px) + 3 : 0);
  c.per_row = std::max(1, std::min(int(items.size()), int(area_w / c.w())));
  c.rows = int((items.size() + size_t(c.per_row) - 1) / size_t(c.per_row));
  return c;
}

void draw_item(Canvas& cv, const SiItem& it, Point ic, const Cells& c, const SiLand& land, bool show_change,
               int owner) {
  const Colour tint = it.spirit >= 0 ? spirit_colour(it.spirit) : kNone;
  if (show_change && it.changed()) {
    cv.circle(ic, c.ring, role(Role::changed, 176));
    cv.place(Part::ring, {ic.x - c.ring, ic.y - c.ring, ic.x + c.ring, ic.y + c.ring}, owner);
  }
  cv.glyph(ic, c.icon, it.glyph, tint);
  if (it.count == 0) {  // gone this step: a faded ghost where it was
    Colour veil = land_colour(land);
    veil.rgba.a = 192;
    cv.circle(ic, c.icon * 0.7f, veil);
  }
  cv.place(Part::icon, {ic.x - c.icon * 0.5f, ic.y - c.icon * 0.5f, ic.x + c.icon * 0.5f, ic.y + c.icon * 0.5f}, owner,
           it.name);
}

void draw_notes(Canvas& cv, const SiItem& it, Point ic, const Cells& c, int owner) {
  const std::string b = badge_text(it);
  if (!b.empty()) {
    const Box box = cv.tag({ic.x + c.icon * 0.3f + 2, ic.y + c.icon * 0.05f}, b, Font::bold, c.badge_px,
                           rgba(0, 0, 0, 170), rgba(255, 255, 255), Anchor::start, 2);
    cv.place(Part::badge, box, owner, b);
  }
  const std::string t = tag_text(it);
  if (!t.empty()) {
    const float y = ic.y + std::max(c.ring, c.icon * 0.05f + line_height(c.badge_px) + 1) + 2;
    const Box box =
        cv.tag({ic.x, y}, t, Font::small, c.tag_px, rgba(190, 30, 30, 235), rgba(255, 255, 255), Anchor::middle);
    cv.place(Part::tag, box, owner, t);
  }
}

std::string item_tooltip(const SiItem& it, bool show_change) {
  std::string s = it.name + (it.sacred_site ? " (Sacred Site)" : "") + ": " + std::to_string(it.count);
  if (show_change && it.changed()) s += " (was " + std::to_string(it.before) + ")";
  if (!it.damage.empty()) s += "\n" + tag_text(it) + " on " + std::to_string(it.damage.size()) + " of them";
  return s;
}

std::string land_tooltip(const SiLand& l) {
  std::string adj;
  for (const auto& a : l.adjacent) adj += (adj.empty() ? "" : ", ") + a;
  std::string terrain = l.terrain;
  if (!terrain.empty()) terrain[0] = char(std::toupper(static_cast<unsigned char>(terrain[0])));
  const std::string kind =
      l.zone == "ocean" ? "board " + l.board + "'s Ocean" : terrain + (l.coastal ? ", coastal" : ", inland");
  return l.id + " — " + kind + (adj.empty() ? "" : "\nAdjacent: " + adj);
}

void shield(Canvas& cv, Point c, float s, int n, int owner) {
  cv.polygon({{c.x - s, c.y - s},
              {c.x + s, c.y - s},
              {c.x + s, c.y + s * 0.2f},
              {c.x, c.y + s * 1.2f},
              {c.x - s, c.y + s * 0.2f}},
             rgba(60, 110, 200), rgba(255, 255, 255, 220), 1.5f);
  cv.text({c.x, c.y - s * 0.75f}, std::to_string(n), Font::bold, s * 1.3f, rgba(255, 255, 255), Anchor::middle);
  cv.place(Part::shield, {c.x - s, c.y - s, c.x + s, c.y + s * 1.2f}, owner, "Defend " + std::to_string(n));
}

// The land's name tag and Defend shield at its top; returns the top of the space left for its pieces.
float label_and_defend(Canvas& cv, const SiLand& l, const Spot& s, int index, float width) {
  const float px = std::max(12.0f, std::min(18.0f, s.r * 0.22f));
  const float shield_s = l.defend > 0 ? std::max(7.0f, px * 0.55f) : 0;
  const float label_w = text_width(Font::bold, px, l.id) + (shield_s > 0 ? shield_s * 2 + 8 : 0);
  const float x0 = std::min(std::max(s.c.x - label_w * 0.5f, kPad * 0.5f), width - kPad * 0.5f - label_w);
  const float y = std::max(s.area.y0, s.c.y - s.r * 0.72f);
  const Box box = cv.tag({x0 + 4, y}, l.id, Font::bold, px, rgba(0, 0, 0, 120), rgba(255, 255, 255), Anchor::start, 4);
  cv.place(Part::label, box, index * 100 + kLabelOwner, l.id);
  if (shield_s > 0) shield(cv, {box.x1 + 4 + shield_s, y + px * 0.45f}, shield_s, l.defend, index * 100 + kLabelOwner);
  return std::max(box.y1, y + px * 0.45f + shield_s * 1.2f) + 3;
}

// The land's shape, name and Defend; returns the top of the space left for its pieces.
float draw_land_frame(Canvas& cv, const SiLand& l, const Spot& s, bool changed, int index, float width) {
  const Colour edge = changed ? role(Role::changed) : role(Role::outline);
  if (s.strip)  // its board's left strip, beside the board's lands
    cv.rect(s.area, 10, land_colour(l), edge, changed ? 3.5f : 2.0f);
  else if (is_ocean(l))  // a cell of the grid (lands without a layout)
    cv.rect({s.c.x - s.r, s.c.y - s.r * 0.9f, s.c.x + s.r, s.c.y + s.r * 0.9f}, 14, land_colour(l), edge,
            changed ? 3.5f : 2.0f);
  if (is_ocean(l)) return label_and_defend(cv, l, s, index, width);
  std::vector<Point> pts;
  const int sides = 9;
  for (int k = 0; k < sides; ++k) {
    const float a = 2 * kSiPi * float(k) / sides + hash01(l.id, 99) * 0.6f;
    const float rr = s.r * (0.9f + 0.1f * hash01(l.id, k));
    pts.push_back({s.c.x + rr * std::cos(a), s.c.y + rr * std::sin(a) * 0.92f});
  }
  cv.polygon(pts, land_colour(l), edge, changed ? 3.5f : 2.0f);
  if (l.isolated)
    for (int k = 0; k < sides; k += 2) cv.line(pts[size_t(k)], pts[size_t((k + 1) % sides)], rgba(255, 255, 255), 3.0f);
  return label_and_defend(cv, l, s, index, width);
}

void draw_land(Canvas& cv, const SiBoard& b, const SiLand& l, const SiLand* before, const Spot& s, int index) {
  const bool show_change = before != nullptr;
  const bool changed = before && si_land_changed(b, l, *before);
  const float top = draw_land_frame(cv, l, s, changed, index, cv.layout().width);
  const auto items = si_items(b, l, before);
  const float area_w = s.area.x1 - s.area.x0;
  const float notes_h = l.isolated ? 18 : 0;
  float icon = std::max(18.0f, std::min(34.0f, s.r * 0.4f));
  Cells c = size_cells(items, icon, area_w);
  // Smaller icons until the land's pieces fit its space (or the icons reach 12 px).
  while (icon > 12 && (float(c.rows) * c.h() + notes_h > s.area.y1 - top || c.w() > area_w)) {
    icon -= 1;
    c = size_cells(items, icon, area_w);
  }
  const float block_h = float(c.rows) * c.h() + notes_h;
  const float y0 = std::max(s.area.y0, std::min(top + std::max(0.0f, (s.area.y1 - top - block_h) * 0.4f),
                                                cv.layout().height - kPad * 0.5f - block_h));
  std::vector<Point> centres;
  for (size_t k = 0; k < items.size(); ++k) {
    const int row = int(k) / c.per_row, col = int(k) % c.per_row;
    const int in_row = std::min(c.per_row, int(items.size()) - row * c.per_row);
    const float x0 = std::min(std::max(s.c.x - float(in_row) * c.w() * 0.5f, kPad * 0.5f),
                              cv.layout().width - kPad * 0.5f - float(in_row) * c.w());
    centres.push_back({x0 + c.w() * float(col) + c.left + 2, y0 + float(row) * c.h() + c.ring});
  }
  for (size_t k = 0; k < items.size(); ++k) {
    const Point ic = centres[k];
    draw_item(cv, items[k], ic, c, l, show_change, index * 100 + int(k));
    cv.hit({ic.x - c.icon * 0.6f, ic.y - c.icon * 0.6f, ic.x + c.icon * 0.6f, ic.y + c.icon * 0.6f},
           item_tooltip(items[k], show_change), true);
  }
  // Badges and tags after every icon and ring of the land, so nothing is drawn over them.
  for (size_t k = 0; k < items.size(); ++k) draw_notes(cv, items[k], centres[k], c, index * 100 + int(k));
  if (l.isolated) {
    const Box box = cv.tag({s.c.x, y0 + float(c.rows) * c.h() + 2}, "Isolated", Font::small, 12,
                           rgba(255, 255, 255, 230), rgba(30, 30, 30), Anchor::middle, 4);
    cv.place(Part::tag, box, index * 100 + kLabelOwner, "Isolated");
  }
  cv.hit({s.c.x - s.r, s.c.y - s.r, s.c.x + s.r, s.c.y + s.r}, land_tooltip(l), true);
}
}  // namespace

Colour terrain_colour(const std::string& terrain) {
  for (const TerrainRow& t : kTerrains)
    if (terrain == t.name) return t.colour;
  return rgba(120, 120, 120);
}

Colour spirit_colour(int index) {
  static const Colour colours[] = {rgba(245, 130, 40), rgba(170, 90, 230), rgba(40, 200, 220),
                                   rgba(240, 80, 140), rgba(250, 230, 60), rgba(110, 230, 90)};
  return colours[(index < 0 ? 0 : index) % 6];
}

Layout layout_si(const SiBoard& b, const SiBoard* previous, float width, float max_height) {
  if (b.lands.empty()) {
    Canvas cv(width, 44);
    cv.rect({0, 0, width, 44}, 10, role(Role::board_bg));
    cv.text({12, 12}, "This demonstration has no lands to show.", Font::regular, 14, role(Role::text_dim));
    return cv.layout();
  }
  float height = max_height;
  const std::vector<Spot> spots = place_lands(b, width, height);
  Canvas cv(width, height);
  cv.rect({0, 0, width, height}, 10, role(Role::board_bg));
  for (size_t i = 0; i < b.lands.size(); ++i)
    for (const std::string& adj : b.lands[i].adjacent)
      for (size_t j = i + 1; j < b.lands.size(); ++j)
        if (b.lands[j].id == adj) cv.line(spots[i].c, spots[j].c, role(Role::outline), 5.0f);
  for (size_t i = 0; i < b.lands.size(); ++i) {
    const SiLand* before = previous ? previous->land(b.lands[i].id) : nullptr;
    draw_land(cv, b, b.lands[i], before, spots[i], int(i));
  }
  return cv.layout();
}

}  // namespace arbiter::board
