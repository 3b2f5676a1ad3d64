#include "games/spirit_island/state.h"

#include <algorithm>
#include <stdexcept>

#include "kernel/errors.h"

namespace arbiter::si {

std::string label(const Piece& p) {
  std::string marks;
  if (p.damage > 0) marks = std::to_string(p.damage) + " damage";
  if (p.strife > 0)
    marks +=
        (marks.empty() ? "" : " and ") + (p.strife > 1 ? std::to_string(p.strife) + " strife" : std::string("strife"));
  return marks.empty() ? name(p.kind) : name(p.kind) + " with " + marks;
}

int Land::count(PieceKind k) const {
  int n = 0;
  for (const auto& p : pieces) n += p.kind == k;
  return n;
}
int Land::invaders() const {
  int n = 0;
  for (const auto& p : pieces) n += is_invader(p.kind);
  return n;
}
int Land::token(Token t) const {
  auto it = tokens.find(t);
  return it == tokens.end() ? 0 : it->second;
}
int Land::presence_of(const std::string& spirit) const {
  int n = 0;
  for (const auto& p : presence) n += p.spirit == spirit;
  return n;
}

bool InvaderCard::matches(const Land& l) const {
  if (l.zone != Zone::Land) return false;  // the Endless Dark and the Oceans: no Invader card names them
  if (coastal) return l.coastal;
  return std::find(terrains.begin(), terrains.end(), l.terrain) != terrains.end();
}

std::string InvaderCard::title() const {
  if (reminder) return "the Reminder card";
  if (coastal) return "Coastal Lands";
  std::string t;
  for (Terrain terrain : terrains) {
    std::string n = si::name(terrain);
    n[0] = static_cast<char>(n[0] - 'a' + 'A');
    t += (t.empty() ? "" : "+") + n;
  }
  static const char* stages[] = {"", "", "Stage II ", "Stage III "};
  return (stage >= 2 && stage <= 3 ? stages[stage] : "") + t;
}

Land* State::find_land(const std::string& id) {
  for (auto& l : lands)
    if (l.id == id) return &l;
  return nullptr;
}
const Land* State::find_land(const std::string& id) const {
  for (auto& l : lands)
    if (l.id == id) return &l;
  return nullptr;
}
Land& State::land(const std::string& id) {
  if (auto* l = find_land(id)) return *l;
  throw kernel::RuleError("there is no land " + id + " on this island");
}
const Land& State::land(const std::string& id) const {
  if (auto* l = find_land(id)) return *l;
  throw kernel::RuleError("there is no land " + id + " on this island");
}
const Spirit* State::find_spirit(const std::string& s) const {
  for (auto& sp : spirits)
    if (sp.id == s || sp.name == s) return &sp;
  return nullptr;
}
bool State::sacred_site(const Land& l, const std::string& spirit) const {
  if (l.zone == Zone::EndlessDark) return false;  // an Ocean with 2 Presence is one (Ocean In Play)
  if (l.presence_of(spirit) >= 2) return true;
  const Spirit* sp = find_spirit(spirit);
  return sp && sp->incarna_sacred_site && std::find(l.incarna.begin(), l.incarna.end(), sp->id) != l.incarna.end();
}
Spirit* State::find_spirit(const std::string& s) {
  for (auto& sp : spirits)
    if (sp.id == s || sp.name == s) return &sp;
  return nullptr;
}
const std::vector<InvaderCard>& State::slot(const std::string& name) const {
  static const std::vector<InvaderCard> none;
  auto it = slots.find(name);
  return it == slots.end() ? none : it->second;
}

std::vector<std::string> State::boards() const {
  std::vector<std::string> out;
  for (const auto& l : lands)  // the Endless Dark is on no board; an Ocean's board has lands
    if (l.zone == Zone::Land && std::find(out.begin(), out.end(), l.board) == out.end()) out.push_back(l.board);
  return out;
}
bool State::adjacent(const std::string& a, const std::string& b) const {
  const Land& l = land(a);
  return std::find(l.adjacent.begin(), l.adjacent.end(), b) != l.adjacent.end();
}
int State::blight_total() const {
  int n = blight_card.pool + blight_box + blight_in_transit + blight_on_panel;
  for (const auto& l : lands) n += l.token(Token::Blight);
  return n;
}
int State::total(PieceKind k) const {
  int n = 0;
  for (const auto& l : lands) n += l.count(k);
  return n;
}
int State::presence_on_island(const std::string& spirit) const {
  int n = 0;
  for (const auto& l : lands) n += l.presence_of(spirit);
  return n;
}
std::vector<std::string> State::within(const std::string& from, int range) const {
  std::vector<std::string> seen{from}, frontier{from};
  for (int r = 0; r < range; ++r) {
    std::vector<std::string> next;
    for (const auto& id : frontier)
      for (const auto& a : land(id).adjacent)
        if (std::find(seen.begin(), seen.end(), a) == seen.end()) seen.push_back(a), next.push_back(a);
    frontier = next;
  }
  return seen;
}

std::string check_invariants(const State& s, int blight_total_expected) {
  if (s.blight_card.pool < 0) return "the Blight card holds a negative amount of Blight";
  if (s.blight_box < 0) return "the box holds a negative amount of Blight";
  if (s.fear_pool < 0) return "the Fear pool is negative";
  if (blight_total_expected >= 0 && s.blight_total() != blight_total_expected)
    return "Blight is not conserved: card + lands + box = " + std::to_string(s.blight_total()) + ", expected " +
           std::to_string(blight_total_expected);
  for (const auto& l : s.lands) {
    for (const auto& [t, n] : l.tokens)
      if (n < 0) return l.id + " has a negative count of " + name(t);
    if (l.defend < 0) return l.id + " has negative Defend";
    for (const auto& p : l.pieces) {
      if (p.damage < 0 || p.strife < 0) return l.id + ": a " + name(p.kind) + " has negative damage or Strife";
    }
  }
  return "";
}

nlohmann::json snapshot(const State& s) {
  using nlohmann::json;
  json lands = json::array();
  for (const auto& l : s.lands) {
    json counts = json::object();
    for (const auto& k : piece_names()) counts[k] = 0;
    json pieces = json::array();
    for (const auto& p : l.pieces) {
      counts[name(p.kind)] = counts[name(p.kind)].get<int>() + 1;
      if (p.damage || p.strife)
        pieces.push_back({{"uid", p.uid}, {"kind", name(p.kind)}, {"damage", p.damage}, {"strife", p.strife}});
    }
    json tokens = json::object();
    for (const auto& t : token_names()) tokens[t] = 0;
    for (const auto& [t, n] : l.tokens) tokens[name(t)] = n;
    json presence = json::object();
    json sacred = json::array();
    for (const auto& p : l.presence) presence[p.spirit] = presence.value(p.spirit, 0) + 1;
    for (auto it = presence.begin(); it != presence.end(); ++it)
      if (s.sacred_site(l, it.key())) sacred.push_back(it.key());
    for (const auto& spirit : l.incarna)  // a Lair with none of its Presence there
      if (!presence.contains(spirit) && s.sacred_site(l, spirit)) sacred.push_back(spirit);
    int strife = 0;
    for (const auto& p : l.pieces) strife += p.strife;
    // Members are moved in one by one: an initializer list would deep-copy each nested object.
    json j = json::object();
    j["id"] = l.id;
    j["board"] = l.board;
    j["number"] = l.number;
    j["terrain"] = l.zone == Zone::Land ? name(l.terrain) : "";  // the Endless Dark has no terrain
    if (l.zone == Zone::EndlessDark) j["zone"] = "endless-dark";
    if (l.zone == Zone::Ocean) j["zone"] = "ocean";
    j["coastal"] = l.coastal;
    j["adjacent"] = l.adjacent;
    j["pieces"] = std::move(counts);
    j["damaged"] = std::move(pieces);
    j["strife"] = strife;
    j["tokens"] = std::move(tokens);
    j["presence"] = std::move(presence);
    j["sacred_sites"] = std::move(sacred);
    j["incarna"] = l.incarna;
    j["defend"] = l.defend;
    j["isolated"] = l.isolated;
    if (l.layout) j["layout"] = {{"x", l.layout->first}, {"y", l.layout->second}};
    lands.push_back(std::move(j));
  }
  json slots = json::object();
  for (const auto& slot : {"ravage", "build", "explore"}) {
    json cards = json::array();
    auto it = s.slots.find(slot);
    if (it != s.slots.end())
      for (const auto& c : it->second) cards.push_back(c.name);
    slots[slot] = cards;
  }
  // England's High Immigration slot, only once a game has it (rules/high_immigration.h).
  if (auto it = s.slots.find("high_immigration"); it != s.slots.end()) {
    json cards = json::array();
    for (const auto& c : it->second) cards.push_back(c.name);
    slots["high_immigration"] = cards;
  }
  json spirits = json::array();
  for (const auto& sp : s.spirits) {
    json j = {{"id", sp.id}, {"name", sp.name}, {"destroyed_presence", sp.destroyed_presence}, {"energy", sp.energy}};
    if (!sp.aspect.empty()) j["aspect"] = sp.aspect;
    if (sp.keeps_time) j["time"] = sp.time;
    if (sp.drowned_health > 0) j["drowned_health"] = sp.drowned_health;
    if (sp.card_plays > 0 || !sp.played.empty()) j["card_plays"] = {{"shown", sp.card_plays}, {"played", sp.played}};
    if (sp.has_incarna) {  // where its Incarna is: a land id, or "supply"
      std::string at = "supply";
      for (const auto& l : s.lands)
        if (std::find(l.incarna.begin(), l.incarna.end(), sp.id) != l.incarna.end()) at = l.id;
      j["incarna"] = {{"at", at}, {"empowered", sp.incarna_empowered}};
    }
    spirits.push_back(std::move(j));
  }
  json out = {{"blight_card",
               {{"name", s.blight_card.name},
                {"side", s.blight_card.flipped ? "blighted" : "healthy"},
                {"pool", s.blight_card.pool}}},
              {"blight_box", s.blight_box},
              {"fear",
               {{"pool", s.fear_pool},
                {"generated", s.fear_generated},
                {"earned_cards", s.earned_fear_cards},
                {"terror_level", s.terror_level}}},
              {"deck_size", s.deck.size()},
              {"adversary",
               {{"name", s.adversary.name},
                {"level", s.adversary.level},
                {"beasts_on_panel", s.beasts_on_panel},
                {"blight_on_panel", s.blight_on_panel}}},
              {"turn", s.turn},
              {"phase", s.phase}};
  out["lands"] = std::move(lands);
  out["spirits"] = std::move(spirits);
  out["invader_slots"] = std::move(slots);
  return out;
}

}  // namespace arbiter::si
