#pragma once
// Optional instructions, one mechanism: every "may" (an operation with `"may": true`) and every
// "up to n" (`"up_to": true`) goes through here, so the players can decline it or stop short.
// Defaults (no scripted answer): a "may" is taken, an "up to n" takes as many as it can — what a
// demonstration shows unless it says otherwise — and the trace says which was chosen, and that it
// was the default.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// "may": whether the players take this instruction (choice "may", context the card or the action's
// label, options `yes` / `no`, default `yes`). Always true for an operation without `may`.
bool take_optional(Engine& e, const Op& op, ActionId a);

// A "may" a rule asks in its own words: choice "may" with `question`, `context`, options yes / no
// and the default `by_default`; true when the players take it. take_optional and take_offer ask
// through it, and so does every rule whose "may" is not an operation's flag.
bool ask_may(Engine& e, const std::string& question, const std::string& context, bool by_default, ActionId a);

// A "may" that a rule offers itself (not an operation's flag), asked and noted the same way:
// choice "may", context `context`, default `yes`; `words` say what would be done.
bool take_offer(Engine& e, const std::string& context, const std::string& words, ActionId a);

// "up to n": how many of the `available` (already capped at n) the players take (choice "up-to",
// context "<land>:<what>", options 0..available, default all of them). `available` for an
// operation without `up_to`.
int how_many(Engine& e, const Op& op, const std::string& land, int available, ActionId a);

}  // namespace arbiter::si
