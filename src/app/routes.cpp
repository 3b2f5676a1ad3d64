#include "app/routes.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <vector>

#include "kernel/strings.h"

namespace arbiter::app {

namespace {
using kernel::split;

bool parse_int(const std::string& s, int& out) {
  if (s.empty() || s.size() > 6) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  out = std::atoi(s.c_str());
  return true;
}

bool valid_id(const std::string& id) {
  if (id.empty() || id.size() > 200) return false;
  for (char c : id)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.')) return false;
  return true;
}
}  // namespace

std::string url_encode(const std::string& s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else if (c == ' ') {
      out += '+';
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string url_decode(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
               std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::strtol(s.substr(i + 1, 2).c_str(), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string cap_query(const std::string& text) {
  if (text.size() <= kMaxQueryBytes) return text;
  size_t cut = kMaxQueryBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut);
}

namespace {
Route too_long(const std::string& hash, size_t length) {
  size_t cut = std::min<size_t>(80, hash.size());  // shown on the error page: cut at a character boundary
  while (cut > 0 && cut < hash.size() && (static_cast<unsigned char>(hash[cut]) & 0xC0) == 0x80) --cut;
  Route r;
  r.page = Route::Page::Broken;
  r.broken = hash.substr(0, cut) + "… (" + std::to_string(length) + " characters; links are at most " +
             std::to_string(kMaxRouteBytes) + ")";
  return r;
}

Route parse_route_unchecked(const std::string& hash_in);
}  // namespace

// A route is accepted only if the link the app writes for it (format_route) is within the limit
// too, so every link the app shares reads back the same.
Route parse_route(const std::string& hash_in) {
  if (hash_in.size() > kMaxRouteBytes) return too_long(hash_in, hash_in.size());
  Route r = parse_route_unchecked(hash_in);
  if (r.page != Route::Page::Broken) {
    const size_t formatted = format_route(r).size();
    if (formatted > kMaxRouteBytes) return too_long(hash_in, formatted);
  }
  return r;
}

namespace {
Route parse_route_unchecked(const std::string& hash_in) {
  Route r;
  std::string hash = hash_in;
  if (!hash.empty() && hash[0] == '#') hash.erase(0, 1);
  if (hash.empty() || hash == "/") return r;
  std::string path = hash, query;
  if (auto q = hash.find('?'); q != std::string::npos) {
    path = hash.substr(0, q);
    query = hash.substr(q + 1);
  }
  // "#/r/ID/" is how the ruling pages' own paths end (r/ID/): the same route as "#/r/ID".
  if (path.size() > 1 && path.back() == '/') path.pop_back();
  std::vector<std::pair<std::string, std::string>> params;
  if (!query.empty())
    for (const auto& kv : split(query, '&')) {
      auto eq = kv.find('=');
      if (eq == std::string::npos) params.emplace_back(url_decode(kv), "");
      else params.emplace_back(url_decode(kv.substr(0, eq)), url_decode(kv.substr(eq + 1)));
    }
  auto broken = [&] {
    Route b;
    b.page = Route::Page::Broken;
    b.broken = hash_in;
    return b;
  };
  auto parts = split(path, '/');
  // parts[0] is "" because paths start with '/'.
  if (parts.size() < 2 || !parts[0].empty()) return broken();
  if (parts[1] == "search" && parts.size() == 2) {
    for (const auto& [k, v] : params) {
      std::string* filter = k == "game"      ? &r.filters.game
                            : k == "kind"    ? &r.filters.kind
                            : k == "product" ? &r.filters.product
                            : k == "tag"     ? &r.filters.tag
                                             : nullptr;
      if (k == "q") r.query = cap_query(v);
      if (!filter) continue;
      if (v.size() > kMaxFilterBytes) return broken();  // no game, kind, product or tag is named at that length
      *filter = v;
    }
    return r;
  }
  if (parts[1] == "r" && parts.size() >= 3) {
    r.page = Route::Page::Ruling;
    r.ruling_id = url_decode(parts[2]);
    if (!valid_id(r.ruling_id)) return broken();
    size_t i = 3;
    if (i + 1 < parts.size() && parts[i] == "demo") {
      r.demo = url_decode(parts[i + 1]);
      if (!valid_id(r.demo)) return broken();
      i += 2;
    }
    if (i + 1 < parts.size() && parts[i] == "step") {
      if (!parse_int(parts[i + 1], r.step)) return broken();
      i += 2;
    }
    if (i != parts.size()) return broken();
    for (const auto& [k, v] : params)
      if (k == "board") r.board = v;
    return r;
  }
  return broken();
}
}  // namespace

std::string not_found_sentence(const Route& r) {
  if (r.page == Route::Page::Broken)
    return "The address “" + r.broken + "” does not lead to a page in this version of Arbiter.";
  return "There is no ruling “" + r.ruling_id + "” in this version of Arbiter.";
}

std::string format_route(const Route& r) {
  switch (r.page) {
    case Route::Page::Broken: return r.broken;
    case Route::Page::Search: {
      std::string params;
      auto add = [&](const char* k, const std::string& v) {
        if (v.empty()) return;
        params += params.empty() ? "?" : "&";
        params += std::string(k) + "=" + url_encode(v);
      };
      add("q", r.query);
      add("game", r.filters.game);
      add("kind", r.filters.kind);
      add("product", r.filters.product);
      add("tag", r.filters.tag);
      return params.empty() ? "#/" : "#/search" + params;
    }
    case Route::Page::Ruling: {
      std::string h = "#/r/" + url_encode(r.ruling_id);
      if (!r.demo.empty()) h += "/demo/" + url_encode(r.demo);
      if (r.step >= 0 || !r.board.empty()) h += "/step/" + std::to_string(r.step < 0 ? 0 : r.step);
      if (!r.board.empty()) h += "?board=" + url_encode(r.board);
      return h;
    }
  }
  return "#/";
}

}  // namespace arbiter::app
