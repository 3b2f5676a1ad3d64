#pragma once
// A board picture as drawing primitives in a coordinate space `width` wide (y down, pixels at
// zoom 1), computed once in the core and drawn by two renderers: the app's ImGui loop
// (src/app/board_draw.cpp) and the SVG writer (svg.h). docs/board.md.
#include <cstdint>
#include <string>
#include <vector>

namespace arbiter::board {

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  bool operator==(const Rgba& o) const { return r == o.r && g == o.g && b == o.b && a == o.a; }
};

// Colours that follow the theme are named by role and resolved by each renderer (the app's
// light/dark palette; the SVG's light palette); the rest (terrain, pieces) are literal.
// tint: the colour of the glyph a shape belongs to (icons.h).
enum class Role { literal, board_bg, outline, changed, text, text_dim, tint };

struct Colour {
  Role role = Role::literal;
  Rgba rgba{};  // used when role is literal; for a role, only its alpha is applied
  bool none() const { return role == Role::literal && rgba.a == 0; }
};
Colour rgba(int r, int g, int b, int a = 255);
Colour role(Role r, int alpha = 255);
inline const Colour kNone{Role::literal, {0, 0, 0, 0}};

struct Point {
  float x = 0, y = 0;
};
struct Box {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool intersects(const Box& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
  bool inside(const Box& o) const { return x0 >= o.x0 && y0 >= o.y0 && x1 <= o.x1 && y1 <= o.y1; }
};

enum class Font { regular, bold, small };
enum class Anchor { start, middle, end };  // horizontal; text is placed by its top edge

enum class Kind { polygon, circle, line, rect, text, glyph };

// One primitive. Fields unused by a kind stay at their defaults.
struct Shape {
  Kind kind = Kind::rect;
  std::vector<Point> points;            // polygon (closed) / line (two points)
  Point at;                             // circle/glyph centre; text anchor point (top edge); rect min corner
  Point size;                           // rect width/height
  float radius = 0;                     // circle radius; rect corner radius; glyph size (icon box side)
  Colour fill = kNone, stroke = kNone;  // glyph: fill is its tint
  float stroke_width = 0;
  std::string text;  // text: the string; glyph: the icon kind (icons.h)
  Font font = Font::regular;
  float font_size = 0;
  Anchor anchor = Anchor::start;
  Box box() const;  // the area it covers (text by font metrics, see text_width)
};

// One primitive of each kind, so the canvas and the icon table build them the same way.
Shape rect_shape(Box b, float corner, Colour fill, Colour stroke, float stroke_width);
Shape circle_shape(Point c, float r, Colour fill, Colour stroke, float stroke_width);
Shape polygon_shape(std::vector<Point> pts, Colour fill, Colour stroke, float stroke_width);
Shape line_shape(Point a, Point b, Colour stroke, float width);
Shape text_shape(Point at, std::string text, Font font, float size, Colour colour, Anchor anchor);

// What the pointer over an area tells (the app's tooltips; the SVG's <title>s are not needed:
// the picture carries a text alternative instead).
struct Hit {
  Box area;
  bool round = false;  // a disc inscribed in `area`
  std::string tooltip;
};

// What a badge, tag or icon is, so tests can check that no count hides behind another item.
enum class Part { land, icon, ring, badge, tag, label, shield, card, other };
struct Placed {
  Part part;
  Box box;
  int owner = -1;    // the item (or land label) it belongs to: a badge may touch only its own
  std::string text;  // a badge's or tag's words
};

struct Layout {
  float width = 0, height = 0;
  std::vector<Shape> shapes;  // in drawing order
  std::vector<Hit> hits;
  std::vector<Placed> placed;  // the pieces of information and their boxes (for tests and renderers' checks)
};

// Width of `text` at `size` px in the app's font (DejaVu Sans / Bold), from its advance widths.
float text_width(Font font, float size, const std::string& text);
// Line height of a `size` px font (ImGui and SVG place text by its top edge with this height).
float line_height(float size);
// The baseline below the top edge, and the em size, of a `size` px font (for the SVG writer).
float ascent(float size);
float em_size(float size);

}  // namespace arbiter::board
