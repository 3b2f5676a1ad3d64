#include "app/app_state.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

#include "app/platform.h"
#include "app/task_budget.h"
#include "app/theme.h"
#include "corpus/json_parts.h"
#include "corpus/text.h"
#include "games/l5r/scenario_model.h"
#include "games/spirit_island/library.h"

namespace arbiter::app {

namespace {
constexpr size_t kMaxResults = 200;

void collect_glyphs(const corpus::Entry& e) {
  std::string text = e.title + e.source + corpus::plain_text(e.answer);
  for (const auto& t : e.tags) text += t;
  for (const auto& m : e.mentions) text += m.name + m.owner;
  for (const auto& a : e.applies_to) text += a.product;
  theme().add_glyph_text(text);
}
// The game models' card libraries and boards (data/si, data/l5r) come in the bundle and are handed
// to the models as text: the page has no file system. Each is parsed when a demonstration first
// needs it, so a ruling without one never pays for it.
bool give_game_data(App& a, const nlohmann::json& bundle) {
  if (!bundle.contains("game_data") || !bundle["game_data"].is_array()) return true;
  std::map<std::string, std::string> text;  // by file, relative to data/
  const auto& files = bundle["game_data"];
  for (size_t i = 0; i < files.size(); ++i) {
    const std::string file = files[i].value("file", "");
    if (file != "si/cards.json" && file != "si/boards.json" && file != "l5r/cards.json") {
      a.load_errors.push_back("data/bundle.json: /game_data/" + std::to_string(i) +
                              "/file: expected si/cards.json, si/boards.json or l5r/cards.json (got \"" + file + "\")");
      return false;
    }
    text[file] = files[i].value("text", "");
  }
  if (text.count("si/cards.json") && text.count("si/boards.json"))
    si::set_library_text(text["si/cards.json"], text["si/boards.json"]);
  if (text.count("l5r/cards.json")) l5r::set_card_library_text(text["l5r/cards.json"]);
  return true;
}
}  // namespace

const std::vector<std::string>& demos_of(const App& a, const corpus::Entry& e) {
  static const std::vector<std::string> none;
  auto it = a.demos_by_ruling.find(e.id);
  return it == a.demos_by_ruling.end() ? none : it->second;
}

App& app() {
  static App a;
  return a;
}

namespace {
std::string_view part_of(const StartUp& s, std::string_view key) {
  for (const auto& [k, value] : s.bundle_parts)
    if (k == key) return value == "null" ? std::string_view() : value;
  return {};
}

// Parses one part of the bundle; a part that is not JSON says where it was.
nlohmann::json parse_part(App& a, std::string_view text, const std::string& where) {
  try {
    return nlohmann::json::parse(text);
  } catch (const std::exception& e) {
    a.load_errors.push_back("data/bundle.json: " + where + ": not valid JSON: " + e.what());
    return nlohmann::json();
  }
}

// A stage does one short step of its work per call: done, or again for another step.
enum class Stage { failed, done, again };

// The glyphs and filter choices of the entries the corpus loader has read since the last step.
void take_new_entries(StartUp& s) {
  for (; s.corpus_entries_seen < s.corpus_loader->entries_read(); ++s.corpus_entries_seen) {
    const corpus::Entry& e = s.corpus_loader->entry(s.corpus_entries_seen);
    collect_glyphs(e);
    for (const auto& p : e.applies_to) s.corpus_products.insert(p.product);
    for (const auto& t : e.tags) s.corpus_tags.insert(t);
  }
}

// The corpus, parsed and validated a few entries per step (corpus::CorpusLoader), and what the
// filter menus list. A corpus the site build wrote as a string is its text.
constexpr size_t kEntriesPerStep = 2;

Stage load_corpus_stage(App& a) {
  if (!a.start.corpus_loader) {
    std::string_view text = part_of(a.start, "corpus");
    if (!text.empty() && text.front() == '"') {
      const auto doc = parse_part(a, text, "/corpus");
      if (!doc.is_string()) return Stage::failed;
      a.start.corpus_text = doc.get<std::string>();  // the loader reads it in place
      text = a.start.corpus_text;
    }
    a.start.corpus_loader = std::make_unique<corpus::CorpusLoader>(text, "data/corpus.json");
    a.start.corpus_entries_seen = 0;
    a.start.corpus_products.clear();
    a.start.corpus_tags.clear();
  }
  const bool more = a.start.corpus_loader->step(kEntriesPerStep);
  take_new_entries(a.start);
  if (a.start.corpus_entries_seen == 0 && more) platform::mark("parsed");  // the entries found
  if (more) return Stage::again;
  auto result = a.start.corpus_loader->take();
  a.start.corpus_loader.reset();
  for (const auto& p : result.problems) a.load_errors.push_back(corpus::format_problem(p));
  if (!result.corpus) return Stage::failed;
  a.corpus = std::move(*result.corpus);
  a.products.assign(a.start.corpus_products.begin(), a.start.corpus_products.end());
  a.tags.assign(a.start.corpus_tags.begin(), a.start.corpus_tags.end());
  platform::mark("corpus");
  return Stage::done;
}

Stage load_search_stage(App& a) {
  // The synonyms as the bundle holds them (an object, or its text as a string).
  std::string synonyms(part_of(a.start, "synonyms"));
  if (!synonyms.empty() && synonyms.front() == '"') {
    const auto doc = parse_part(a, synonyms, "/synonyms");
    synonyms = doc.is_string() ? doc.get<std::string>() : "";
  }
  try {
    a.search.load(a.corpus.entries, synonyms);
  } catch (const std::exception& e) {
    a.load_errors.push_back(e.what());
    return Stage::failed;
  }
  platform::mark("index");
  return Stage::done;
}

// The scenarios, one per step: what the ruling page lists before running one (id, title, the
// rulings it demonstrates) and "src", the site file of its text, fetched when first run. A text may
// also come inline, as "text": the scenario's JSON as it is, kept as bytes for the run to parse, or a
// string when the file was not JSON at build time (parsed here, to report what is wrong with it).
void read_scenario(App& a, std::string_view part, size_t i) {
  const auto members = corpus::split_json(part);
  const std::string where = "/scenarios/" + std::to_string(i);
  if (!members.is_object) {
    a.load_errors.push_back("data/bundle.json: " + where + ": expected an object");
    return;
  }
  nlohmann::json s = nlohmann::json::object();
  std::string text;
  for (const auto& m : members.parts) {
    if (m.key == "text" && !m.value.empty() && m.value.front() != '"') text = m.value;
    else s[m.key] = parse_part(a, m.value, where + "/" + m.key);
  }
  const std::string file = s.value("file", "");
  if (s.contains("text")) text = s.value("text", "");
  try {
    const auto doc = s.contains("id") ? s : nlohmann::json::parse(text);
    const std::string id = doc.at("id").get<std::string>();
    if (!text.empty()) {
      a.scenario_texts[id] = text;
    } else if (const auto src = s.find("src"); src != s.end() && src->is_string() && !src->empty()) {
      a.scenario_srcs[id] = src->get<std::string>();
    } else {
      a.load_errors.push_back("data/bundle.json: " + where + "/src: expected the site file of " + file + "'s text");
      return;
    }
    a.scenario_files[id] = file;
    a.demo_info[id] = {doc.value("title", id)};
    for (const auto& r : doc.value("demonstrates", nlohmann::json::array()))
      a.start.scenario_rulings.emplace_back(r.get<std::string>(), id);
    theme().add_glyph_text(doc.value("title", ""));
  } catch (const std::exception& e) {
    a.load_errors.push_back(file + ": " + e.what());
  }
}

Stage load_scenarios_stage(App& a) {
  if (a.start.scenarios_done == 0 && a.start.scenario_parts.empty()) {
    a.start.scenario_rulings.clear();
    if (const std::string_view all = part_of(a.start, "scenarios"); !all.empty()) {
      auto split = corpus::split_json(all);
      if (!split.error.empty() || split.is_object) {
        a.load_errors.push_back("data/bundle.json: /scenarios: expected an array of scenarios");
        return Stage::failed;
      }
      a.start.scenario_parts = std::move(split.parts);
    }
    return a.start.scenario_parts.empty() ? Stage::done : Stage::again;
  }
  read_scenario(a, a.start.scenario_parts[a.start.scenarios_done].value, a.start.scenarios_done);
  ++a.start.scenarios_done;
  return a.start.scenarios_done < a.start.scenario_parts.size() ? Stage::again : Stage::done;
}

// The game data, in a step of its own.
Stage game_data_stage(App& a) {
  if (const auto game_data = part_of(a.start, "game_data"); !game_data.empty()) {
    const auto bundle = nlohmann::json{{"game_data", parse_part(a, game_data, "/game_data")}};
    if (!give_game_data(a, bundle)) return Stage::failed;
  }
  return Stage::done;
}

// Which rulings each scenario demonstrates; the data is then loaded.
Stage finish_scenarios_stage(App& a) {
  for (const auto& e : a.corpus.entries)
    for (const auto& s : e.demos)
      if (a.demo_info.count(s)) a.demos_by_ruling[e.id].push_back(s);
  for (const auto& [ruling, s] : a.start.scenario_rulings) {
    auto& list = a.demos_by_ruling[ruling];
    if (std::find(list.begin(), list.end(), s) == list.end()) list.push_back(s);
  }
  platform::mark("scenarios");
  a.loaded = a.load_errors.empty();
  refresh_results(a);
  return a.loaded ? Stage::done : Stage::failed;
}

// The stages after the bundle is split, in order; the page calls continue_bundle in a task of its
// own until none remains, and each call runs steps until its time is up.
Stage (*const kBundleStages[])(App&) = {load_corpus_stage, load_search_stage, load_scenarios_stage, game_data_stage,
                                        finish_scenarios_stage};
constexpr int kBundleStageCount = int(sizeof(kBundleStages) / sizeof(kBundleStages[0]));

void clear_pending_bundle(StartUp& s) {
  s.bundle_parts.clear();
  s.scenario_parts.clear();
  s.scenario_rulings.clear();
  s.scenarios_done = 0;
  s.corpus_loader.reset();
  s.corpus_text.clear();
  s.bundle_text.clear();
  s.bundle_text.shrink_to_fit();
}
}  // namespace

bool begin_bundle(App& a, std::string_view json_text) {
  a.load_errors.clear();
  clear_pending_bundle(a.start);
  a.start.bundle_stage = kBundleStageCount;  // nothing to continue unless the bundle splits
  a.start.bundle_text.reserve(json_text.size());
  a.start.bundle_text.assign(json_text);
  auto split = corpus::split_json(a.start.bundle_text);
  if (!split.is_object) {
    a.load_errors.push_back("data/bundle.json is not valid JSON: expected one object");
    clear_pending_bundle(a.start);
    return false;
  }
  a.start.bundle_parts = std::move(split.parts);
  if (part_of(a.start, "corpus").empty()) {
    a.load_errors.push_back(
        "data/bundle.json: /corpus: expected the corpus (data/corpus.json was missing when the site was built)");
    clear_pending_bundle(a.start);
    return false;
  }
  a.start.bundle_stage = 0;
  return true;
}

bool continue_bundle(App& a, double budget_ms) {
  TaskBudget budget(platform::now_ms(), budget_ms);
  Stage done = Stage::again;
  do {
    if (a.start.bundle_stage >= kBundleStageCount) return false;
    done = kBundleStages[a.start.bundle_stage](a);
    if (done == Stage::failed) a.start.bundle_stage = kBundleStageCount;
    else if (done == Stage::done) ++a.start.bundle_stage;
    if (a.start.bundle_stage >= kBundleStageCount) clear_pending_bundle(a.start);  // the parts now live in the app
  } while (done == Stage::again && budget.another(platform::now_ms()));  // the next stage in a task of its own
  return a.start.bundle_stage < kBundleStageCount;
}

bool load_bundle(App& a, std::string_view json_text) {
  if (!begin_bundle(a, json_text)) return false;
  while (continue_bundle(a, 1e9)) {}
  return a.loaded;
}

void refresh_results(App& a) {
  theme().add_glyph_text(a.query);  // the results echo the query ("No rulings match …")
  auto outcome = a.search.run(a.query, a.filters, kMaxResults);
  a.hits = std::move(outcome.hits);
  a.total = outcome.total;
  a.hints = std::move(outcome.hints);
  a.did_you_mean = std::move(outcome.did_you_mean);
  a.weak = outcome.weak;
  a.weak_summary = outcome.summary;
  a.selected = 0;
}

Route current_route(const App& a) {
  if (a.page == Route::Page::Broken || (a.page == Route::Page::Ruling && !a.open)) return a.lost;
  Route r;
  if (a.page == Route::Page::Ruling) {
    r.page = Route::Page::Ruling;
    r.ruling_id = a.open->id;
    if (!a.demo.loaded()) return r;
    // The demonstration is named whenever the link is about the board, so a link keeps showing
    // the same board even if the ruling's list of demonstrations is reordered later.
    const auto& demos = demos_of(a, *a.open);
    const bool on_board = a.demo.step() > 0 || a.demo.edited();
    if (on_board || (!demos.empty() && a.demo.scenario_id() != demos.front())) r.demo = a.demo.scenario_id();
    if (on_board) r.step = a.demo.step();
    r.board = a.demo.edited() ? a.demo.edit_code() : "";
    return r;
  }
  r.query = a.query;
  r.filters = a.filters;
  return r;
}

namespace {
// The demonstration `id` with `edit`, from its text; while the page fetches the text, its place
// (the route keeps the step and edit asked for, and the panel says it is loading).
void show_demo(App& a, const std::string& id, const std::string& edit) {
  if (const auto text = a.scenario_texts.find(id); text != a.scenario_texts.end()) {
    a.demo.load(id, text->second, edit);
    return;
  }
  const auto src = a.scenario_srcs.find(id);
  if (src == a.scenario_srcs.end()) return;
  a.demo.await_text(id, edit);
  platform::fetch_scenario(src->second);
}

// The scenario whose text is the site file `src`, "" when none is.
std::string scenario_of_src(const App& a, const std::string& src) {
  for (const auto& [id, file] : a.scenario_srcs)
    if (file == src) return id;
  return "";
}

// Why a fetched text is not scenario `id`'s (file, JSON path, what was expected), "" when it is.
std::string wrong_text(const App& a, const std::string& id, const std::string& src, const std::string& text) {
  const std::string where = src + " (" + a.scenario_files.at(id) + ")";
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(text);
  } catch (const std::exception& e) {
    return where + ": expected the scenario's JSON, got text that is not JSON (" + e.what() + ")";
  }
  if (!doc.is_object()) return where + ": expected a scenario object";
  const auto got = doc.find("id");
  if (got == doc.end() || !got->is_string() || *got != id) return where + ": /id: expected \"" + id + "\"";
  return "";
}
}  // namespace

