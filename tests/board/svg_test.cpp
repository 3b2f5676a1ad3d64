#include <doctest/doctest.h>

#include <string>

#include "board/picture.h"

using namespace arbiter::board;

namespace {
size_t occurrences(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}
}  // namespace

TEST_CASE("the SVG writer emits one element per primitive, in a standalone accessible <svg>") {
  Layout l;
  l.width = 200;
  l.height = 100;
  Shape r;
  r.kind = Kind::rect;
  r.size = {200, 100};
  r.fill = role(Role::board_bg);
  Shape c;
  c.kind = Kind::circle;
  c.at = {50, 50};
  c.radius = 10;
  c.fill = rgba(200, 0, 0);
  Shape t;
  t.kind = Kind::text;
  t.text = "A3 & <x>";
  t.font_size = 14;
  Shape g;
  g.kind = Kind::glyph;
  g.text = "explorer";
  g.radius = 20;
  for (const Shape& s : {r, c, t, g, g}) l.shapes.push_back(s);
  const std::string svg = to_svg(l, "Board \"A\"");
  CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 100\"", 0) == 0);
  CHECK(svg.find("role=\"img\"") != std::string::npos);
  CHECK(svg.find("<title>Board &quot;A&quot;</title>") != std::string::npos);
  CHECK(occurrences(svg, "<rect ") == 1);
  CHECK(occurrences(svg, "<circle ") == 1 + 1);  // the circle, and the explorer symbol's head (defined once)
  CHECK(occurrences(svg, "<text ") == 1);
  CHECK(occurrences(svg, "<use ") == 2);
  CHECK(occurrences(svg, "<symbol ") == 1);
  CHECK(svg.find("A3 &amp; &lt;x&gt;") != std::string::npos);
  CHECK(svg.find("<script") == std::string::npos);
  CHECK(svg.find("http://", svg.find('>')) == std::string::npos);  // no reference outside the file
}

TEST_CASE("an SVG for a page: ids carry a prefix, and without the embedded style roles still have their light colour") {
  Layout l;
  l.width = 100;
  l.height = 50;
  Shape bg;
  bg.kind = Kind::rect;
  bg.size = {100, 50};
  bg.fill = role(Role::board_bg);
  Shape g;
  g.kind = Kind::glyph;
  g.text = "town";
  g.radius = 20;
  l.shapes = {bg, g};
  SUBCASE("standalone") {
    const std::string svg = to_svg(l, "t");
    CHECK(svg.find("<style>") != std::string::npos);
    CHECK(svg.find("prefers-color-scheme:dark") != std::string::npos);
    CHECK(svg.find("id=\"i-town\"") != std::string::npos);
  }
  SUBCASE("inline in a page") {
    const std::string svg = to_svg(l, "t", SvgOptions{"d1-s2-", false});
    CHECK(svg.find("<style>") == std::string::npos);
    CHECK(svg.find("id=\"d1-s2-i-town\"") != std::string::npos);
    CHECK(svg.find("href=\"#d1-s2-i-town\"") != std::string::npos);
    CHECK(svg.find("fill=\"#f0f2f6\" class=\"arb-f-bg\"") != std::string::npos);
  }
}
