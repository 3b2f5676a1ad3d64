// The engine's named operations on the state that are not pieces (engine.h says each one's
// contract); the piece operations are in engine.cpp.
#include <algorithm>
#include <stdexcept>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

Spirit& Engine::own_spirit(const std::string& id) {
  Spirit* sp = state_.find_spirit(id);
  if (!sp) throw std::logic_error("no Spirit \"" + id + "\" in this game");
  return *sp;
}

void Engine::move_token(const Land& from, Token t, const Land& to) {
  own(from).tokens[t] -= 1;
  own(to).tokens[t] += 1;
}

void Engine::spend_vitality(const Land& l) {
  own(l).tokens[Token::Vitality] -= 1;
  ledger_["vitality"] -= 1;
}

void Engine::move_presence(const Land& from_at, size_t index, const Land& to_at) {
  Land& from = own(from_at);
  own(to_at).presence.push_back(from.presence.at(index));
  from.presence.erase(from.presence.begin() + static_cast<long>(index));
}

void Engine::remove_all_presence(const Land& at) {
  Land& l = own(at);
  ledger_["presence"] -= static_cast<int>(l.presence.size());
  l.presence.clear();
}

bool Engine::remove_one_presence(const Land& at, const std::string& spirit) {
  Land& l = own(at);
  for (size_t i = 0; i < l.presence.size(); ++i)
    if (l.presence[i].spirit == spirit) {
      l.presence.erase(l.presence.begin() + static_cast<long>(i));
      ledger_["presence"] -= 1;
      return true;
    }
  return false;
}

void Engine::add_strife(const Piece& p, int n) { own(p).strife += n; }

void Engine::remove_damage(const Piece& at, int n) {
  Piece& p = own(at);
  p.damage -= std::min(n, p.damage);
}

void Engine::add_defend(const Land& l, int n) { own(l).defend += n; }

void Engine::isolate(const Land& l) { own(l).isolated = true; }

void Engine::gain_energy(const std::string& spirit, int n) { own_spirit(spirit).energy += n; }

void Engine::add_drowned_health(const std::string& spirit, int n) { own_spirit(spirit).drowned_health += n; }

void Engine::count_behemoth_rises(const std::string& spirit) { own_spirit(spirit).behemoth_rises_used += 1; }

void Engine::count_innate_use(const std::string& spirit) { own_spirit(spirit).innate_used = true; }

void Engine::lose_energy(const std::string& spirit, int n) {
  Spirit& sp = own_spirit(spirit);
  sp.energy -= std::min(n, sp.energy);
}

void Engine::gain_time(const std::string& spirit, int n) { own_spirit(spirit).time += n; }

void Engine::spend_time(const std::string& spirit, int n) { own_spirit(spirit).time -= n; }

void Engine::play_card(const std::string& spirit, const std::string& card) {
  own_spirit(spirit).played.push_back(card);
}

void Engine::set_elements(const std::string& spirit, Elements el) { own_spirit(spirit).elements = std::move(el); }

void Engine::place_incarna(const std::string& spirit, const std::string& land) {
  state_.land(land).incarna.push_back(spirit);
}

void Engine::take_incarna(const std::string& spirit, const std::string& land) {
  auto& v = state_.land(land).incarna;
  auto it = std::find(v.begin(), v.end(), spirit);
  if (it == v.end()) throw std::logic_error(spirit + "'s Incarna is not in " + land);
  v.erase(it);
}

void Engine::empower_incarna(const std::string& spirit) { own_spirit(spirit).incarna_empowered = true; }

// Makes the two lands adjacent (on) or no longer adjacent (off), both ways.
static void link_lands(Land& a, Land& b, bool on) {
  for (auto [from, to] : {std::pair<Land*, Land*>{&a, &b}, {&b, &a}}) {
    auto& adj = from->adjacent;
    auto it = std::find(adj.begin(), adj.end(), to->id);
    if (on && it == adj.end()) adj.push_back(to->id);
    if (!on && it != adj.end()) adj.erase(it);
  }
}

void Engine::open_ways(const std::string& spirit, const std::vector<std::string>& lands) {
  Spirit& sp = own_spirit(spirit);
  sp.open_ways_chosen = true;
  sp.open_ways_chosen_at = stack_.tree().size();
  if (lands.size() != 2) return;
  sp.open_ways = lands;
  sp.open_ways_added = !state_.adjacent(lands[0], lands[1]);
  link_lands(state_.land(lands[0]), state_.land(lands[1]), true);
}

void Engine::close_ways(const std::string& spirit) {
  Spirit& sp = own_spirit(spirit);
  if (sp.open_ways.size() != 2) return;
  if (sp.open_ways_added) link_lands(state_.land(sp.open_ways[0]), state_.land(sp.open_ways[1]), false);
  sp.open_ways.clear();
  sp.open_ways_added = false;
}

void Engine::grow_fear_pool(int n) {
  state_.fear_pool += n;
  state_.fear_per_card += n;
}

void Engine::take_blight_off_card(bool irreparable) {
  state_.blight_card.pool -= 1;
  state_.blight_in_transit += 1;
  if (irreparable) state_.irreparable_blight += 1;
}

int Engine::flip_blight_card(int refill, bool still_healthy) {
  BlightCard& card = state_.blight_card;
  card.flipped = true;
  card.still_healthy = still_healthy;
  card.flipped_on_turn = state_.turn;
  refill = std::min(refill, state_.blight_box);
  card.pool += refill;
  state_.blight_box -= refill;
  return refill;
}

void Engine::draw_next_blight_card() {
  BlightCard& card = state_.blight_card;
  card.name = card.next;
  card.next = "Blighted Island";
}

void Engine::place_blight_in_transit(const Land& l, ActionId by) {
  state_.blight_in_transit -= 1;
  add_token(l, Token::Blight, 1, by);
}

void Engine::put_beasts_on_panel(int n) { state_.beasts_on_panel += n; }

InvaderCard Engine::take_top_invader_card() {
  InvaderCard c = state_.deck.at(0);
  state_.deck.erase(state_.deck.begin());
  return c;
}

void Engine::set_aside_top_invader_card() { state_.set_aside.push_back(take_top_invader_card()); }

void Engine::remove_invader_card(size_t index) { state_.deck.erase(state_.deck.begin() + static_cast<long>(index)); }

void Engine::insert_invader_card(size_t index, InvaderCard card) {
  state_.deck.insert(state_.deck.begin() + static_cast<long>(index), std::move(card));
}

void Engine::clear_set_aside() { state_.set_aside.clear(); }

void Engine::slide_invader_cards(const std::string& from, const std::string& to) {
  state_.slots[to] = state_.slots[from];
}

void Engine::discard_invader_slot(const std::string& slot) { state_.slots[slot].clear(); }

void Engine::place_invader_card(const std::string& slot, InvaderCard card) {
  card.resolved = false;
  state_.slots[slot].push_back(std::move(card));
}

void Engine::remove_high_immigration_tile() { state_.high_immigration_removed = true; }

void Engine::take_card_under_fear_card(int nth) { state_.under_fear_cards.erase(nth); }

}  // namespace arbiter::si
