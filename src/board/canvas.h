#pragma once
// Building a Layout shape by shape: what the game layouts share.
#include <string>
#include <vector>

#include "board/layout.h"

namespace arbiter::board {

class Canvas {
 public:
  Canvas(float width, float height) { out_.width = width, out_.height = height; }
  Layout& layout() { return out_; }

  void rect(Box b, float corner, Colour fill, Colour stroke = kNone, float stroke_width = 0);
  void circle(Point c, float r, Colour fill, Colour stroke = kNone, float stroke_width = 0);
  void polygon(std::vector<Point> pts, Colour fill, Colour stroke = kNone, float stroke_width = 0);
  void line(Point a, Point b, Colour stroke, float width);
  // Text placed by its top edge at `at`, anchored horizontally; returns its box.
  Box text(Point at, const std::string& s, Font font, float size, Colour colour, Anchor anchor = Anchor::start);
  void glyph(Point centre, float side, const std::string& kind, Colour tint = kNone);
  void place(Part part, Box box, int owner, std::string text = "");
  void hit(Box area, std::string tooltip, bool round = false);
  // `text` on a filled rounded box with `pad` around it; returns the box.
  Box tag(Point at, const std::string& s, Font font, float size, Colour bg, Colour fg, Anchor anchor, float pad = 3);

 private:
  Layout out_;
};

// Words wrapped to lines no wider than `width` at that font and size.
std::vector<std::string> wrap(const std::string& text, Font font, float size, float width);

}  // namespace arbiter::board
