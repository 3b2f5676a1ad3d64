#pragma once
// The theme's colour roles on a board, light and dark: the app's palette (src/app/theme.cpp)
// takes its board colours from here, and the SVG writer writes them as CSS classes.
#include <string>

#include "board/layout.h"

namespace arbiter::board {

Rgba role_rgba(Role r, bool dark);
const char* role_name(Role r);  // "bg", "outline", ... (CSS class suffix)
// CSS: .arb-f-NAME{fill:…} .arb-s-NAME{stroke:…} for the light palette, and the dark one under
// @media (prefers-color-scheme: dark). A standalone SVG embeds it; a page whose CSP refuses inline
// styles puts it in its own stylesheet (to_svg with embed_style off).
std::string role_css();
// The SVG id of an icon kind's <symbol> ("token:blight" -> "token-blight").
std::string icon_id(const std::string& kind);

}  // namespace arbiter::board
