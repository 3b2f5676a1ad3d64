#pragma once
// The public face of src/board: one trace step's board as a picture (layout + text alternative),
// and that picture as a standalone SVG. Used by the site writer (ruling pages, previews); the app
// draws the same layout with ImGui. docs/board.md.
#include <nlohmann/json.hpp>

#include <string>

#include "board/layout.h"

namespace arbiter::board {

struct Picture {
  Layout layout;
  std::string alt;  // the text alternative: what is on each land or battlefield and what changed
};

// game: "spirit-island" | "l5r-celestial"; board/previous: trace snapshots' "board" JSON
// (previous may be null: the first step). An unknown game gives an empty picture with a note.
Picture picture_step(const std::string& game, const nlohmann::json& board, const nlohmann::json* previous, float width,
                     float max_height);

// A standalone <svg> (viewBox, width/height, role="img", <title> and aria-label from
// `title_for_a11y`; no scripts, no external references; fonts named by family, DejaVu Sans).
std::string to_svg(const Layout& layout, const std::string& title_for_a11y);

// For SVGs inlined in an HTML page: ids must be unique in the page (the icons' <symbol>s), and a
// CSP without 'unsafe-inline' refuses a <style> element (the page's stylesheet then carries
// roles.h's role_css(); without it the light palette shows, from presentation attributes).
struct SvgOptions {
  std::string id_prefix;    // prepended to every id ("demo-x-step-2-")
  bool embed_style = true;  // the role CSS in a <style> element
};
std::string to_svg(const Layout& layout, const std::string& title_for_a11y, const SvgOptions& options);

}  // namespace arbiter::board
