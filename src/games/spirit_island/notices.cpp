// Notices of rules a scenario involves that the engine does not model: "not modelled: <whose>'s <clause>".
#include "games/spirit_island/notices.h"

#include <algorithm>

namespace arbiter::si {

namespace {

std::vector<std::string> worded(const std::string& whose, const std::vector<std::string>& clauses) {
  std::vector<std::string> out;
  for (const auto& c : clauses) out.push_back("not modelled: " + whose + "'s " + c);
  return out;
}

}  // namespace

void add_notices(std::vector<std::string>& notices, const std::vector<std::string>& more) {
  for (const auto& n : more)
    if (std::find(notices.begin(), notices.end(), n) == notices.end()) notices.push_back(n);
}

std::vector<std::string> setup_notices(const Library& lib, const State& st) {
  std::vector<std::string> out;
  for (const auto& sp : st.spirits) {
    if (auto it = lib.spirits.find(sp.name); it != lib.spirits.end())
      add_notices(out, worded(sp.name, it->second.not_modelled));
    if (auto it = lib.aspects.find(sp.aspect); it != lib.aspects.end())
      add_notices(out, worded(sp.name + " (" + sp.aspect + ")", it->second.not_modelled));
  }
  if (auto it = lib.scenarios.find(st.game_scenario); it != lib.scenarios.end())
    add_notices(out, worded(st.game_scenario, it->second.not_modelled));
  if (auto it = lib.adversaries.find(st.adversary.name); it != lib.adversaries.end())
    for (const auto& [level, clauses] : it->second.not_modelled)
      if (level <= st.adversary.level) add_notices(out, worded(st.adversary.name, clauses));
  if (auto it = lib.blight_cards.find(st.blight_card.name); it != lib.blight_cards.end())
    add_notices(out, worded(st.blight_card.name, it->second.not_modelled));
  return out;
}

std::vector<std::string> card_notices(const Library& lib, const std::string& kind, const std::string& card) {
  if (kind == "power")
    if (auto it = lib.powers.find(card); it != lib.powers.end()) return worded(card, it->second.not_modelled);
  if (kind == "fear")
    if (auto it = lib.fear_cards.find(card); it != lib.fear_cards.end()) return worded(card, it->second.not_modelled);
  if (kind == "event")
    if (auto it = lib.events.find(card); it != lib.events.end()) return worded(card, it->second.not_modelled);
  return {};
}

}  // namespace arbiter::si
