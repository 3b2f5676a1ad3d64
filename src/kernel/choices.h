#pragma once
// Player choices are explicit choice points. Scenarios script the answers; when a choice has no
// scripted answer the engine uses its documented default and says so in the record, so the UI
// can show every decision and tests can assert them.
#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

#include "kernel/action_tree.h"

namespace arbiter::kernel {

struct ChoicePoint {
  std::string kind;     // game vocabulary: "land-order", "cascade", "damage", "modifier-order"...
  std::string prompt;   // plain words: "Which adjacent land does the Blight cascade to?"
  std::string context;  // what the choice is about, matched by scripted answers ("A3")
  std::vector<std::string> options;
  std::vector<std::string> chosen;
  bool scripted = false;  // false: the engine's default was used
  ActionId action = kNoAction;
  // Who decides, in games with several deciders ("P2"). Initialized so that positional
  // initializers of the fields above may leave it out without a warning.
  std::string player = "";
};

// One scripted answer: the first unused answer whose kind matches (and whose context matches,
// when given) answers the next choice point of that kind.
struct ScriptedChoice {
  std::string kind;
  std::string context;            // optional
  std::vector<std::string> pick;  // chosen option(s), in order
  std::string where;              // "file:/choices/2" for error messages
  bool used = false;
};

class Choices {
 public:
  void script(std::vector<ScriptedChoice> answers) { scripted_ = std::move(answers); }
  // Who answers what no script answers: by default the engine's fallback; random play plugs in a
  // seeded pick here. The answer must be one of the options.
  using Unscripted = std::function<std::string(const ChoicePoint& cp, const std::string& fallback)>;
  void answer_unscripted_with(Unscripted u) { unscripted_ = std::move(u); }

  // Answers `cp`. `fallback` is the engine's default pick. A scripted pick that is not one of
  // the options is a RuleError naming the scripted choice (multi-picks may repeat options only
  // when `allow_repeats`).
  std::vector<std::string> decide(ChoicePoint cp, std::vector<std::string> fallback, bool allow_repeats = false);
  // Convenience for single picks.
  std::string decide_one(ChoicePoint cp, const std::string& fallback) {
    std::string pick = unscripted_ ? unscripted_(cp, fallback) : fallback;
    return decide(std::move(cp), {pick}).front();
  }

  const std::vector<ChoicePoint>& history() const { return history_; }
  std::vector<const ScriptedChoice*> unused() const;

 private:
  std::vector<ScriptedChoice> scripted_;
  std::vector<ChoicePoint> history_;
  Unscripted unscripted_;
};

void to_json(nlohmann::json& j, const ChoicePoint& c);

}  // namespace arbiter::kernel
