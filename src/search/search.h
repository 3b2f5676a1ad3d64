#pragma once
// Searching the rulings. Build an Index once (build_index in index.h), then call search() on every
// keystroke. See docs/search.md for the query language and how results are ranked.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "search/index.h"

namespace arbiter::search {

struct SearchOptions {
  size_t limit = 10;
  size_t snippet_bytes = 180;  // about two lines of answer text around the best match
  bool snippets = true;        // false: ranked results only, no highlights or snippet
};

// A highlighted byte range in the result's title or snippet.
struct Highlight {
  std::string_view field;  // "title" or "snippet"
  uint32_t begin = 0;
  uint32_t end = 0;
};

// A ranked entry. Its id, title, game and kind point into the index (valid while it lives), so a
// keystroke's results cost no allocation beyond the snippets.
struct Result {
  std::string_view id;
  std::string_view title;
  double score = 0;
  std::string_view game, kind;
  uint8_t fields = 0;  // bit f set: the query matched Field f
  // The share of the query's weight this entry matched (its counted words and phrases, each by its
  // idf): 1 when it has every word that carries meaning; what makes a best match weak (SearchResponse).
  double coverage = 1;
  std::vector<Highlight> highlights;
  std::string snippet;  // answer text around the best match, "…" where cut

  std::vector<std::string_view> matched_fields() const;  // of "title", "tags", "names", "answer", "meta"
};

struct SearchResponse {
  std::vector<Result> results;
  size_t total = 0;                         // matching entries, of which `results` are the best
  std::vector<std::string> hints;           // how a malformed query was read
  std::optional<std::string> did_you_mean;  // a corrected query, when nothing matches
  // The best match is weak: it has little of what the query asks (docs/search.md, Weak matches),
  // so the results are the nearest entries, not an answer; `summary` is then the best-matching rules
  // summary (an entry of kind "summary") when one matches at all and is not already first.
  bool weak = false;
  std::optional<Result> summary;
};

SearchResponse search(const Index& index, std::string_view query, const SearchOptions& options = {});

// JSON for the app and `arbiter search --json`: highlights as ["title", begin, end].
void to_json(nlohmann::json& j, const Highlight& h);
void to_json(nlohmann::json& j, const Result& r);
void to_json(nlohmann::json& j, const SearchResponse& r);

}  // namespace arbiter::search
