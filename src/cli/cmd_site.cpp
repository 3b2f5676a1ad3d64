// `arbiter site OUTDIR`: writes the static ruling pages (r/ID/index.html, r/index.html, and
// sitemap.xml when --origin is given) from the corpus into the site folder scripts/site.sh builds.
#include <iostream>

#include "cli/command.h"
#include "corpus/loader.h"
#include "site/site.h"

namespace arbiter::cli {
namespace {

int run_site(const Args& args) {
  site::SiteOptions options;
  std::string out_dir, corpus_path = data_dir() + "/corpus.json";
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= args.size()) throw std::runtime_error(a + " needs a value");
      return args[++i];
    };
    if (a == "--base") options.base = value();
    else if (a == "--origin") options.origin = value();
    else if (a == "--stylesheet") options.stylesheet = value();
    else if (a == "--corpus") corpus_path = value();
    else if (!a.empty() && a[0] == '-') throw std::runtime_error("unknown option " + a);
    else if (out_dir.empty()) out_dir = a;
    else throw std::runtime_error("only one OUTDIR, got '" + out_dir + "' and '" + a + "'");
  }
  if (out_dir.empty()) throw std::runtime_error("usage: arbiter site OUTDIR [--base /path/] [--origin https://host]");
  site::check_options(options);

  auto loaded = corpus::load_corpus_file(corpus_path);
  if (!loaded.corpus) {
    for (const auto& p : loaded.problems) std::cerr << corpus::format_problem(p) << "\n";
    return 1;
  }
  auto report = site::write_site(loaded.corpus->entries, out_dir, options);
  std::cout << "wrote " << report.ruling_pages << " ruling pages and the index to " << out_dir << "\n";
  return 0;
}

const Registration reg({"site",
                        "site OUTDIR [--base /path/] [--origin https://host] [--stylesheet FILE] [--corpus FILE]",
                        "write the static ruling pages (one per entry, plus an index) into OUTDIR",
                        run_site});

}  // namespace
}  // namespace arbiter::cli
