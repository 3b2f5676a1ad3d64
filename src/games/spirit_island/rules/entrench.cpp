#include "games/spirit_island/rules/entrench.h"

namespace arbiter::si {

const std::vector<EntrenchPlace>& entrench_places() {
  static const std::vector<EntrenchPlace> v{{3, 2}, {7, 3}};
  return v;
}

void reveal_under_fear_card(Engine& e, int earned) {
  if (!e.has_rule("entrench-in-the-face-of-fear")) return;
  auto it = e.state().under_fear_cards.find(earned);
  if (it == e.state().under_fear_cards.end()) return;
  InvaderCard card = it->second;
  e.take_card_under_fear_card(earned);
  e.note("Entrench in the Face of Fear: " + card.title() +
         " was under that Fear card; it goes straight into the Build slot.");
  e.place_invader_card("build", card);
}

}  // namespace arbiter::si
