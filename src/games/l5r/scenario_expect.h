#pragma once
// The "expect" objects of an L5R scenario (docs/l5r-board.md, Scenario format): read at load
// through the expectation tables (scenario/expect_table.h), checked after a step or at the end.
#include <functional>
#include <string>
#include <vector>

#include "games/l5r/engine.h"
#include "games/l5r/state.h"
#include "kernel/json_reader.h"
#include "kernel/trace.h"
#include "scenario/expect_table.h"

namespace arbiter::l5r {

// What the steps and expectations may name: cards and battlefields of the board, plus the ones the
// engine creates as it runs (tokens "token1", "token2", ...; battlefields "BF1", "BF2", ...).
class BoardNames {
 public:
  explicit BoardNames(const GameState& s) : s_(s) {}

  void card(const kernel::JsonReader& r) const { card(r.str(), r); }
  // `id` as named at `where` (a key of an "expect" object: the path ends with it).
  void card(const std::string& id, const kernel::JsonReader& where) const;
  void battlefield(const kernel::JsonReader& r) const;
  void player(const kernel::JsonReader& r) const { player(r.str(), r); }
  void player(const std::string& id, const kernel::JsonReader& where) const;

 private:
  static bool created(const std::string& id, const std::string& prefix);
  std::string list_cards() const;
  const GameState& s_;
};

// What a check sees: the engine after the step, and where each assertion's result goes.
class ExpectRun {
 public:
  ExpectRun(const Engine& eng, std::string when, std::vector<kernel::ExpectationResult>& out)
      : eng(eng), s(eng.state()), rules(eng.rules()), when_(std::move(when)), out_(out) {}
  void add(const std::string& what, bool ok, const std::string& found) { out_.push_back({when_ + what, ok, found}); }
  // A card as the results name it: "Name [id]", or the bare id of a card that is not there.
  std::string name(const std::string& id) const;

  const Engine& eng;
  const GameState& s;
  const Rules rules;

 private:
  std::string when_;
  std::vector<kernel::ExpectationResult>& out_;
};

using ExpectCheck = std::function<void(ExpectRun&)>;
using CardCheck = std::function<void(ExpectRun&, const std::string& id, const Card&)>;
using PlayerCheck = std::function<void(ExpectRun&, const std::string& id, const Player&)>;
// The keys of an "expect" object, of each card under "cards" and of each player under "players".
const scenario::ExpectTable<BoardNames, ExpectCheck>& expect_table();
const scenario::ExpectTable<BoardNames, CardCheck>& card_expect_table();
const scenario::ExpectTable<BoardNames, PlayerCheck>& player_expect_table();

// An "expect" object read at load (a LoadError at its JSON path on any mistake).
class Expectations {
 public:
  Expectations(const kernel::JsonReader& e, const BoardNames& names) : checks_(expect_table().parse_each(names, e)) {}
  // Appends one result per assertion, each described after `when`.
  void check(const Engine& eng, const std::string& when, std::vector<kernel::ExpectationResult>& out) const;

 private:
  std::vector<ExpectCheck> checks_;
};

}  // namespace arbiter::l5r
