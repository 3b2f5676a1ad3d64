#include "app/rich_text.h"

#include <algorithm>
#include <cmath>

#include "app/theme.h"
#include "corpus/text.h"

namespace arbiter::app {

namespace {
struct Piece {
  const Span* span;
  const char* begin;
  const char* end;
  bool newline;
  size_t offset;  // of `begin` in the spans' joined text
};

float font_px(ImFont* f) { return f->FontSize * ImGui::GetIO().FontGlobalScale; }

float text_width(ImFont* f, const char* b, const char* e) { return f->CalcTextSizeA(font_px(f), FLT_MAX, 0, b, e).x; }

// Splits into words that keep their trailing spaces, so wrapping happens between words.
std::vector<Piece> pieces_of(const std::vector<Span>& spans) {
  std::vector<Piece> out;
  size_t at = 0;
  for (const auto& s : spans) {
    const char* start = s.text.c_str();
    const char* p = start;
    const char* end = p + s.text.size();
    while (p < end) {
      if (*p == '\n') {
        out.push_back({&s, p, p, true, at + size_t(p - start)});
        ++p;
        continue;
      }
      const char* q = p;
      while (q < end && *q != ' ' && *q != '\n') ++q;
      while (q < end && *q == ' ') ++q;
      out.push_back({&s, p, q, false, at + size_t(p - start)});
      p = q;
    }
    at += s.text.size();
  }
  return out;
}
}  // namespace

// Slants the glyphs drawn from vertex `first` on, about their baseline: emphasis without an italic face.
static void slant(ImDrawList* dl, int first, float baseline) {
  for (int i = first; i < dl->VtxBuffer.Size; ++i) dl->VtxBuffer[i].pos.x += (baseline - dl->VtxBuffer[i].pos.y) * 0.2f;
}

bool tapped(const ImVec2& min, const ImVec2& max) {
  const ImGuiIO& io = ImGui::GetIO();
  return ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(min, max) && ImGui::IsMouseReleased(0) &&
         io.MouseDragMaxDistanceSqr[0] < 100.0f;
}

int rich_text(const std::vector<Span>& spans, const RichTextOptions& opt, std::vector<TextLine>* lines) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* base = ImGui::GetFont();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = opt.wrap_width > 0 ? opt.wrap_width : std::max(40.0f, ImGui::GetContentRegionAvail().x);
  const float line_h = std::round(font_px(base) * opt.line_spacing);
  const auto pieces = pieces_of(spans);
  float x = 0, y = 0;
  float hang = 0;  // a line that starts with spaces wraps under its own start (indented log lines)
  int line = 1, clicked = -1, recorded = 0;
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
    if (lines && recorded < line) {
      lines->push_back({pc.offset, x, y, 0});
      recorded = line;
    }
    if (lines) lines->back().width = x + vis_w - lines->back().x;
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
      const int first_vertex = dl->VtxBuffer.Size;
      dl->AddText(f, font_px(f), a, col, pc.begin, vis_end);
      if (pc.span->emphasis) slant(dl, first_vertex, b.y);
    }
    x += w;
  }
  ImGui::Dummy(ImVec2(width, y + line_h));
  return clicked;
}

std::vector<Span> marked_spans(const std::string& text, const std::vector<Mark>& marks_in, ImFont* font, ImU32 color) {
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

std::vector<Span> with_emphasis(const std::vector<Span>& spans) {
  std::string all;
  for (const auto& s : spans) all += s.text;
  const auto marks = corpus::emphasis_marks(all);
  if (marks.empty()) return spans;
  std::vector<Span> out;
  size_t at = 0, next = 0;  // byte offset of the span in `all`; the next mark to meet
  bool inside = false;
  for (const auto& s : spans) {
    size_t from = 0;
    const auto cut = [&](size_t to) {
      if (to <= from) return;
      Span part = s;
      part.text = s.text.substr(from, to - from);
      part.emphasis = s.emphasis || inside;
      out.push_back(part);
    };
    while (next < marks.size() && marks[next] < at + s.text.size()) {
      cut(marks[next] - at);
      from = marks[next] - at + 1;
      inside = !inside;
      ++next;
    }
    cut(s.text.size());
    at += s.text.size();
  }
  return out;
}

}  // namespace arbiter::app
