#pragma once
// Set-up / act / assert for the L5R engine without scenario files: a board from a JSON snippet
// (the scenario "board" format, docs/l5r-board.md), scripted answers to choice points, and
// readers for computed values and the plain-words log.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "games/l5r/engine.h"
#include "games/l5r/scenario_model.h"
#include "kernel/choices.h"
#include "kernel/json_reader.h"
#include "test_paths.h"

namespace arbiter::l5r::test {

inline const CardLibrary& cards() { return library_for(arbiter::test::repo_path("data/scenarios/l5r/unit.json")); }

// A scripted answer: `kind` and `context` as in docs/l5r-board.md ("reaction", "P1:before_lose_honor").
inline kernel::ScriptedChoice pick(const std::string& kind, const std::string& context, const std::string& answer) {
  return {kind, context, {answer}, "test", false};
}

// The engine, the answers it is given, and every moment it reported (each one's lines).
struct Table {
  std::shared_ptr<kernel::Choices> answers = std::make_shared<kernel::Choices>();
  std::shared_ptr<std::vector<std::vector<std::string>>> moments =
      std::make_shared<std::vector<std::vector<std::string>>>();
  Engine engine;

  explicit Table(const std::string& board_json, std::vector<kernel::ScriptedChoice> script = {})
      : engine(board(board_json), cards(), *answers) {
    answers->script(std::move(script));
    auto sink = moments;
    engine.observe([sink](const std::vector<std::string>& lines) { sink->push_back(lines); });
  }

  // Acts: a card played from hand, or the ability of a card in play.
  void play(const std::string& player, const std::string& card, std::map<std::string, std::string> targets = {}) {
    PlayRequest r;
    r.player = player;
    r.card = card;
    r.targets = std::move(targets);
    engine.play(r);
    engine.flush();
  }
  void advance_to(int turn, Phase phase) {
    while (engine.state().turn != turn || engine.state().phase != phase) engine.advance();
    engine.flush();
  }

  int force(const std::string& id) const { return engine.rules().stat(id, Stat::Force); }
  int chi(const std::string& id) const { return engine.rules().stat(id, Stat::Chi); }
  bool bowed(const std::string& id) const { return engine.state().card(id).bowed; }
  Zone zone(const std::string& id) const { return engine.state().card(id).zone; }
  int honor(const std::string& player) const { return engine.state().player(player).honor; }
  bool said(const std::string& words) const {
    const auto& log = engine.log();
    return std::any_of(log.begin(), log.end(),
                       [&](const std::string& l) { return l.find(words) != std::string::npos; });
  }
  // The index of the first moment whose lines contain `words`, or -1.
  int moment_of(const std::string& words) const {
    for (size_t i = 0; i < moments->size(); ++i)
      for (const auto& l : (*moments)[i])
        if (l.find(words) != std::string::npos) return static_cast<int>(i);
    return -1;
  }

 private:
  static GameState board(const std::string& text) {
    nlohmann::json j = nlohmann::json::parse(text);
    return load_board(kernel::JsonReader(j, "test board"), cards());
  }
};

// P1 with `hand` (card names, ids = the names' last word in lower case) and Akira at home; P2 with
// Goro at home and `p2_hand`. Action Phase of turn 1 (P1's turn).
inline std::string two_personalities(const std::string& p1_hand, const std::string& p2_hand = "[]",
                                     const std::string& extra_in_play = "") {
  return R"({"players": {"P1": {"hand": )" + p1_hand + R"(}, "P2": {"hand": )" + p2_hand + R"(}},
             "in_play": [{"id": "akira", "card": "EX Akira"},
                         {"id": "goro", "card": "EX Goro", "controller": "P2"})" +
         extra_in_play + "]}";
}

}  // namespace arbiter::l5r::test
