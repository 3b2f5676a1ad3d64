#include "app/page_mirror.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

#include "app/app_state.h"
#include "app/platform.h"
#include "app/theme.h"

namespace arbiter::app::mirror {

namespace {
MirrorState& page() { return app().ui.mirror; }

const char* role_name(Role r) {
  switch (r) {
    case Role::Heading1: return "h1";
    case Role::Heading2: return "h2";
    case Role::Heading3: return "h3";
    case Role::Paragraph: return "p";
    case Role::Item: return "li";
    case Role::Note: return "note";
  }
  return "p";
}

// Rectangle in CSS pixels, and the visible part of the window it is in (a scrolled panel).
nlohmann::json place(ImVec2 min, ImVec2 max) {
  // The clip rectangle the window began with (its inner clip rectangle): no block is recorded
  // under a clip rectangle of its own.
  const ImVec2 c0 = ImGui::GetWindowDrawList()->GetClipRectMin(), c1 = ImGui::GetWindowDrawList()->GetClipRectMax();
  auto r = [](float v) { return std::round(v * 10) / 10; };
  return {r(min.x), r(min.y), r(max.x - min.x), r(max.y - min.y), r(c0.x), r(c0.y), r(c1.x - c0.x), r(c1.y - c0.y)};
}

std::string joined(const std::vector<Span>& spans) {
  std::string s;
  for (const auto& sp : spans) s += sp.text;
  return s;
}

// A block of the page: its role, text, place and region.
nlohmann::json block(const char* role, const std::string& t, ImVec2 min, ImVec2 max) {
  return {{"r", role}, {"t", t}, {"at", place(min, max)}, {"g", page().region}};
}

// CSS pixels, one decimal: the size the page gives text drawn at ImGui size `px` (theme.h).
float css_size(float px) { return std::round(px * theme().css_font_scale() * 10) / 10; }

// UTF-16 code units in the first `bytes` bytes of UTF-8 `s`: the page's string offsets.
size_t utf16_units(const std::string& s, size_t bytes) {
  size_t n = 0;
  for (size_t i = 0; i < bytes && i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if ((c & 0xC0) != 0x80) n += c >= 0xF0 ? 2 : 1;
  }
  return n;
}

// The lines as the canvas broke them ([start, x, y, width], start in UTF-16 units, the rest from the
// block's origin) and the runs of bold or resized text ([end, bold, CSS size]): the page breaks and
// styles its copy of the text the same way, so a selection highlights what the eye sees.
void add_layout(nlohmann::json& b, const std::vector<Span>& spans, const std::vector<TextLine>& lines) {
  const std::string all = joined(spans);
  auto r = [](float v) { return std::round(v * 10) / 10; };
  nlohmann::json ln = nlohmann::json::array(), runs = nlohmann::json::array();
  for (const auto& l : lines) ln.push_back({utf16_units(all, l.begin), r(l.x), r(l.y), r(l.width)});
  size_t end = 0;
  for (const auto& sp : spans) {
    ImFont* f = sp.font ? sp.font : ImGui::GetFont();
    const bool bold = f == fonts().bold || f == fonts().title;
    const float size = css_size(f->FontSize * ImGui::GetIO().FontGlobalScale);
    end += sp.text.size();
    if (!runs.empty() && runs.back()[1] == bold && runs.back()[2] == size) runs.back()[0] = utf16_units(all, end);
    else runs.push_back({utf16_units(all, end), bold, size});
  }
  b["ln"] = std::move(ln);
  b["sp"] = std::move(runs);
}
}  // namespace

void region(Region r) { page().region = r == Region::Banner ? "banner" : r == Region::Results ? "results" : "main"; }

int text(Role role, const std::vector<Span>& spans, const RichTextOptions& opt) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float width = opt.wrap_width > 0 ? opt.wrap_width : std::max(40.0f, ImGui::GetContentRegionAvail().x);
  const float font = ImGui::GetFontSize();
  std::vector<TextLine> lines;
  const int clicked = rich_text(spans, opt, &lines);
  const float bottom = ImGui::GetItemRectMax().y;
  nlohmann::json b = block(role_name(role), joined(spans), at, ImVec2(at.x + width, bottom));
  b["fs"] = css_size(font);
  b["lh"] = std::round(font * opt.line_spacing);
  b["lines"] = opt.max_lines;
  add_layout(b, spans, lines);
  page().blocks.push_back(std::move(b));
  return clicked;
}

void text_of_item(Role role, const std::string& t) {
  // A wrapped item (ImGui::TextWrapped) has several lines: each is one line of the item's height,
  // or the block's text would stand that many times taller than the item and, taking the mouse on
  // desktop, cover the controls under it.
  const float h = ImGui::GetItemRectSize().y;
  const float lines = std::max(1.0f, std::round(h / ImGui::GetFontSize()));
  nlohmann::json b = block(role_name(role), t, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  b["fs"] = css_size(ImGui::GetFontSize());
  b["lh"] = std::round(h / lines * 10) / 10;
  page().blocks.push_back(std::move(b));
}

void link(const std::string& label, const std::string& href) {
  page().blocks.push_back(block("a", label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()));
  page().blocks.back()["href"] = href;
}

void button(const std::string& label, const std::string& action, bool enabled) {
  button_at(label, action, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  page().blocks.back()["on"] = enabled;
}

void button_at(const std::string& label, const std::string& action, ImVec2 min, ImVec2 max) {
  nlohmann::json b = block("button", label, min, max);
  b["action"] = action;
  b["on"] = true;
  page().blocks.push_back(std::move(b));
}

void list_link(const std::string& label, const std::string& href, bool current) {
  link(label, href);
  page().blocks.back()["list"] = true;
  page().blocks.back()["current"] = current;
}

void live(const std::string& text) { page().live = text; }
void title(const std::string& text) { page().title = text; }
void showing(const std::string& ruling_id) { page().ruling = ruling_id; }

void begin_frame() {
  page().blocks = nlohmann::json::array();
  page().live.clear();
  page().title.clear();
  page().ruling.clear();
  page().region = "banner";
}

void end_frame() {
  // While a popup (a menu, a combo list) is open it may lie over text blocks: they stop taking the mouse.
  const bool popup = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
  MirrorState& m = page();
  nlohmann::json whole = {
      {"title", m.title}, {"ruling", m.ruling}, {"live", m.live}, {"popup", popup}, {"blocks", std::move(m.blocks)}};
  std::string text = whole.dump();
  m.blocks = nlohmann::json::array();
  if (text == m.published) return;
  m.published = std::move(text);
  platform::publish_mirror(m.published);
}

}  // namespace arbiter::app::mirror
