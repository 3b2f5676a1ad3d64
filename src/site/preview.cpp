#include "site/preview.h"

#include <cmath>
#include <cstdio>

#include "board/picture.h"
#include "corpus/text.h"
#include "site/demos.h"
#include "site/html.h"
#include "site/pages.h"

namespace arbiter::site {

namespace {

// The card's palette: the ruling pages' dark theme (web/pages.css).
constexpr const char* kCardBg = "#17181c";
constexpr const char* kCardText = "#eceae4";
constexpr const char* kCardDim = "#a7a9b2";
constexpr const char* kCardAccent = "#e3b54f";
constexpr float kMargin = 56;

std::string number(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", double(std::round(v * 10) / 10));
  return buf;
}

struct Wrapped {
  std::vector<std::string> lines;
  float size = 0;
};

// Greedy word wrap into lines no wider than `width`, at the largest size that needs at most
// `max_lines`; at the smallest size the last line ends with "…" when the text does not fit.
Wrapped wrap_words(const std::string& text, board::Font font, const std::vector<float>& sizes, float width,
                   size_t max_lines) {
  std::vector<std::string> words;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    if (end > at) words.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  Wrapped w;
  for (float size : sizes) {
    w = {{}, size};
    for (const auto& word : words) {
      std::string joined = w.lines.empty() ? word : w.lines.back() + " " + word;
      if (!w.lines.empty() && board::text_width(font, size, joined) <= width) w.lines.back() = joined;
      else w.lines.push_back(word);
    }
    if (w.lines.size() <= max_lines) return w;
  }
  w.lines.resize(max_lines);
  std::string& last = w.lines.back();
  while (!last.empty() && board::text_width(font, w.size, last + " …") > width) {
    size_t space = last.rfind(' ');
    last.resize(space == std::string::npos ? 0 : space);
  }
  last += " …";
  return w;
}

// Lines of text from `top`, each line 1.2 sizes below the last; returns the y below the block.
float text_block(std::string& out, const Wrapped& w, float x, float top, board::Font font, const char* fill,
                 const char* anchor = "start") {
  for (const auto& line : w.lines) {
    out += "<text x=\"" + number(x) + "\" y=\"" + number(top + board::ascent(w.size)) + "\" font-size=\"" +
           number(board::em_size(w.size)) + "\" fill=\"" + fill + "\"" +
           (font == board::Font::bold ? " font-weight=\"bold\"" : "") +
           (std::string(anchor) != "start" ? std::string(" text-anchor=\"") + anchor + "\"" : "") + ">" + escape(line) +
           "</text>\n";
    top += w.size * 1.2f;
  }
  return top;
}

std::string card_open() {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(kPreviewWidth) + "\" height=\"" +
         std::to_string(kPreviewHeight) + "\" viewBox=\"0 0 " + std::to_string(kPreviewWidth) + " " +
         std::to_string(kPreviewHeight) +
         "\" font-family=\"DejaVu Sans, sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"" + kCardBg +
         "\"/>\n";
}

void brand(std::string& out, float x, const char* anchor) {
  text_block(out, {{"Arbiter"}, 34}, x, kPreviewHeight - kMargin - 34 * 1.2f - 22 * 1.2f, board::Font::bold,
             kCardAccent, anchor);
  text_block(out, {{"Rulings played out on a live board"}, 22}, x, kPreviewHeight - kMargin - 22 * 1.2f,
             board::Font::regular, kCardDim, anchor);
}

// The key step's board, fitted into the right-hand panel. It is laid out as on a phone and
// scaled up, so its words stay readable in a preview shown a third of its size.
std::string board_panel(const kernel::Trace& t, size_t step, std::string& alt) {
  const float x0 = 600, y0 = 40, w = kPreviewWidth - x0 - 40, h = kPreviewHeight - 2 * y0, zoom = 1.5f;
  const nlohmann::json* previous = step > 0 ? &t.steps[step - 1].board : nullptr;
  board::Picture p = board::picture_step(t.game, t.steps[step].board, previous, (w - 24) / zoom, (h - 24) / zoom);
  alt = p.alt;
  float scale = std::min({(w - 24) / std::max(p.layout.width, 1.f), (h - 24) / std::max(p.layout.height, 1.f), 2.f});
  float x = x0 + (w - p.layout.width * scale) / 2, y = y0 + (h - p.layout.height * scale) / 2;
  char factor[16];
  std::snprintf(factor, sizeof factor, "%.3f", double(scale));
  return "<rect x=\"" + number(x0) + "\" y=\"" + number(y0) + "\" width=\"" + number(w) + "\" height=\"" + number(h) +
         "\" rx=\"18\" fill=\"#f0f2f6\"/>\n<g transform=\"translate(" + number(x) + " " + number(y) + ") scale(" +
         factor + ")\">\n" + board::to_svg(p.layout, p.alt) + "</g>\n";
}

std::string fnv1a_hex(const std::string& text) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace

Preview preview_card(const corpus::Entry& e, const kernel::Trace* demo) {
  const std::string title = corpus::without_emphasis(e.title);
  Preview p;
  std::string out = card_open();
  if (demo && !demo->steps.empty()) {
    const float column = 600 - 2 * kMargin + 8;
    float y = text_block(out, wrap_words(game_name(e.game), board::Font::regular, {24}, column, 2), kMargin, kMargin,
                         board::Font::regular, kCardAccent);
    y = text_block(out, wrap_words(title, board::Font::bold, {46, 40, 34, 30}, column, 7), kMargin, y + 24,
                   board::Font::bold, kCardText);
    brand(out, kMargin, "start");
    const size_t step = key_step(*demo);
    // What happens at the shown step, in the room left above the brand.
    const float room = kPreviewHeight - kMargin - 34 * 1.2f - 22 * 1.2f - 28 - (y + 20);
    if (room >= 24 * 1.2f)
      text_block(out,
                 wrap_words("Step " + std::to_string(step) + ": " + demo->steps[step].log, board::Font::regular, {24},
                            column, size_t(room / (24 * 1.2f))),
                 kMargin, y + 20, board::Font::regular, kCardDim);
    std::string board_alt;
    out += board_panel(*demo, step, board_alt);
    p.alt = summary(title + " — " + game_name(e.game) + ". The board at step " + std::to_string(step) + " of \"" +
                        demo->title + "\": " + board_alt,
                    420);
  } else {
    const float column = kPreviewWidth - 2 * kMargin;
    float y = text_block(out, wrap_words(game_name(e.game), board::Font::regular, {28}, column, 1), kPreviewWidth / 2.f,
                         kMargin + 30, board::Font::regular, kCardAccent, "middle");
    text_block(out, wrap_words(title, board::Font::bold, {62, 54, 46, 38}, column, 6), kPreviewWidth / 2.f, y + 36,
               board::Font::bold, kCardText, "middle");
    brand(out, kPreviewWidth / 2.f, "middle");
    p.alt = summary(title + " — " + game_name(e.game) + ", on Arbiter.", 420);
  }
  out += "</svg>\n";
  p.name = "og/" + fnv1a_hex(out) + ".png";
  p.svg = std::move(out);
  return p;
}

}  // namespace arbiter::site
