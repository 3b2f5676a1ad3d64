#include "app/page_mirror.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

#include "app/app_state.h"
#include "app/platform.h"

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
}  // namespace

int text(Role role, const std::vector<Span>& spans, const RichTextOptions& opt) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float width = opt.wrap_width > 0 ? opt.wrap_width : std::max(40.0f, ImGui::GetContentRegionAvail().x);
  const float font = ImGui::GetFontSize();
  const int clicked = rich_text(spans, opt);
  const float bottom = ImGui::GetItemRectMax().y;
  page().blocks.push_back({{"r", role_name(role)},
                           {"t", joined(spans)},
                           {"at", place(at, ImVec2(at.x + width, bottom))},
                           {"fs", std::round(font * 10) / 10},
                           {"lh", std::round(font * opt.line_spacing)},
                           {"lines", opt.max_lines}});
  return clicked;
}

void text_of_item(Role role, const std::string& t) {
  // A wrapped item (ImGui::TextWrapped) has several lines: each is one line of the item's height,
  // or the block's text would stand that many times taller than the item and, taking the mouse on
  // desktop, cover the controls under it.
  const float h = ImGui::GetItemRectSize().y;
  const float lines = std::max(1.0f, std::round(h / ImGui::GetFontSize()));
  page().blocks.push_back({{"r", role_name(role)},
                           {"t", t},
                           {"at", place(ImGui::GetItemRectMin(), ImGui::GetItemRectMax())},
                           {"fs", std::round(ImGui::GetFontSize() * 10) / 10},
                           {"lh", std::round(h / lines * 10) / 10}});
}

void link(const std::string& label, const std::string& href) {
  page().blocks.push_back(
      {{"r", "a"}, {"t", label}, {"href", href}, {"at", place(ImGui::GetItemRectMin(), ImGui::GetItemRectMax())}});
}

void button(const std::string& label, const std::string& action, bool enabled) {
  page().blocks.push_back({{"r", "button"},
                           {"t", label},
                           {"action", action},
                           {"on", enabled},
                           {"at", place(ImGui::GetItemRectMin(), ImGui::GetItemRectMax())}});
}

void button_at(const std::string& label, const std::string& action, ImVec2 min, ImVec2 max) {
  page().blocks.push_back({{"r", "button"}, {"t", label}, {"action", action}, {"on", true}, {"at", place(min, max)}});
}

void list_link(const std::string& label, const std::string& href, bool current) {
  link(label, href);
  page().blocks.back()["list"] = true;
  page().blocks.back()["current"] = current;
}

void live(const std::string& text) { page().live = text; }
void title(const std::string& text) { page().title = text; }

void begin_frame() {
  page().blocks = nlohmann::json::array();
  page().live.clear();
  page().title.clear();
}

void end_frame() {
  // While a popup (a menu, a combo list) is open it may lie over text blocks: they stop taking the mouse.
  const bool popup = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
  MirrorState& m = page();
  nlohmann::json whole = {{"title", m.title}, {"live", m.live}, {"popup", popup}, {"blocks", std::move(m.blocks)}};
  std::string text = whole.dump();
  m.blocks = nlohmann::json::array();
  if (text == m.published) return;
  m.published = std::move(text);
  platform::publish_mirror(m.published);
}

}  // namespace arbiter::app::mirror
