// The search benchmark program. Natively:
//   search_bench gen OUT_DIR        writes real.tsv, synth-1k/10k/100k.tsv and queries.tsv
//   search_bench run CORPUS QUERIES REPEATS   prints one JSON line of figures
//   search_bench rank CORPUS RELEVANCE_SET    prints the top 10 ids of each relevance query (one JSON line)
//   search_bench top CORPUS QUERY...           prints each query's top 5 with scores and matched fields
//   search_bench weak CORPUS RELEVANCE_SET    how many best matches are called weak, answered or not
// Built with Emscripten, the same code is a module for Node, driven by peers.mjs through the
// bench_* functions below, timed there with performance.now like the JS libraries.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "bench_corpus.h"
#include "corpus/loader.h"
#include "search/search.h"

using namespace arbiter;

namespace {

struct Loaded {
  search::Index index;
  double build_ms = 0;
};
std::unique_ptr<Loaded> g_loaded;
search::Synonyms g_synonyms;

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// Builds `builds` times and keeps the median build time (the index of the last build stays).
void load(const std::string& corpus_path, const std::string& synonyms_path, int builds) {
  g_synonyms = search::load_synonyms(synonyms_path);
  auto docs = bench::read_corpus(corpus_path);
  std::vector<double> times;
  for (int b = 0; b < builds; ++b) {
    g_loaded.reset();
    double t0 = now_ms();
    auto l = std::make_unique<Loaded>(Loaded{search::build_index(docs, g_synonyms), 0});
    times.push_back(now_ms() - t0);
    g_loaded = std::move(l);
  }
  std::sort(times.begin(), times.end());
  g_loaded->build_ms = times[times.size() / 2];
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t i = std::min(v.size() - 1, static_cast<size_t>(p * (v.size() - 1) + 0.5));
  return v[i];
}

int gen(const std::string& out_dir) {
  namespace fs = std::filesystem;
  fs::create_directories(out_dir);
  auto loaded = corpus::load_corpus_file("data/corpus.json");
  for (const auto& p : loaded.problems) std::cerr << corpus::format_problem(p) << "\n";
  if (!loaded.corpus) return 1;
  std::vector<search::Document> real;
  for (const auto& e : loaded.corpus->entries) real.push_back(search::from_entry(e));
  bench::write_corpus(out_dir + "/real.tsv", real);
  for (auto [name, n] :
       {std::pair<const char*, size_t>{"synth-1k", 1000}, {"synth-10k", 10000}, {"synth-100k", 100000}})
    bench::write_corpus(out_dir + "/" + name + ".tsv", bench::synthesize(real, n, 20261123));
  bench::write_queries(out_dir + "/queries.tsv", bench::make_queries(real, 100, 7));
  return 0;
}

// Latency over the query set: a warm-up pass, then `repeats` passes over every query. A query's
// latency is its median over the passes, which filters out the preemptions of a busy machine; the
// figures are the median and p99 across queries of those per-query medians. raw_p99 is the older
// measure (each pass's p99, median over passes): with a few hundred queries it is a pass's worst
// few, so it mostly shows the OS scheduler. Same method as peers.mjs.
// Native code has no warm-up tiers: the one measurement stands for peers.mjs's "session" and "steady".
struct Latency {
  double median_ms, p99_ms, raw_p99_ms, results_per_query;
  std::map<std::string, double> kinds_ms;          // median per query category
  std::map<std::string, double> kinds_results;     // results per query, per category
  std::vector<std::pair<double, size_t>> slowest;  // (median ms, query index), slowest first
};

nlohmann::json to_json(const Latency& l) {
  nlohmann::json one{{"median_ms", l.median_ms},         {"p99_ms", l.p99_ms},
                     {"raw_p99_ms", l.raw_p99_ms},       {"kinds_ms", l.kinds_ms},
                     {"kinds_results", l.kinds_results}, {"results_per_query", l.results_per_query}};
  return {{"session", one}, {"steady", one}};
}

Latency measure(const search::Index& ix, const std::vector<bench::BenchQuery>& queries, int repeats, bool snippets) {
  search::SearchOptions options;
  options.limit = 10;
  options.snippets = snippets;
  for (const auto& q : queries) search::search(ix, q.text, options);  // warm-up, not measured
  std::vector<double> pass_p99s;
  std::vector<std::vector<double>> per_query(queries.size());
  std::vector<size_t> hits(queries.size(), 0);
  for (int r = 0; r < repeats; ++r) {
    std::vector<double> times;
    for (size_t i = 0; i < queries.size(); ++i) {
      double t0 = now_ms();
      auto res = search::search(ix, queries[i].text, options);
      times.push_back(now_ms() - t0);
      per_query[i].push_back(times.back());
      hits[i] += res.results.size();
    }
    pass_p99s.push_back(percentile(times, 0.99));
  }
  std::vector<double> query_medians;
  size_t all_hits = 0;
  for (size_t h : hits) all_hits += h;
  Latency out{0, 0, percentile(pass_p99s, 0.5), static_cast<double>(all_hits) / (queries.size() * repeats), {}, {}, {}};
  std::map<std::string, std::vector<double>> by_kind;
  std::map<std::string, size_t> kind_hits;
  for (size_t i = 0; i < queries.size(); ++i) {
    query_medians.push_back(percentile(per_query[i], 0.5));
    by_kind[queries[i].category].push_back(query_medians.back());
    kind_hits[queries[i].category] += hits[i];
    out.slowest.emplace_back(query_medians.back(), i);
  }
  for (const auto& [kind, medians] : by_kind) {
    out.kinds_ms[kind] = percentile(medians, 0.5);
    out.kinds_results[kind] = static_cast<double>(kind_hits[kind]) / (medians.size() * repeats);
  }
  out.median_ms = percentile(query_medians, 0.5);
  out.p99_ms = percentile(query_medians, 0.99);
  std::sort(out.slowest.rbegin(), out.slowest.rend());
  return out;
}

int run(const std::string& corpus_path, const std::string& queries_path, int repeats, int builds) {
  load(corpus_path, "data/synonyms.json", builds);
  auto queries = bench::read_queries(queries_path);
  const search::Index& ix = g_loaded->index;
  const Latency full = measure(ix, queries, repeats, true);
  const Latency ids = measure(ix, queries, repeats, false);
  nlohmann::json slow = nlohmann::json::array();
  for (size_t i = 0; i < std::min<size_t>(5, full.slowest.size()); ++i)
    slow.push_back({{"query", queries[full.slowest[i].second].text}, {"ms", full.slowest[i].first}});
  auto m = ix.memory();
  nlohmann::json out{{"engine", "native"},
                     {"docs", ix.doc_count()},
                     {"build_ms", g_loaded->build_ms},
                     {"index_bytes", m.index_total()},
                     {"stored_bytes", m.stored_text},
                     {"raw_bytes", m.raw_text},
                     {"full", to_json(full)},
                     {"ids", to_json(ids)},
                     {"queries", queries.size()},
                     {"repeats", repeats},
                     {"slowest", slow},
                     {"memory_detail",
                      {{"lexicon", m.lexicon},
                       {"postings", m.postings},
                       {"positions", m.positions},
                       {"docs", m.docs},
                       {"filters", m.filters},
                       {"names", m.names},
                       {"synonyms", m.synonyms}}}};
  std::cout << out.dump() << "\n";
  return 0;
}

// The relevance set's queries (tests/search/relevance/queries.json), in file order.
std::vector<std::string> relevance_queries(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot read");
  const nlohmann::json root = nlohmann::json::parse(in);
  std::vector<std::string> out;
  for (const auto& q : root.at("queries")) out.push_back(q.at("q").get<std::string>());
  return out;
}

// The ids of a query's results, best first: what the relevance figures score (bench/search/relevance.mjs).
std::vector<std::string> top_ids(const std::string& query) {
  search::SearchOptions options;
  options.limit = 10;
  options.snippets = false;
  std::vector<std::string> ids;
  for (const auto& r : search::search(g_loaded->index, query, options).results) ids.emplace_back(r.id);
  return ids;
}

int rank(const std::string& corpus_path, const std::string& queries_path) {
  load(corpus_path, "data/synonyms.json", 1);
  nlohmann::json ranked = nlohmann::json::array();
  for (const auto& q : relevance_queries(queries_path)) ranked.push_back(top_ids(q));
  std::cout << nlohmann::json{{"engine", "native"}, {"ranked", ranked}}.dump() << "\n";
  return 0;
}

// How often the best match is called weak (SearchResponse::weak) in a relevance set's tuning part:
// among the queries answered first and among the others (WEAK_LIST=1 lists them on stderr). Queries with an empty
// `expect` have no answer in the corpus: each should be weak.
int weak(const std::string& corpus_path, const std::string& queries_path) {
  load(corpus_path, "data/synonyms.json", 1);
  std::ifstream in(queries_path, std::ios::binary);
  if (!in) throw std::runtime_error(queries_path + ": cannot read");
  const nlohmann::json root = nlohmann::json::parse(in);
  size_t answered = 0, answered_weak = 0, missed = 0, missed_weak = 0, none = 0, none_weak = 0;
  for (const auto& q : root.at("queries")) {
    if (q.at("part") != "tune") continue;  // the frozen queries stay unseen
    search::SearchOptions options;
    options.snippets = false;
    if (std::getenv("WEAK_LIST")) options.limit = 1;
    const auto response = search::search(g_loaded->index, q.at("q").get<std::string>(), options);
    const auto expect = q.at("expect").get<std::vector<std::string>>();
    const bool first = !response.results.empty() &&
                       std::find(expect.begin(), expect.end(), std::string(response.results[0].id)) != expect.end();
    size_t& n = expect.empty() ? none : first ? answered : missed;
    size_t& w = expect.empty() ? none_weak : first ? answered_weak : missed_weak;
    ++n;
    w += response.weak;
    if (std::getenv("WEAK_LIST") && response.weak)
      std::cerr << (first ? "hit  " : "miss ") << q.at("q").get<std::string>() << "\n";
  }
  std::cout << nlohmann::json{{"answered_first", answered}, {"answered_first_weak", answered_weak},
                              {"missed", missed},           {"missed_weak", missed_weak},
                              {"no_answer", none},          {"no_answer_weak", none_weak}}
                   .dump()
            << "\n";
  return 0;
}

// For tuning by hand: what each query ranks first, and why (score, matched fields).
int top(const std::string& corpus_path, const std::vector<std::string>& queries) {
  load(corpus_path, "data/synonyms.json", 1);
  for (const auto& q : queries) {
    search::SearchOptions options;
    options.limit = 5;
    auto response = search::search(g_loaded->index, q, options);
    std::cout << q << "  (" << response.total << " results" << (response.weak ? ", weak" : "") << ")\n";
    for (const auto& r : response.results) {
      std::cout << "  " << r.score << "  cover " << r.coverage << "  " << r.id << "  [";
      for (auto f : r.matched_fields()) std::cout << ' ' << f;
      std::cout << " ]\n";
    }
  }
  return 0;
}

}  // namespace