void scenario_arrived(App& a, const std::string& src, const std::string& text) {
  const std::string id = scenario_of_src(a, src);
  if (id.empty()) return;
  const bool waiting = a.demo.awaiting() && a.demo.scenario_id() == id;
  if (const std::string wrong = wrong_text(a, id, src, text); !wrong.empty()) {
    theme().add_glyph_text(wrong);
    if (waiting) a.demo.text_failed("The demonstration could not be read: " + wrong);
    return;
  }
  a.scenario_texts[id] = text;
  if (!waiting) return;
  const int step = a.demo.step();
  const std::string edit = a.demo.edit_code();
  a.demo.load(id, text, edit);
  a.demo.set_step(step);
  // The start's route runs it in slices (arbiter_continue_route); one that arrives later at once,
  // as any later route does, and the address then says what is shown (an out-of-range step).
  if (!a.routed) return;
  a.demo.finish();
  if (step > 0 || !edit.empty()) a.scroll_to_board = App::kScrollFrames;
  platform::set_hash(format_route(current_route(a)), false);
}

void scenario_failed(App& a, const std::string& src, const std::string& why) {
  if (!a.demo.awaiting() || a.demo.scenario_id() != scenario_of_src(a, src)) return;
  const std::string message = "The demonstration could not be downloaded: " + why;
  theme().add_glyph_text(message);
  a.demo.text_failed(message);
}

