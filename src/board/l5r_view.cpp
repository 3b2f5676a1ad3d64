#include "board/l5r_view.h"

#include "board/read.h"

namespace arbiter::board {

using nlohmann::json;

bool L5rPersonality::operator==(const L5rPersonality& o) const {
  return id == o.id && name == o.name && location == o.location && controller == o.controller &&
         keywords == o.keywords && force == o.force && chi == o.chi && personal_honor == o.personal_honor &&
         bowed == o.bowed && dishonored == o.dishonored && opposed == o.opposed && attachments == o.attachments &&
         effects == o.effects;
}

void from_json(const json& j, L5rStat& s) {
  s.present = j.is_object() || j.is_number();
  s.value = j.is_object() ? int_at(j, "value") : as_int(j);
  s.base = j.is_object() ? int_at(j, "base") : s.value;
}

void from_json(const json& j, L5rAttachment& a) {
  a.name = string_at(j, "name");
  if (j.is_object() && j.contains("force") && j["force"].is_number()) a.force = as_int(j["force"]);
  a.bowed = bool_at(j, "bowed");
}

void from_json(const json& j, L5rEffect& e) {
  e.text = string_at(j, "text");
  e.prevented = bool_at(j, "prevented");
  e.prevented_by = string_at(j, "prevented_by");
  e.applies = bool_at(j, "applies", true);
}

void from_json(const json& j, L5rPersonality& p) {
  p.id = string_at(j, "id");
  p.name = string_at(j, "name", p.id.empty() ? "?" : p.id);
  p.location = string_at(j, "location", "home");
  p.controller = string_at(j, "controller");
  p.keywords = strings_at(j, "keywords");
  if (j.is_object()) {
    if (j.contains("force")) p.force = j["force"].get<L5rStat>();
    if (j.contains("chi")) p.chi = j["chi"].get<L5rStat>();
    if (j.contains("personal_honor")) p.personal_honor = j["personal_honor"].get<L5rStat>();
  }
  p.bowed = bool_at(j, "bowed");
  p.dishonored = bool_at(j, "dishonored");
  p.opposed = bool_at(j, "opposed");
  for (const json& a : array_at(j, "attachments")) p.attachments.push_back(a.get<L5rAttachment>());
  for (const json& e : array_at(j, "effects")) p.effects.push_back(e.get<L5rEffect>());
}

void from_json(const json& j, L5rPlayer& p) {
  p.id = string_at(j, "id");
  p.honor = int_at(j, "honor");
  p.hand = int(array_at(j, "hand").size());
  p.fate_deck = int_at(j, "fate_deck");
  for (const json& d : array_at(j, "discard"))
    if (bool_at(d, "dead")) p.dead.push_back(string_at(d, "name"));
}

void from_json(const json& j, L5rBattlefield& b) {
  b.id = string_at(j, "id");
  b.attacker = string_at(j, "attacker");
  b.defender = string_at(j, "defender");
  const json& army = object_at(j, "army_force");
  for (auto it = army.begin(); it != army.end(); ++it)
    b.army_force.emplace_back(it.key(), it.value().is_number() ? std::optional<int>(as_int(it.value())) : std::nullopt);
}

void from_json(const json& j, L5rBoard& b) {
  b.turn = int_at(j, "turn", 1);
  b.phase = string_at(j, "phase");
  b.active_player = string_at(j, "active_player");
  b.favor = string_at(j, "favor");
  for (const json& p : array_at(j, "players")) b.players.push_back(p.get<L5rPlayer>());
  for (const json& f : array_at(j, "battlefields")) b.battlefields.push_back(f.get<L5rBattlefield>());
  for (const json& p : array_at(j, "personalities")) b.personalities.push_back(p.get<L5rPersonality>());
  for (const json& p : array_at(j, "preventions")) b.preventions.push_back(string_at(p, "text"));
  for (const json& d : array_at(j, "delayed")) b.delayed.push_back(string_at(d, "text"));
}

const L5rPlayer* L5rBoard::player(const std::string& id) const {
  for (const auto& p : players)
    if (p.id == id) return &p;
  return nullptr;
}

const L5rPersonality* L5rBoard::personality(const std::string& id) const {
  for (const auto& p : personalities)
    if (p.id == id) return &p;
  return nullptr;
}

std::string l5r_heading(const L5rBoard& b) {
  std::string s = "Turn " + std::to_string(b.turn) + " · " + b.phase + " phase";
  if (!b.active_player.empty()) s += " · " + b.active_player + " is active";
  if (!b.favor.empty()) s += " · Imperial Favor: " + b.favor;
  return s;
}

std::vector<std::string> l5r_notes(const L5rBoard& b) {
  std::vector<std::string> notes;
  for (const auto& pl : b.players)
    for (const auto& d : pl.dead) notes.push_back("✗ " + d + " is dead (" + pl.id + "’s discard pile)");
  for (const auto& c : b.personalities)
    for (const auto& e : c.effects)
      notes.push_back("• " + c.name + ": " + e.text + (e.prevented ? "  — prevented by " + e.prevented_by : "") +
                      (e.applies ? "" : "  (not applying)"));
  for (const auto& p : b.preventions) notes.push_back("⚑ Prevention: " + p);
  for (const auto& d : b.delayed) notes.push_back("→ Waiting: " + d);
  return notes;
}

}  // namespace arbiter::board
