#include "site/site.h"

#include <fstream>
#include <set>
#include <stdexcept>

#include "site/html.h"
#include "site/preview.h"

namespace arbiter::site {

namespace fs = std::filesystem;

namespace {

void write_file(const fs::path& out_dir, const fs::path& rel, const std::string& text, WriteReport& report) {
  fs::path file = out_dir / rel;
  fs::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + file.string());
  report.files.push_back(rel);
}

std::string sitemap(const std::vector<corpus::Entry>& entries, const SiteOptions& o) {
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
  auto url = [&](const std::string& path) { out += "<url><loc>" + escape(public_url(path, o)) + "</loc></url>\n"; };
  url(o.base);
  url(o.base + "r/");
  for (const auto& e : entries) url(ruling_path(e.id, o));
  out += "</urlset>\n";
  return out;
}

// Crawlers read robots.txt only at the host's root: with a sub-path base, copy it there.
std::string robots(const SiteOptions& o) {
  std::string out = "User-agent: *\nAllow: /\n";
  if (!o.origin.empty()) out += "Sitemap: " + public_url(o.base + "sitemap.xml", o) + "\n";
  return out;
}

}  // namespace

WriteReport write_site(const std::vector<corpus::Entry>& entries, const fs::path& out_dir, const SiteOptions& options,
                       const std::map<std::string, std::vector<kernel::Trace>>& demos) {
  check_options(options);
  std::set<std::string> seen;
  for (const auto& e : entries) {
    if (!is_page_name(e.id))
      throw std::runtime_error("entry id '" + e.id + "' (\"" + e.title +
                               "\") cannot name a page: ids use only letters, digits, '-', '_' and '.'");
    if (!seen.insert(e.id).second) throw std::runtime_error("entry id '" + e.id + "' appears twice");
  }
  WriteReport report;
  std::set<std::string> cards;
  for (const auto& e : entries) {
    RulingMedia media;
    if (auto it = demos.find(e.id); it != demos.end()) media.demos = it->second;
    for (const auto& t : media.demos) report.demo_steps += t.steps.size();
    if (!options.origin.empty()) {
      Preview card = preview_card(e, media.demos.empty() ? nullptr : &media.demos.front());
      fs::path svg = fs::path(card.name).replace_extension(".svg");
      if (cards.insert(card.name).second) {
        write_file(out_dir, svg, card.svg, report);
        report.previews.push_back(svg);
      }
      media.preview = card.name;
      media.preview_alt = card.alt;
    }
    write_file(out_dir, fs::path("r") / e.id / "index.html", ruling_page(e, entries, options, media), report);
    ++report.ruling_pages;
  }
  write_file(out_dir, fs::path("r") / "index.html", index_page(entries, options), report);
  write_file(out_dir, "robots.txt", robots(options), report);
  if (!options.origin.empty()) write_file(out_dir, "sitemap.xml", sitemap(entries, options), report);
  return report;
}

}  // namespace arbiter::site
