#pragma once
// Playing Power Cards in the Spirit Phase: each Spirit has the Card Plays its Presence tracks
// show; the Violence Aspect (Bringer of Dreams and Nightmares) doubles them, but the extra plays
// may only be used on Power Cards with a Damage or Destroy instruction.
#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The first Damage or Destroy instruction of a card, in plain words ("" when it has none). Every
// option and branch counts, whether or not it will be resolved; instructions that change, prevent
// or watch for Damage and destruction (modifiers, triggers) do not.
std::string damage_or_destroy_instruction(const std::vector<Op>& ops);

// The first instruction of a card that generates Fear ("" when none): Fear it adds itself, in any
// option, branch or threshold — not Fear from destroying Towns/Cities, nor mere mentions of Fear.
std::string fear_instruction(const std::vector<Op>& ops);

// An Ominous Dawn (Event): 1 Fear per Power Card in play (played this turn by any Spirit) with an
// instruction that generates Fear; at Terror Level II-III its other side, Wavering Resolve, removes
// 1 Health worth of Invaders per such card instead (rules/wavering_resolve.h).
void ominous_dawn(Engine& e, ActionId a);

// Extra Card Plays the Spirit's Aspect gives (Violence: as many as it has, restricted).
int extra_card_plays(const Engine& e, const Spirit& sp);

// The Spirit plays these cards this turn (on top of any played already). Plays are assigned so
// restricted extra plays go to qualifying cards; the engine refuses a set that cannot be paid for,
// naming the cards that cannot use the extra plays and why.
void play_cards(Engine& e, const std::string& spirit, const std::vector<std::string>& cards);

}  // namespace arbiter::si
