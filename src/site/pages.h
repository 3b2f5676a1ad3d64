#pragma once
// The static pages of the site: one readable page per ruling (works without JavaScript, carries
// Open Graph / Twitter meta so a forum link shows a preview) and an index of all rulings.
#include <string>
#include <vector>

#include "corpus/entry.h"
#include "kernel/trace.h"

namespace arbiter::site {

struct SiteOptions {
  std::string base = "/";                // URL path the site is served under: "/" or "/arbiter/"
  std::string origin;                    // "https://example.org": makes canonical and og: URLs absolute
  std::string stylesheet = "pages.css";  // the pages' stylesheet, relative to base
  std::string script;                    // the pages' script (web/stepper.js), relative to base; "" for none
};

// What a ruling page shows beyond its entry: the demonstrations' traces and the preview image
// (og:image, only with a known origin: "og/HASH.png" relative to base, and its alt text).
struct RulingMedia {
  std::vector<kernel::Trace> demos;
  std::string preview;
  std::string preview_alt;
};

// "Spirit Island", "Legend of the Five Rings CCG (Celestial Edition)".
std::string game_name(corpus::Game g);
// Text with the sources' Markdown emphasis (corpus::emphasis_spans) as escaped HTML with <em>.
std::string emphasis_html(const std::string& text);

// Throws std::invalid_argument unless base starts and ends with '/' and origin is empty or
// "http(s)://host[:port]" without a path.
void check_options(const SiteOptions& options);

// Site-relative URL paths ("/arbiter/r/ID/") and their public form (origin + path when known).
std::string ruling_path(const std::string& id, const SiteOptions& options);
std::string app_link(const std::string& id, const SiteOptions& options);  // "/arbiter/#/r/ID"
std::string public_url(const std::string& path, const SiteOptions& options);

// One ruling as a complete HTML document. `all` resolves related ids to titles; related ids that
// are not in `all` are listed without a link. Canonical and og:url only with a known origin (a
// relative one misleads crawlers and unfurlers).
std::string ruling_page(const corpus::Entry& entry, const std::vector<corpus::Entry>& all, const SiteOptions& options,
                        const RulingMedia& media = {});

// Every ruling, grouped by game and then by source page, in corpus order.
std::string index_page(const std::vector<corpus::Entry>& all, const SiteOptions& options);

}  // namespace arbiter::site
