#include "site/inline_svg.h"

namespace arbiter::site {

namespace {
// Removes the first `<open…</close>` element (and the newline after it); returns its text.
std::string cut_element(std::string& svg, const std::string& open, const std::string& close) {
  size_t from = svg.find(open);
  if (from == std::string::npos) return "";
  size_t to = svg.find(close, from);
  if (to == std::string::npos) return "";
  to += close.size();
  if (to < svg.size() && svg[to] == '\n') ++to;
  std::string element = svg.substr(from, to - from);
  svg.erase(from, to - from);
  return element;
}
}  // namespace

std::string SvgSprite::add(const std::string& standalone) {
  std::string svg = standalone;
  cut_element(svg, "<style>", "</style>");
  std::string defs = cut_element(svg, "<defs>", "</defs>");
  for (size_t at = defs.find("<symbol id=\""); at != std::string::npos; at = defs.find("<symbol id=\"", at + 1)) {
    size_t id_end = defs.find('"', at + 12);
    size_t end = defs.find("</symbol>", at);
    if (id_end == std::string::npos || end == std::string::npos) break;
    symbols_.emplace(defs.substr(at + 12, id_end - at - 12), defs.substr(at, end + 9 - at));
  }
  return svg;
}

std::string SvgSprite::sprite() const {
  if (symbols_.empty()) return "";
  std::string out = "<svg class=\"sprite\" aria-hidden=\"true\" focusable=\"false\"><defs>\n";
  for (const auto& [id, symbol] : symbols_) out += symbol + "\n";
  return out + "</defs></svg>\n";
}

}  // namespace arbiter::site
