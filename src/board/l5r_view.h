#pragma once
// An L5R Celestial board step, typed: what the snapshot's "board" JSON says (docs/l5r-board.md).
#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::board {

struct L5rStat {
  int value = 0, base = 0;
  bool present = false;
  bool modified() const { return value != base; }
  bool operator==(const L5rStat& o) const { return value == o.value && base == o.base && present == o.present; }
};

struct L5rAttachment {
  std::string name;
  std::optional<int> force;
  bool bowed = false;
  bool operator==(const L5rAttachment& o) const { return name == o.name && force == o.force && bowed == o.bowed; }
};

struct L5rEffect {
  std::string text, prevented_by;
  bool prevented = false, applies = true;
  bool operator==(const L5rEffect& o) const {
    return text == o.text && prevented_by == o.prevented_by && prevented == o.prevented && applies == o.applies;
  }
};

struct L5rPersonality {
  std::string id, name, location = "home", controller;
  std::vector<std::string> keywords;
  L5rStat force, chi, personal_honor;
  bool bowed = false, dishonored = false, opposed = false;
  std::vector<L5rAttachment> attachments;
  std::vector<L5rEffect> effects;
  bool operator==(const L5rPersonality& o) const;
};

struct L5rPlayer {
  std::string id;
  int honor = 0, hand = 0, fate_deck = 0;
  std::vector<std::string> dead;  // names of dead Personalities in the discard pile
};

struct L5rBattlefield {
  std::string id, attacker, defender;
  std::vector<std::pair<std::string, std::optional<int>>> army_force;  // player -> Force (none: no army)
};

struct L5rBoard {
  int turn = 1;
  std::string phase, active_player, favor;
  std::vector<L5rPlayer> players;
  std::vector<L5rBattlefield> battlefields;
  std::vector<L5rPersonality> personalities;
  std::vector<std::string> preventions, delayed;
  const L5rPlayer* player(const std::string& id) const;
  const L5rPersonality* personality(const std::string& id) const;
};

void from_json(const nlohmann::json& j, L5rStat& s);
void from_json(const nlohmann::json& j, L5rAttachment& a);
void from_json(const nlohmann::json& j, L5rEffect& e);
void from_json(const nlohmann::json& j, L5rPersonality& p);
void from_json(const nlohmann::json& j, L5rPlayer& p);
void from_json(const nlohmann::json& j, L5rBattlefield& b);
void from_json(const nlohmann::json& j, L5rBoard& b);  // tolerant: anything missing is absent

// The table's heading: turn, phase, active player, Imperial Favor.
std::string l5r_heading(const L5rBoard& b);
// The notes under the table: dead Personalities, effects on cards, preventions, waiting effects.
std::vector<std::string> l5r_notes(const L5rBoard& b);

}  // namespace arbiter::board
