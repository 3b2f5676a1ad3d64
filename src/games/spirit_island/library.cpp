#include "games/spirit_island/library.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>

#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/rules/elements.h"
#include "kernel/json_reader.h"

namespace arbiter::si {

using kernel::JsonReader;
namespace fs = std::filesystem;

static void check_named(const JsonReader& r, const std::string& value, const std::vector<std::string>& known,
                        const std::string& what) {
  if (std::find(known.begin(), known.end(), value) == known.end())
    r.fail("a known " + what + " (one of " + JsonReader::join(known) + "), got \"" + value + "\"");
}

static std::vector<std::string> rule_names(const JsonReader& r) {
  auto names = r.strings();
  for (size_t i = 0; i < names.size(); ++i)
    check_named(r.at(i), names[i], effect_names(EffectRole::Rule), "named rule");
  return names;
}

// "not_modelled": the printed clauses an entry's data and rules leave out, each a non-empty phrase
// that names the clause ("Senseless Roaming"); a scenario involving the entry carries a notice.
static std::vector<std::string> not_modelled_list(const JsonReader& r) {
  auto clauses = r.strings();
  for (size_t i = 0; i < clauses.size(); ++i)
    if (clauses[i].empty()) r.at(i).fail("a non-empty phrase naming a clause that is not modelled");
  return clauses;
}

static std::vector<std::string> not_modelled(const JsonReader& entry) {
  auto x = entry.get("not_modelled");
  return x ? not_modelled_list(*x) : std::vector<std::string>{};
}

static int level_key(const JsonReader& r, const std::string& key) {
  if (key.size() != 1 || key[0] < '0' || key[0] > '6') r.fail("a level number as the key (0-6)");
  return key[0] - '0';
}

static PowerCard parse_power_card(const JsonReader& p) {
  p.only({"name", "kind", "speed", "spirit", "cost", "time_cost", "range", "range_from", "target", "elements", "text",
          "ops", "not_modelled"});
  PowerCard card;
  card.name = p.at("name").str();
  static const std::vector<std::string> kinds{"minor", "major", "unique", "innate", "special"};
  card.kind = kinds[p.at("kind").one_of(kinds)];
  static const std::vector<std::string> speeds{"fast", "slow", "any"};
  card.speed = p.get("speed") ? speeds[p.at("speed").one_of(speeds)] : "any";
  card.spirit = p.str_or("spirit", "");
  if (auto x = p.get("range")) card.range = x->integer(0, 5);
  static const std::vector<std::string> origins{"presence", "sacred-site"};
  if (auto x = p.get("range_from")) card.range_from_sacred_site = x->one_of(origins) == 1;
  static const std::vector<std::string> targets{"any",    "blight",  "dahan",  "invaders", "city",
                                                "inland", "coastal", "spirit", "self"};
  if (auto x = p.get("target")) card.target = targets[x->one_of(targets)];
  if (auto x = p.get("elements")) card.elements = parse_card_elements(*x);
  if (auto x = p.get("time_cost")) card.time_cost = x->integer(1, 9);
  card.ops = parse_ops(p.at("ops"));
  card.not_modelled = not_modelled(p);
  return card;
}

static BlightCardDef parse_blight_card(const JsonReader& b) {
  b.only({"name", "blighted_per_player", "still_healthy", "immediate", "ongoing", "text", "not_modelled"});
  BlightCardDef d;
  d.name = b.at("name").str();
  d.blighted_per_player = b.at("blighted_per_player").integer(0, 10);
  d.still_healthy = b.bool_or("still_healthy", false);
  if (auto x = b.get("immediate")) d.immediate = parse_ops(*x);
  if (auto x = b.get("ongoing")) d.ongoing = rule_names(*x);
  d.not_modelled = not_modelled(b);
  return d;
}

static FearCardDef parse_fear_card(const JsonReader& f) {
  f.only({"name", "levels", "text", "not_modelled"});
  FearCardDef d;
  d.name = f.at("name").str();
  auto lv = f.at("levels");
  if (lv.size() != 3) lv.fail("three lists of operations (Terror Levels I, II, III)");
  for (auto& l : lv.items()) d.levels.push_back(parse_ops(l));
  d.not_modelled = not_modelled(f);
  return d;
}

static EventDef parse_event(const JsonReader& e) {
  e.only({"name", "ops", "text", "not_modelled"});
  EventDef d;
  d.name = e.at("name").str();
  d.ops = parse_ops(e.at("ops"));
  d.not_modelled = not_modelled(e);
  return d;
}

static SpiritDef parse_spirit(const JsonReader& s) {
  s.only({"name", "rules", "incarna", "text", "not_modelled"});
  SpiritDef d;
  d.name = s.at("name").str();
  if (auto x = s.get("rules")) d.rules = rule_names(*x);
  d.incarna = s.bool_or("incarna", false);
  d.not_modelled = not_modelled(s);
  return d;
}

// An aspect names a Spirit of the same file, so the Powers and Spirits are read first.
static AspectDef parse_aspect(const JsonReader& a, const std::map<std::string, SpiritDef>& spirits,
                              const std::map<std::string, PowerCard>& powers) {
  a.only({"name", "spirit", "rules", "replaces", "innates", "text", "not_modelled"});
  AspectDef d;
  d.name = a.at("name").str();
  d.spirit = a.at("spirit").str();
  if (!spirits.count(d.spirit)) a.at("spirit").fail("a Spirit listed in \"spirits\" (\"" + d.spirit + "\" is not)");
  d.rules = rule_names(a.at("rules"));
  if (auto r = a.get("replaces")) {
    d.replaces = r->strings();
    const auto& own = spirits.at(d.spirit).rules;
    for (size_t i = 0; i < d.replaces.size(); ++i) {
      const std::string& n = d.replaces[i];
      auto p = powers.find(n);
      const bool innate = p != powers.end() && p->second.kind == "innate" && p->second.spirit == d.spirit;
      if (!innate && std::find(own.begin(), own.end(), n) == own.end())
        r->at(i).fail("a rule or an innate Power of " + d.spirit + " (\"" + n + "\" is neither)");
    }
  }
  if (auto r = a.get("innates")) {
    d.innates = r->strings();
    for (size_t i = 0; i < d.innates.size(); ++i) {
      auto p = powers.find(d.innates[i]);
      if (p == powers.end() || p->second.kind != "innate" || p->second.spirit != d.spirit)
        r->at(i).fail("an innate Power of " + d.spirit + " in \"powers\" (\"" + d.innates[i] + "\" is not)");
    }
  }
  d.not_modelled = not_modelled(a);
  return d;
}

static RuleSetDef parse_rule_set(const JsonReader& s) {
  s.only({"name", "rules", "text", "not_modelled"});
  RuleSetDef d;
  d.name = s.at("name").str();
  d.rules = rule_names(s.at("rules"));
  d.not_modelled = not_modelled(s);
  return d;
}

static AdversaryDef parse_adversary(const JsonReader& a) {
  a.only({"name", "levels", "text", "escalation", "reminder", "not_modelled", "setup"});
  AdversaryDef d;
  d.name = a.at("name").str();
  auto effect = [&](const char* key, AdversaryEffect& out) {
    auto x = a.get(key);
    if (!x) return;
    x->only({"name", "text", "ops"});
    out.name = x->at("name").str();
    out.ops = parse_ops(x->at("ops"));
  };
  effect("escalation", d.escalation);
  effect("reminder", d.reminder);
  for (auto& [lvl, rules] : a.at("levels").members()) {
    d.levels[level_key(rules, lvl)] = rule_names(rules);
  }
  if (auto nm = a.get("not_modelled"))
    for (auto& [lvl, clauses] : nm->members()) d.not_modelled[level_key(clauses, lvl)] = not_modelled_list(clauses);
  if (auto su = a.get("setup"))
    for (auto& [lvl, ops] : su->members()) d.setup[level_key(ops, lvl)] = parse_ops(ops);
  return d;
}

std::map<std::string, int> parse_setup_symbols(const JsonReader& r) {
  static const std::vector<std::string> kinds{"explorer", "town", "city", "dahan", "blight"};
  std::map<std::string, int> out;
  for (auto& [what, n] : r.members()) {
    if (std::find(kinds.begin(), kinds.end(), what) == kinds.end())
      n.fail("a Setup symbol (one of " + JsonReader::join(kinds) + "), not \"" + what + "\"");
    out[what] = n.integer(1, 3);
  }
  return out;
}

static BoardDef parse_board(const JsonReader& bd) {
  bd.only({"name", "lands"});
  BoardDef def;
  def.name = bd.at("name").str();
  for (auto& l : bd.at("lands").items()) {
    l.only({"number", "terrain", "coastal", "adjacent", "layout", "setup"});
    Land land;
    land.board = def.name;
    land.number = l.at("number").integer(1, 8);
    land.id = def.name + std::to_string(land.number);
    land.terrain = static_cast<Terrain>(l.at("terrain").one_of(terrain_names()));
    land.coastal = l.at("coastal").boolean();
    for (auto& a : l.at("adjacent").items()) land.adjacent.push_back(def.name + std::to_string(a.integer(1, 8)));
    if (auto lay = l.get("layout"))
      land.layout = std::make_pair(lay->at(0).json().get<double>(), lay->at(1).json().get<double>());
    if (auto su = l.get("setup")) land.setup = parse_setup_symbols(*su);
    def.lands.push_back(std::move(land));
  }
  return def;
}

Library Library::parse(const nlohmann::json& cards, const std::string& cards_file, const nlohmann::json& boards,
                       const std::string& boards_file) {
  Library lib;
  JsonReader c(cards, cards_file);
  c.only(
      {"$comment", "powers", "blight_cards", "fear_cards", "events", "spirits", "aspects", "scenarios", "adversaries"});
  if (auto ps = c.get("powers"))
    for (auto& p : ps->items()) {
      PowerCard card = parse_power_card(p);
      if (lib.powers.count(card.name)) p.at("name").fail("a unique Power name (\"" + card.name + "\" appears twice)");
      lib.powers[card.name] = std::move(card);
    }
  // The other sections, keyed by name (only a Power name given twice is refused).
  auto read = [&](const char* key, auto& into, auto parse_one) {
    if (auto xs = c.get(key))
      for (auto& x : xs->items()) {
        auto d = parse_one(x);
        into[d.name] = std::move(d);
      }
  };
  read("blight_cards", lib.blight_cards, parse_blight_card);
  read("fear_cards", lib.fear_cards, parse_fear_card);
  read("events", lib.events, parse_event);
  read("spirits", lib.spirits, parse_spirit);
  read("aspects", lib.aspects, [&](const JsonReader& a) { return parse_aspect(a, lib.spirits, lib.powers); });
  read("scenarios", lib.scenarios, parse_rule_set);
  read("adversaries", lib.adversaries, parse_adversary);

  JsonReader b(boards, boards_file);
  b.only({"$comment", "boards"});
  for (auto& bd : b.at("boards").items()) {
    BoardDef def = parse_board(bd);
    lib.boards[def.name] = std::move(def);
  }
  return lib;
}

Library Library::load_dir(const std::string& dir) {
  std::string cards = (fs::path(dir) / "cards.json").string();
  std::string boards = (fs::path(dir) / "boards.json").string();
  return parse(kernel::read_json_file(cards), cards, kernel::read_json_file(boards), boards);
}

static std::string& dir_override() {
  static std::string d;
  return d;
}

// The library given as text (the browser has no files) and, once a scenario needed it, parsed.
struct TextLibrary {
  std::string cards, boards;
  std::unique_ptr<Library> parsed;
};
static std::unique_ptr<TextLibrary>& text_library() {
  static std::unique_ptr<TextLibrary> lib;
  return lib;
}

void set_library_dir(const std::string& dir) {
  dir_override() = dir;
  text_library().reset();
}

void set_library_text(const std::string& cards_json, const std::string& boards_json) {
  text_library() = std::make_unique<TextLibrary>(TextLibrary{cards_json, boards_json, nullptr});
}

// Found once per process: the search walks up from the working directory, a stat per level.
static std::string discovered_library_dir() {
  if (const char* env = std::getenv("ARBITER_DATA")) {
    fs::path p = fs::path(env) / "si";
    if (fs::exists(p / "cards.json")) return p.string();
  }
  std::error_code ec;
  for (fs::path p = fs::current_path(ec); !p.empty(); p = p.parent_path()) {
    if (fs::exists(p / "data" / "si" / "cards.json")) return (p / "data" / "si").string();
    if (p == p.root_path()) break;
  }
  return "data/si";
}

std::string library_dir() {
  if (!dir_override().empty()) return dir_override();
  static const std::string discovered = discovered_library_dir();
  return discovered;
}

const Library& library() {
  if (auto& text = text_library()) {
    if (!text->parsed)
      text->parsed = std::make_unique<Library>(
          Library::parse(kernel::parse_json_text(text->cards, "cards.json"), "cards.json",
                         kernel::parse_json_text(text->boards, "boards.json"), "boards.json"));
    return *text->parsed;
  }
  static std::unique_ptr<Library> lib;
  static std::string loaded_from;
  std::string dir = library_dir();
  if (!lib || loaded_from != dir) {
    lib = std::make_unique<Library>(Library::load_dir(dir));
    loaded_from = dir;
  }
  return *lib;
}

}  // namespace arbiter::si
