#include "app/theme.h"

#include <imgui_impl_opengl3.h>

#include <cstdint>
#include <cstring>

#include "app/app_state.h"
#include "board/roles.h"

namespace arbiter::app {

namespace {
constexpr float kBodySize = 16.0f;
constexpr float kTitleSize = 22.0f;
constexpr float kSmallSize = 13.0f;
// Glyphs the UI draws itself: step controls, badges, bullets and typographic punctuation.
const char* kUiGlyphs = "’‘“”–—•◦…·×→←↑↓↔↺▶◀▸▾■□▲●○◆◇★✓✗⚑☀☾⏎¹²³⁴⁵⁶⁷⁸⁹⁰☣♣♞⚠✿⚔☠☰✎✕◉◎⬢✦☼◐⌂❚−↻";

constexpr ImU32 rgb(int r, int g, int b, int a = 255) { return IM_COL32(r, g, b, a); }
// The roles a board picture shares with the page: declared with the board (src/board/roles.cpp),
// so the SVG boards on the site and the app's board use the same colours.
ImU32 board_rgb(board::Role r, bool dark) {
  const board::Rgba c = board::role_rgba(r, dark);
  return rgb(c.r, c.g, c.b, c.a);
}

// Each colour role of the palette in the dark and in the light theme.
struct Role {
  ImU32 Palette::*field;
  ImU32 dark, light;
};
const Role kRoles[] = {
    {&Palette::text, board_rgb(board::Role::text, true), board_rgb(board::Role::text, false)},
    {&Palette::text_dim, board_rgb(board::Role::text_dim, true), board_rgb(board::Role::text_dim, false)},
    {&Palette::accent, rgb(110, 160, 255), rgb(30, 100, 220)},
    {&Palette::accent_text, rgb(255, 255, 255), rgb(255, 255, 255)},
    {&Palette::highlight, rgb(255, 196, 60, 90), rgb(255, 200, 0, 110)},
    {&Palette::chip, rgb(52, 58, 74), rgb(226, 232, 244)},
    {&Palette::chip_text, rgb(205, 214, 240), rgb(40, 60, 110)},
    {&Palette::page, rgb(23, 24, 28), rgb(246, 247, 250)},  // shell.html's background colours
    {&Palette::panel, rgb(30, 32, 40), rgb(255, 255, 255)},
    {&Palette::panel_border, rgb(58, 62, 76), rgb(210, 214, 224)},
    {&Palette::link, rgb(130, 180, 255), rgb(20, 90, 210)},
    {&Palette::badge_errata, rgb(214, 90, 70), rgb(200, 70, 50)},
    {&Palette::badge_faq, rgb(70, 140, 220), rgb(40, 110, 200)},
    {&Palette::badge_rule, rgb(90, 160, 110), rgb(50, 140, 80)},
    {&Palette::badge_fragment, rgb(150, 120, 200), rgb(130, 90, 190)},
    {&Palette::badge_summary, rgb(200, 150, 60), rgb(170, 115, 20)},
    {&Palette::changed, board_rgb(board::Role::changed, true), board_rgb(board::Role::changed, false)},
    {&Palette::danger, rgb(240, 100, 90), rgb(200, 50, 40)},
    {&Palette::ok, rgb(110, 200, 130), rgb(40, 150, 70)},
    {&Palette::board_bg, board_rgb(board::Role::board_bg, true), board_rgb(board::Role::board_bg, false)},
    {&Palette::land_outline, board_rgb(board::Role::outline, true), board_rgb(board::Role::outline, false)},
};

// A TrueType font's units per em over its hhea ascent-to-descent height (what stb_truetype, and so
// ImGui, sizes it by); 1 when the bytes are not a font this can read.
float em_per_line_height(const std::vector<unsigned char>& ttf) {
  auto u16 = [&](size_t at) { return at + 2 <= ttf.size() ? unsigned(ttf[at] << 8 | ttf[at + 1]) : 0u; };
  auto u32 = [&](size_t at) { return size_t(u16(at)) << 16 | u16(at + 2); };
  size_t head = 0, hhea = 0;
  for (size_t i = 0, n = u16(4); i < n; ++i) {
    const size_t rec = 12 + 16 * i;
    if (rec + 16 > ttf.size()) break;
    const std::string tag(ttf.begin() + long(rec), ttf.begin() + long(rec) + 4);
    if (tag == "head") head = u32(rec + 8);
    if (tag == "hhea") hhea = u32(rec + 8);
  }
  const int ascent = int16_t(u16(hhea + 4)), descent = int16_t(u16(hhea + 6));
  const unsigned units = u16(head + 18);
  return head && hhea && units && ascent > descent ? float(units) / float(ascent - descent) : 1.0f;
}
}  // namespace

Theme& theme() { return app().theme; }

void Theme::set_font_data(std::vector<unsigned char> regular, std::vector<unsigned char> bold) {
  regular_ = std::move(regular);
  bold_ = std::move(bold);
  css_font_scale_ = em_per_line_height(regular_);
  dirty_fonts_ = true;
}

void Theme::add_glyph_text(const std::string& text) {
  // ImGui decodes the text (up to a NUL: U+0000 is no glyph); the builder's bits, before and
  // after, say whether it brought a glyph the atlas lacks.
  const ImVector<ImU32> had = glyphs_.UsedChars;
  glyphs_.AddText(text.c_str(), text.c_str() + std::strlen(text.c_str()));
  if (std::memcmp(had.Data, glyphs_.UsedChars.Data, size_t(had.size_in_bytes())) != 0)
    dirty_fonts_ = true;  // rebuilt before the next frame draws
}

void Theme::set_dark(bool dark) {
  if (dark != dark_) dirty_style_ = true;
  dark_ = dark;
}

void Theme::update(float pixel_ratio, float ui_scale) {
  if (pixel_ratio <= 0) pixel_ratio = 1;
  if (pixel_ratio != pixel_ratio_ || ui_scale != ui_scale_) {
    dirty_fonts_ = true;
    dirty_style_ = true;
  }
  pixel_ratio_ = pixel_ratio;
  ui_scale_ = ui_scale;
  if (dirty_fonts_) build_fonts();
  if (dirty_style_) apply_style();
}

void Theme::build_fonts() {
  dirty_fonts_ = false;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // Printable ASCII, the UI's own symbols and whatever text the app was given (the corpus, the
  // scenarios, queries, demonstration logs): not all of Latin-1, which the rulings barely use and
  // which made the first frame's atlas a third bigger.
  static const ImWchar kAscii[] = {0x0020, 0x007E, 0};
  glyphs_.AddRanges(kAscii);
  glyphs_.AddText(kUiGlyphs);
  ranges_.clear();
  glyphs_.BuildRanges(&ranges_);
  // Rasterise at device pixels, then scale back so layout stays in CSS pixels.
  const float px = pixel_ratio_ * ui_scale_;
  auto add = [&](const std::vector<unsigned char>& ttf, float size) -> ImFont* {
    if (ttf.empty()) {
      ImFontConfig cfg;
      cfg.SizePixels = size * px;
      return io.Fonts->AddFontDefault(&cfg);
    }
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the bytes stay in regular_/bold_
    cfg.OversampleH = 1;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = true;
    return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(ttf.data()), int(ttf.size()), size * px, &cfg,
                                          ranges_.Data);
  };
  fonts_.body = add(regular_, kBodySize);
  fonts_.bold = add(bold_.empty() ? regular_ : bold_, kBodySize);
  fonts_.title = add(bold_.empty() ? regular_ : bold_, kTitleSize);
  fonts_.small = add(regular_, kSmallSize);
  io.Fonts->Build();
  io.FontDefault = fonts_.body;
  io.FontGlobalScale = 1.0f / pixel_ratio_;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
}

