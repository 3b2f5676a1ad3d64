// Every Spirit Island operation, declared once: its name in data, the keys it accepts, its parser
// (what its own keys mean and how they must agree), its plain words and its handler, the rule
// that carries it out (rules/op_*.cpp and the rule files, declared in rules/op_handlers.h).
// parse_op, describe and the engine's loop all read this table; nothing else lists operations.
// A new operation is a value of OpKind (ops.h), a row here and its handler.
#pragma once

#include <string>
#include <vector>

#include "games/spirit_island/ops.h"

namespace arbiter::si {

// Reads the operation's own keys into `op` (the shared ones are read already: ops.cpp) and
// refuses combinations the rules don't have.
using OpParse = void (*)(const kernel::JsonReader& r, Op& op);
// Plain words for the operation ("Push up to 2 Dahan").
using OpWords = std::string (*)(const Op& op);
// Carries out the operation for action `a`.
using OpRun = void (*)(Engine& e, const Op& op, kernel::ActionId a);

struct OpKindRow {
  OpKind kind;
  const char* name;               // as data names it ({"op": "damage"}); null: never in data (a rule's step)
  std::vector<std::string> keys;  // the keys it accepts besides "op" and "note"
  OpParse parse;                  // null: only shared keys
  OpWords words;
  OpRun run;
};

// The table, in OpKind order (checked on first use: a std::logic_error names the row out of place).
const std::vector<OpKindRow>& op_kinds();
const OpKindRow& op_kind(OpKind kind);
// The row data names so, or null.
const OpKindRow* find_op_kind(const std::string& name);

}  // namespace arbiter::si
