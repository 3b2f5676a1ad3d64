#pragma once
// The piece icons: one row per kind, its look as primitives in a unit box (centre 0,0, side 1).
// A glyph primitive names a kind; the app draws the row's shapes scaled into place, the SVG
// writer defines each used row once as a <symbol> and places it with <use>. Shapes filled with
// Role tint take the glyph's own colour (a Spirit's Presence and Incarna).
#include <string>
#include <vector>

#include "board/layout.h"

namespace arbiter::board {

struct Icon {
  const char* kind;    // "explorer", "token:blight", "presence", ...
  const char* label;   // the legend's word
  const char* plural;  // the text alternative's word for 0 or 2+
  std::vector<Shape> shapes;
};

// Every icon, in the legend's order.
const std::vector<Icon>& icons();
// The icon of `kind`, or nullptr.
const Icon* find_icon(const std::string& kind);

}  // namespace arbiter::board