void retry_scenario(App& a) {
  if (!a.demo.awaiting()) return;
  a.demo.text_failed("");
  if (const auto src = a.scenario_srcs.find(a.demo.scenario_id()); src != a.scenario_srcs.end())
    platform::fetch_scenario(src->second);
}

void apply_route(App& a, const Route& r) {
  a.page = r.page;
  a.lost = Route{};
  a.search_session = false;
  if (r.page == Route::Page::Search) {
    a.open = nullptr;
    a.demo.clear();
    if (a.query != r.query || !(a.filters == r.filters)) {
      a.query = r.query;
      a.filters = r.filters;
      platform::set_search_input_text(a.query);
      refresh_results(a);
    }
    return;
  }
  if (r.page == Route::Page::Broken) {
    a.open = nullptr;
    a.demo.clear();
    a.lost = r;
    return;
  }
  const corpus::Entry* e = a.corpus.find(r.ruling_id);
  if (e != a.open) {
    a.open = e;
    a.demo.clear();
    a.whatif_open = false;
    // The keyboard selection in the results follows the ruling opened, when it is listed.
    for (size_t i = 0; i < a.hits.size(); ++i)
      if (a.hits[i].entry == e) a.selected = int(i);
  }
  if (!e) {
    a.lost = r;
    return;
  }
  if (const auto& demos = demos_of(a, *e); !demos.empty()) {
    const bool listed = std::find(demos.begin(), demos.end(), r.demo) != demos.end();
    const std::string& want = listed ? r.demo : demos.front();
    const bool same = a.demo.scenario_id() == want && a.demo.edit_code() == r.board;
    if (!same) show_demo(a, want, r.board);
    // The start's route is run in slices by the page (arbiter_continue_route); any later one at once.
    if (a.routed) a.demo.finish();
  }
  if (a.demo.loaded()) a.demo.set_step(r.step < 0 ? 0 : r.step);
  // A link to a step (or an edited board) is about the board: show it even on a phone.
  if (a.demo.loaded() && (r.step > 0 || !r.board.empty() || !r.demo.empty())) a.scroll_to_board = App::kScrollFrames;
}

