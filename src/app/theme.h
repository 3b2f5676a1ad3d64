#pragma once
// Colours (light and dark, following the system setting) and fonts rasterised at the screen's
// device pixel ratio so text stays crisp on high-DPI screens and at any browser zoom.
#include <imgui.h>

#include <string>
#include <vector>

namespace arbiter::app {

struct Palette {
  ImU32 text, text_dim, accent, accent_text, highlight, chip, chip_text, page, panel, panel_border, link, badge_errata,
      badge_faq, badge_rule, badge_fragment, badge_summary, changed, danger, ok, board_bg, land_outline;
};

struct Fonts {
  ImFont* body = nullptr;
  ImFont* bold = nullptr;
  ImFont* title = nullptr;
  ImFont* small = nullptr;
};

class Theme {
 public:
  // The TTF bytes come from the site (fonts/ui.ttf, fonts/ui-bold.ttf); without them ImGui's
  // built-in font is used (native desktop build without a site folder).
  void set_font_data(std::vector<unsigned char> regular, std::vector<unsigned char> bold);
  // Characters the atlas must contain besides ASCII and the UI's own (the corpus, scenarios,
  // queries, demonstration logs); a character new to the atlas rebuilds it before the next frame.
  void add_glyph_text(const std::string& text);
  void set_dark(bool dark);
  bool dark() const { return dark_; }
  // Rebuilds the font atlas when the pixel ratio or the font data changed; call before NewFrame.
  void update(float pixel_ratio, float ui_scale);
  const Palette& colors() const { return palette_; }
  const Fonts& fonts() const { return fonts_; }
  // The CSS font-size of text ImGui draws at size 1: ImGui sizes a font by its line (ascent to
  // descent), CSS by its em, so the page's text layer scales by the font's units per em over that
  // height (DejaVu Sans: 2048 / 2384) to lay its letters where the canvas draws them.
  float css_font_scale() const { return css_font_scale_; }

 private:
  void apply_style();
  void build_fonts();
  std::vector<unsigned char> regular_, bold_;
  ImFontGlyphRangesBuilder glyphs_;
  ImVector<ImWchar> ranges_;
  bool dark_ = true;
  bool dirty_fonts_ = true;
  bool dirty_style_ = true;
  float pixel_ratio_ = 0;
  float ui_scale_ = 0;
  float css_font_scale_ = 1;
  Palette palette_{};
  Fonts fonts_{};
};

Theme& theme();
inline const Palette& pal() { return theme().colors(); }
inline const Fonts& fonts() { return theme().fonts(); }

}  // namespace arbiter::app
