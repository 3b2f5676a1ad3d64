#pragma once
// The app's renderer of a board layout (src/board/layout.h): each primitive drawn with ImGui's
// draw list, theme roles resolved through the palette, and the tooltip of the hit region under
// the pointer. The SVG writer (src/board/svg.cpp) draws the same layouts for the site.
#include <imgui.h>

#include "board/layout.h"

namespace arbiter::app {

// Draws `layout` at the cursor and reserves its size; shows the tooltip of the smallest hit
// region under the pointer.
void draw_board_layout(const board::Layout& layout, const char* id);
// One piece icon (src/board/icons.h), `side` px, centred on `centre`.
void draw_board_glyph(ImDrawList* dl, const std::string& kind, ImVec2 centre, float side, board::Colour tint);

}  // namespace arbiter::app
