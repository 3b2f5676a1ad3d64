// The SVG renderer of a Layout: one element per primitive, piece icons as <symbol>s placed with
// <use>, theme roles in the light palette overridden by CSS classes (light, and dark under
// prefers-color-scheme). Numbers are printed with one decimal so snapshots stay stable.
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

#include "board/icons.h"
#include "board/picture.h"
#include "board/roles.h"

namespace arbiter::board {

namespace {
std::string num(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", double(std::round(v * 10) / 10));
  std::string s = buf;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s == "-0" ? "0" : s;
}

std::string hex(const Rgba& c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  return buf;
}

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

// fill="…" / stroke="…" for a colour: a role is a class (the <style> gives its colour), the tint
// follows the <use>'s colour, a literal colour is written out; alpha as an opacity.
void paint(std::ostringstream& o, const char* what, const Colour& c, std::string& classes) {
  if (c.none()) {
    o << ' ' << what << "=\"none\"";
    return;
  }
  if (c.role == Role::tint) {
    o << ' ' << what << "=\"currentColor\"";
  } else if (c.role != Role::literal) {
    // The light colour as an attribute (what a page whose CSP refuses inline styles shows), and a
    // class the role CSS (light, and dark under prefers-color-scheme) overrides it with.
    o << ' ' << what << "=\"" << hex(role_rgba(c.role, false)) << '"';
    classes += std::string(classes.empty() ? "" : " ") + "arb-" + what[0] + "-" + role_name(c.role);
  } else {
    o << ' ' << what << "=\"" << hex(c.rgba) << '"';
  }
  if (c.rgba.a != 255) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%.2f", double(c.rgba.a) / 255.0);
    o << ' ' << what << "-opacity=\"" << buf << '"';
  }
}

void paints(std::ostringstream& o, const Shape& s) {
  std::string classes;
  paint(o, "fill", s.fill, classes);
  if (s.kind != Kind::text && !s.stroke.none()) {  // no stroke is SVG's default
    paint(o, "stroke", s.stroke, classes);
    o << " stroke-width=\"" << num(s.stroke_width) << '"';
  }
  if (!classes.empty()) o << " class=\"" << classes << '"';
}

const char* family(Font f) { return f == Font::bold ? " font-weight=\"bold\"" : ""; }

void shape(std::ostringstream& o, const Shape& s, const std::string& ids) {
  switch (s.kind) {
    case Kind::polygon:
    case Kind::line: {
      o << (s.kind == Kind::line ? "<polyline points=\"" : "<polygon points=\"");
      for (size_t i = 0; i < s.points.size(); ++i)
        o << (i ? " " : "") << num(s.points[i].x) << ',' << num(s.points[i].y);
      o << '"';
      break;
    }
    case Kind::circle:
      o << "<circle cx=\"" << num(s.at.x) << "\" cy=\"" << num(s.at.y) << "\" r=\"" << num(s.radius) << '"';
      break;
    case Kind::rect:
      o << "<rect x=\"" << num(s.at.x) << "\" y=\"" << num(s.at.y) << "\" width=\"" << num(s.size.x) << "\" height=\""
        << num(s.size.y) << '"';
      if (s.radius > 0) o << " rx=\"" << num(s.radius) << '"';
      break;
    case Kind::text: {
      const char* anchor = s.anchor == Anchor::middle ? "middle" : s.anchor == Anchor::end ? "end" : "start";
      o << "<text x=\"" << num(s.at.x) << "\" y=\"" << num(s.at.y + ascent(s.font_size)) << "\" font-size=\""
        << num(em_size(s.font_size)) << '"' << family(s.font);
      if (s.anchor != Anchor::start) o << " text-anchor=\"" << anchor << '"';
      std::string classes;
      paint(o, "fill", s.fill, classes);
      if (!classes.empty()) o << " class=\"" << classes << '"';
      o << '>' << escape(s.text) << "</text>";
      return;
    }
    case Kind::glyph: {
      const float half = s.radius * 0.5f;
      o << "<use href=\"#" << ids << "i-" << icon_id(s.text) << "\" x=\"" << num(s.at.x - half) << "\" y=\""
        << num(s.at.y - half) << "\" width=\"" << num(s.radius) << "\" height=\"" << num(s.radius) << '"';
      if (!s.fill.none()) o << " color=\"" << hex(s.fill.rgba) << '"';
      o << "/>";
      return;
    }
  }
  paints(o, s);
  o << "/>";
}

// An icon's shape in the units of its <symbol> (a box of side kSymbolUnits, so one decimal is
// precise enough).
constexpr float kSymbolUnits = 100;
Shape in_symbol_units(Shape s) {
  const float k = kSymbolUnits;
  for (Point& p : s.points) p = {p.x * k, p.y * k};
  s.at = {s.at.x * k, s.at.y * k};
  s.size = {s.size.x * k, s.size.y * k};
  s.radius *= k;
  s.stroke_width *= k;
  s.font_size *= k;
  return s;
}
}  // namespace

std::string icon_id(const std::string& kind) {
  std::string id;
  for (char c : kind) id += (c == ':' ? '-' : c);
  return id;
}

std::string to_svg(const Layout& layout, const std::string& title_for_a11y) {
  return to_svg(layout, title_for_a11y, SvgOptions{});
}

std::string to_svg(const Layout& layout, const std::string& title_for_a11y, const SvgOptions& options) {
  const std::string& ids = options.id_prefix;
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << num(layout.width) << ' ' << num(layout.height)
    << "\" width=\"" << num(layout.width) << "\" height=\"" << num(layout.height)
    << "\" role=\"img\" xml:space=\"preserve\" aria-label=\"" << escape(title_for_a11y)
    << "\" font-family=\"DejaVu Sans, sans-serif\">\n<title>" << escape(title_for_a11y) << "</title>\n";
  if (options.embed_style) o << "<style>" << role_css() << "</style>\n";
  std::set<std::string> used;
  for (const Shape& s : layout.shapes)
    if (s.kind == Kind::glyph) used.insert(s.text);
  if (!used.empty()) {
    o << "<defs>\n";
    for (const Icon& icon : icons()) {
      if (!used.count(icon.kind)) continue;
      o << "<symbol id=\"" << ids << "i-" << icon_id(icon.kind)
        << "\" viewBox=\"-50 -50 100 100\" overflow=\"visible\">";
      for (const Shape& s : icon.shapes) shape(o, in_symbol_units(s), ids);
      o << "</symbol>\n";
    }
    o << "</defs>\n";
  }
  for (const Shape& s : layout.shapes) {
    shape(o, s, ids);
    o << '\n';
  }
  o << "</svg>\n";
  return o.str();
}

}  // namespace arbiter::board
