#pragma once
// Effects that change how Invader cards work, rather than adding actions of their own:
// * Bureaucrats Adjust Funding (modifier "bureaucrats-adjust-funding", this turn): on each board
//   with 9+ Town/City, Build cards skip the highest-numbered matching land; on each board with 3 or
//   fewer, Build cards cause 1 extra Build Action in the highest-numbered matching land, even one
//   without Invaders. The extra Build is part of the card, so it is normal exactly when the card is.
// * Farmers Seek the Dahan for Aid (modifier "next-normal-ravage-becomes-build", until used): the
//   next normal Ravage card, even on a later turn, is resolved as a Build card during the Ravage Step.
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

struct FundingAdjustment {
  std::vector<std::string> skipped;  // lands the Build card skips
  std::vector<std::string> extra;    // lands getting 1 extra Build Action
};

// What Bureaucrats Adjust Funding does to this Build card, judged from the board when it starts.
FundingAdjustment bureaucrats_adjust_funding(Engine& e, const InvaderCard& card);

// True (and the modifier is used up) when this normal Ravage card is to be resolved as a Build card.
bool ravage_card_becomes_build(Engine& e, const InvaderCard& card);

}  // namespace arbiter::si
