#pragma once
// The keys a scenario's "expect" may use (docs/scenarios.md), one table per game: each row names its
// key(s), the members allowed beside them, and a parser that reads them at load and returns the
// check run after the steps. Both games read their expectations through their table only, so a key
// is declared once, and a key no row declares is refused at load with the file, the JSON path and
// the allowed keys.
#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "kernel/json_reader.h"

namespace arbiter::scenario {

// Context: what parsing may consult (the starting board, the number of steps...). Check: what a
// parsed expectation becomes (a function of the engine, or a struct holding one).
template <class Context, class Check>
struct ExpectKey {
  std::vector<std::string> keys;    // any of these selects the row; all may appear together
  std::vector<std::string> beside;  // further members the row's object may hold
  std::function<Check(const Context&, const kernel::JsonReader& object)> parse;
};

template <class Context, class Check>
class ExpectTable {
 public:
  using Row = ExpectKey<Context, Check>;

  // `what` names an expectation in the refusal ("an expectation"). A key declared twice is a bug.
  ExpectTable(std::string what, std::vector<Row> rows) : what_(std::move(what)), rows_(std::move(rows)) {
    std::set<std::string> seen;
    for (const auto& row : rows_)
      for (const auto& k : row.keys)
        if (!seen.insert(k).second) throw std::logic_error("expectation key \"" + k + "\" is declared twice");
  }

  const std::vector<Row>& rows() const { return rows_; }
  std::vector<std::string> keys() const {
    std::vector<std::string> out;
    for (const auto& row : rows_) out.insert(out.end(), row.keys.begin(), row.keys.end());
    return out;
  }

  // An object that holds one row's key(s) and what may stand beside them; the first row (in table
  // order) whose key the object has reads it.
  Check parse_one(const Context& c, const kernel::JsonReader& r) const {
    for (const auto& row : rows_)
      for (const auto& k : row.keys)
        if (r.has(k)) {
          std::vector<std::string> allowed = row.keys;
          allowed.insert(allowed.end(), row.beside.begin(), row.beside.end());
          r.only(allowed);
          return row.parse(c, r);
        }
    r.fail(what_ + ": one of " + kernel::JsonReader::join(keys()));
  }

  // An object whose every member is a key of the table (each row has one key); the checks come in
  // the table's order, and a row's parser reads its key's value.
  std::vector<Check> parse_each(const Context& c, const kernel::JsonReader& r) const {
    r.only(keys());
    std::vector<Check> out;
    for (const auto& row : rows_)
      if (auto v = r.get(row.keys.front())) out.push_back(row.parse(c, *v));
    return out;
  }

 private:
  std::string what_;
  std::vector<Row> rows_;
};

}  // namespace arbiter::scenario
