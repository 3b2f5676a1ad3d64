#include "entries.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/demo_player.h"
#include "app/routes.h"
#include "corpus/entry_json.h"
#include "corpus/import/importer.h"
#include "corpus/loader.h"
#include "kernel/errors.h"
#include "scenario/runner.h"
#include "search/index.h"
#include "search/query.h"
#include "search/search.h"
#include "search/synonyms.h"

namespace arbiter::fuzz {

namespace {

struct Data {
  std::string names_text;
  std::unique_ptr<search::Index> index;
  std::map<std::string, std::string> scenarios;  // id -> text
};
Data& data() {
  static Data d;
  return d;
}

std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("fuzz init: cannot read " + path);
  std::ostringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

void require(bool ok, const std::string& what) {
  if (!ok) throw Broken(what);
}

bool valid_utf8(std::string_view s) { return corpus::invalid_utf8_offsets(s).empty(); }

void check_problems(const std::vector<corpus::Problem>& problems, const std::string& file) {
  for (const auto& p : problems) {
    require(!p.message.empty(), "a problem without a message");
    require(p.file == file || p.file == "corpus.json" || p.file == "names.json" || p.file == "id-map.json" ||
                p.file == "no-demo.json",
            "a problem names an unexpected file: " + p.file);
    // JSON files give a JSON pointer; source documents (plain text) give "line N".
    require(p.json_path.empty() || p.json_path[0] == '/' || p.json_path.rfind("line ", 0) == 0,
            "a problem path that is neither a JSON pointer nor a line: " + p.json_path);
    require(!corpus::format_problem(p).empty(), "an empty formatted problem");
  }
}

}  // namespace

void init(const std::string& repo_root) {
  Data& d = data();
  if (d.index) return;
  d.names_text = read_file(repo_root + "/data/names.json");
  auto loaded = corpus::load_corpus_file(repo_root + "/data/corpus.json");
  if (!loaded.corpus) throw std::runtime_error("fuzz init: data/corpus.json does not load");
  auto synonyms = search::load_synonyms(repo_root + "/data/synonyms.json");
  d.index = std::make_unique<search::Index>(search::build_index(loaded.corpus->entries, synonyms));
  for (const auto& f : scenario::scenario_files(repo_root + "/data")) {
    std::string text = read_file(f);
    auto doc = nlohmann::json::parse(text, nullptr, false);
    if (doc.is_object() && doc.contains("id") && doc["id"].is_string())
      d.scenarios[doc["id"].get<std::string>()] = text;
  }
}

void corpus_loader(std::string_view input) {
  const std::string name = "fuzz-corpus.json";
  auto r = corpus::load_corpus_text(input, name);
  require(r.corpus.has_value() == r.problems.empty(), "a corpus is set exactly when there are no problems");
  check_problems(r.problems, name);
  if (!r.corpus) return;
  // What loads must write back and load again to the same corpus.
  const std::string text = corpus::corpus_to_text(r.corpus->entries);
  auto again = corpus::load_corpus_text(text, name);
  require(again.corpus.has_value(), "a loaded corpus, written back, does not load: " +
                                        (again.problems.empty() ? "" : corpus::format_problem(again.problems[0])));
  require(corpus::corpus_to_text(again.corpus->entries) == text, "writing a reloaded corpus changes it");
}

void importer(std::string_view input) {
  corpus::import::ImportInputs in;
  in.sources.push_back({"fuzz-source.txt", std::string(input)});
  in.names_text = data().names_text;
  auto r = corpus::import::import_corpus(in);
  check_problems(r.problems, "fuzz-source.txt");
  if (!r.problems.empty()) {
    require(r.corpus_text.empty(), "corpus text written despite problems");
    return;
  }
  // The importer's output must be a corpus the loader accepts.
  auto loaded = corpus::load_corpus_text(r.corpus_text, "corpus.json");
  require(loaded.corpus.has_value(), "imported corpus does not load: " +
                                         (loaded.problems.empty() ? "" : corpus::format_problem(loaded.problems[0])));
  require(loaded.corpus->entries.size() == r.entries.size(), "imported corpus loads with a different entry count");
}

void scenario(std::string_view input) {
  kernel::Trace t;
  try {
    t = scenario::run_scenario_text(std::string(input), "fuzz-scenario.json");
  } catch (const kernel::LoadError& e) {
    // The file at fault: the scenario, or a game data file it needs (data/l5r/cards.json).
    require(e.file == "fuzz-scenario.json" || e.file.find("data/") != std::string::npos,
            std::string("a load error names the wrong file: ") + e.what());
    require(e.path.empty() || e.path[0] == '/', "a load error path that is not a JSON pointer: " + e.path);
    require(!e.expected.empty(), "a load error that does not say what was expected");
    return;
  } catch (const kernel::RuleError& e) {
    require(std::string(e.what()).size() > 0, "a rule error without words");
    return;
  }
  require(!t.scenario.empty() && !t.game.empty(), "a trace without its envelope");
  // The engines check their invariants after every operation; bad input must never break one. A flag,
  // not the error's words: those quote the scenario's own step text, which may say anything.
  require(!t.invariant_broken, "an engine invariant broke: " + t.error);
  if (t.passed) {
    require(t.error.empty(), "a passed trace with an error");
    for (const auto& e : t.expectations) require(e.passed, "a passed trace with a failed expectation");
  }
  for (size_t i = 0; i < t.steps.size(); ++i)
    require(t.steps[i].index == static_cast<int>(i), "snapshot indexes out of order");
  // The app and `arbiter demo --json` serialise every trace.
  nlohmann::json j = t;
  (void)j.dump();
}

void query(std::string_view input) {
  const auto parsed = search::parse_query(input);
  require(parsed.parts.size() <= search::kMaxQueryTerms, "more query parts than kMaxQueryTerms");
  search::SearchOptions options;
  const auto response = search::search(*data().index, input, options);
  require(response.results.size() <= options.limit, "more results than the limit");
  require(response.total >= response.results.size(), "total below the results shown");
  for (const auto& r : response.results) {
    require(valid_utf8(r.title) && valid_utf8(r.snippet), "a result with invalid UTF-8");
    for (const auto& h : r.highlights) {
      const std::string_view field = h.field == "title" ? r.title : std::string_view(r.snippet);
      require(h.field == "title" || h.field == "snippet", "a highlight in an unknown field: " + std::string(h.field));
      require(h.begin < h.end && h.end <= field.size(), "a highlight out of its field's bounds");
      require(valid_utf8(field.substr(h.begin, h.end - h.begin)), "a highlight cutting a character");
    }
  }
  // The app gets the response as JSON: every string in it must be valid UTF-8.
  nlohmann::json j = response;
  (void)j.dump();
}

void route(std::string_view input) {
  const std::string hash(input);
  const app::Route r = app::parse_route(hash);
  if (r.page == app::Route::Page::Broken) return;
  // A route the app writes reads back the same (the app formats routes into links it shares).
  const std::string formatted = app::format_route(r);
  const app::Route again = app::parse_route(formatted);
  require(again.page == r.page && again.query == r.query && again.filters == r.filters &&
              again.ruling_id == r.ruling_id && again.board == r.board &&
              (again.step == r.step || (r.step < 0 && again.step == 0 && !r.board.empty())),
          "format_route then parse_route changes the route " + hash + " -> " + formatted);
  if (r.page != app::Route::Page::Ruling || r.board.empty()) return;
  // An edited board from a link: the demonstration must load it, or fall back to the setup.
  const auto& scenarios = data().scenarios;
  auto it = scenarios.find(r.ruling_id);
  if (it == scenarios.end()) it = scenarios.begin();
  if (it == scenarios.end()) return;
  app::DemoPlayer player;
  player.load(it->first, it->second, r.board);
  player.finish();  // the app runs it in slices before its first frame; here at once
  require(player.step() >= 0 && player.step() <= player.last_step(), "demo step out of range");
  if (!player.trace().steps.empty()) require(player.snapshot() != nullptr, "no snapshot at the current step");
  player.set_step(r.step);
  require(player.step() >= 0 && player.step() <= player.last_step(), "demo step out of range after set_step");
}

const std::vector<Target>& targets() {
  static const std::vector<Target> all = {
      {"corpus_loader", corpus_loader},
      {"importer", importer},
      {"scenario", scenario},
      {"query", query},
      {"route", route},
  };
  return all;
}

}  // namespace arbiter::fuzz
