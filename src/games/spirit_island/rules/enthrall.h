#pragma once
// Enthrall the Foreign Explorers (Lure of the Deep Wilderness; rule "enthrall-the-foreign-explorers"):
// "For each of your Presence in a land, ignore up to 2 Explorers there during the Ravage Step and any
// Ravage Action." At the start of every Ravage in a land with its Presence, up to 2 Explorers per
// Presence sit that Ravage out: they neither lose Strife, nor deal Damage, nor take the Dahan's
// counterattack (ActionLocal::sitting_out, read by rules/ravage.cpp and Engine::damage_invaders).
// "Up to" goes through the one optional mechanism (choice "up-to", context "land:explorer", default
// as many as it can); which Explorers, when they differ (Damage, Strife), is choice "pieces".
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void enthrall_explorers(Engine& e, const Land& l, ActionId a);

}  // namespace arbiter::si
