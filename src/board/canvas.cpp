#include "board/canvas.h"

namespace arbiter::board {

void Canvas::rect(Box b, float corner, Colour fill, Colour stroke, float stroke_width) {
  out_.shapes.push_back(rect_shape(b, corner, fill, stroke, stroke_width));
}

void Canvas::circle(Point c, float r, Colour fill, Colour stroke, float stroke_width) {
  out_.shapes.push_back(circle_shape(c, r, fill, stroke, stroke_width));
}

void Canvas::polygon(std::vector<Point> pts, Colour fill, Colour stroke, float stroke_width) {
  out_.shapes.push_back(polygon_shape(std::move(pts), fill, stroke, stroke_width));
}

void Canvas::line(Point a, Point b, Colour stroke, float width) {
  out_.shapes.push_back(line_shape(a, b, stroke, width));
}

Box Canvas::text(Point at, const std::string& str, Font font, float size, Colour colour, Anchor anchor) {
  out_.shapes.push_back(text_shape(at, str, font, size, colour, anchor));
  return out_.shapes.back().box();
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
