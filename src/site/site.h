#pragma once
// Writes the ruling pages into a site folder: r/ID/index.html per entry, r/index.html,
// robots.txt, and when the public origin is known sitemap.xml and each ruling's preview card as
// og/HASH.svg (web/tools/previews.mjs turns each into og/HASH.png).
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "corpus/entry.h"
#include "site/pages.h"

namespace arbiter::site {

struct WriteReport {
  size_t ruling_pages = 0;
  size_t demo_steps = 0;                        // step figures on all pages
  std::vector<std::filesystem::path> previews;  // og/HASH.svg, one per distinct card
  std::vector<std::filesystem::path> files;     // everything written, relative to the output folder
};

// Throws std::runtime_error naming the entry when an id cannot be a page name or is duplicated,
// and when a file cannot be written.
// `demos`: each entry's demonstrations by id (site/demos.h: run_demos).
WriteReport write_site(const std::vector<corpus::Entry>& entries, const std::filesystem::path& out_dir,
                       const SiteOptions& options, const std::map<std::string, std::vector<kernel::Trace>>& demos = {});

}  // namespace arbiter::site
