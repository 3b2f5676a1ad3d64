// arbiter search — the same search the app runs on every keystroke, from the command line.
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/command.h"
#include "corpus/loader.h"
#include "search/search.h"

namespace arbiter::cli {

namespace {

namespace fs = std::filesystem;

constexpr const char* kUsage = "search [--json] [--limit N] QUERY";

int usage_error(const std::string& why) {
  std::cerr << "arbiter search: " << why << "\nusage: arbiter " << kUsage << "\n";
  return 2;
}

int run_search(const Args& args) {
  bool json = false;
  size_t limit = 10;
  std::string query;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--json") {
      json = true;
    } else if (args[i] == "--limit") {
      if (i + 1 >= args.size()) return usage_error("--limit needs a number");
      const std::string& n = args[++i];
      if (n.empty() || n.size() > 6 || n.find_first_not_of("0123456789") != std::string::npos || std::stoul(n) == 0)
        return usage_error("--limit needs a positive number, got \"" + n + "\"");
      limit = std::stoul(n);
    } else if (args[i] == "--") {
      for (++i; i < args.size(); ++i) query += (query.empty() ? "" : " ") + args[i];
    } else {
      query += (query.empty() ? "" : " ") + args[i];
    }
  }
  if (query.empty()) return usage_error("no query");

  const std::string corpus_path = (fs::path(data_dir()) / "corpus.json").string();
  auto loaded = corpus::load_corpus_file(corpus_path);
  for (const auto& p : loaded.problems) std::cerr << corpus::format_problem(p) << "\n";
  if (!loaded.corpus) return 1;
  search::Synonyms synonyms;
  try {
    synonyms = search::load_synonyms((fs::path(data_dir()) / "synonyms.json").string());
  } catch (const search::SynonymsError& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  const search::Index index = search::build_index(loaded.corpus->entries, synonyms);
  search::SearchOptions options;
  options.limit = limit;
  const search::SearchResponse response = search::search(index, query, options);

  for (const auto& h : response.hints) std::cerr << "note: " << h << "\n";
  if (response.did_you_mean) std::cerr << "did you mean: " << *response.did_you_mean << "\n";
  if (json && response.weak)
    std::cerr << "note: weak match, no ruling answers this closely"
              << (response.summary ? "; closest rules summary: " + std::string(response.summary->id) : std::string())
              << "\n";
  if (json) {
    std::cout << nlohmann::json(response.results).dump(1) << "\n";
    return 0;
  }
  if (response.results.empty()) std::cout << "no rulings match \"" << query << "\"\n";
  if (response.weak) {
    std::cout << "No ruling answers this closely; the nearest follow.\n";
    if (response.summary)
      std::cout << "Closest rules summary: " << response.summary->title << "\n   " << response.summary->id << "\n";
  }
  int rank = 0;
  for (const auto& r : response.results) {
    std::cout << ++rank << ". " << r.title << "\n   " << r.id << "  score " << r.score << "  matched:";
    for (const auto& f : r.matched_fields()) std::cout << " " << f;
    std::cout << "\n";
    if (!r.snippet.empty()) std::cout << "   " << r.snippet << "\n";
  }
  if (response.total > response.results.size())
    std::cout << "(" << response.results.size() << " of " << response.total << " matching rulings)\n";
  return 0;
}

const Registration registration{{"search", kUsage,
                                 "search the rulings (typos, prefixes, synonyms, filters such as tag: kind: product:)",
                                 run_search}};

}  // namespace

}  // namespace arbiter::cli