// The module interface used from Node (peers.mjs).
extern "C" {
int bench_load(const char* corpus_path, const char* synonyms_path, int builds) {
  try {
    load(corpus_path, synonyms_path, builds);
    return static_cast<int>(g_loaded->index.doc_count());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bench_load: %s\n", e.what());
    return -1;
  }
}
double bench_build_ms() { return g_loaded ? g_loaded->build_ms : 0; }
double bench_index_bytes() { return g_loaded ? static_cast<double>(g_loaded->index.memory().index_total()) : 0; }
double bench_stored_bytes() { return g_loaded ? static_cast<double>(g_loaded->index.memory().stored_text) : 0; }
double bench_raw_bytes() { return g_loaded ? static_cast<double>(g_loaded->index.memory().raw_text) : 0; }
// Runs the search for the top 10; returns how many results. snippets = 0: ranked results only.
int bench_search(const char* query, int snippets) {
  search::SearchOptions options;
  options.limit = 10;
  options.snippets = snippets != 0;
  return static_cast<int>(search::search(g_loaded->index, query, options).results.size());
}
// The ids of the top 10 results, one per line (valid until the next call).
const char* bench_rank(const char* query) {
  static std::string out;
  out.clear();
  for (const auto& id : top_ids(query)) out += id + "\n";
  return out.c_str();
}
}

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.size() == 2 && args[0] == "gen") return gen(args[1]);
    if ((args.size() == 4 || args.size() == 5) && args[0] == "run")
      return run(args[1], args[2], std::stoi(args[3]), args.size() == 5 ? std::stoi(args[4]) : 3);
    if (args.size() == 3 && args[0] == "rank") return rank(args[1], args[2]);
    if (args.size() >= 3 && args[0] == "top") return top(args[1], {args.begin() + 2, args.end()});
    if (args.size() == 3 && args[0] == "weak") return weak(args[1], args[2]);
  } catch (const std::exception& e) {
    std::cerr << "search_bench: " << e.what() << "\n";
    return 1;
  }
  std::cerr << "usage: search_bench gen OUT_DIR | search_bench run CORPUS.tsv QUERIES.tsv REPEATS [BUILDS]\n"
               "       | search_bench rank CORPUS.tsv RELEVANCE.json | search_bench top CORPUS.tsv QUERY...\n"
               "       | search_bench weak CORPUS.tsv RELEVANCE.json\n"
               "(run from the repository root: reads data/corpus.json and data/synonyms.json)\n";
  return 2;
}
