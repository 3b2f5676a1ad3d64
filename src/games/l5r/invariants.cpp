#include "games/l5r/invariants.h"

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

namespace arbiter::l5r {
namespace {

// The zone lists a player keeps, each with the zone its cards must be in.
std::vector<std::pair<Zone, const std::vector<std::string>*>> zone_lists(const Player& p) {
  return {{Zone::Hand, &p.hand},
          {Zone::FateDeck, &p.fate_deck},
          {Zone::DynastyDeck, &p.dynasty_deck},
          {Zone::Province, &p.provinces},
          {Zone::Discard, &p.discard}};
}

// "an item", "a follower": the card type with its article, for messages.
std::string a(CardType t) {
  std::string n = to_string(t);
  return (n[0] == 'i' ? "an " : "a ") + n;
}

bool listed_zone(Zone z) { return z != Zone::InPlay && z != Zone::RemovedFromGame && z != Zone::Resolution; }

std::string check_card_in_play(const GameState& s, const CardLibrary& lib, const Card& c) {
  const std::string who = lib.get(c.def).name + " [" + c.id + "]";
  CardType type = lib.get(c.def).type;
  if (!s.players.count(c.controller)) return who + " is controlled by \"" + c.controller + "\", who is not a player";
  if (!c.attached_to.empty()) {
    auto host = s.cards.find(c.attached_to);
    if (host == s.cards.end()) return who + " is attached to \"" + c.attached_to + "\", which is not on the board";
    const Card& h = host->second;
    if (h.zone != Zone::InPlay) return who + " is attached to " + h.id + ", which is not in play";
    if (lib.get(h.def).type != CardType::Personality)
      return who + " is attached to " + h.id + ", which is not a Personality";
    if (!h.attached_to.empty()) return who + " is attached to " + h.id + ", which is itself an attachment";
    if (type != CardType::Follower && type != CardType::Item && type != CardType::Token)
      return who + " is " + a(type) + " but is attached to " + h.id;
    return "";
  }
  switch (type) {
    case CardType::Follower:
    case CardType::Item:
    case CardType::Token: return who + " is " + a(type) + " in play but attached to nothing";
    case CardType::Holding:
      if (c.location != "home") return who + " is a Holding but stands at " + c.location + ", not at home";
      return "";
    case CardType::Strategy:  // only a Terrain stays in play, at the battlefield it was played at
      if (!s.battlefield(c.location)) return who + " is a Strategy in play away from any battlefield";
      if (c.side != Side::None) return who + " is a Strategy in play on the " + to_string(c.side) + "ing side";
      return "";
    case CardType::Personality: break;
  }
  if (c.location == "home") {
    if (c.side != Side::None) return who + " is at home but on the " + to_string(c.side) + "ing side";
    return "";
  }
  const Battlefield* bf = s.battlefield(c.location);
  if (!bf) return who + " stands at \"" + c.location + "\", which is neither home nor a battlefield on the board";
  if (c.side == Side::None) return who + " is at battlefield " + c.location + " on neither side";
  const std::string& army_player = c.side == Side::Attack ? bf->attacker : bf->defender;
  if (army_player != c.controller)
    return who + " is on the " + to_string(c.side) + "ing side at " + c.location + ", which is " + army_player +
           "'s side, but " + c.controller + " controls him";
  return "";
}

}  // namespace

std::string check_invariants(const GameState& s, const CardLibrary& lib) {
  if (!s.favor.empty() && !s.players.count(s.favor))
    return "the Imperial Favor is held by \"" + s.favor + "\", who is not a player";
  if (!s.current_battle.empty() && !s.battlefield(s.current_battle))
    return "the battle being fought is at \"" + s.current_battle + "\", which is not a battlefield on the board";
  for (const auto& bf : s.battlefields)
    if (!s.players.count(bf.attacker) || !s.players.count(bf.defender) || bf.attacker == bf.defender)
      return "battlefield " + bf.id + " needs two different players as attacker and defender";
  std::map<std::string, std::string> listed;  // card id -> the list it is in
  for (const auto& [pid, p] : s.players)
    for (const auto& [zone, list] : zone_lists(p))
      for (const auto& id : *list) {
        const std::string where = pid + "'s " + to_string(zone) + " list";
        auto it = s.cards.find(id);
        if (it == s.cards.end()) return where + " names \"" + id + "\", which is not on the board";
        auto [at, fresh] = listed.emplace(id, where);
        if (!fresh) return id + " is in two places: " + at->second + " and " + where;
        if (it->second.owner != pid) return id + " is in " + where + " but " + it->second.owner + " owns it";
        if (it->second.zone != zone) return id + " is in " + where + " but its zone is " + to_string(it->second.zone);
      }
  for (const auto& [id, c] : s.cards) {
    if (!lib.has(c.def)) return id + " is \"" + c.def + "\", which is not in the card library";
    if (!s.players.count(c.owner)) return id + " is owned by \"" + c.owner + "\", who is not a player";
    if (listed_zone(c.zone) && !listed.count(id))
      return id + " is in zone " + to_string(c.zone) + " but not in " + c.owner + "'s " + to_string(c.zone) + " list";
    if (c.zone == Zone::InPlay) {
      std::string problem = check_card_in_play(s, lib, c);
      if (!problem.empty()) return problem;
    } else {
      if (!c.attached_to.empty())
        return id + " is out of play (" + to_string(c.zone) + ") but attached to " + c.attached_to;
      if (c.bowed) return id + " is out of play (" + to_string(c.zone) + ") but bowed";
    }
    if (c.dead && c.zone != Zone::Discard) return id + " is dead but in zone " + to_string(c.zone);
  }
  return "";
}

}  // namespace arbiter::l5r
