#pragma once
// An adversary's Setup instructions (`setup` by level in data/si/cards.json, e.g. Russia Level 1:
// "on each board, add 1 Beasts and 1 Explorer to the highest-numbered land without Town/City"),
// run by the scenario step "adversary-setup": one action per level up to the adversary's, lowest
// first. Scenarios otherwise start after Setup and lay the board out themselves.
#include "games/spirit_island/engine.h"

namespace arbiter::si {

void adversary_setup(Engine& e);

}  // namespace arbiter::si
