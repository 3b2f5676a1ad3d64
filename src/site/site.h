#pragma once
// Writes the ruling pages into a site folder: r/ID/index.html per entry, r/index.html, and a
// sitemap.xml when the public origin is known.
#include <filesystem>
#include <vector>

#include "corpus/entry.h"
#include "site/pages.h"

namespace arbiter::site {

struct WriteReport {
  size_t ruling_pages = 0;
  std::vector<std::filesystem::path> files;  // everything written, relative to the output folder
};

// Throws std::runtime_error naming the entry when an id cannot be a page name or is duplicated,
// and when a file cannot be written.
WriteReport write_site(const std::vector<corpus::Entry>& entries, const std::filesystem::path& out_dir,
                       const SiteOptions& options);

}  // namespace arbiter::site
