#include "games/l5r/state.h"

#include <stdexcept>
#include <utility>

#include "kernel/errors.h"

namespace arbiter::l5r {

std::string to_string(Zone z) {
  switch (z) {
    case Zone::InPlay: return "in_play";
    case Zone::Province: return "province";
    case Zone::Hand: return "hand";
    case Zone::FateDeck: return "fate_deck";
    case Zone::DynastyDeck: return "dynasty_deck";
    case Zone::Discard: return "discard";
    case Zone::RemovedFromGame: return "removed";
    case Zone::Resolution: return "resolution";
  }
  return "?";
}

std::string to_string(Phase p) {
  switch (p) {
    case Phase::Action: return "action";
    case Phase::Attack: return "attack";
    case Phase::Dynasty: return "dynasty";
    case Phase::End: return "end";
  }
  return "?";
}

std::string to_string(Side s) {
  switch (s) {
    case Side::None: return "none";
    case Side::Attack: return "attack";
    case Side::Defend: return "defend";
  }
  return "?";
}

const Card& GameState::card(const std::string& id) const {
  auto it = cards.find(id);
  if (it == cards.end()) throw kernel::RuleError("no card with id \"" + id + "\" on the board");
  return it->second;
}
Card& GameState::card(const std::string& id) { return const_cast<Card&>(std::as_const(*this).card(id)); }
const Player& GameState::player(const std::string& id) const {
  auto it = players.find(id);
  if (it == players.end()) throw std::runtime_error("no player \"" + id + "\"");
  return it->second;
}
Player& GameState::player(const std::string& id) { return const_cast<Player&>(std::as_const(*this).player(id)); }
const Battlefield* GameState::battlefield(const std::string& id) const {
  for (auto& b : battlefields)
    if (b.id == id) return &b;
  return nullptr;
}
std::string GameState::opponent(const std::string& p) const {
  for (auto& q : player_order)
    if (q != p) return q;
  return p;
}

}  // namespace arbiter::l5r
