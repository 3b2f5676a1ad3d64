// Bureaucrats Adjust Funding and Farmers Seek the Dahan for Aid (see card_changes.h).
#include "games/spirit_island/rules/card_changes.h"

namespace arbiter::si {

FundingAdjustment bureaucrats_adjust_funding(Engine& e, const InvaderCard& card) {
  FundingAdjustment out;
  bool active = false;
  for (const auto& m : e.modifiers().all()) active = active || m.payload.kind == "bureaucrats-adjust-funding";
  if (!active) return out;
  for (const auto& b : e.state().boards()) {
    int town_city = 0;
    const Land* highest = nullptr;
    for (const auto& l : e.state().lands) {
      if (l.board != b) continue;
      town_city += l.count(PieceKind::Town) + l.count(PieceKind::City);
      if (card.matches(l) && (!highest || l.number > highest->number)) highest = &l;
    }
    if (!highest) continue;
    std::string counted = " (board " + b + " has " + std::to_string(town_city) + " Town/City)";
    if (town_city >= 9) {
      out.skipped.push_back(highest->id);
      e.note("Bureaucrats Adjust Funding: the Build card skips " + highest->id +
             ", the highest-numbered matching land" + counted + ".");
    } else if (town_city <= 3) {
      out.extra.push_back(highest->id);
      e.note("Bureaucrats Adjust Funding: the Build card causes 1 extra Build in " + highest->id +
             ", the highest-numbered matching land" + counted + "; it is part of this card, so it is " +
             "normal exactly when the card is.");
    }
  }
  return out;
}

bool ravage_card_becomes_build(Engine& e, const InvaderCard& card) {
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == "next-normal-ravage-becomes-build") {
      e.note(m.name + ": the next normal Ravage card, " + card.title() +
             ", becomes a Build card. It is still the Ravage Step, but the card obeys every Build card rule.");
      e.remove_modifier(m.id);
      return true;
    }
  return false;
}

}  // namespace arbiter::si
