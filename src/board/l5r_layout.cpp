#include "board/l5r_layout.h"

#include <algorithm>

#include "board/canvas.h"

namespace arbiter::board {

namespace {
constexpr float kCardW = 128, kCardH = 150, kGap = 10, kTablePad = 10;
constexpr float kNamePx = 13, kSmallPx = 11.5f;
const Colour kInkL5r = rgba(34, 28, 22);

// Lines of wrapped text from y down; returns the y under them.
float lines(Canvas& cv, const std::string& text, float x, float y, float w, Font f, float px, Colour c,
            float spacing = 1.35f) {
  for (const std::string& l : wrap(text, f, px, w)) {
    cv.text({x, y}, l, f, px, c);
    y += px * spacing;
  }
  return y;
}

// A Personality: name, keywords, status tags, stats along the bottom, attachments under it.
float card(Canvas& cv, const L5rPersonality& c, const L5rPersonality* before, Point p, bool show_change, int owner) {
  const bool changed = show_change && before && !(*before == c);
  const Box box{p.x, p.y, p.x + kCardW, p.y + kCardH};
  cv.rect(box, 8, c.dishonored ? rgba(120, 96, 96) : rgba(244, 236, 214),
          changed ? role(Role::changed) : rgba(80, 64, 48), changed ? 4.0f : 1.5f);
  cv.place(Part::card, box, owner, c.name);
  const auto name_lines = wrap(c.name, Font::bold, kNamePx, kCardW - 14);
  for (size_t i = 0; i < name_lines.size() && i < 2; ++i)
    cv.text({p.x + 7, p.y + 6 + float(i) * kNamePx}, name_lines[i], Font::bold, kNamePx, kInkL5r);
  std::string kw;
  for (const auto& k : c.keywords) kw += (kw.empty() ? "" : " · ") + k;
  const auto kw_lines = wrap(kw, Font::small, kSmallPx, kCardW - 14);
  for (size_t i = 0; i < kw_lines.size() && i < 2; ++i)
    cv.text({p.x + 7, p.y + 8 + kNamePx * 2.4f + float(i) * kSmallPx}, kw_lines[i], Font::small, kSmallPx,
            rgba(110, 86, 60));
  float sy = p.y + kCardH * 0.5f;
  const std::pair<bool, std::pair<const char*, Colour>> status[] = {
      {c.bowed, {"Bowed", rgba(60, 60, 90, 235)}},
      {c.dishonored, {"Dishonored", rgba(120, 30, 30, 235)}},
      {c.opposed, {"Opposed", rgba(150, 90, 20, 235)}}};
  for (const auto& [on, look] : status) {
    if (!on) continue;
    const Box t = cv.tag({p.x + 9, sy + 1.5f}, look.first, Font::small, kSmallPx, look.second, rgba(255, 255, 255),
                         Anchor::start);
    cv.place(Part::tag, t, owner, look.first);
    sy = t.y1 + 4;
  }
  if (c.bowed) cv.text({p.x + kCardW - 26, p.y + kCardH * 0.5f - 10}, "↻", Font::bold, 20, rgba(60, 60, 90, 200));
  float x = p.x + 7;
  const std::pair<const char*, const L5rStat*> stats[] = {{"F", &c.force}, {"C", &c.chi}, {"PH", &c.personal_honor}};
  for (const auto& [label, s] : stats) {
    if (!s->present) continue;
    const std::string t = std::string(label) + " " + std::to_string(s->value);
    x = cv.text({x, p.y + kCardH - kNamePx - 8}, t, Font::bold, kNamePx,
                s->modified() ? rgba(30, 110, 200) : rgba(140, 30, 30))
            .x1 +
        10;
  }
  float ay = p.y + kCardH + 4;
  for (const auto& a : c.attachments) {
    std::string t = "+ " + a.name + (a.force ? "  F " + std::to_string(*a.force) : "") + (a.bowed ? "  (bowed)" : "");
    while (t.size() > 4 && text_width(Font::small, kSmallPx, t) > kCardW - 10) t = t.substr(0, t.size() - 4) + "…";
    cv.rect({p.x, ay, p.x + kCardW, ay + kSmallPx + 8}, 5, rgba(214, 200, 160));
    cv.text({p.x + 5, ay + 4}, t, Font::small, kSmallPx, kInkL5r);
    ay += kSmallPx + 11;
  }
  std::string tip = c.name;
  for (const auto& [label, s] : stats)
    if (s->present && s->modified())
      tip += "\n" + std::string(label) + " " + std::to_string(s->value) + " (base " + std::to_string(s->base) + ")";
  cv.hit(box, tip);
  return ay - p.y;
}

float card_row(Canvas& cv, const std::vector<const L5rPersonality*>& cards, const L5rBoard* prev, float y, int& owner) {
  const float width = cv.layout().width - kTablePad * 2;
  const int per_row = std::max(1, int((width + kGap) / (kCardW + kGap)));
  float row_top = y, row_h = 0, bottom = y;
  for (size_t i = 0; i < cards.size(); ++i) {
    if (i > 0 && i % size_t(per_row) == 0) {
      row_top += row_h + kGap;
      row_h = 0;
    }
    const Point p{kTablePad + float(i % size_t(per_row)) * (kCardW + kGap), row_top};
    const float h = card(cv, *cards[i], prev ? prev->personality(cards[i]->id) : nullptr, p, prev != nullptr, owner++);
    row_h = std::max(row_h, h);
    bottom = std::max(bottom, row_top + h);
  }
  return bottom + 4;
}

float honor_line(Canvas& cv, const L5rPlayer& pl, const L5rPlayer* before, float y) {
  const bool changed = before && before->honor != pl.honor;
  float x = cv.text({kTablePad, y}, pl.id + "  ", Font::bold, 15, role(Role::text)).x1;
  x = cv.text({x, y}, "Family Honor " + std::to_string(pl.honor), Font::bold, 15,
              changed ? role(Role::changed) : role(Role::text))
          .x1;
  if (changed)
    x = cv.text({x, y}, "  (was " + std::to_string(before->honor) + ")", Font::regular, 15, role(Role::text_dim)).x1;
  const std::string rest = "   hand " + std::to_string(pl.hand) + " · fate deck " + std::to_string(pl.fate_deck);
  if (x + text_width(Font::small, 12, rest) > cv.layout().width - kTablePad) {
    y += 15 * 1.3f;
    x = kTablePad;
  }
  cv.text({x, y + 2}, rest, Font::small, 12, role(Role::text_dim));
  return y + 15 * 1.4f;
}
}  // namespace

Layout layout_l5r(const L5rBoard& b, const L5rBoard* previous, float width) {
  Canvas cv(width, 0);
  cv.rect({0, 0, width, 0}, 10, role(Role::board_bg));  // its height is set when the contents are known
  const float inner = width - kTablePad * 2;
  float y = lines(cv, l5r_heading(b), kTablePad, 8, inner, Font::small, 12, role(Role::text_dim));
  for (const auto& pl : b.players) y = honor_line(cv, pl, previous ? previous->player(pl.id) : nullptr, y);
  int owner = 0;
  for (const auto& bf : b.battlefields) {
    std::string title = "Battlefield " + bf.id + ": " + bf.attacker + " attacks " + bf.defender;
    for (const auto& [pl, f] : bf.army_force)
      title += "  ·  " + pl + " army Force " + (f ? std::to_string(*f) : std::string("—"));
    y = lines(cv, title, kTablePad, y + 4, inner, Font::bold, 14, role(Role::text), 1.3f) + 2;
    std::vector<const L5rPersonality*> here;
    for (const auto& c : b.personalities)
      if (c.location == bf.id) here.push_back(&c);
    y = card_row(cv, here, previous, y, owner);
  }
  for (const auto& pl : b.players) {
    std::vector<const L5rPersonality*> home;
    for (const auto& c : b.personalities)
      if (c.location == "home" && c.controller == pl.id) home.push_back(&c);
    if (home.empty()) continue;
    y = lines(cv, pl.id + " — home", kTablePad, y + 2, inner, Font::small, 12, role(Role::text_dim)) + 2;
    y = card_row(cv, home, previous, y, owner);
  }
  for (const std::string& n : l5r_notes(b)) y = lines(cv, n, kTablePad, y, inner, Font::small, 12, role(Role::text));
  Layout& l = cv.layout();
  l.height = y + 8;
  l.shapes.front().size.y = l.height;
  return l;
}

}  // namespace arbiter::board
