#include "app/board_draw.h"

#include <cmath>

#include "app/theme.h"
#include "app/widgets.h"
#include "board/icons.h"

namespace arbiter::app {

namespace {
using board::Colour;
using board::Shape;

ImU32 resolve(const Colour& c, const Colour& tint) {
  const auto with_alpha = [&](ImU32 col) { return (col & ~IM_COL32_A_MASK) | (ImU32(c.rgba.a) << IM_COL32_A_SHIFT); };
  switch (c.role) {
    case board::Role::literal: return IM_COL32(c.rgba.r, c.rgba.g, c.rgba.b, c.rgba.a);
    case board::Role::board_bg: return with_alpha(pal().board_bg);
    case board::Role::outline: return with_alpha(pal().land_outline);
    case board::Role::changed: return with_alpha(pal().changed);
    case board::Role::text: return with_alpha(pal().text);
    case board::Role::text_dim: return with_alpha(pal().text_dim);
    case board::Role::tint: return resolve(tint, Colour{});
  }
  return 0;
}

ImFont* font_of(board::Font f) {
  return f == board::Font::bold ? fonts().bold : f == board::Font::small ? fonts().small : fonts().body;
}

// One primitive, its coordinates mapped by p -> origin + p * scale.
void draw_shape(ImDrawList* dl, const Shape& s, ImVec2 origin, float scale, const Colour& tint) {
  auto at = [&](board::Point p) { return ImVec2(origin.x + p.x * scale, origin.y + p.y * scale); };
  const ImU32 fill = s.fill.none() ? 0 : resolve(s.fill, tint);
  const ImU32 stroke = s.stroke.none() ? 0 : resolve(s.stroke, tint);
  const float sw = s.stroke_width * scale;
  switch (s.kind) {
    case board::Kind::polygon: {
      ImVector<ImVec2> pts;
      for (const auto& p : s.points) pts.push_back(at(p));
      if (fill) dl->AddConvexPolyFilled(pts.Data, pts.Size, fill);
      if (stroke) dl->AddPolyline(pts.Data, pts.Size, stroke, ImDrawFlags_Closed, sw);
      break;
    }
    case board::Kind::line:
      if (stroke && s.points.size() == 2) dl->AddLine(at(s.points[0]), at(s.points[1]), stroke, sw);
      break;
    case board::Kind::circle:
      if (fill) dl->AddCircleFilled(at(s.at), s.radius * scale, fill, 24);
      if (stroke) dl->AddCircle(at(s.at), s.radius * scale, stroke, 24, sw);
      break;
    case board::Kind::rect: {
      const ImVec2 a = at(s.at), b = at({s.at.x + s.size.x, s.at.y + s.size.y});
      if (fill) dl->AddRectFilled(a, b, fill, s.radius * scale);
      if (stroke) dl->AddRect(a, b, stroke, s.radius * scale, 0, sw);
      break;
    }
    case board::Kind::text: {
      ImFont* f = font_of(s.font);
      const float size = s.font_size * scale;
      const float w = f->CalcTextSizeA(size, FLT_MAX, 0, s.text.c_str()).x;
      ImVec2 p = at(s.at);
      if (s.anchor == board::Anchor::middle) p.x -= w * 0.5f;
      else if (s.anchor == board::Anchor::end) p.x -= w;
      dl->AddText(f, size, p, fill, s.text.c_str());
      break;
    }
    case board::Kind::glyph: draw_board_glyph(dl, s.text, at(s.at), s.radius * scale, s.fill); break;
  }
}
}  // namespace

void draw_board_glyph(ImDrawList* dl, const std::string& kind, ImVec2 centre, float side, Colour tint) {
  const board::Icon* icon = board::find_icon(kind);
  if (!icon) return;
  for (const Shape& s : icon->shapes) draw_shape(dl, s, centre, side, tint);
}

void draw_board_layout(const board::Layout& layout, const char* id) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton(id, ImVec2(layout.width, std::max(1.0f, layout.height)));
  for (const Shape& s : layout.shapes) draw_shape(dl, s, origin, 1.0f, Colour{});
  if (!ImGui::IsItemHovered()) return;
  const ImVec2 m = ImGui::GetIO().MousePos;
  const board::Point p{m.x - origin.x, m.y - origin.y};
  const board::Hit* best = nullptr;
  float best_area = 0;
  for (const board::Hit& h : layout.hits) {
    const board::Box& b = h.area;
    if (p.x < b.x0 || p.x > b.x1 || p.y < b.y0 || p.y > b.y1) continue;
    if (h.round && std::hypot(p.x - (b.x0 + b.x1) * 0.5f, p.y - (b.y0 + b.y1) * 0.5f) > (b.x1 - b.x0) * 0.5f) continue;
    const float area = (b.x1 - b.x0) * (b.y1 - b.y0);
    if (!best || area < best_area) best = &h, best_area = area;
  }
  if (best) show_tooltip(best->tooltip);
}

}  // namespace arbiter::app
