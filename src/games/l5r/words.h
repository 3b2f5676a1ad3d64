#pragma once
// Plain words for the L5R log, the board ledger and the tests: stats, amounts, durations, sources.
// One place, so the UI log and the tests read the same sentences.
#include <string>
#include <vector>

#include "games/l5r/cards.h"
#include "games/l5r/state.h"

namespace arbiter::l5r {

// "Force", "Chi", "Personal Honor", "Focus Value".
std::string stat_name(Stat st);
// "+2 Force", "-1 Chi".
std::string signed_stat(Stat st, int amount);
// "until the end of the turn", "permanently", ...
std::string duration_words(const Duration& d);
// "rises from 3 to 5", "drops from 3 to 1", "stays at 3".
std::string change_words(int before, int after);
// "a, b or c".
std::string join_or(const std::vector<std::string>& v);
// "a, b and c".
std::string join_and(const std::vector<std::string>& v);

// What a prevention stops: "Force bonuses", "destruction", "movement".
std::string prevented_words(PreventSpec::What w);
// An operation's name in words: "gain honor", "move to current battlefield".
std::string op_words(Op::Kind k);

}  // namespace arbiter::l5r
