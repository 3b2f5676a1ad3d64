#include "games/spirit_island/scenario_model.h"

#include <algorithm>
#include <optional>

#include "games/spirit_island/notices.h"
#include "games/spirit_island/rules/adversary_setup.h"
#include "games/spirit_island/rules/card_plays.h"
#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/rules/elements.h"
#include "games/spirit_island/rules/endless_dark.h"
#include "games/spirit_island/rules/entrench.h"
#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/open_the_ways.h"
#include "games/spirit_island/rules/repeat.h"
#include "games/spirit_island/scenario_expect.h"
#include "kernel/errors.h"
#include "kernel/json_reader.h"

namespace arbiter::si {

using kernel::JsonReader;
using nlohmann::json;

namespace {
// A count of the set-up (Blight, Fear), bounded by its row of game_state_limits(): refused at its
// JSON path outside what the game can hold, so a scenario cannot start the engine in a state its
// invariants reject.
int count_or(const JsonReader& r, const std::string& key, int def, const std::string& path) {
  const CountLimit* lim = game_state_limit(path);
  auto x = r.get(key);
  return x ? x->integer(lim->min, lim->max) : def;
}

InvaderCard parse_card(const JsonReader& r) {
  std::string s = r.str();
  InvaderCard c;
  c.name = s;
  if (s == "reminder") {  // the adversary's Reminder card (in the deck)
    c.reminder = true;
    return c;
  }
  std::string body = s;
  if (s.size() > 2 && s[1] == ':') {
    c.stage = s[0] - '0';
    if (c.stage < 1 || c.stage > 3)
      r.fail("an Invader card like \"mountain\", \"2:jungle\", \"coastal\" or \"jungle+sands\"");
    body = s.substr(2);
    c.escalation = c.stage == 2;
  }
  if (body == "coastal") {
    c.coastal = true;
    c.stage = 2;
    return c;
  }
  size_t start = 0;
  while (true) {
    size_t plus = body.find('+', start);
    std::string t = body.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
    auto it = std::find(terrain_names().begin(), terrain_names().end(), t);
    if (it == terrain_names().end())
      r.fail("an Invader card like \"mountain\", \"2:jungle\", \"coastal\" or \"jungle+sands\" (unknown terrain \"" +
             t + "\")");
    c.terrains.push_back(static_cast<Terrain>(it - terrain_names().begin()));
    if (plus == std::string::npos) break;
    start = plus + 1;
  }
  if (c.terrains.size() == 2 && s[1] != ':') c.stage = 3;
  if (c.terrains.size() > 2) r.fail("an Invader card with one or two terrains");
  return c;
}

void put_pieces(State& st, Land& l, const JsonReader& r) {
  r.only({"explorer", "town", "city", "dahan", "blight", "beasts", "disease", "wilds", "badlands", "vitality",
          "damaged", "strife", "presence", "incarna", "defend", "isolated"});
  for (size_t k = 0; k < piece_names().size(); ++k)
    if (auto x = r.get(piece_names()[k]))
      for (int i = x->integer(0, kMaxInLand); i > 0; --i)
        l.pieces.push_back({st.next_uid++, static_cast<PieceKind>(k), 0, 0});
  for (size_t t = 0; t < token_names().size(); ++t)
    if (auto x = r.get(token_names()[t])) l.tokens[static_cast<Token>(t)] = x->integer(0, kMaxInLand);
  auto mark = [&](const JsonReader& list, const char* field) {
    for (auto& d : list.items()) {
      d.only({"kind", std::string(field)});
      auto kind = static_cast<PieceKind>(d.at("kind").one_of(piece_names()));
      int v = d.at(field).integer(1, 20);
      Piece* target = nullptr;
      for (auto& p : l.pieces)
        if (p.kind == kind && (std::string(field) == "damage" ? p.damage == 0 : p.strife == 0)) {
          target = &p;
          break;
        }
      if (!target) d.fail("a " + name(kind) + " in " + l.id + " to mark (list the piece's count first)");
      if (std::string(field) == "damage") {
        if (v >= base_health(kind))
          d.at(field).fail("damage below the " + name(kind) + "'s Health (" + std::to_string(base_health(kind)) + ")");
        target->damage = v;
      } else target->strife = v;
    }
  };
  if (auto x = r.get("damaged")) mark(*x, "damage");
  if (auto x = r.get("strife")) mark(*x, "strife");
  if (auto x = r.get("presence"))
    for (auto& [spirit, n] : x->members()) {
      if (!st.find_spirit(spirit)) n.fail("a Spirit listed in game_state.spirits (\"" + spirit + "\" is not)");
      for (int i = n.integer(0, kMaxPresenceInLand); i > 0; --i) l.presence.push_back({st.next_uid++, spirit});
    }
  if (auto x = r.get("incarna"))
    for (auto& s : x->items()) {
      Spirit* sp = st.find_spirit(s.str());
      if (!sp) s.fail("a Spirit listed in game_state.spirits");
      for (const auto& other : st.lands)
        if (std::find(other.incarna.begin(), other.incarna.end(), sp->id) != other.incarna.end())
          s.fail("a Spirit whose Incarna is not already on the board (a Spirit has only one Incarna; " + sp->id +
                 "'s is in " + other.id + ")");
      sp->has_incarna = true;
      l.incarna.push_back(sp->id);
    }
  if (auto x = r.get("defend")) l.defend = x->integer(0, kMaxInLand);
  if (auto x = r.get("isolated")) l.isolated = x->boolean();
}

}  // namespace

const std::vector<CountLimit>& game_state_limits() {
  static const std::vector<CountLimit> rows = [] {
    std::vector<CountLimit> v{
        {"players", 1, 6},
        {"spirits.*.fire_showing", 0, 20},
        {"spirits.*.energy", 0, 99},
        {"spirits.*.time", 0, 20},
        {"spirits.*.card_plays", 0, 9},
        {"blight_card.pool", 0, 99},
        {"blight_box", 0, 999},
        {"fear.per_card", 1, 99},
        {"fear.pool", 0, 99},
        {"fear.earned", 0, 99},
        {"fear.terror_level", 1, 4},
        {"fear.cards_total", 0, 99},
        {"adversary.level", 0, 6},
        {"adversary.blight_on_panel", 0, 99},
        {"adversary.irreparable_blight", 0, 99},
    };
    for (const auto& el : element_names()) v.push_back({"spirits.*.elements." + el, 0, kMaxSpiritElement});
    return v;
  }();
  return rows;
}

const CountLimit* game_state_limit(const std::string& path) {
  for (const auto& row : game_state_limits())
    if (path == row.path) return &row;
  return nullptr;
}

namespace {

// game_state.spirits: each Spirit of the library, with its Aspect and its Incarna.
void read_spirits(JsonReader& g, const Library& lib, State& st) {
  if (auto sps = g.get("spirits"))
    for (auto& s : sps->items()) {
      s.only({"id", "name", "fire_showing", "energy", "time", "aspect", "card_plays", "elements"});
      Spirit sp;
      sp.id = s.at("id").str();
      sp.name = s.str_or("name", sp.id);
      if (s.has("name") && !lib.spirits.count(sp.name))
        s.at("name").fail("a Spirit in data/si/cards.json (\"" + sp.name + "\" is not there)");
      sp.fire_showing = count_or(s, "fire_showing", 0, "spirits.*.fire_showing");
      sp.energy = count_or(s, "energy", 0, "spirits.*.energy");
      sp.card_plays = count_or(s, "card_plays", 0, "spirits.*.card_plays");
      if (auto x = s.get("elements")) sp.elements = parse_element_counts(*x, 0, kMaxSpiritElement);
      if (auto x = s.get("aspect")) {
        sp.aspect = x->str();
        auto a = lib.aspects.find(sp.aspect);
        if (a == lib.aspects.end()) x->fail("an Aspect in data/si/cards.json (\"" + sp.aspect + "\" is not there)");
        if (a->second.spirit != sp.name)
          x->fail("an Aspect of " + sp.name + " (" + sp.aspect + " is an Aspect of " + a->second.spirit + ")");
      }
      if (auto def = lib.spirits.find(sp.name); def != lib.spirits.end()) {
        sp.has_incarna = def->second.incarna;
        const auto& rules = def->second.rules;
        sp.keeps_time = std::find(rules.begin(), rules.end(), "fragments-of-scattered-time") != rules.end();
      }
      if (auto x = s.get("time")) {  // Time markers (rules/time.h)
        if (!sp.keeps_time) x->fail("no \"time\" here: only a Spirit with Fragments of Scattered Time keeps Time");
        sp.time = count_or(s, "time", 0, "spirits.*.time");
      }
      st.spirits.push_back(sp);
    }
}

// game_state.blight_card (a healthy "Blighted Island" with 5 Blight when absent).
void read_blight_card(JsonReader& g, const Library& lib, State& st) {
  if (auto b = g.get("blight_card")) {
    b->only({"name", "pool", "flipped", "next"});
    st.blight_card.name = b->str_or("name", "Blighted Island");
    auto it = lib.blight_cards.find(st.blight_card.name);
    if (it == lib.blight_cards.end()) b->at("name").fail("a Blight card in data/si/cards.json");
    st.blight_card.blighted_per_player = it->second.blighted_per_player;
    st.blight_card.still_healthy = it->second.still_healthy;
    st.blight_card.pool = count_or(*b, "pool", 5, "blight_card.pool");
    st.blight_card.flipped = b->bool_or("flipped", false);
    st.blight_card.next = b->str_or("next", "Blighted Island");
    if (!lib.blight_cards.count(st.blight_card.next)) b->at("next").fail("a Blight card in data/si/cards.json");
  } else {
    st.blight_card.pool = 5;
  }
}

void read_fear(JsonReader& g, State& st) {
  if (auto f = g.get("fear")) {
    f->only({"pool", "per_card", "earned", "terror_level", "cards_total"});
    st.fear_per_card = count_or(*f, "per_card", 4 * st.players, "fear.per_card");
    st.fear_pool = count_or(*f, "pool", st.fear_per_card, "fear.pool");
    st.earned_fear_cards = count_or(*f, "earned", 0, "fear.earned");
    st.terror_level = count_or(*f, "terror_level", 1, "fear.terror_level");
    st.fear_cards_total = count_or(*f, "cards_total", 9, "fear.cards_total");
  }
}

// game_state.invaders: the cards in the slots and the deck.
void read_invaders(JsonReader& g, State& st) {
  if (auto inv = g.get("invaders")) {
    inv->only(
        {"ravage", "build", "explore", "high_immigration", "high_immigration_removed", "deck", "not_yet_resolved"});
    // Cards in the slots have been resolved before (their escalation is done) unless the slot is
    // listed in not_yet_resolved (a card put there directly, e.g. by Russia Level 5).
    std::vector<std::string> fresh;
    if (auto x = inv->get("not_yet_resolved"))
      for (auto& slot : x->items()) {
        static const std::vector<std::string> slots{"ravage", "build", "explore", "high_immigration"};
        fresh.push_back(slots[slot.one_of(slots)]);
      }
    for (const char* slot : {"ravage", "build", "explore", "high_immigration"}) {
      if (std::string(slot) != "high_immigration") st.slots[slot];
      if (auto cards = inv->get(slot))
        for (auto& c : cards->items()) {
          InvaderCard card = parse_card(c);
          if (card.reminder) c.fail("an Invader card (a Reminder card can only be in the deck)");
          card.resolved = std::find(fresh.begin(), fresh.end(), slot) == fresh.end();
          st.slots[slot].push_back(card);
        }
    }
    st.high_immigration_removed = inv->bool_or("high_immigration_removed", false);
    if (auto deck = inv->get("deck"))
      for (auto& c : deck->items()) st.deck.push_back(parse_card(c));
  }
}

// Whether the adversary, at the scenario's level, has the named rule.
bool adversary_has_rule(const Library& lib, const State& st, const std::string& rule) {
  auto it = lib.adversaries.find(st.adversary.name);
  if (it == lib.adversaries.end()) return false;
  for (const auto& [level, rules] : it->second.levels)
    if (level <= st.adversary.level && std::find(rules.begin(), rules.end(), rule) != rules.end()) return true;
  return false;
}

// adversary.entrench: the Invader cards still under the Fear cards (Russia Level 5, rules/entrench.h),
// each put where its Stage goes.
void read_entrench(const JsonReader& a, const Library& lib, State& st) {
  auto x = a.get("entrench");
  if (!x) return;
  if (!adversary_has_rule(lib, st, "entrench-in-the-face-of-fear"))
    x->fail("no \"entrench\" here: only an adversary with Entrench in the Face of Fear (Russia Level 5) has it");
  for (auto& c : x->items()) {
    InvaderCard card = parse_card(c);
    auto place = std::find_if(entrench_places().begin(), entrench_places().end(),
                              [&](const EntrenchPlace& p) { return p.stage == card.stage && !card.reminder; });
    if (place == entrench_places().end()) c.fail("a Stage II or Stage III Invader card");
    if (st.under_fear_cards.count(place->under_fear_card)) c.fail("one card per Stage (this Stage has one)");
    st.under_fear_cards[place->under_fear_card] = card;
  }
}

void read_adversary(JsonReader& g, const Library& lib, State& st) {
  if (auto a = g.get("adversary")) {
    a->only({"name", "level", "blight_on_panel", "irreparable_blight", "entrench"});
    st.adversary.name = a->at("name").str();
    if (!lib.adversaries.count(st.adversary.name)) a->at("name").fail("an adversary in data/si/cards.json");
    const CountLimit* level = game_state_limit("adversary.level");
    st.adversary.level = a->at("level").integer(level->min, level->max);
    st.blight_on_panel = count_or(*a, "blight_on_panel", 0, "adversary.blight_on_panel");
    st.irreparable_blight = count_or(*a, "irreparable_blight", 0, "adversary.irreparable_blight");
    read_entrench(*a, lib, st);
  }
}

// board.lands: hand-made lands, each id new.
void read_lands(JsonReader& board, State& st) {
  if (auto lands = board.get("lands"))
    for (auto& lr : lands->items()) {
      lr.only({"id", "terrain", "coastal", "adjacent", "number", "board", "layout", "setup"});
      Land l;
      l.id = lr.at("id").str();
      if (st.find_land(l.id)) lr.at("id").fail("a land id not used before (\"" + l.id + "\" is)");
      l.terrain = static_cast<Terrain>(lr.at("terrain").one_of(terrain_names()));
      l.coastal = lr.bool_or("coastal", false);
      l.adjacent = lr.at("adjacent").strings();
      std::string digits;
      for (char c : l.id)
        if (c >= '0' && c <= '9') digits += c;
      // the number printed on the land, from its id ("A5") unless given
      if (digits.size() > 6 && !lr.get("number"))
        lr.at("id").fail("a land id with a number of at most 6 digits, or a \"number\" beside it");
      l.number = lr.int_or("number", digits.empty() || digits.size() > 6 ? 0 : std::stoi(digits));
      l.board = lr.str_or("board", l.id.substr(0, 1));
      if (auto lay = lr.get("layout")) {
        lay->only({"x", "y"});
        l.layout = std::make_pair(lay->at("x").json().get<double>(), lay->at("y").json().get<double>());
      }
      if (auto su = lr.get("setup")) l.setup = parse_setup_symbols(*su);
      st.lands.push_back(l);
    }
}

// The places a scenario names: its pieces' keys, and the "land" of its steps and expectations (an
// Ocean a scenario names is in its game even when an edit takes away the rule that brings it).
std::vector<std::string> named_places(const json& doc) {
  std::vector<std::string> out;
  if (doc.contains("board") && doc["board"].contains("pieces") && doc["board"]["pieces"].is_object())
    for (auto it = doc["board"]["pieces"].begin(); it != doc["board"]["pieces"].end(); ++it) out.push_back(it.key());
  for (const char* list : {"steps", "expect"})
    if (doc.contains(list) && doc[list].is_array())
      for (const auto& item : doc[list])
        if (item.is_object() && item.contains("land") && item["land"].is_string()) out.push_back(item["land"]);
  return out;
}

// Adjacency must name real lands and be symmetric.
void check_adjacency(JsonReader& board, const State& st) {
  if (auto lands = board.get("lands")) {
    auto items = lands->items();
    for (size_t i = 0; i < items.size(); ++i) {
      const Land& l = st.land(items[i].at("id").str());
      auto adj = items[i].at("adjacent");
      for (size_t j = 0; j < l.adjacent.size(); ++j) {
        const Land* o = st.find_land(l.adjacent[j]);
        if (!o) adj.at(j).fail("the id of a land on this board (\"" + l.adjacent[j] + "\" is not one)");
        if (std::find(o->adjacent.begin(), o->adjacent.end(), l.id) == o->adjacent.end())
          adj.at(j).fail("symmetric adjacency: " + o->id + " must list " + l.id + " too");
        if (o->id == l.id) adj.at(j).fail("a land other than itself");
      }
    }
  }
}

}  // namespace

State load_state(const json& doc, const std::string& file) {
  const Library& lib = library();
  JsonReader root(doc, file);
  State st;
  // game state first: the Spirits must be known before Presence is placed
  if (auto g = root.get("game_state")) {
    g->only({"players", "spirits", "blight_card", "blight_box", "fear", "invaders", "adversary", "scenario", "turn",
             "phase", "outcome_checks"});
    st.players = count_or(*g, "players", 1, "players");
    read_spirits(*g, lib, st);
    read_blight_card(*g, lib, st);
    st.blight_box = count_or(*g, "blight_box", 40, "blight_box");
    read_fear(*g, st);
    read_invaders(*g, st);
    read_adversary(*g, lib, st);
    for (size_t i = 0; i < st.deck.size(); ++i)
      if (st.deck[i].reminder &&
          (st.adversary.name.empty() || lib.adversaries.at(st.adversary.name).reminder.ops.empty()))
        g->at("invaders")
            .at("deck")
            .at(i)
            .fail("an Invader card: \"reminder\" needs an adversary with a Reminder card");
    if (auto s = g->get("scenario")) {
      st.game_scenario = s->str();
      if (!lib.scenarios.count(st.game_scenario))
        s->fail("a game scenario in data/si/cards.json (e.g. \"Dahan Insurrection\")");
    }
    st.turn = g->int_or("turn", 1);
    st.blight_card.flipped_on_turn = st.turn - 1;  // a card that starts flipped has its ongoing effects
    st.phase = g->str_or("phase", "invader");
  } else {
    st.blight_card.pool = 5;
  }
  if (!lib.blight_cards.count(st.blight_card.name)) st.blight_card.name = "Blighted Island";

  JsonReader board = root.at("board");
  board.only({"standard", "lands", "pieces"});
  if (auto std_boards = board.get("standard"))
    for (auto& b : std_boards->items()) {
      auto it = lib.boards.find(b.str());
      if (it == lib.boards.end()) b.fail("a standard board in data/si/boards.json (\"A\" or \"B\")");
      for (const auto& l : it->second.lands) st.lands.push_back(l);
    }
  read_lands(board, st);
  add_endless_dark(st, lib);               // before the pieces: a scenario may put pieces there (rules/endless_dark.h)
  add_oceans(st, lib, named_places(doc));  // likewise each board's Ocean (rules/ocean.h)
  if (st.lands.empty()) board.fail("at least one land (\"standard\": [\"A\"] or a \"lands\" list)");
  check_adjacency(board, st);
  if (auto pieces = board.get("pieces"))
    for (auto& [id, p] : pieces->members()) {
      Land* l = st.find_land(id);
      if (!l) p.fail("a land id for these pieces (\"" + id + "\" is not on the board)");
      put_pieces(st, *l, p);
    }
  link_oceans(st, lib);
  return st;
}

namespace {

struct Step {
  std::string kind;
  std::string slot, action, land, card, spirit, label, where;
  std::string target_spirit;  // power: the Spirit a Spirit-targeting Power targets ("" = its own)
  bool normal = false;        // invader-card: resolved as the normal action of its slot
  int n = 1;
  InvaderCard invader_card;
  std::vector<Op> ops;
  std::vector<std::string> cards;  // play-cards
};

Step parse_step(const State& st, const JsonReader& r) {
  static const std::vector<std::string> kinds{"invader-step", "invader-card",  "invader-phase",  "invader-action",
                                              "power",        "action",        "add-blight",     "add-presence",
                                              "fear-card",    "event",         "time-passes",    "repeat-power",
                                              "play-cards",   "open-the-ways", "adversary-setup"};
  Step s;
  s.where = r.path();
  s.kind = kinds[r.at("do").one_of(kinds)];
  const Library& lib = library();
  auto action_name = [&](const JsonReader& x) {
    static const std::vector<std::string> acts{"ravage", "build", "explore"};
    return acts[x.one_of(acts)];
  };
  if (s.kind == "invader-step") {
    r.only({"do", "slot", "note"});
    s.slot = action_name(r.at("slot"));
  } else if (s.kind == "invader-card") {
    r.only({"do", "card", "action", "normal", "note"});
    s.card = r.at("card").str();
    s.invader_card = parse_card(r.at("card"));
    if (s.invader_card.reminder) r.at("card").fail("an Invader card (a Reminder card is not resolved as one)");
    s.action = action_name(r.at("action"));
    s.normal = r.bool_or("normal", false);
  } else if (s.kind == "invader-phase" || s.kind == "time-passes") {
    r.only({"do", "note"});
  } else if (s.kind == "adversary-setup") {
    r.only({"do", "note"});
    if (st.adversary.name.empty()) r.at("do").fail("an adversary in game_state for \"adversary-setup\"");
  } else if (s.kind == "invader-action") {
    r.only({"do", "action", "land", "note"});
    s.action = action_name(r.at("action"));
    s.land = need_land(st, r.at("land"));
  } else if (s.kind == "power" || s.kind == "repeat-power") {
    if (r.has("thresholds"))
      r.at("thresholds")
          .fail(
              "no \"thresholds\" flag: a threshold is met from the Elements in play (the cards "
              "played, and the Spirit's \"elements\" in game_state.spirits)");
    r.only({"do", "card", "spirit", "land", "target_spirit", "note"});
    s.card = r.at("card").str();
    if (!lib.powers.count(s.card)) r.at("card").fail("a Power in data/si/cards.json (\"" + s.card + "\" is not there)");
    s.spirit = need_spirit(st, r.at("spirit"));
    if (r.has("land")) s.land = need_land(st, r.at("land"));
    if (auto x = r.get("target_spirit")) {
      if (lib.powers.at(s.card).target != "spirit") x->fail("no \"target_spirit\": " + s.card + " targets a land");
      s.target_spirit = need_spirit(st, *x);
    }
  } else if (s.kind == "action") {
    r.only({"do", "label", "land", "spirit", "ops", "note"});
    s.label = r.at("label").str();
    if (r.has("land")) s.land = need_land(st, r.at("land"));
    if (r.has("spirit")) s.spirit = need_spirit(st, r.at("spirit"));
    s.ops = parse_ops(r.at("ops"));
  } else if (s.kind == "play-cards") {
    r.only({"do", "spirit", "cards", "note"});
    s.spirit = need_spirit(st, r.at("spirit"));
    for (auto& c : r.at("cards").items())
      if (!lib.powers.count(c.str())) c.fail("a Power in data/si/cards.json (\"" + c.str() + "\" is not there)");
    s.cards = r.at("cards").strings();
  } else if (s.kind == "add-blight") {
    r.only({"do", "land", "n", "note"});
    s.land = need_land(st, r.at("land"));
    s.n = r.int_or("n", 1);
  } else if (s.kind == "add-presence") {
    r.only({"do", "land", "spirit", "note"});
    s.land = need_land(st, r.at("land"));
    s.spirit = need_spirit(st, r.at("spirit"));
  } else if (s.kind == "open-the-ways") {
    r.only({"do", "spirit", "lands", "note"});
    s.spirit = need_spirit(st, r.at("spirit"));
    for (size_t i = 0; i < r.at("lands").size(); ++i) s.cards.push_back(need_land(st, r.at("lands").at(i)));
  } else if (s.kind == "fear-card") {
    r.only({"do", "card", "note"});
    s.card = r.at("card").str();
    if (!lib.fear_cards.count(s.card)) r.at("card").fail("a Fear card in data/si/cards.json");
  } else if (s.kind == "event") {
    r.only({"do", "card", "note"});
    s.card = r.at("card").str();
    if (!lib.events.count(s.card)) r.at("card").fail("an Event in data/si/cards.json");
  }
  return s;
}

// What a step's cards leave unmodelled (notices.h).
std::vector<std::string> step_notices(const Step& s) {
  const Library& lib = library();
  if (s.kind == "power" || s.kind == "repeat-power") return card_notices(lib, "power", s.card);
  if (s.kind == "fear-card") return card_notices(lib, "fear", s.card);
  if (s.kind == "event") return card_notices(lib, "event", s.card);
  std::vector<std::string> out;
  for (const auto& c : s.cards) add_notices(out, card_notices(lib, "power", c));
  return out;
}

void run_step(Engine& e, const Step& s) {
  if (s.kind == "invader-step") e.invader_step(s.slot);
  else if (s.kind == "invader-card") e.invader_card(s.invader_card, s.action, s.normal);
  else if (s.kind == "invader-phase") e.invader_phase();
  else if (s.kind == "invader-action") e.invader_action(s.action, s.land);
  else if (s.kind == "power") e.use_power(s.card, s.spirit, s.land, s.target_spirit);
  else if (s.kind == "repeat-power") repeat_power(e, s.card, s.spirit, s.land);  // rules/repeat.cpp
  else if (s.kind == "play-cards") play_cards(e, s.spirit, s.cards);             // rules/card_plays.cpp
  else if (s.kind == "action") e.basic_action(s.label, s.ops, s.land, s.spirit);
  else if (s.kind == "add-blight") {
    Op op;
    op.kind = OpKind::AddBlight;
    op.n = s.n;
    e.basic_action("Add " + count_of(s.n, "blight") + " to " + s.land, {op}, s.land, "");
  } else if (s.kind == "add-presence") {
    Op op;
    op.kind = OpKind::Add;
    op.what = "presence";
    op.spirit = s.spirit;
    std::vector<Op> growth{op};
    if (e.has_rule("steady-regeneration", s.spirit)) {  // a Growth add may be a destroyed Presence
      Op regen;
      regen.kind = OpKind::Rule;
      regen.name = "steady-regeneration";
      growth.push_back(regen);
    }
    e.basic_action(e.spirit_name(s.spirit) + " adds 1 Presence in " + s.land, growth, s.land, s.spirit);
  } else if (s.kind == "fear-card") e.fear_card(s.card);
  else if (s.kind == "event") e.event_card(s.card);
  else if (s.kind == "time-passes") e.time_passes();
  else if (s.kind == "open-the-ways") open_the_ways(e, s.spirit, s.cards);  // rules/open_the_ways.cpp
  else if (s.kind == "adversary-setup") adversary_setup(e);
}

void install_effect(Engine& e, const JsonReader& r) {
  r.only({"modifier", "trigger", "name", "land", "board", "spirit", "what", "n", "duration", "scope"});
  static const std::vector<std::string> durations{"this-action", "this-turn", "until-used", "permanent"};
  kernel::Duration d = r.has("duration") ? static_cast<kernel::Duration>(r.at("duration").one_of(durations))
                                         : kernel::Duration::ThisTurn;
  std::string land = r.has("land") ? need_land(e.state(), r.at("land")) : "";
  std::string spirit = r.has("spirit") ? need_spirit(e.state(), r.at("spirit")) : "";
  if (r.has("modifier")) {
    std::string kind = r.at("modifier").str();
    const EffectKind* k = find_effect_kind(kind, EffectRole::Modifier);
    if (!k) r.at("modifier").fail("a modifier kind (" + JsonReader::join(effect_names(EffectRole::Modifier)) + ")");
    const std::string what = r.has("what") ? parse_effect_what(*k, r.at("what")) : "";
    std::string scope = r.str_or("scope", land.empty() ? "island" : "land");
    std::string board = r.str_or("board", land.empty() ? "" : e.state().land(land).board);
    std::string nm = r.str_or("name", kind);
    e.add_modifier(nm, nm, d, ModifierSpec{kind, scope, land, board, spirit, what, r.int_or("n", 0)});
  } else if (r.has("trigger")) {
    std::string kind = r.at("trigger").str();
    if (!find_effect_kind(kind, EffectRole::Trigger))
      r.at("trigger").fail("a trigger kind (" + JsonReader::join(effect_names(EffectRole::Trigger)) + ")");
    e.add_trigger(r.str_or("name", kind), r.str_or("name", kind), d, TriggerSpec{kind, land, spirit, r.int_or("n", 0)});
  } else {
    r.fail("a \"modifier\" or a \"trigger\"");
  }
}

}  // namespace

Engine make_engine(const json& doc, const std::string& file, EngineOptions options) {
  const Library& lib = library();
  JsonReader root(doc, file);
  if (auto g = root.get("game_state")) options.outcome_checks = g->bool_or("outcome_checks", options.outcome_checks);
  Engine e(load_state(doc, file), lib, options);
  for (const auto& sp : e.state().spirits) {
    const std::vector<std::string> replaced =
        sp.aspect.empty() ? std::vector<std::string>{} : lib.aspects.at(sp.aspect).replaces;
    if (auto it = lib.spirits.find(sp.name); it != lib.spirits.end())
      for (const auto& rule : it->second.rules)
        if (std::find(replaced.begin(), replaced.end(), rule) == replaced.end()) e.install_rule(rule, sp.id);
    if (!sp.aspect.empty())
      for (const auto& rule : lib.aspects.at(sp.aspect).rules) e.install_rule(rule, sp.id);
  }
  if (!e.state().game_scenario.empty())
    for (const auto& rule : lib.scenarios.at(e.state().game_scenario).rules) e.install_rule(rule);
  if (!e.state().adversary.name.empty())
    for (const auto& [lvl, rules] : lib.adversaries.at(e.state().adversary.name).levels)
      if (lvl <= e.state().adversary.level)
        for (const auto& rule : rules) e.install_rule(rule);
  if (e.state().blight_card.flipped)
    for (const auto& rule : lib.blight_cards.at(e.state().blight_card.name).ongoing) e.install_rule(rule);
  if (auto fx = root.get("effects"))
    for (auto& f : fx->items()) install_effect(e, f);
  return e;
}

namespace {

// A scenario's run, one step per advance(): the steps, expectations and scripted choices are read
// at start, the set-up snapshot made; each advance runs one step and copies out its snapshots.
class SiRun : public kernel::ScenarioRun {
 public:
  SiRun(const json& doc, const std::string& file) : e_(make_engine(doc, file)) {
    JsonReader root(doc, file);
    const State& st = e_.state();
    // No steps is a question about the setup position itself (which lands a Power can target).
    for (auto& s : root.at("steps").items()) steps_.push_back(parse_step(st, s));
    trace_.notices = setup_notices(library(), st);
    for (const auto& s : steps_) add_notices(trace_.notices, step_notices(s));
    auto ex = root.at("expect");
    for (auto& x : ex.items()) expects_.push_back(parse_expect(st, steps_.size(), x));
    if (expects_.empty()) ex.fail("at least one expectation (a demonstration must assert its outcome)");
    std::vector<kernel::ScriptedChoice> scripted;
    if (auto cs = root.get("choices"))
      for (auto& c : cs->items()) {
        c.only({"kind", "context", "pick"});
        kernel::ScriptedChoice sc;
        sc.kind = choice_kinds()[c.at("kind").one_of(choice_kinds())];
        sc.context = c.str_or("context", "");
        auto p = c.at("pick");
        sc.pick = p.is_array() ? p.strings() : std::vector<std::string>{p.str()};
        sc.where = file + ":" + c.path();
        scripted.push_back(sc);
      }
    e_.script(scripted);
    results_.resize(expects_.size());
    e_.snapshot_now("Setup.");
    take_snapshots();
  }

