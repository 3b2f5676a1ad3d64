// `arbiter site OUTDIR`: writes the static ruling pages (r/ID/index.html, r/index.html, and
// sitemap.xml when --origin is given) from the corpus into the site folder scripts/site.sh builds.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/command.h"
#include "corpus/loader.h"
#include "scenario/runner.h"
#include "site/site.h"

namespace arbiter::cli {
namespace {

// A ruling's demonstrations are the scenarios that name it in "demonstrates", as in the app.
void add_scenario_demos(std::vector<corpus::Entry>& entries, const std::string& data) {
  for (const auto& file : scenario::scenario_files(data)) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    auto doc = nlohmann::json::parse(text.str(), nullptr, false);
    if (doc.is_discarded()) throw std::runtime_error(file + ": not valid JSON");
    auto envelope = scenario::read_envelope(doc, file);
    for (auto& e : entries)
      if (std::count(envelope.demonstrates.begin(), envelope.demonstrates.end(), e.id) &&
          !std::count(e.demos.begin(), e.demos.end(), envelope.id))
        e.demos.push_back(envelope.id);
  }
}

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
    else if (a == "--corpus") corpus_path = value();
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
  auto entries = loaded.corpus->entries;
  add_scenario_demos(entries, data);
  auto report = site::write_site(entries, out_dir, options);
  std::cout << "wrote " << report.ruling_pages << " ruling pages and the index to " << out_dir << "\n";
  return 0;
}

const Registration reg({"site",
                        "site OUTDIR [--base /path/] [--origin https://host] [--stylesheet FILE] [--data DIR] [--corpus FILE]",
                        "write the static ruling pages (one per entry, plus an index) into OUTDIR",
                        run_site});

}  // namespace
}  // namespace arbiter::cli
