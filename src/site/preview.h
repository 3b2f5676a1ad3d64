#pragma once
// The share preview of a ruling (og:image): a 1200×630 card drawn as SVG from the same board
// layout as the page — the ruling's title, its game and the key step of its first demonstration
// (site/demos.h: key_step) — or, without a demonstration, a title card. The site build
// rasterises it to PNG with rsvg-convert (web/tools/previews.mjs); no browser is involved.
#include <string>

#include "corpus/entry.h"
#include "kernel/trace.h"

namespace arbiter::site {

constexpr int kPreviewWidth = 1200;
constexpr int kPreviewHeight = 630;

struct Preview {
  std::string svg;   // the card, a standalone SVG document
  std::string name;  // "og/HASH.png": named by a hash of `svg`, so an unchanged card keeps its name
  std::string alt;   // og:image:alt
};

// `first_demo` null: the title card.
Preview preview_card(const corpus::Entry& entry, const kernel::Trace* first_demo);

}  // namespace arbiter::site
