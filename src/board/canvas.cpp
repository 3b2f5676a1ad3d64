#include "board/canvas.h"

namespace arbiter::board {

void Canvas::rect(Box b, float corner, Colour fill, Colour stroke, float stroke_width) {
  Shape s;
  s.kind = Kind::rect;
  s.at = {b.x0, b.y0};
  s.size = {b.x1 - b.x0, b.y1 - b.y0};
  s.radius = corner;
  s.fill = fill;
  s.stroke = stroke;
  s.stroke_width = stroke_width;
  out_.shapes.push_back(std::move(s));
}

void Canvas::circle(Point c, float r, Colour fill, Colour stroke, float stroke_width) {
  Shape s;
  s.kind = Kind::circle;
  s.at = c;
  s.radius = r;
  s.fill = fill;
  s.stroke = stroke;
  s.stroke_width = stroke_width;
  out_.shapes.push_back(std::move(s));
}

void Canvas::polygon(std::vector<Point> pts, Colour fill, Colour stroke, float stroke_width) {
  Shape s;
  s.kind = Kind::polygon;
  s.points = std::move(pts);
  s.fill = fill;
  s.stroke = stroke;
  s.stroke_width = stroke_width;
  out_.shapes.push_back(std::move(s));
}

void Canvas::line(Point a, Point b, Colour stroke, float width) {
  Shape s;
  s.kind = Kind::line;
  s.points = {a, b};
  s.stroke = stroke;
  s.stroke_width = width;
  out_.shapes.push_back(std::move(s));
}

Box Canvas::text(Point at, const std::string& str, Font font, float size, Colour colour, Anchor anchor) {
  Shape s;
  s.kind = Kind::text;
  s.at = at;
  s.text = str;
  s.font = font;
  s.font_size = size;
  s.anchor = anchor;
  s.fill = colour;
  const Box b = s.box();
  out_.shapes.push_back(std::move(s));
  return b;
}

void Canvas::glyph(Point centre, float side, const std::string& kind, Colour tint) {
  Shape s;
  s.kind = Kind::glyph;
  s.at = centre;
  s.radius = side;
  s.text = kind;
  s.fill = tint;
  out_.shapes.push_back(std::move(s));
}

void Canvas::place(Part part, Box box, int owner, std::string text) {
  out_.placed.push_back({part, box, owner, std::move(text)});
}

void Canvas::hit(Box area, std::string tooltip, bool round) { out_.hits.push_back({area, round, std::move(tooltip)}); }

Box Canvas::tag(Point at, const std::string& str, Font font, float size, Colour bg, Colour fg, Anchor anchor,
                float pad) {
  const float w = text_width(font, size, str);
  const float x0 = anchor == Anchor::start ? at.x : anchor == Anchor::middle ? at.x - w * 0.5f : at.x - w;
  const Box b{x0 - pad, at.y - 1, x0 + w + pad, at.y + line_height(size) + 1};
  rect(b, 3, bg);
  text({x0, at.y}, str, font, size, fg);
  return b;
}

std::vector<std::string> wrap(const std::string& text, Font font, float size, float width) {
  std::vector<std::string> lines;
  std::string line, word;
  auto flush_word = [&] {
    if (word.empty()) return;
    const std::string joined = line.empty() ? word : line + " " + word;
    if (!line.empty() && text_width(font, size, joined) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = joined;
    }
    word.clear();
  };
  for (char c : text) {
    if (c == ' ') flush_word();
    else word += c;
  }
  flush_word();
  if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace arbiter::board
