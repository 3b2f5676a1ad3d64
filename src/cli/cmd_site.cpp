// `arbiter site OUTDIR`: writes the static ruling pages (r/ID/index.html with every demonstration
// step's board, r/index.html, robots.txt; sitemap.xml and the preview cards og/HASH.svg when
// --origin is given) from the corpus into the site folder scripts/site.sh builds.
// `arbiter site --print-css`: the stylesheet rules the pages' inline boards need (their colour
// roles), which web/tools/build-site.mjs appends to web/pages.css.
#include <iostream>

#include "board/roles.h"
#include "cli/command.h"
#include "corpus/loader.h"
#include "site/demos.h"
#include "site/site.h"

namespace arbiter::cli {
namespace {

int run_site(const Args& args) {
  site::SiteOptions options;
  std::string out_dir, data = data_dir(), corpus_path;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= args.size()) throw std::runtime_error(a + " needs a value");
      return args[++i];
    };
    if (a == "--base") options.base = value();
    else if (a == "--origin") options.origin = value();
    else if (a == "--stylesheet") options.stylesheet = value();
    else if (a == "--script") options.script = value();
    else if (a == "--print-css") {
      std::cout << board::role_css() << "\n";
      return 0;
    } else if (a == "--corpus") corpus_path = value();
    else if (a == "--data") data = value();
    else if (!a.empty() && a[0] == '-') throw std::runtime_error("unknown option " + a);
    else if (out_dir.empty()) out_dir = a;
    else throw std::runtime_error("only one OUTDIR, got '" + out_dir + "' and '" + a + "'");
  }
  if (out_dir.empty()) throw std::runtime_error("usage: arbiter site OUTDIR [--base /path/] [--origin https://host]");
  site::check_options(options);

  auto loaded = corpus::load_corpus_file(corpus_path.empty() ? data + "/corpus.json" : corpus_path);
  if (!loaded.corpus) {
    for (const auto& p : loaded.problems) std::cerr << corpus::format_problem(p) << "\n";
    return 1;
  }
  const auto& entries = loaded.corpus->entries;
  auto report = site::write_site(entries, out_dir, options, site::run_demos(entries, data));
  std::cout << "wrote " << report.ruling_pages << " ruling pages (" << report.demo_steps
            << " demonstration steps with their boards), the index and robots.txt to " << out_dir << "\n";
  if (options.origin.empty())
    std::cout << "no public origin (ARBITER_ORIGIN / --origin): pages carry no canonical, og:url or og:image, "
                 "so forum previews show no image; set it for a deployed site\n";
  else std::cout << "wrote " << report.previews.size() << " preview cards (og/*.svg)\n";
  return 0;
}

const Registration reg(
    {"site",
     "site OUTDIR [--base /path/] [--origin https://host] [--stylesheet FILE] [--script FILE] [--data DIR] "
     "[--corpus FILE] | site --print-css",
     "write the static ruling pages (one per entry, plus an index) into OUTDIR", run_site});

}  // namespace
}  // namespace arbiter::cli
