#pragma once
// The Slave Rebellion event (Kingdom of France Level 2, Slave Labor). Printed card (spiritislandwiki
// Template:Eventcard; RC BaseGame/Adversaries/France.cs, read with `search`):
//  - Stages I + II, Small Uprising: on each board, add Strife to 1 Town. After finishing the Event
//    Card, draw another one, then return this card to the Event Deck as per Setup.
//  - Stage III, Rebellion: on each board, destroy 1 Town; add Strife to any 2 Town/City. Then every
//    Invader takes 1 Damage per Strife it has. After finishing this Event Card, draw another one;
//    this card is discarded.
//  - Its Dahan event, Aid the Uprising: Invaders with Strife take 1 Damage per Dahan present. Add 1
//    Dahan per Town/City this destroys (in the land where it was destroyed).
// The side is the Stage of the top card of the Invader deck (the next to be revealed; with the deck
// empty, Stage III). Which land of a board, and which Town/City there, are the players' choices
// (choice `land`, context "Slave Rebellion: ..." with the board; choice `strife` in the land,
// default the City, then the piece with the least Strife). Drawing another Event and putting this
// one back into the Event deck are not modelled: scenarios have no Event deck (an `event` step
// resolves an Event by name).
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void slave_rebellion(Engine& e, const Op& op, ActionId a);
void aid_the_uprising(Engine& e, const Op& op, ActionId a);

}  // namespace arbiter::si
