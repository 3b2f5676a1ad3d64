// The choices `each` and `choose-land` name (rules/op_flow.cpp), one row each: the parser accepts
// their names and the handler does what the row says.
#pragma once

#include <string>
#include <vector>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// What an `each` goes over: the things that qualify (fixed before any action resolves), and how
// one nested action acts on one of them (its land, board or Spirit; returns the action's label).
struct EachOver {
  const char* name;
  std::vector<std::string> (*qualifying)(Engine& e, const Op& op, ActionId a);
  std::string (*focus)(const Engine& e, const std::string& thing, ActionLocal& local);
};
const std::vector<EachOver>& each_overs();

// How a `choose-land` orders the lands it may pick (its default: the first): lower key first.
struct LandPreference {
  const char* name;
  int (*key)(const Land& l);
};
const std::vector<LandPreference>& land_preferences();

// The names of a table's rows, in order (what the parser accepts and lists).
template <class Row>
std::vector<std::string> row_names(const std::vector<Row>& rows) {
  std::vector<std::string> names;
  for (const auto& r : rows) names.push_back(r.name);
  return names;
}

}  // namespace arbiter::si
