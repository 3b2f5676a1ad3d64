#include "board/roles.h"

#include <cstdio>

namespace arbiter::board {

namespace {
struct RoleRow {
  Role role;
  const char* name;
  Rgba dark, light;
};
// text and text_dim as the app's palette; board_bg, outline and changed are the palette's own.
const RoleRow kRoles[] = {
    {Role::board_bg, "bg", {24, 26, 32, 255}, {240, 242, 246, 255}},
    {Role::outline, "outline", {15, 16, 20, 255}, {60, 60, 70, 255}},
    {Role::changed, "changed", {255, 210, 80, 255}, {230, 150, 0, 255}},
    {Role::text, "text", {230, 232, 238, 255}, {28, 30, 36, 255}},
    {Role::text_dim, "dim", {150, 156, 170, 255}, {96, 102, 116, 255}},
};

std::string css_colour(const Rgba& c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  return buf;
}

std::string rules(bool dark) {
  std::string s;
  for (const RoleRow& r : kRoles) {
    const std::string c = css_colour(dark ? r.dark : r.light);
    s += std::string(".arb-f-") + r.name + "{fill:" + c + "}.arb-s-" + r.name + "{stroke:" + c + "}";
  }
  return s;
}
}  // namespace

Rgba role_rgba(Role r, bool dark) {
  for (const RoleRow& row : kRoles)
    if (row.role == r) return dark ? row.dark : row.light;
  return {};
}

const char* role_name(Role r) {
  for (const RoleRow& row : kRoles)
    if (row.role == r) return row.name;
  return "tint";
}

std::string role_css() { return rules(false) + "@media (prefers-color-scheme:dark){" + rules(true) + "}"; }

}  // namespace arbiter::board
