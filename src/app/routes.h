#pragma once
// Hash routes, the app's links: what a URL says the user is looking at.
//   #/                                   home (search with an empty query)
//   #/search?q=badl&game=…&kind=…&product=…&tag=…
//   #/r/ID                               a ruling (a trailing slash, as on the ruling pages' paths, is the same route)
//   #/r/ID/demo/SCENARIO                 a ruling with one of its demonstrations chosen
//   #/r/ID/demo/SCENARIO/step/N          … at step N (0 = setup)
//   #/r/ID/demo/SCENARIO/step/N?board=…  … on an edited board (see whatif.h for the encoding)
//   #/r/ID/step/N                        older links: the ruling's first demonstration at step N
// Anything else is a broken route, shown as a friendly page with search suggestions.
#include <string>

namespace arbiter::app {

// Longer hashes are broken routes (docs/hardening.md): a crafted link cannot make the app decode
// and re-run an arbitrarily large edited board. Real links, edits included, stay under 300 bytes.
constexpr size_t kMaxRouteBytes = 2048;

// The longest search query, and the longest filter value, a link carries, in bytes of UTF-8. The
// search box cuts a typed query at kMaxQueryBytes (cap_query; long enough for a 40-word question)
// and a search link's query is read back cut the same way, so any query the app writes into the
// address reads back after a reload: even with every character percent-encoded (3 bytes each) in
// the query and in all four filters, a search link fits.
constexpr size_t kMaxQueryBytes = 280;
constexpr size_t kMaxFilterBytes = 96;  // the longest tag or product name is 67 bytes
static_assert(sizeof("#/search?q=&game=&kind=&product=&tag=") + 3 * kMaxQueryBytes + 4 * 3 * kMaxFilterBytes <=
                  kMaxRouteBytes,
              "a search link of capped fields must fit in kMaxRouteBytes");

// `text` cut to at most kMaxQueryBytes, at a character boundary.
std::string cap_query(const std::string& text);

struct SearchFilters {
  std::string game, kind, product, tag;
  bool any() const { return !game.empty() || !kind.empty() || !product.empty() || !tag.empty(); }
  bool operator==(const SearchFilters& o) const {
    return game == o.game && kind == o.kind && product == o.product && tag == o.tag;
  }
};

struct Route {
  enum class Page { Search, Ruling, Broken };
  Page page = Page::Search;
  std::string query;
  SearchFilters filters;
  std::string ruling_id;
  std::string demo;    // scenario id, empty = the ruling's first demonstration
  int step = -1;       // -1: no step given
  std::string board;   // encoded what-if edit, empty = the scenario's own setup
  std::string broken;  // the unparseable hash, for the error page
};

Route parse_route(const std::string& hash);
// What the not-found page says about a route that leads nowhere (broken, or an unknown ruling id).
std::string not_found_sentence(const Route& route);
std::string format_route(const Route& route);

std::string url_encode(const std::string& s);
std::string url_decode(const std::string& s);

}  // namespace arbiter::app
