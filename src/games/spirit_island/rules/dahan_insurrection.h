#pragma once
// The Dahan Insurrection scenario's Victory and Loss conditions and Coordinated Insurrection
// (printed scenario card, read with `search`: spiritislandwiki and si.epicbroccoli, REF §10):
//  - Victory: "The normal Fear-based Victory is not available. Instead: Terror 2: there are no lands
//    where Town/City outnumber Dahan. Terror 3+: there is fewer than 1 land per player where
//    Town/City outnumber Dahan." Read here as replacing every Terror Level condition (the Fear-based
//    Victory), so at Terror Level I the Spirits cannot win.
//  - Additional loss: "There are fewer than 2 Dahan per player left alive."
//  - Coordinated Insurrection: "If you reach Terror level 'Victory', Dahan immediately Damage
//    Invaders in every land on the board, as if they were fighting back after a Ravage. If this
//    doesn't fulfill the Victory condition on this card, you lose."
// Victory and defeat are judged after a whole action tree (rules/outcome.cpp), so the
// counterattack is its own action right after the tree that earned the last Fear card (what it
// triggers, Military Response, resolves in it), and the outcome is judged when that tree ends.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// The card's Victory condition at the current Terror Level (Terror "Victory" counts as 3+): why it
// is met, or "" when it is not.
std::string insurrection_victory(const Engine& e);

// The card's additional loss condition: why it is met, or "".
std::string insurrection_loss(const Engine& e);

// Coordinated Insurrection's counterattack: each Dahan deals 2 Damage to the Invaders in its land,
// in every land on a board (the Endless Dark is not one).
void coordinated_insurrection(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
