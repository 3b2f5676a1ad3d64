#pragma once
// Ember-Eyed Behemoth's special rules.
// - The Behemoth Rises (rule `the-behemoth-rises`): "Once per turn, in any phase, you may Push your
//   Incarna or add/move it to any of your Sacred Sites." A scenario takes it as an action of the
//   Spirit (`{"op": "rule", "name": "the-behemoth-rises"}` in an `action` step with its `spirit`):
//   which one is choice `option`, context "The Behemoth Rises", options `push` (its Incarna on the
//   island) and `sacred-site` (it has a Sacred Site; then which: choice `land`), default the first;
//   taken more often than allowed this turn, the action is refused with the reason.
// - Unrelenting Strides (rule `unrelenting-strides`): "On a turn when you use no Innate Powers, you
//   may use The Behemoth Rises one extra time." The second use is allowed only if it has used no
//   Innate Power this turn, and after it, using an Innate Power this turn is refused.
// Uses and Innate use are counted per turn (Spirit::behemoth_rises_used / innate_used, reset by Time
// Passes).
#include <string>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/library.h"

namespace arbiter::si {

// Named rule the-behemoth-rises, for the action's Spirit.
void behemoth_rises(Engine& e, const Op& op, ActionId a);

// `spirit` is about to use `power`: an Innate after a second use of The Behemoth Rises this turn is
// a RuleError; otherwise an Innate is counted as used this turn.
void behemoth_innate_check(Engine& e, const PowerCard& power, const std::string& spirit);

}  // namespace arbiter::si
