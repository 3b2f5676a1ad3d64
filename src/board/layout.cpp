#include "board/layout.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace arbiter::board {

namespace {
#include "board/font_metrics.inc"

// Advance of one UTF-8 character at 1 em; outside ASCII the board uses symbols (× ☠ ⚔ …) whose
// DejaVu advances are at most 1 em, so 1 em never underestimates them.
float advance_em(Font font, unsigned c) {
  if (c >= 32 && c < 127) return (font == Font::bold ? kBoldAdvance : kRegularAdvance)[c - 32];
  return 1.0f;
}
}  // namespace

Colour rgba(int r, int g, int b, int a) {
  return Colour{Role::literal, {std::uint8_t(r), std::uint8_t(g), std::uint8_t(b), std::uint8_t(a)}};
}

Colour role(Role r, int alpha) { return Colour{r, {0, 0, 0, std::uint8_t(alpha)}}; }

namespace {
Shape outlined(Kind kind, Colour fill, Colour stroke, float stroke_width) {
  Shape s;
  s.kind = kind;
  s.fill = fill;
  s.stroke = stroke;
  s.stroke_width = stroke_width;
  return s;
}
}  // namespace

Shape rect_shape(Box b, float corner, Colour fill, Colour stroke, float stroke_width) {
  Shape s = outlined(Kind::rect, fill, stroke, stroke_width);
  s.at = {b.x0, b.y0};
  s.size = {b.x1 - b.x0, b.y1 - b.y0};
  s.radius = corner;
  return s;
}

Shape circle_shape(Point c, float r, Colour fill, Colour stroke, float stroke_width) {
  Shape s = outlined(Kind::circle, fill, stroke, stroke_width);
  s.at = c;
  s.radius = r;
  return s;
}

Shape polygon_shape(std::vector<Point> pts, Colour fill, Colour stroke, float stroke_width) {
  Shape s = outlined(Kind::polygon, fill, stroke, stroke_width);
  s.points = std::move(pts);
  return s;
}

Shape line_shape(Point a, Point b, Colour stroke, float width) {
  Shape s = outlined(Kind::line, kNone, stroke, width);
  s.points = {a, b};
  return s;
}

Shape text_shape(Point at, std::string text, Font font, float size, Colour colour, Anchor anchor) {
  Shape s = outlined(Kind::text, colour, kNone, 0);
  s.at = at;
  s.text = std::move(text);
  s.font = font;
  s.font_size = size;
  s.anchor = anchor;
  return s;
}

float line_height(float size) { return size; }

float text_width(Font font, float size, const std::string& text) {
  float em = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if ((c & 0xC0) == 0x80) continue;  // a continuation byte: counted with its lead byte
    em += advance_em(font, c < 0x80 ? c : 0x100);
  }
  return em * size / kLineEm;
}

float ascent(float size) { return size * kAscentEm / kLineEm; }
float em_size(float size) { return size / kLineEm; }

Box Shape::box() const {
  switch (kind) {
    case Kind::polygon:
    case Kind::line: {
      Box b{1e9f, 1e9f, -1e9f, -1e9f};
      for (const Point& p : points)
        b = {std::min(b.x0, p.x), std::min(b.y0, p.y), std::max(b.x1, p.x), std::max(b.y1, p.y)};
      const float h = stroke_width * 0.5f;
      return {b.x0 - h, b.y0 - h, b.x1 + h, b.y1 + h};
    }
    case Kind::circle: {
      const float r = radius + stroke_width * 0.5f;
      return {at.x - r, at.y - r, at.x + r, at.y + r};
    }
    case Kind::glyph: return {at.x - radius * 0.5f, at.y - radius * 0.5f, at.x + radius * 0.5f, at.y + radius * 0.5f};
    case Kind::rect: return {at.x, at.y, at.x + size.x, at.y + size.y};
    case Kind::text: {
      const float w = text_width(font, font_size, text);
      const float x0 = anchor == Anchor::start ? at.x : anchor == Anchor::middle ? at.x - w * 0.5f : at.x - w;
      return {x0, at.y, x0 + w, at.y + line_height(font_size)};
    }
  }
  return {};
}

}  // namespace arbiter::board
