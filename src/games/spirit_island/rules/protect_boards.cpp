// Protecting boards by destroying Presence (see protect_boards.h).
#include "games/spirit_island/rules/protect_boards.h"

#include "games/spirit_island/rules/optional.h"

namespace arbiter::si {

namespace {

std::vector<std::string> lands_with_presence_of(const State& s, const std::string& spirit) {
  std::vector<std::string> out;
  for (const auto& l : s.lands)
    if (l.presence_of(spirit) > 0) out.push_back(l.id);
  return out;
}

int presence_on_island(const State& s, const std::string& spirit) {
  int n = 0;
  for (const auto& l : s.lands) n += l.presence_of(spirit);
  return n;
}

// The Spirit destroys `cost` of its Presence, each from a land the players choose.
void pay_presence(Engine& e, const std::string& spirit, int cost, const std::string& context, ActionId a) {
  for (int i = 0; i < cost; ++i) {
    const std::vector<std::string> lands = lands_with_presence_of(e.state(), spirit);
    if (lands.empty()) return;
    kernel::ChoicePoint cp{"land",
                           "Which land loses a Presence of " + e.spirit_name(spirit) + "?",
                           context + ": Presence of " + e.spirit_name(spirit),
                           lands,
                           {},
                           false,
                           a};
    const std::string land = lands.size() == 1 ? lands.front() : e.decide_one(cp, lands.front());
    e.destroy_presence(e.state().land(land), spirit, a, context);
  }
}

}  // namespace

std::set<std::string> protect_boards(Engine& e, const std::vector<std::string>& boards, int cost, ActionId a) {
  const std::string card = e.tree().at(a).label;
  std::set<std::string> protected_boards;
  for (const auto& board : boards) {
    for (const auto& sp : e.state().spirits) {
      if (presence_on_island(e.state(), sp.id) < cost) continue;
      const std::string words =
          e.spirit_name(sp.id) + " destroys " + std::to_string(cost) + " Presence to protect board " + board;
      if (!take_offer(e, card + ": protect board " + board, words, a)) continue;
      pay_presence(e, sp.id, cost, card, a);
      protected_boards.insert(board);
      break;
    }
  }
  return protected_boards;
}

}  // namespace arbiter::si