void follow_url(App& a, const std::string& hash) {
  const Route r = parse_route(hash);
  const corpus::Entry* was_open = a.open;
  apply_route(a, r);
  // A link or Back that lands on a ruling puts keyboard focus on its heading, as opening it does,
  // so Tab goes on into the ruling rather than through the results list first.
  if (a.open && a.open != was_open) platform::focus_ruling(a.open->id);
  if (r.page == Route::Page::Broken) return;
  const std::string shown = format_route(current_route(a));
  if (shown != format_route(r)) platform::set_hash(shown, false);
}

void navigate(App& a, const Route& r, bool push) {
  apply_route(a, r);
  platform::set_hash(format_route(current_route(a)), push);
}

void set_query(App& a, const std::string& typed) {
  // A query is cut where a link can carry it (routes.h), so the address it writes reads back.
  const std::string q = cap_query(typed);
  if (q != typed) platform::set_search_input_text(q);
  if (q == a.query && a.page == Route::Page::Search) return;
  const bool was_search = a.page == Route::Page::Search;
  a.query = q;
  refresh_results(a);
  // Typing on a ruling page keeps the ruling open on wide screens; the results update beside it.
  if (was_search || a.phone) {
    Route r;
    r.query = q;
    r.filters = a.filters;
    a.page = Route::Page::Search;
    a.open = nullptr;
    a.demo.clear();
    platform::set_hash(format_route(r), !a.search_session);
    a.search_session = true;
  }
}

void set_filters(App& a, const SearchFilters& f) {
  a.filters = f;
  refresh_results(a);
  if (a.page == Route::Page::Search) platform::set_hash(format_route(current_route(a)), false);
}

void open_ruling(App& a, const std::string& id) {
  Route r;
  r.page = Route::Page::Ruling;
  r.ruling_id = id;
  navigate(a, r, true);
  if (a.open) platform::focus_ruling(a.open->id);
}

void select_demo(App& a, const std::string& scenario_id) {
  if (!a.open) return;
  Route r;
  r.page = Route::Page::Ruling;
  r.ruling_id = a.open->id;
  r.demo = scenario_id;
  navigate(a, r, true);
}

void go_step(App& a, int step) {
  if (!a.demo.loaded()) return;
  a.demo.set_step(step);
  platform::set_hash(format_route(current_route(a)), false);
}

}  // namespace arbiter::app
