// arbiter list / show / check — reading and validating data/corpus.json.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/command.h"
#include "cli/corpus_checks.h"
#include "corpus/entry_json.h"
#include "corpus/loader.h"
#include "corpus/text.h"

namespace arbiter::cli {

namespace fs = std::filesystem;
using corpus::Entry;

std::vector<CheckStep>& check_steps() {
  static std::vector<CheckStep> steps;
  return steps;
}

namespace {

std::string corpus_path() { return (fs::path(data_dir()) / "corpus.json").string(); }

// Loads the corpus or prints every problem and returns nullopt.
std::optional<corpus::Corpus> load_or_report() {
  auto result = corpus::load_corpus_file(corpus_path());
  for (const auto& p : result.problems) std::cerr << corpus::format_problem(p) << "\n";
  return std::move(result.corpus);
}

bool take_flag(Args& args, const std::string& flag) {
  auto it = std::find(args.begin(), args.end(), flag);
  if (it == args.end()) return false;
  args.erase(it);
  return true;
}

int list(const Args& in) {
  Args args = in;
  bool json = take_flag(args, "--json");
  if (!args.empty()) {
    std::cerr << "usage: arbiter list [--json]\n";
    return 2;
  }
  auto c = load_or_report();
  if (!c) return 1;
  if (json) {
    nlohmann::ordered_json arr = nlohmann::ordered_json::array();
    for (const auto& e : c->entries)
      arr.push_back({{"id", e.id},
                     {"game", corpus::to_string(e.game)},
                     {"source", e.source},
                     {"kind", corpus::to_string(e.kind)},
                     {"title", e.title}});
    std::cout << arr.dump(1, ' ', false) << "\n";
    return 0;
  }
  for (const auto& e : c->entries) std::cout << e.id << "  [" << corpus::to_string(e.kind) << "]  " << e.title << "\n";
  return 0;
}

void print_entry(const Entry& e, const corpus::Corpus& c) {
  std::cout << e.title << "\n"
            << e.id << " · " << corpus::to_string(e.game) << " · " << e.source << " · " << corpus::to_string(e.kind)
            << "\n";
  if (e.question_missing)
    std::cout << "(the question of this answer is missing in the source; title derived from the answer)\n";
  else if (e.title_derived) std::cout << "(heading missing in the source; title derived from the text)\n";
  if (!e.section_path.empty()) {
    std::cout << "section:";
    for (const auto& s : e.section_path) std::cout << " " << s << " ›";
    std::cout << " " << e.title << "\n";
  }
  if (!e.applies_to_text.empty()) std::cout << "applies to: " << e.applies_to_text << "\n";
  std::cout << "\n" << corpus::plain_text(e.answer) << "\n";
  if (e.truncated) std::cout << "[the answer is cut off in the source]\n";
  if (e.discussion_elsewhere) std::cout << "(discussion elsewhere ×" << e.discussion_elsewhere << ")\n";
  if (!e.tags.empty() || e.tags_omitted) {
    std::cout << "\ntags:";
    for (size_t i = 0; i < e.tags.size(); ++i) std::cout << (i ? ", " : " ") << e.tags[i];
    if (e.tags_omitted) std::cout << " (+" << e.tags_omitted << " more not in the source)";
    std::cout << "\n";
  }
  if (!e.mentions.empty()) {
    std::cout << "mentions:";
    for (size_t i = 0; i < e.mentions.size(); ++i) {
      const auto& m = e.mentions[i];
      std::cout << (i ? ", " : " ") << m.name << (m.owner.empty() ? "" : " (" + m.owner + ")");
    }
    std::cout << "\n";
  }
  if (!e.related.empty()) {
    std::cout << "related:\n";
    for (const auto& id : e.related) {
      const Entry* r = c.find(id);
      std::cout << "  " << id << (r ? "  " + r->title : "") << "\n";
    }
  }
  if (!e.demos.empty()) {
    std::cout << "demos:";
    for (const auto& d : e.demos) std::cout << " " << d;
    std::cout << "\n";
  } else if (!e.no_demo_reason.empty()) {
    std::cout << "no demo: " << e.no_demo_reason << "\n";
  }
}

int show(const Args& in) {
  Args args = in;
  bool json = take_flag(args, "--json");
  if (args.size() != 1) {
    std::cerr << "usage: arbiter show [--json] ID\n";
    return 2;
  }
  auto c = load_or_report();
  if (!c) return 1;
  const Entry* e = c->find(args[0]);
  if (!e) {
    std::cerr << "arbiter show: no entry has id \"" << args[0] << "\"\n";
    int shown = 0;
    for (const auto& x : c->entries)
      if (x.id.find(args[0]) != std::string::npos && shown++ < 10) std::cerr << "  did you mean " << x.id << "?\n";
    return 1;
  }
  if (json) {
    nlohmann::ordered_json j;
    corpus::to_json(j, *e);
    std::cout << j.dump(2, ' ', false) << "\n";
  } else {
    print_entry(*e, *c);
  }
  return 0;
}

// Scenario ids under data/scenarios (every *.json, its top-level "id").
std::set<std::string> scenario_ids(const std::string& dir, std::vector<corpus::Problem>& problems) {
  std::set<std::string> ids;
  if (!fs::is_directory(dir)) return ids;
  for (const auto& de : fs::recursive_directory_iterator(dir)) {
    if (!de.is_regular_file() || de.path().extension() != ".json") continue;
    std::ifstream f(de.path(), std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    auto doc = nlohmann::json::parse(ss.str(), nullptr, false);
    if (doc.is_object() && doc.contains("id") && doc["id"].is_string()) ids.insert(doc["id"].get<std::string>());
    else problems.push_back({de.path().generic_string(), "/id", "expected a scenario object with a string \"id\""});
  }
  return ids;
}

const CheckRegistration demos_exist{
    {"every demo is a scenario file", [](const CheckContext& ctx, std::vector<corpus::Problem>& problems) {
       auto ids = scenario_ids((fs::path(ctx.data_dir) / "scenarios").string(), problems);
       for (size_t i = 0; i < ctx.corpus.entries.size(); ++i) {
         const Entry& e = ctx.corpus.entries[i];
         for (size_t k = 0; k < e.demos.size(); ++k)
           if (!ids.count(e.demos[k]))
             problems.push_back({ctx.corpus_file, "/entries/" + std::to_string(i) + "/demos/" + std::to_string(k),
                                 "no scenario file under " + ctx.data_dir + "/scenarios has id \"" + e.demos[k] +
                                     "\"; expected an existing scenario id"});
       }
     }}};

int check(const Args& args) {
  if (!args.empty()) {
    std::cerr << "usage: arbiter check\n";
    return 2;
  }
  std::string file = corpus_path();
  auto result = corpus::load_corpus_file(file);
  std::vector<corpus::Problem> problems = result.problems;
  std::cout << "schema, unique ids, links: " << (problems.empty() ? "ok" : "FAILED") << "\n";
  if (result.corpus) {
    CheckContext ctx{*result.corpus, data_dir(), file};
    for (const auto& step : check_steps()) {
      size_t before = problems.size();
      step.run(ctx, problems);
      std::cout << step.name << ": " << (problems.size() == before ? "ok" : "FAILED") << "\n";
    }
  }
  if (problems.empty()) {
    std::cout << "arbiter check: " << result.corpus->entries.size() << " entries, all checks passed\n";
    return 0;
  }
  for (const auto& p : problems) std::cerr << corpus::format_problem(p) << "\n";
  std::cerr << "arbiter check: " << problems.size() << " problem(s)\n";
  return 1;
}

const Registration list_cmd{{"list", "list [--json]", "list every ruling: id, kind, title", list}};
const Registration show_cmd{{"show", "show [--json] ID", "print one ruling (--json: the whole entry)", show}};
const Registration check_cmd{{"check", "check", "validate data/: schema, unique ids, links, demos", check}};

}  // namespace

}  // namespace arbiter::cli
