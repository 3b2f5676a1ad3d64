#pragma once
// Durable Towns (Habsburg Monarchy, Level 4 "Herds Thrive in Verdant Lands").
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// A Town in a land without Blight while the `durable` rule is in play (its +2 Health is in health()).
bool durable_town(const Engine& e, const Land& l, const Piece& p);

// Instead of destroying the Durable Town at `index`, deal it 2 Damage. That is Damage a Power
// deals, so Badlands and Damage bonuses (Flame's Fury) add to it. Returns plain words for the log.
std::string durable_damage_instead(Engine& e, Land& l, size_t index, ActionId a);

}  // namespace arbiter::si
