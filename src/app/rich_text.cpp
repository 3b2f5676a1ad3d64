#include "app/rich_text.h"

#include <algorithm>
#include <cmath>

#include "app/theme.h"

namespace arbiter::app {

namespace {
struct Piece {
  const Span* span;
  const char* begin;
  const char* end;
  bool newline;
};

float font_px(ImFont* f) { return f->FontSize * ImGui::GetIO().FontGlobalScale; }

float text_width(ImFont* f, const char* b, const char* e) {
  return f->CalcTextSizeA(font_px(f), FLT_MAX, 0, b, e).x;
}

// Splits into words that keep their trailing spaces, so wrapping happens between words.
std::vector<Piece> pieces_of(const std::vector<Span>& spans) {
  std::vector<Piece> out;
  for (const auto& s : spans) {
    const char* p = s.text.c_str();
    const char* end = p + s.text.size();
    while (p < end) {
      if (*p == '\n') {
        out.push_back({&s, p, p, true});
        ++p;
        continue;
      }
      const char* q = p;
      while (q < end && *q != ' ' && *q != '\n') ++q;
      while (q < end && *q == ' ') ++q;
      out.push_back({&s, p, q, false});
      p = q;
    }
  }
  return out;
}
}  // namespace

bool tapped(const ImVec2& min, const ImVec2& max) {
  const ImGuiIO& io = ImGui::GetIO();
  return ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(min, max) && ImGui::IsMouseReleased(0) &&
         io.MouseDragMaxDistanceSqr[0] < 100.0f;
}

int rich_text(const std::vector<Span>& spans, const RichTextOptions& opt) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* base = ImGui::GetFont();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = opt.wrap_width > 0 ? opt.wrap_width : std::max(40.0f, ImGui::GetContentRegionAvail().x);
  const float line_h = std::round(font_px(base) * opt.line_spacing);
  const auto pieces = pieces_of(spans);
  float x = 0, y = 0;
  float hang = 0;  // a line that starts with spaces wraps under its own start (indented log lines)
  int line = 1, clicked = -1;
  const char* ellipsis = "…";
  const float clip_top = ImGui::GetWindowPos().y - line_h;
  const float clip_bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() + line_h;
  for (size_t i = 0; i < pieces.size(); ++i) {
    const Piece& pc = pieces[i];
    ImFont* f = pc.span->font ? pc.span->font : base;
    if (pc.newline) {
      if (opt.max_lines && line >= opt.max_lines) break;
      x = hang = 0;
      y += line_h;
      ++line;
      continue;
    }
    const char* vis_end = pc.end;
    while (vis_end > pc.begin && vis_end[-1] == ' ') --vis_end;
    float w = text_width(f, pc.begin, pc.end);
    const float vis_w = text_width(f, pc.begin, vis_end);
    if (x == 0 && vis_end == pc.begin) hang = std::min(w, width * 0.5f);
    if (x > hang && x + vis_w > width) {
      if (opt.max_lines && line >= opt.max_lines) {
        const ImVec2 p(origin.x + x, origin.y + y + (line_h - font_px(base)) * 0.5f);
        dl->AddText(base, font_px(base), p, pal().text_dim, ellipsis);
        break;
      }
      x = hang;
      y += line_h;
      ++line;
    }
    const float fy = origin.y + y + (line_h - font_px(f)) * 0.5f;
    const ImVec2 a(origin.x + x, fy), b(origin.x + x + vis_w, fy + font_px(f));
    if (b.y >= clip_top && a.y <= clip_bottom) {
      ImU32 col = pc.span->color ? pc.span->color : pal().text;
      if (pc.span->highlight) dl->AddRectFilled(ImVec2(a.x - 1, a.y), ImVec2(b.x + 1, b.y), pal().highlight, 3);
      if (pc.span->link >= 0) {
        const bool hover = ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(a, b);
        col = pal().link;
        if (hover) {
          dl->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, b.y), col);
          ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        }
        if (tapped(a, b)) clicked = pc.span->link;
      }
      dl->AddText(f, font_px(f), a, col, pc.begin, vis_end);
    }
    x += w;
  }
  ImGui::Dummy(ImVec2(width, y + line_h));
  return clicked;
}

std::vector<Span> marked_spans(const std::string& text, const std::vector<Mark>& marks_in, ImFont* font,
                               ImU32 color) {
  std::vector<Mark> marks = marks_in;
  std::sort(marks.begin(), marks.end(), [](auto a, auto b) { return a.begin < b.begin; });
  std::vector<Span> out;
  size_t pos = 0;
  for (const auto& m : marks) {
    if (m.begin < pos || m.end > text.size() || m.begin >= m.end) continue;
    if (m.begin > pos) out.push_back({text.substr(pos, m.begin - pos), font, color});
    Span h{text.substr(m.begin, m.end - m.begin), font, color};
    h.highlight = true;
    out.push_back(h);
    pos = m.end;
  }
  if (pos < text.size()) out.push_back({text.substr(pos), font, color});
  return out;
}

}  // namespace arbiter::app