void Theme::apply_style() {
  dirty_style_ = false;
  ImGuiStyle style;
  if (dark_) ImGui::StyleColorsDark(&style);
  else ImGui::StyleColorsLight(&style);
  for (const Role& r : kRoles) palette_.*r.field = dark_ ? r.dark : r.light;
  style.Colors[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(palette_.page);
  style.Colors[ImGuiCol_ChildBg] = ImGui::ColorConvertU32ToFloat4(palette_.panel);
  style.Colors[ImGuiCol_Text] = ImGui::ColorConvertU32ToFloat4(palette_.text);
  style.Colors[ImGuiCol_TextDisabled] = ImGui::ColorConvertU32ToFloat4(palette_.text_dim);
  style.Colors[ImGuiCol_Border] = ImGui::ColorConvertU32ToFloat4(palette_.panel_border);
  // Buttons and headers in the soft chip colour; the accent only on hover and press.
  const ImVec4 chip = ImGui::ColorConvertU32ToFloat4(palette_.chip);
  ImVec4 accent = ImGui::ColorConvertU32ToFloat4(palette_.accent);
  style.Colors[ImGuiCol_Button] = chip;
  style.Colors[ImGuiCol_FrameBg] = chip;
  style.Colors[ImGuiCol_FrameBgHovered] = ImVec4(accent.x, accent.y, accent.z, 0.25f);
  style.Colors[ImGuiCol_FrameBgActive] = ImVec4(accent.x, accent.y, accent.z, 0.35f);
  style.Colors[ImGuiCol_ButtonHovered] = ImVec4(accent.x, accent.y, accent.z, 0.35f);
  style.Colors[ImGuiCol_ButtonActive] = ImVec4(accent.x, accent.y, accent.z, 0.6f);
  style.Colors[ImGuiCol_Header] = ImVec4(accent.x, accent.y, accent.z, 0.18f);
  style.Colors[ImGuiCol_HeaderHovered] = ImVec4(accent.x, accent.y, accent.z, 0.28f);
  style.Colors[ImGuiCol_HeaderActive] = ImVec4(accent.x, accent.y, accent.z, 0.4f);
  style.Colors[ImGuiCol_SliderGrab] = accent;
  style.Colors[ImGuiCol_SliderGrabActive] = accent;
  style.Colors[ImGuiCol_CheckMark] = accent;
  style.Colors[ImGuiCol_PopupBg] = ImGui::ColorConvertU32ToFloat4(palette_.panel);
  style.GrabMinSize = 18;
  style.WindowRounding = 0;
  style.ChildRounding = 8;
  style.FrameRounding = 6;
  style.GrabRounding = 6;
  style.PopupRounding = 6;
  style.ScrollbarRounding = 6;
  style.FramePadding = ImVec2(10, 6);
  style.ItemSpacing = ImVec2(8, 7);
  style.WindowPadding = ImVec2(12, 10);
  style.ScrollbarSize = 12;
  style.ChildBorderSize = 1;
  style.FrameBorderSize = 0;
  style.ScaleAllSizes(ui_scale_);
  ImGui::GetStyle() = style;
}

}  // namespace arbiter::app
