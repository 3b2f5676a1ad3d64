#include "games/spirit_island/scenario_expect.h"

#include <algorithm>
#include <optional>

#include "games/spirit_island/library.h"
#include "games/spirit_island/rules/repeat.h"

namespace arbiter::si {

using kernel::JsonReader;
using nlohmann::json;

std::string CountRange::words() const {
  if (at_least == at_most) return std::to_string(at_least);
  if (at_most < 0) return "at least " + std::to_string(at_least);
  if (at_least == 0) return "at most " + std::to_string(at_most);
  return std::to_string(at_least) + " to " + std::to_string(at_most);
}

CountRange parse_count(const JsonReader& r, int max) {
  if (!r.is_object()) {
    int n = r.integer(0, max);
    return {n, n};
  }
  r.only({"at_least", "at_most"});
  if (!r.has("at_least") && !r.has("at_most"))
    r.fail("a count: a number, or {\"at_least\": n} and/or {\"at_most\": n}");
  CountRange c;
  if (auto l = r.get("at_least")) c.at_least = l->integer(0, max);
  if (auto m = r.get("at_most")) c.at_most = m->integer(c.at_least, max);
  return c;
}

const std::vector<std::string>& choice_kinds() {
  static const std::vector<std::string> kinds{"land-order",  "cascade",  "damage",       "modifier-order", "pieces",
                                              "push",        "gather",   "land",         "strife",         "counts-as",
                                              "which-piece", "badlands", "extra-damage", "isolate",        "option",
                                              "terrain",     "may",      "up-to",        "board"};
  return kinds;
}

std::string need_land(const State& st, const JsonReader& r) {
  std::string id = r.str();
  if (!st.find_land(id)) r.fail("a land on this board (\"" + id + "\" is not one)");
  return id;
}

std::string need_spirit(const State& st, const JsonReader& r) {
  std::string id = r.str();
  if (!st.find_spirit(id)) r.fail("a Spirit listed in game_state.spirits (\"" + id + "\" is not)");
  return st.find_spirit(id)->id;
}

namespace {

// Markers in a land that are neither pieces nor tokens: Defend and Isolate.
struct LandMarkers {
  std::optional<CountRange> defend;
  std::optional<bool> isolated;
  std::string words() const {
    std::string s;
    if (defend) s += " Defend " + defend->words();
    if (isolated) s += *isolated ? " Isolated" : " not Isolated";
    return s;
  }
};

LandMarkers parse_markers(const JsonReader& r) {
  r.only({"defend", "isolated"});
  LandMarkers m;
  if (auto d = r.get("defend")) m.defend = parse_count(*d, 100);
  if (auto i = r.get("isolated")) m.isolated = i->boolean();
  if (!m.defend && !m.isolated) r.fail("a marker: \"defend\" and/or \"isolated\"");
  return m;
}

// The options a choice offered: the nth choice of that kind (and context) the run asked, its
// options exactly (in any order) or including / excluding some.
struct OfferedOptions {
  std::string kind, context;
  size_t nth = 1;
  std::optional<std::vector<std::string>> exactly;
  std::vector<std::string> includes, excludes;

  std::string words() const {
    std::string s =
        "choice " + kind + (context.empty() ? "" : " (" + context + ")") + (nth > 1 ? " #" + std::to_string(nth) : "");
    if (exactly) s += " offers exactly " + (exactly->empty() ? std::string("nothing") : JsonReader::join(*exactly));
    if (!includes.empty()) s += " offers " + JsonReader::join(includes);
    if (!excludes.empty()) s += " does not offer " + JsonReader::join(excludes);
    return s;
  }

