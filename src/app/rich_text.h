#pragma once
// Word-wrapped text made of styled spans (bold, dim, highlighted search matches, links), which
// ImGui's own TextWrapped cannot mix on one line.
#include <imgui.h>

#include <string>
#include <vector>

#include "app/search_adapter.h"

namespace arbiter::app {

struct Span {
  std::string text;
  ImFont* font = nullptr;  // nullptr = current font
  ImU32 color = 0;         // 0 = the theme's text colour
  bool highlight = false;  // search match
  int link = -1;           // >= 0: clicking it returns this number
  bool emphasis = false;   // drawn slanted (the fonts have no italic face)
};

struct RichTextOptions {
  float wrap_width = 0;       // 0 = to the right edge of the content region
  int max_lines = 0;          // 0 = no limit; otherwise the last line ends with "…"
  float line_spacing = 1.3f;  // line height as a multiple of the body font size
};

// One line as drawn: where it starts in the spans' joined text (bytes), and its place and width
// from the text's origin (the page's text layer breaks its lines at the same places).
struct TextLine {
  size_t begin = 0;
  float x = 0, y = 0, width = 0;
};

// Draws the spans at the cursor and advances it; returns the link number clicked this frame or -1.
// `lines`, when given, receives the lines drawn.
int rich_text(const std::vector<Span>& spans, const RichTextOptions& opt = {}, std::vector<TextLine>* lines = nullptr);

// Splits text into plain and highlighted spans at the marks.
std::vector<Span> marked_spans(const std::string& text, const std::vector<Mark>& marks, ImFont* font = nullptr,
                               ImU32 color = 0);

// The spans with the sources' Markdown emphasis ("*(e.g., …)*", corpus::emphasis_marks, found
// across span boundaries) as emphasis spans, the asterisks taken out.
std::vector<Span> with_emphasis(const std::vector<Span>& spans);

// True when the mouse was released on the last rect without dragging (a tap, not a scroll).
bool tapped(const ImVec2& min, const ImVec2& max);

}  // namespace arbiter::app