  bool advance() override {
    if (ended_) return false;
    if (next_ == steps_.size()) {
      finish();
      return false;
    }
    bool stopped = false;
    try {
      ++stop_.step;
      run_step(e_, steps_[next_++]);
      // Expectations with after_step are checked as soon as their step has run; the rest at the end.
      for (size_t i = 0; i < expects_.size(); ++i)
        if (expects_[i].after_step == stop_.step) results_[i] = expects_[i].check(e_, stop_);
      if (next_ == steps_.size()) stop_.step = 0;
    } catch (const kernel::RuleError& err) {
      stop_.refused = true;
      stop_.reason = err.what();
      stopped = true;
    } catch (const std::logic_error& err) {
      stop_.reason = std::string("engine invariant broken: ") + err.what();
      stop_.invariant_broken = true;
      stopped = true;
    }
    if (stopped) {
      e_.snapshot_now("Stopped: " + stop_.reason);
      finish();
    }
    take_snapshots();
    return !ended_;
  }

 private:
  // The engine keeps its snapshots (each diffs against the one before): the trace gets copies.
  void take_snapshots() {
    for (size_t i = trace_.steps.size(); i < e_.snapshots().size(); ++i) trace_.steps.push_back(e_.snapshots()[i]);
  }

  void finish() {
    ended_ = true;
    kernel::Trace& t = trace_;
    bool stop_expected = false;  // only a passing step_refused expectation, never a description's wording
    for (size_t i = 0; i < expects_.size(); ++i) {
      const Expect& x = expects_[i];
      if (x.after_step && !results_[i])
        results_[i] = std::make_pair(false, "the run stopped at step " + std::to_string(stop_.step) + ", before step " +
                                                std::to_string(x.after_step) + " ended");
      auto [ok, detail] = results_[i] ? *results_[i] : x.check(e_, stop_);
      t.expectations.push_back({x.description, ok, detail});
      stop_expected = stop_expected || (x.refusal && ok);
    }
    const std::string& error = stop_.reason;
    auto unused = e_.choices().unused();
    if (!unused.empty() && error.empty())
      t.expectations.push_back({"every scripted choice is used", false,
                                "unused: " + unused.front()->where + " (" + unused.front()->kind + ")"});
    t.passed = stop_expected || error.empty();
    if (!stop_expected) t.error = error;
    t.invariant_broken = stop_.invariant_broken;
    for (const auto& x : t.expectations) t.passed = t.passed && x.passed;
  }

