#include "site/html.h"

namespace arbiter::site {

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: {
        auto u = static_cast<unsigned char>(c);
        bool control = (u < 0x20 && c != '\t' && c != '\n' && c != '\r') || u == 0x7f;
        out += control ? ' ' : c;
      }
    }
  }
  return out;
}

bool is_page_name(std::string_view id) {
  if (id.empty() || id.front() == '.') return false;
  for (char c : id) {
    bool ok =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
    if (!ok) return false;
  }
  return true;
}

std::string summary(std::string_view text, size_t max_bytes) {
  std::string flat;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      space = !flat.empty();
      continue;
    }
    if (space) flat += ' ';
    space = false;
    flat += c;
  }
  if (flat.size() <= max_bytes) return flat;
  const std::string ellipsis = "…";
  size_t cut = max_bytes > ellipsis.size() ? max_bytes - ellipsis.size() : 0;
  while (cut > 0 && (static_cast<unsigned char>(flat[cut]) & 0xC0) == 0x80) --cut;  // UTF-8 boundary
  size_t word = flat.rfind(' ', cut);
  if (word != std::string::npos && word > cut / 2) cut = word;
  while (cut > 0 && (flat[cut - 1] == ' ' || flat[cut - 1] == ',' || flat[cut - 1] == ';')) --cut;
  return flat.substr(0, cut) + ellipsis;
}

}  // namespace arbiter::site
