#include "board/icons.h"

#include <cmath>

namespace arbiter::board {

namespace {
constexpr float kIconPi = 3.14159265f;
const Colour kInk = rgba(20, 20, 24, 230);

Shape poly(std::vector<Point> pts, Colour fill, Colour stroke = kInk, float w = 0.04f) {
  return polygon_shape(std::move(pts), fill, stroke, w);
}

Shape disc(Point c, float r, Colour fill, Colour stroke = kInk, float w = 0.04f) {
  return circle_shape(c, r, fill, stroke, w);
}

Shape symbol(const char* text, float size, Colour colour) {
  return text_shape({0, -size * 0.5f}, text, Font::bold, size, colour, Anchor::middle);
}

// A token or Strife: a glyph of the app's font on a coloured disc.
Icon token(const char* kind, const char* label, Colour bg, Colour fg, const char* glyph) {
  return {kind, label, label, {disc({0, 0}, 0.45f, bg), symbol(glyph, 0.6f, fg)}};
}

std::vector<Point> arc(Point c, float r, float from, float to, int n) {
  std::vector<Point> pts;
  for (int i = 0; i <= n; ++i) {
    const float a = from + (to - from) * float(i) / float(n);
    pts.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
  }
  return pts;
}

std::vector<Icon> make_icons() {
  const float h = 0.5f;
  const Colour bone = rgba(236, 228, 208);
  std::vector<Icon> v;
  v.push_back({"explorer",
               "Explorer",
               "Explorers",
               {poly({{0, -h * 0.2f}, {-h * 0.55f, h * 0.8f}, {h * 0.55f, h * 0.8f}}, bone),
                disc({0, -h * 0.45f}, h * 0.32f, bone)}});
  v.push_back({"town",
               "Town",
               "Towns",
               {poly({{-h * 0.8f, h * 0.75f},
                      {-h * 0.8f, -h * 0.1f},
                      {0, -h * 0.85f},
                      {h * 0.8f, -h * 0.1f},
                      {h * 0.8f, h * 0.75f}},
                     rgba(226, 200, 150))}});
  v.push_back({"city",
               "City",
               "Cities",
               {poly({{-h * 0.95f, h * 0.75f},
                      {-h * 0.95f, -h * 0.85f},
                      {-h * 0.35f, -h * 0.85f},
                      {-h * 0.35f, -h * 0.3f},
                      {h * 0.35f, -h * 0.3f},
                      {h * 0.35f, -h * 0.85f},
                      {h * 0.95f, -h * 0.85f},
                      {h * 0.95f, h * 0.75f}},
                     rgba(205, 170, 120))}});
  v.push_back({"dahan",
               "Dahan",
               "Dahan",
               {poly(arc({0, h * 0.6f}, h * 0.85f, kIconPi, 2 * kIconPi, 14), rgba(150, 95, 55)),
                disc({0, h * 0.2f}, h * 0.18f, rgba(240, 220, 180), kNone, 0)}});
  v.push_back(token("token:blight", "Blight", rgba(120, 40, 70), rgba(255, 230, 240), "☠"));
  v.push_back({"presence",
               "Presence",
               "Presence",
               {disc({0, 0}, h * 0.8f + 0.03f, kNone, kInk, 0.03f),
                disc({0, 0}, h * 0.8f, role(Role::tint), rgba(255, 255, 255, 230), 0.06f)}});
  std::vector<Point> hex;
  for (int i = 0; i < 6; ++i)
    hex.push_back({h * 0.9f * std::cos(kIconPi / 3 * float(i) + kIconPi / 6),
                   h * 0.9f * std::sin(kIconPi / 3 * float(i) + kIconPi / 6)});
  v.push_back(
      {"incarna",
       "Incarna",
       "Incarna",
       {poly(hex, role(Role::tint), rgba(255, 255, 255, 230), 0.06f), symbol("✦", h * 1.1f, rgba(255, 255, 255))}});
  v.push_back(token("token:badlands", "Badlands", rgba(170, 70, 30), rgba(255, 235, 200), "⚠"));
  v.push_back(token("token:beasts", "Beasts", rgba(150, 60, 40), rgba(255, 240, 220), "♞"));
  v.push_back(token("token:disease", "Disease", rgba(190, 180, 40), rgba(40, 40, 10), "☣"));
  v.push_back(token("token:wilds", "Wilds", rgba(30, 110, 50), rgba(220, 255, 220), "♣"));
  v.push_back(token("strife", "Strife", rgba(200, 40, 40), rgba(255, 255, 255), "⚔"));
  v.push_back(token("token:vitality", "Vitality", rgba(120, 200, 90), rgba(20, 60, 20), "✿"));
  return v;
}
}  // namespace

const std::vector<Icon>& icons() {
  static const std::vector<Icon> all = make_icons();
  return all;
}

const Icon* find_icon(const std::string& kind) {
  for (const Icon& i : icons())
    if (kind == i.kind) return &i;
  return nullptr;
}

}  // namespace arbiter::board