  Engine e_;
  std::vector<Step> steps_;
  std::vector<Expect> expects_;
  std::vector<std::optional<std::pair<bool, std::string>>> results_;
  Stop stop_;
  size_t next_ = 0;
  bool ended_ = false;
};

}  // namespace

std::unique_ptr<kernel::ScenarioRun> start_scenario(const json& doc, const std::string& file) {
  JsonReader root(doc, file);
  root.only({"$comment", "id", "game", "title", "watch", "demonstrates", "board", "game_state", "effects", "steps",
             "choices", "expect", "notes"});
  return std::make_unique<SiRun>(doc, file);
}

kernel::Trace run_scenario(const json& doc, const std::string& file) {
  auto r = start_scenario(doc, file);
  while (r->advance()) {}
  return std::move(r->trace());
}

namespace {
class SpiritIslandModel : public kernel::GameModel {
 public:
  std::string game() const override { return "spirit-island"; }
  void prepare(const std::string&) const override { library(); }
  std::unique_ptr<kernel::ScenarioRun> start(const json& scenario, const std::string& file) const override {
    return start_scenario(scenario, file);
  }
  kernel::SetupControls setup_controls(const json& scenario, const json& first_board) const override {
    return si::setup_controls(scenario, first_board);
  }
};
}  // namespace

std::unique_ptr<kernel::GameModel> make_scenario_model() { return std::make_unique<SpiritIslandModel>(); }

}  // namespace arbiter::si