  std::pair<bool, std::string> check(const std::vector<kernel::ChoicePoint>& history) const {
    size_t seen = 0;
    for (const auto& cp : history) {
      if (cp.kind != kind || (!context.empty() && cp.context != context) || ++seen != nth) continue;
      auto offered = [&](const std::string& o) {
        return std::find(cp.options.begin(), cp.options.end(), o) != cp.options.end();
      };
      bool ok = std::all_of(includes.begin(), includes.end(), offered) &&
                std::none_of(excludes.begin(), excludes.end(), offered);
      if (exactly) {
        std::vector<std::string> a = *exactly, b = cp.options;
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        b.erase(std::unique(b.begin(), b.end()), b.end());
        ok = ok && a == b;
      }
      return {ok, "offered " + JsonReader::join(cp.options)};
    }
    return {false, "only " + std::to_string(seen) + " such choice(s) were asked"};
  }
};

OfferedOptions parse_offered(const JsonReader& r) {
  r.only({"kind", "context", "nth", "options", "includes", "excludes"});
  OfferedOptions o;
  o.kind = choice_kinds()[r.at("kind").one_of(choice_kinds())];
  o.context = r.str_or("context", "");
  if (auto n = r.get("nth")) o.nth = static_cast<size_t>(n->integer(1, 100));
  if (auto x = r.get("options")) o.exactly = x->strings();
  if (auto x = r.get("includes")) o.includes = x->strings();
  if (auto x = r.get("excludes")) o.excludes = x->strings();
  if (!o.exactly && o.includes.empty() && o.excludes.empty()) r.fail("\"options\", \"includes\" or \"excludes\"");
  return o;
}

// A Spirit is on the island while it has Presence there, or its Incarna (which it may count as
// Presence for the defeat check).
bool spirit_on_island(const State& st, const std::string& spirit) {
  if (st.presence_on_island(spirit) > 0) return true;
  for (const auto& l : st.lands)
    if (std::find(l.incarna.begin(), l.incarna.end(), spirit) != l.incarna.end()) return true;
  return false;
}

struct TreeShape {
  std::string label, relation, status;
  bool has_children = false;
  std::vector<TreeShape> children;
};

TreeShape parse_shape(const JsonReader& r) {
  r.only({"label", "relation", "status", "children"});
  TreeShape t;
  t.label = r.at("label").str();
  static const std::vector<std::string> rels{"initial", "nested", "triggered"};
  if (auto x = r.get("relation")) t.relation = rels[x->one_of(rels)];
  static const std::vector<std::string> sts{"done", "cancelled"};
  if (auto x = r.get("status")) t.status = sts[x->one_of(sts)];
  if (auto x = r.get("children")) {
    t.has_children = true;
    for (auto& c : x->items()) t.children.push_back(parse_shape(c));
  }
  return t;
}

bool match_shape(const kernel::ActionTree& tree, kernel::ActionId id, const TreeShape& s, std::string& why) {
  const auto& r = tree.at(id);
  if (r.label.rfind(s.label, 0) != 0) {
    why = "expected an action \"" + s.label + "\", found \"" + r.label + "\"";
    return false;
  }
  if (!s.relation.empty() && s.relation != kernel::to_string(r.relation)) {
    why = "\"" + r.label + "\" is " + kernel::to_string(r.relation) + ", expected " + s.relation;
    return false;
  }
  if (!s.status.empty() && s.status != kernel::to_string(r.status)) {
    why = "\"" + r.label + "\" is " + kernel::to_string(r.status) + ", expected " + s.status;
    return false;
  }
  if (!s.has_children) return true;
  auto kids = tree.children(id);
  if (kids.size() != s.children.size()) {
    why = "\"" + r.label + "\" has " + std::to_string(kids.size()) + " child action(s), expected " +
          std::to_string(s.children.size());
    return false;
  }
  for (size_t i = 0; i < kids.size(); ++i)
    if (!match_shape(tree, kids[i], s.children[i], why)) return false;
  return true;
}

// One row function per expectation key: it reads the key's members at load and returns the
// expectation (its words and its check); parse_expect adds the common description and after_step.
using ExpectRow = scenario::ExpectKey<ExpectContext, Expect>;

Expect expect_land(const ExpectContext& c, const JsonReader& r) {
  const State& st = c.state;
  std::string land = need_land(st, r.at("land"));
  std::vector<std::pair<std::string, CountRange>> want, want_presence, want_damage;
  if (auto p = r.get("pieces"))
    for (auto& [k, v] : p->members()) {
      if (std::find(what_names().begin(), what_names().end(), k) == what_names().end())
        v.fail("a piece or token name (" + JsonReader::join(what_names()) + "), not \"" + k + "\"");
      want.emplace_back(k, parse_count(v, 100));
    }
  if (auto p = r.get("presence"))
    for (auto& [k, v] : p->members())
      want_presence.emplace_back(need_spirit(st, JsonReader(json(k), r.file(), v.path())), parse_count(v, 100));
  if (auto p = r.get("damage"))
    for (auto& [k, v] : p->members()) {
      if (std::find(piece_names().begin(), piece_names().end(), k) == piece_names().end())
        v.fail("a piece kind with Health");
      want_damage.emplace_back(k, parse_count(v, 100));
    }
  LandMarkers markers;
  if (auto m = r.get("markers")) markers = parse_markers(*m);
  Expect x;
  x.description = land + ":";
  for (auto& [k, v] : want) x.description += " " + v.words() + " " + k;
  for (auto& [k, v] : want_presence) x.description += " " + v.words() + " Presence of " + k;
  for (auto& [k, v] : want_damage) x.description += " " + v.words() + " damage on " + k;
  x.description += markers.words();
  x.check = [=](const Engine& e, const Stop&) {
    const Land& l = e.state().land(land);
    std::string found;
    bool ok = true;
    auto add = [&](bool matched, const std::string& what) {
      ok = ok && matched;
      found += (found.empty() ? "" : ", ") + what;
    };
    for (auto& [k, v] : want) {
      int n = e.count_what(l, k);
      add(v.matches(n), count_of(n, k));
    }
    for (auto& [k, v] : want_presence) {
      int n = l.presence_of(k);
      add(v.matches(n), std::to_string(n) + " Presence of " + k);
    }
    for (auto& [k, v] : want_damage) {
      int n = 0;
      for (const auto& p : l.pieces)
        if (name(p.kind) == k) n += p.damage;
      add(v.matches(n), std::to_string(n) + " damage on " + k);
    }
    if (markers.defend) add(markers.defend->matches(l.defend), "Defend " + std::to_string(l.defend));
    if (markers.isolated) add(*markers.isolated == e.isolated(l), e.isolated(l) ? "Isolated" : "not Isolated");
    return std::make_pair(ok, "found " + found);
  };
  return x;
}

Expect expect_offered(const ExpectContext&, const JsonReader& r) {
  OfferedOptions want = parse_offered(r.at("offered"));
  return {want.words(), [=](const Engine& e, const Stop&) { return want.check(e.choices().history()); }};
}

Expect expect_targets(const ExpectContext& c, const JsonReader& r) {
  auto t = r.at("targets");
  t.only({"card", "spirit", "lands"});
  std::string card = t.at("card").str();
  auto power = library().powers.find(card);
  if (power == library().powers.end())
    t.at("card").fail("a Power in data/si/cards.json (\"" + card + "\" is not there)");
  std::string spirit = need_spirit(c.state, t.at("spirit"));
  std::vector<std::string> lands;
  for (auto& l : t.at("lands").items()) lands.push_back(need_land(c.state, l));
  std::sort(lands.begin(), lands.end());
  const PowerCard& pc = power->second;
  return {card + " can target " + (lands.empty() ? std::string("no land") : JsonReader::join(lands)),
          [=](const Engine& e, const Stop&) {
            std::vector<std::string> legal;
            for (const auto& l : e.state().lands)
              if (targeting_problem(e, pc, spirit, l.id).empty()) legal.push_back(l.id);
            std::sort(legal.begin(), legal.end());
            return std::make_pair(legal == lands,
                                  "legal targets: " + (legal.empty() ? std::string("none") : JsonReader::join(legal)));
          }};
}

Expect expect_happened(const ExpectContext& c, const JsonReader& r) {
  std::string kind = fact_kinds()[r.at("happened").one_of(fact_kinds())];
  std::string land = r.has("land") ? need_land(c.state, r.at("land")) : "";
  std::string what = r.str_or("what", "");
  CountRange want = r.has("count") ? parse_count(r.at("count"), 1000) : CountRange{1, -1};
  return {
      kind + (what.empty() ? "" : " " + what) + (land.empty() ? "" : " in " + land) + ": " + want.words() + " time(s)",
      [=](const Engine& e, const Stop&) {
        int n = 0;
        for (const auto& rec : e.tree().records()) n += rec.count(kind, land, what);
        return std::make_pair(want.matches(n), std::to_string(n) + " time(s)");
      }};
}

Expect expect_on_island(const ExpectContext& c, const JsonReader& r) {
  std::vector<std::pair<std::string, bool>> want;
  for (auto& [k, v] : r.at("on_island").members())
    want.emplace_back(need_spirit(c.state, JsonReader(json(k), r.file(), v.path())), v.boolean());
  std::string d;
  for (auto& [k, v] : want) d += (d.empty() ? "" : "; ") + k + (v ? " is still on the island" : " is off the island");
  return {d, [=](const Engine& e, const Stop&) {
            bool ok = true;
            std::string found;
            for (auto& [k, v] : want) {
              bool on = spirit_on_island(e.state(), k);
              ok = ok && on == v;
              found += (found.empty() ? "" : "; ") + k + (on ? " on the island" : " off the island");
            }
            return std::make_pair(ok, "found " + found);
          }};
}

Expect expect_blight_added(const ExpectContext& c, const JsonReader& r) {
  CountRange want = parse_count(r.at("blight_added"), 100);
  std::string land = r.has("land") ? need_land(c.state, r.at("land")) : "";
  return {want.words() + " Blight added" + (land.empty() ? "" : " to " + land), [=](const Engine& e, const Stop&) {
            int n = 0;
            for (const auto& rec : e.tree().records()) n += rec.count("blight-added", land);
            return std::make_pair(want.matches(n), std::to_string(n) + " added");
          }};
}

Expect expect_blight_prevented(const ExpectContext&, const JsonReader& r) {
  int want = r.at("blight_prevented").integer(0, 100);
  return {count_of(want, "blight") + " prevented by Vitality", [=](const Engine& e, const Stop&) {
            int n = 0;
            for (const auto& rec : e.tree().records()) n += rec.count("blight-prevented");
            return std::make_pair(n == want, std::to_string(n) + " prevented");
          }};
}

Expect expect_fear_generated(const ExpectContext&, const JsonReader& r) {
  CountRange want = parse_count(r.at("fear_generated"), 1000);
  return {want.words() + " Fear generated", [=](const Engine& e, const Stop&) {
            return std::make_pair(want.matches(e.state().fear_generated),
                                  std::to_string(e.state().fear_generated) + " generated");
          }};
}

// One number of each named Spirit's: {"KEY": {spirit: COUNT}}.
ExpectRow expect_per_spirit(const std::string& key, const std::string& label, int max, int Spirit::*field) {
  auto parse = [=](const ExpectContext& c, const JsonReader& r) {
    std::vector<std::pair<std::string, CountRange>> want;
    for (auto& [k, v] : r.at(key).members())
      want.emplace_back(need_spirit(c.state, JsonReader(json(k), r.file(), v.path())), parse_count(v, max));
    std::string d = label + ":";
    for (auto& [k, v] : want) d += " " + k + " " + v.words();
    return Expect{d, [=](const Engine& e, const Stop&) {
                    bool ok = true;
                    std::string found;
                    for (auto& [k, v] : want) {
                      int n = e.state().find_spirit(k)->*field;
                      ok = ok && v.matches(n);
                      found += (found.empty() ? "" : ", ") + k + " " + std::to_string(n);
                    }
                    return std::make_pair(ok, "found " + found);
                  }};
  };
  return {{key}, {"description", "after_step"}, parse};
}

Expect expect_blight_card(const ExpectContext&, const JsonReader& r) {
  auto b = r.at("blight_card");
  b.only({"pool", "side"});
  int pool = b.int_or("pool", -1);
  std::string side = b.has("side")
                         ? std::vector<std::string>{"healthy", "blighted"}[b.at("side").one_of({"healthy", "blighted"})]
                         : "";
  return {"Blight card" + (side.empty() ? "" : " " + side + " side up") +
              (pool >= 0 ? " holding " + count_of(pool, "blight") : ""),
          [=](const Engine& e, const Stop&) {
            const BlightCard& c = e.state().blight_card;
            std::string cs = c.flipped ? "blighted" : "healthy";
            bool ok = (pool < 0 || c.pool == pool) && (side.empty() || side == cs);
            return std::make_pair(ok, cs + " side up, " + count_of(c.pool, "blight"));
          }};
}

Expect expect_fear(const ExpectContext&, const JsonReader& r) {
  auto f = r.at("fear");
  f.only({"pool", "earned_cards", "terror_level"});
  int pool = f.int_or("pool", -1), earned = f.int_or("earned_cards", -1), tl = f.int_or("terror_level", -1);
  return {"Fear pool " + (pool >= 0 ? std::to_string(pool) : std::string("any")) + ", earned cards " +
              (earned >= 0 ? std::to_string(earned) : std::string("any")),
          [=](const Engine& e, const Stop&) {
            bool ok = (pool < 0 || e.state().fear_pool == pool) &&
                      (earned < 0 || e.state().earned_fear_cards == earned) && (tl < 0 || e.state().terror_level == tl);
            return std::make_pair(ok, "pool " + std::to_string(e.state().fear_pool) + ", earned " +
                                          std::to_string(e.state().earned_fear_cards) + ", Terror Level " +
                                          std::to_string(e.state().terror_level));
          }};
}

// The trees of the run against the wanted shapes: all of them in order, or the first whose label
// starts with the one shape's.
std::pair<bool, std::string> check_tree_shapes(const kernel::ActionTree& tree, const std::vector<TreeShape>& roots,
                                               bool all) {
  std::vector<kernel::ActionId> ids;
  for (const auto& rec : tree.records())
    if (rec.parent == kernel::kNoAction) ids.push_back(rec.id);
  std::string why;
  if (all) {
    if (ids.size() != roots.size())
      return std::make_pair(false,
                            std::to_string(ids.size()) + " action trees, expected " + std::to_string(roots.size()));
    for (size_t i = 0; i < ids.size(); ++i)
      if (!match_shape(tree, ids[i], roots[i], why)) return std::make_pair(false, why);
    return std::make_pair(true, std::string("matches"));
  }
  for (auto id : ids)
    if (tree.at(id).label.rfind(roots.front().label, 0) == 0) {
      bool ok = match_shape(tree, id, roots.front(), why);
      return std::make_pair(ok, ok ? std::string("matches") : why);
    }
  return std::make_pair(false, "no action tree starts with \"" + roots.front().label + "\"");
}

Expect expect_tree(const ExpectContext&, const JsonReader& r) {
  auto t = r.at("tree");
  std::vector<TreeShape> roots;
  bool all = t.is_array();
  if (all)
    for (auto& n : t.items()) roots.push_back(parse_shape(n));
  else roots.push_back(parse_shape(t));
  return {all ? "the action trees have the expected shape"
              : "the action tree of \"" + roots.front().label + "\" has the expected shape",
          [=](const Engine& e, const Stop&) { return check_tree_shapes(e.tree(), roots, all); }};
}

// The Invader actions that happened ("acted") or were skipped, per kind, in the order they came.
ExpectRow expect_invader_actions(bool acted) {
  const std::string key = acted ? "acted" : "skipped";
  auto parse = [=](const ExpectContext& c, const JsonReader& r) {
    auto m = r.at(key);
    m.only({"ravage", "build", "explore"});
    std::vector<std::pair<std::string, std::vector<std::string>>> want;
    for (auto& [k, v] : m.members()) {
      std::vector<std::string> lands;
      for (auto& l : v.items()) lands.push_back(need_land(c.state, l));
      want.emplace_back(k, lands);
    }
    std::string d = acted ? "Invader actions happened:" : "Invader actions were skipped:";
    for (auto& [k, v] : want) d += " " + k + " [" + JsonReader::join(v) + "]";
    return Expect{d, [=](const Engine& e, const Stop&) {
                    bool ok = true;
                    std::string found;
                    for (auto& [k, v] : want) {
                      std::vector<std::string> got;
                      std::string prefix = std::string(1, static_cast<char>(k[0] - 'a' + 'A')) + k.substr(1) + " in ";
                      for (const auto& rec : e.tree().records())
                        if (rec.label.rfind(prefix, 0) == 0 && (rec.status == kernel::ActionStatus::Cancelled) != acted)
                          got.push_back(rec.label.substr(prefix.size()));
                      ok = ok && got == v;
                      found += (found.empty() ? "" : "; ") + k + " [" + JsonReader::join(got) + "]";
                    }
                    return std::make_pair(ok, "found " + found);
                  }};
  };
  return {{key}, {"description", "after_step"}, parse};
}

Expect expect_played(const ExpectContext& c, const JsonReader& r) {
  std::string spirit = need_spirit(c.state, r.at("spirit"));
  std::vector<std::string> want = r.at("played").strings();
  return {spirit + " has played: " + JsonReader::join(want), [=](const Engine& e, const Stop&) {
            const auto& got = e.state().find_spirit(spirit)->played;
            return std::make_pair(got == want,
                                  "played: " + (got.empty() ? std::string("nothing") : JsonReader::join(got)));
          }};
}

Expect expect_log_contains(const ExpectContext&, const JsonReader& r) {
  std::string text = r.at("log_contains").str();
  return {"the log says \"" + text + "\"", [=](const Engine& e, const Stop&) {
            for (const auto& l : e.log_lines())
              if (l.find(text) != std::string::npos) return std::make_pair(true, "\"" + l + "\"");
            return std::make_pair(false, std::string("no log line contains it"));
          }};
}

Expect expect_outcome(const ExpectContext&, const JsonReader& r) {
  static const std::vector<std::string> outs{"none", "victory", "defeat"};
  size_t want = r.at("outcome").one_of(outs);
  return {"the outcome is " + outs[want], [=](const Engine& e, const Stop&) {
            size_t got = static_cast<size_t>(e.outcome());
            return std::make_pair(got == want,
                                  outs[got] + (e.outcome_reason().empty() ? "" : " (" + e.outcome_reason() + ")"));
          }};
}

// The last step is refused: the only expectation a stopped run can pass with.
Expect expect_step_refused(const ExpectContext& c, const JsonReader& r) {
  auto at = r.at("step_refused");
  int last = static_cast<int>(c.steps);
  if (at.integer(1, last) != last)
    at.fail("the last step, " + std::to_string(last) + " (a refused step stops the run; steps count from 1)");
  std::string text = r.at("reason_contains").str();
  size_t steps = c.steps;
  Expect x{"step " + std::to_string(last) + " is refused: \"" + text + "\"", [=](const Engine&, const Stop& stop) {
             if (stop.step == 0) return std::make_pair(false, std::string("every step ran"));
             bool ok = stop.refused && stop.step == steps && stop.reason.find(text) != std::string::npos;
             return std::make_pair(ok, "step " + std::to_string(stop.step) + " stopped the run: " + stop.reason);
           }};
  x.refusal = true;
  return x;
}

// A row whose object may also hold the common description and after_step.
ExpectRow expect_row(std::vector<std::string> keys, std::vector<std::string> beside,
                     Expect (*parse)(const ExpectContext&, const JsonReader&)) {
  beside.insert(beside.end(), {"description", "after_step"});
  return {std::move(keys), std::move(beside), parse};
}

}  // namespace

// The table: an object is read by the first row whose key it holds, so the order matters where
// keys meet (a "land" with "pieces" is a land count; "land" beside "happened" narrows that).
const ExpectTable& expect_table() {
  static const ExpectTable table(
      "an expectation",
      {expect_row({"pieces", "presence", "damage", "markers"}, {"land"}, expect_land),
       expect_row({"offered"}, {}, expect_offered),
       expect_row({"targets"}, {}, expect_targets),
       expect_row({"happened"}, {"land", "what", "count"}, expect_happened),
       expect_row({"on_island"}, {}, expect_on_island),
       expect_row({"blight_added"}, {"land"}, expect_blight_added),
       expect_row({"blight_prevented"}, {}, expect_blight_prevented),
       expect_row({"fear_generated"}, {}, expect_fear_generated),
       expect_per_spirit("presence_destroyed", "Presence destroyed", 100, &Spirit::destroyed_presence),
       expect_per_spirit("energy", "Energy", 1000, &Spirit::energy),
       expect_per_spirit("time", "Time", 100, &Spirit::time),
       expect_row({"blight_card"}, {}, expect_blight_card),
       expect_row({"fear"}, {}, expect_fear),
       expect_row({"tree"}, {}, expect_tree),
       expect_invader_actions(true),
       expect_invader_actions(false),
       expect_row({"played"}, {"spirit"}, expect_played),
       expect_row({"log_contains"}, {}, expect_log_contains),
       expect_row({"outcome"}, {}, expect_outcome),
       // A refused step stops the run, so nothing can be checked after an earlier one.
       {{"step_refused"}, {"reason_contains", "description"}, expect_step_refused}});
  return table;
}

Expect parse_expect(const State& st, size_t steps, const JsonReader& r) {
  size_t after_step = 0;
  if (auto s = r.get("after_step")) after_step = static_cast<size_t>(s->integer(1, static_cast<int>(steps)));
  std::string desc = r.str_or("description", "");
  Expect x = expect_table().parse_one({st, steps}, r);
  x.after_step = after_step;
  if (!desc.empty()) x.description = desc;
  else if (after_step) x.description = "after step " + std::to_string(after_step) + ": " + x.description;
  return x;
}

}  // namespace arbiter::si
