#include "games/l5r/board.h"

#include <utility>

namespace arbiter::l5r {
namespace {

using nlohmann::json;

std::string duration_key(const Duration& d) {
  switch (d.kind) {
    case Duration::Kind::EndOfTurn: return "end_of_turn";
    case Duration::Kind::Permanent: return "permanent";
    case Duration::Kind::EndOfGame: return "end_of_game";
    case Duration::Kind::While: return "while";
    case Duration::Kind::WhileRemains: return "while_remains";
    case Duration::Kind::WhileSourceInPlay: return "while_source_in_play";
  }
  return "?";
}

json stat_json(const Rules& r, const std::string& id, Stat st) {
  json parts = json::array();
  for (auto& p : r.stat_parts(id, st))
    parts.push_back({{"text", p.text},
                     {"kind", p.kind},
                     {"amount", p.amount},
                     {"effect", p.effect},
                     {"source", p.source},
                     {"prevented", p.prevented},
                     {"prevented_by", p.prevented_by}});
  return {{"value", r.stat(id, st)}, {"base", r.base_stat(id, st)}, {"modifiers", parts}};
}

json card_brief(const Engine& e, const std::string& id) {
  const Card& c = e.state().card(id);
  const CardDef& d = e.library().get(c.def);
  return {{"id", id}, {"name", d.name}, {"type", to_string(d.type)}, {"text", d.text}, {"face_up", c.face_up}};
}

// Each player: Honor, the Favor, and the cards of their hand, dynasty deck, provinces and discard
// pile (the dead with their Force at death).
json players_json(const Engine& e, const Rules& r) {
  const GameState& s = e.state();
  json players = json::array();
  for (auto& pid : s.player_order) {
    const Player& p = s.player(pid);
    json hand = json::array(), discard = json::array(), provinces = json::array(), deck = json::array();
    for (auto& id : p.hand) hand.push_back(card_brief(e, id));
    for (auto& id : p.discard) {
      json b = card_brief(e, id);
      const Card& c = s.card(id);
      if (c.dead) b["dead"] = true, b["dishonored"] = c.dishonored, b["force"] = r.stat(id, Stat::Force);
      discard.push_back(b);
    }
    for (auto& id : p.provinces) provinces.push_back(card_brief(e, id));
    for (auto& id : p.dynasty_deck) deck.push_back(card_brief(e, id));
    players.push_back({{"id", pid},
                       {"honor", p.honor},
                       {"favor", s.favor == pid},
                       {"hand", std::move(hand)},
                       {"fate_deck", p.fate_deck.size()},
                       {"dynasty_deck", std::move(deck)},
                       {"discard", std::move(discard)},
                       {"provinces", std::move(provinces)}});
  }
  return players;
}

// The ongoing and continuous effects on a Personality, each with whether it applies and what
// prevents it.
json personality_effects_json(const Engine& e, const Rules& r, const std::string& id) {
  const GameState& s = e.state();
  json effects = json::array();
  for (auto& oe : s.ongoing) {
    if (!r.ongoing_applies(oe, id) && std::find(oe.cards.begin(), oe.cards.end(), id) == oe.cards.end()) continue;
    std::string by = r.effect_prevented_by(oe, id);
    effects.push_back({{"id", oe.id},
                       {"text", oe.text},
                       {"kind", "ongoing"},
                       {"duration", duration_key(oe.duration)},
                       {"source", oe.source.card.empty() ? "rulebook" : oe.source.card},
                       {"applies", r.ongoing_applies(oe, id)},
                       {"prevented", !by.empty()},
                       {"prevented_by", by}});
  }
  for (auto& inst : s.continuous) {
    if (inst.target != id) continue;
    const CardDef& sd = e.library().get(s.card(inst.source_card).def);
    std::string by = r.continuous_prevented_by(inst);
    effects.push_back({{"id", nullptr},
                       {"text", sd.name + ": " + sd.text},
                       {"kind", "continuous"},
                       {"duration", "while_source_in_play"},
                       {"source", inst.source_card},
                       {"applies", true},
                       {"began", inst.began},
                       {"prevented", !by.empty()},
                       {"prevented_by", by}});
  }
  return effects;
}

json personality_json(const Engine& e, const Rules& r, const std::string& id, const Card& c) {
  const GameState& s = e.state();
  const CardDef& d = e.library().get(c.def);
  json atts = json::array();
  for (auto& a : r.attachments(id)) {
    const CardDef& ad = e.library().get(s.card(a).def);
    atts.push_back({{"id", a},
                    {"name", ad.name},
                    {"type", to_string(ad.type)},
                    {"text", ad.text},
                    {"bowed", s.card(a).bowed},
                    {"force", r.stat(a, Stat::Force)}});
  }
  json used = json::array();
  for (int a : c.abilities_used) used.push_back(a);
  return {{"id", id},
          {"name", d.name},
          {"owner", c.owner},
          {"controller", c.controller},
          {"location", c.location},
          {"side", to_string(c.side)},
          {"bowed", c.bowed},
          {"dishonored", c.dishonored},
          {"opposed", r.opposed(id)},
          {"force", stat_json(r, id, Stat::Force)},
          {"chi", stat_json(r, id, Stat::Chi)},
          {"personal_honor", stat_json(r, id, Stat::PersonalHonor)},
          {"keywords", r.keywords(id)},
          {"base_keywords", d.keywords},
          {"text", d.text},
          {"attachments", std::move(atts)},
          {"effects", personality_effects_json(e, r, id)},
          {"abilities_used", std::move(used)}};
}

// Each battlefield: its sides, each player's army Force there, and its Terrains.
json battlefields_json(const Engine& e, const Rules& r) {
  const GameState& s = e.state();
  json bfs = json::array();
  for (auto& b : s.battlefields) {
    json armies = json::object();
    for (auto& pid : s.player_order) {
      auto f = r.army_force(pid, b.id);
      armies[pid] = f ? json(*f) : json(nullptr);
    }
    json terrains = json::array();
    for (auto& [id, c] : s.cards)
      if (c.zone == Zone::InPlay && c.location == b.id && e.library().get(c.def).type == CardType::Strategy)
        terrains.push_back(card_brief(e, id));
    bfs.push_back({{"id", b.id},
                   {"province", b.province.empty() ? json(nullptr) : json(b.province)},
                   {"attacker", b.attacker},
                   {"defender", b.defender},
                   {"army_force", std::move(armies)},
                   {"terrains", std::move(terrains)}});
  }
  return bfs;
}

// What is pending: preventions in force, delayed and parent effects not yet applied (or prevented).
void pending_json(const GameState& s, json& j) {
  json prev = json::array();
  for (auto& p : s.preventions)
    prev.push_back({{"id", p.id},
                    {"text", p.text},
                    {"source", p.source.card.empty() ? "rulebook" : p.source.card},
                    {"duration", duration_key(p.duration)}});
  j["preventions"] = std::move(prev);
  json delayed = json::array();
  for (auto& d : s.delayed) {
    if (d.done && !d.prevented) continue;
    delayed.push_back({{"id", d.id},
                       {"text", d.text},
                       {"source", d.source.card},
                       {"player", d.player},
                       {"kind", d.parent ? "parent" : "delayed"},
                       {"activated_turn", d.activated_turn},
                       {"status", d.prevented ? "prevented" : "pending"}});
  }
  j["delayed"] = std::move(delayed);
}

}  // namespace

json board_json(const Engine& e) {
  const GameState& s = e.state();
  Rules r = e.rules();
  json j;
  j["turn"] = s.turn;
  j["phase"] = to_string(s.phase);
  j["active_player"] = s.active_player();
  j["current_battle"] = s.current_battle.empty() ? json(nullptr) : json(s.current_battle);
  j["favor"] = s.favor.empty() ? json(nullptr) : json(s.favor);
  j["players"] = players_json(e, r);

  json personalities = json::array(), holdings = json::array();
  for (auto& [id, c] : s.cards) {
    if (c.zone != Zone::InPlay || !c.attached_to.empty()) continue;
    const CardDef& d = e.library().get(c.def);
    if (d.type == CardType::Holding)
      holdings.push_back(
          {{"id", id}, {"name", d.name}, {"controller", c.controller}, {"bowed", c.bowed}, {"text", d.text}});
    else if (d.type == CardType::Personality)  // Terrains are listed with their battlefield
      personalities.push_back(personality_json(e, r, id, c));
  }
  j["personalities"] = std::move(personalities);
  j["holdings"] = std::move(holdings);
  j["battlefields"] = battlefields_json(e, r);
  pending_json(s, j);
  j["phase_history"] = s.phase_history;
  json choices = json::array();
  for (auto& c : e.choices())
    choices.push_back({{"kind", c.kind},
                       {"context", c.context},
                       {"player", c.player},
                       {"prompt", c.prompt},
                       {"options", c.options},
                       {"chosen", c.chosen.front()}});
  j["choices"] = std::move(choices);
  return j;
}

}  // namespace arbiter::l5r
