// Each board's Ocean (see ocean.h): the place, when it is a land for a rule, Drowning and Runoff and
// Bilgewater.
#include "games/spirit_island/rules/ocean.h"

#include <algorithm>
#include <functional>

#include "games/spirit_island/rules/blight.h"
#include "games/spirit_island/rules/operations.h"

namespace arbiter::si {

namespace {
constexpr const char* kOceanInPlay = "ocean-in-play";
constexpr const char* kRunoff = "runoff-and-bilgewater";

using HasRule = std::function<bool(const std::string& rule, const std::string& spirit)>;

// The rules in play at a scenario's start, read from the library (the engine installs the same).
HasRule library_rules(const State& st, const Library& lib) {
  return [&st, &lib](const std::string& rule, const std::string& spirit) {
    for (const auto& sp : st.spirits) {
      auto it = lib.spirits.find(sp.name);
      if ((spirit.empty() || sp.id == spirit) && it != lib.spirits.end() &&
          std::find(it->second.rules.begin(), it->second.rules.end(), rule) != it->second.rules.end())
        return true;
    }
    auto adv = lib.adversaries.find(st.adversary.name);
    if (!spirit.empty() || adv == lib.adversaries.end()) return false;
    for (const auto& [level, rules] : adv->second.levels)
      if (level <= st.adversary.level && std::find(rules.begin(), rules.end(), rule) != rules.end()) return true;
    return false;
  };
}

bool in_play_for(const State& st, const Land& ocean, const HasRule& has) {
  for (const auto& sp : st.spirits) {
    if (!has(kOceanInPlay, sp.id)) continue;
    for (const auto& l : st.lands)
      if (l.board == ocean.board && l.zone != Zone::EndlessDark && l.presence_of(sp.id) > 0) return true;
  }
  return false;
}

// Whether the Ocean is a land for some rule now: Ocean In Play holds there, or it holds Blight that
// Runoff and Bilgewater lets Powers remove or move.
bool is_land_now(const State& st, const Land& ocean, const HasRule& has) {
  return in_play_for(st, ocean, has) || (has(kRunoff, "") && ocean.token(Token::Blight) > 0);
}

// Makes the Ocean and its board's Coastal lands adjacent (or not), both ways.
void relink_ocean(Land& ocean, State& st, bool on) {
  ocean.adjacent.clear();
  for (auto& l : st.lands) {
    if (l.zone != Zone::Land || l.board != ocean.board || !l.coastal) continue;
    auto it = std::find(l.adjacent.begin(), l.adjacent.end(), ocean.id);
    if (on && it == l.adjacent.end()) l.adjacent.push_back(ocean.id);
    if (!on && it != l.adjacent.end()) l.adjacent.erase(it);
    if (on) ocean.adjacent.push_back(l.id);
  }
}
}  // namespace

std::string ocean_of(const std::string& board) { return "ocean-" + board; }

void add_oceans(State& st, const Library& lib, const std::vector<std::string>& named) {
  const HasRule has = library_rules(st, lib);
  const bool by_rule = has(kOceanInPlay, "") || has(kRunoff, "");
  for (const auto& board : st.boards()) {
    const std::string id = ocean_of(board);
    if (st.find_land(id) || (!by_rule && std::find(named.begin(), named.end(), id) == named.end())) continue;
    Land ocean;
    ocean.id = id;
    ocean.zone = Zone::Ocean;
    ocean.board = board;
    ocean.terrain = Terrain::Wetland;  // what the rules that make it a land treat it as
    ocean.coastal = true;
    st.lands.push_back(ocean);
  }
}

void link_oceans(State& st, const Library& lib) {
  const HasRule has = library_rules(st, lib);
  for (auto& l : st.lands)
    if (l.zone == Zone::Ocean) relink_ocean(l, st, is_land_now(st, l, has));
}

bool ocean_in_play(const Engine& e, const Land& ocean) {
  return ocean.zone == Zone::Ocean &&
         in_play_for(e.state(), ocean, [&e](const std::string& r, const std::string& s) { return e.has_rule(r, s); });
}

bool ocean_open_to(const Engine& e, const Land& l, const std::string& what, ActionId a) {
  if (l.zone != Zone::Ocean) return true;
  if (what == "blight" && e.has_rule(kRunoff)) return true;                    // Blight movement, whatever moves it
  return a != kNoAction && !e.local(a).spirit.empty() && ocean_in_play(e, l);  // Spirit Powers and special rules
}

bool ocean_targetable(const Engine& e, const Land& ocean) {
  return is_land_now(e.state(), ocean, [&e](const std::string& r, const std::string& s) { return e.has_rule(r, s); });
}

void oceans_check(Engine& e) {
  const HasRule has = [&e](const std::string& r, const std::string& s) { return e.has_rule(r, s); };
  for (const auto& l : e.state().lands) {
    if (l.zone != Zone::Ocean) continue;
    const bool on = is_land_now(e.state(), l, has);
    if (on != !l.adjacent.empty()) e.link_ocean(l, on);
  }
}

void Engine::link_ocean(const Land& ocean, bool on) { relink_ocean(own(ocean), state_, on); }

bool moved_into_ocean(const Engine& e, const TriggerSpec&, const kernel::ActionRecord& r) {
  for (const auto& f : r.facts) {
    const bool drowns = f.subject == "dahan" || f.subject == "explorer" || f.subject == "town" || f.subject == "city";
    if (f.kind != "moved-to" || !drowns) continue;
    const Land* l = e.state().find_land(f.place);
    if (l && ocean_in_play(e, *l)) return true;
  }
  return false;
}

// Trades the Drowned Health on the Spirit's panel for Energy, (number of players) Health for 1.
// "At any time you may": trading at once never costs anything (the Health has no other use).
static void trade_drowned_health(Engine& e, const std::string& spirit) {
  const int per = std::max(1, e.state().players);
  const Spirit* sp = e.state().find_spirit(spirit);
  const int energy = sp->drowned_health / per;
  if (energy == 0) return;
  e.add_drowned_health(spirit, -energy * per);
  e.gain_energy(spirit, energy);
  e.note("Drowning: " + e.spirit_name(spirit) + " trades " + std::to_string(energy * per) +
         " Health of Drowned Invaders for " + std::to_string(energy) + " Energy.");
}

void drowning(Engine& e, const Op&, ActionId a) {
  const std::string spirit = e.local(a).spirit;
  for (const auto& ocean : e.state().lands) {
    if (!ocean_in_play(e, ocean)) continue;
    for (size_t i = ocean.pieces.size(); i-- > 0;) {
      const Piece p = ocean.pieces[i];
      if (p.kind != PieceKind::Dahan && !is_invader(p.kind)) continue;
      const int health = e.health(p, ocean);
      if (!e.destroy_piece(ocean, i, a, DestroyHow::Instruction).empty()) continue;
      e.note("Drowning: the " + name(p.kind) + " moved into " + ocean.id + " is Drowned (destroyed)" +
             (is_invader(p.kind)
                  ? "; its Health " + std::to_string(health) + " goes to " + e.spirit_name(spirit) + "'s panel."
                  : "."));
      if (is_invader(p.kind)) e.add_drowned_health(spirit, health);
    }
  }
  trade_drowned_health(e, spirit);
}

bool ravage_blighted_coast(const Engine& e, const TriggerSpec&, const kernel::ActionRecord& r) {
  for (const auto& f : r.facts) {
    if (f.kind != "blight-added" || f.subject != "ravage") continue;
    const Land* l = e.state().find_land(f.place);
    if (l && l->zone == Zone::Land && l->coastal && e.state().find_land(ocean_of(l->board))) return true;
  }
  return false;
}

void runoff_and_bilgewater(Engine& e, const Op&, ActionId a) {
  const kernel::ActionRecord& cause = e.tree().at(e.local(a).trigger_from == kNoAction ? a : e.local(a).trigger_from);
  std::vector<std::string> boards;
  for (const auto& f : cause.facts) {
    const Land* l = f.kind == "blight-added" && f.subject == "ravage" ? e.state().find_land(f.place) : nullptr;
    if (l && l->zone == Zone::Land && l->coastal && std::find(boards.begin(), boards.end(), l->board) == boards.end())
      boards.push_back(l->board);
  }
  std::vector<Op> adds;
  for (const auto& b : boards) {
    e.note("Runoff and Bilgewater: the Ravage added Blight to a Coastal land of board " + b + ", so 1 Blight goes to " +
           ocean_of(b) + " (it does not cascade).");
    BlightAdding add;
    add.land = ocean_of(b);
    add.source = kRunoff;
    add.no_cascade = true;
    adds.push_back(adding_blight(add));
  }
  e.insert_next(adds);
}

}  // namespace arbiter::si
