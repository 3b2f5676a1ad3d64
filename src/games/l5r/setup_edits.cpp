// The What if editor's controls for an L5R board (kernel/setup_edit.h), bounded by the loader's
// SetupLimits, so each edit it offers yields a board that loads.
#include <string>
#include <vector>

#include "games/l5r/scenario_model.h"

namespace arbiter::l5r {

namespace {
using kernel::SetupControl;
using nlohmann::json;
using EditKind = SetupControl::Kind;
using Limits = SetupLimits;
const char* const kEditPhases[] = {"action", "attack", "dynasty", "end"};

SetupControl control(EditKind kind, std::string id, std::string label, bool row = false) {
  SetupControl c;
  c.kind = kind;
  c.id = std::move(id);
  c.label = std::move(label);
  c.row = row;
  return c;
}

SetupControl stepper(std::string id, std::string label, int value, int min, int max, std::string limit,
                     std::function<void(json&, int)> set) {
  SetupControl c = control(EditKind::Stepper, std::move(id), std::move(label));
  c.value = value;
  c.min = min;
  c.max = max;
  c.limit = std::move(limit);
  c.down = [set, value](json& s) { set(s, value - 1); };
  c.up = [set, value](json& s) { set(s, value + 1); };
  return c;
}

std::string capitalized_phase(std::string s) {
  if (!s.empty()) s[0] = char(s[0] - 'a' + 'A');
  return s;
}

const json& list_in(const json& obj, const char* key) {
  static const json empty = json::array();
  return obj.is_object() && obj.contains(key) && obj[key].is_array() ? obj[key] : empty;
}

const json* with_id(const json& list, const std::string& id) {
  for (const auto& c : list)
    if (c.is_object() && c.value("id", "") == id) return &c;
  return nullptr;
}

// The element of board.in_play with this id (the list is edited in place; ids do not move).
json& unit_in(json& scenario, const std::string& id) {
  for (auto& u : scenario["board"]["in_play"])
    if (u.value("id", "") == id) return u;
  throw std::logic_error("no unit " + id + " in board.in_play");
}

// A flag whose default is false: written only while set, so the link carries only real edits.
SetupControl flag(std::string id, std::string label, bool on, std::function<json&(json&)> holder, const char* key,
                  bool row = false) {
  SetupControl c = control(EditKind::Toggle, std::move(id), std::move(label), row);
  c.on = on;
  c.press = [holder, key, on](json& s) {
    json& obj = holder(s);
    if (on) obj.erase(key);
    else obj[key] = true;
  };
  return c;
}

void add_turn(kernel::SetupControls& out, const json& board, const json& shown) {
  out.push_back(control(EditKind::Section, "turn-and-phase", "Turn and phase"));
  out.push_back(stepper("turn", "Turn", board.value("turn", 1), 1, Limits::kMaxTurn,
                        "1 to " + std::to_string(Limits::kMaxTurn), [](json& s, int n) { s["board"]["turn"] = n; }));
  out.back().detail = " · " + shown.value("active_player", std::string("?")) + " is the active player";
  out.push_back(control(EditKind::Note, "phase", "Phase"));
  const std::string phase = board.value("phase", std::string("action"));
  for (const char* p : kEditPhases) {
    SetupControl c = control(EditKind::Toggle, std::string("phase.") + p, capitalized_phase(p), p != kEditPhases[0]);
    c.on = phase == p;
    if (!c.on) c.press = [p = std::string(p)](json& s) { s["board"]["phase"] = p; };
    out.push_back(c);
  }
}

// Moves the card `id` from one of the player's lists to another (hand -> discard and back).
void move_card(json& player, const std::string& from, const std::string& to, const std::string& id) {
  json& src = player[from];
  for (auto it = src.begin(); it != src.end(); ++it)
    if (it->value("id", "") == id) {
      player[to].push_back(*it);
      src.erase(it);
      break;
    }
  if (src.empty()) player.erase(from);
}

void add_card_list(kernel::SetupControls& out, const json& player, const std::string& pid, const std::string& from,
                   const std::string& to, const char* title, const char* action) {
  if (list_in(player, from.c_str()).empty()) return;
  out.push_back(control(EditKind::Note, pid + "." + from, title));
  for (const auto& c : player[from]) {
    const std::string id = c.value("id", "");
    SetupControl b = control(EditKind::Button, pid + "." + from + "." + id, action);
    b.detail = c.value("card", id);
    b.press = [pid, from, to, id](json& s) { move_card(s["board"]["players"][pid], from, to, id); };
    out.push_back(b);
  }
}

void add_player_state(kernel::SetupControls& out, const json& board, const std::string& pid) {
  const json& player = board["players"][pid];
  out.push_back(stepper(pid + ".honor", "Family Honor", player.value("honor", 10), Limits::kMinHonor, Limits::kMaxHonor,
                        std::to_string(Limits::kMinHonor) + " to " + std::to_string(Limits::kMaxHonor) +
                            " (at -20 a player has lost, at 40 won)",
                        [pid](json& s, int n) { s["board"]["players"][pid]["honor"] = n; }));
  const bool favor = board.value("favor", std::string()) == pid;
  SetupControl f = control(EditKind::Toggle, pid + ".favor", "Imperial Favor");
  f.on = favor;
  f.press = [pid, favor](json& s) {
    if (favor) s["board"].erase("favor");
    else s["board"]["favor"] = pid;
  };
  out.push_back(f);
  add_card_list(out, player, pid, "hand", "discard", "Hand", "Discard");
  add_card_list(out, player, pid, "provinces", "discard", "Provinces", "Discard");
  add_card_list(out, player, pid, "discard", "hand", "Discard pile", "To hand");
}

// Where a unit stands: home or a battlefield; its side follows from the battlefield.
void add_location(kernel::SetupControls& out, const json& unit, const std::string& id, const json& battlefields) {
  std::vector<std::string> places{"home"};
  for (const auto& bf : battlefields) places.push_back(bf.value("id", ""));
  if (places.size() == 1) return;
  const std::string at = unit.value("location", std::string("home"));
  for (const auto& place : places) {
    SetupControl c =
        control(EditKind::Toggle, id + ".location." + place, place == "home" ? "Home" : "At " + place, true);
    c.on = at == place;
    if (!c.on)
      c.press = [id, place](json& s) {
        json& u = unit_in(s, id);
        if (place == "home") u.erase("location");
        else u["location"] = place;
        u.erase("side");  // the loader sets the side from the battlefield's attacker
      };
    out.push_back(c);
  }
}

void add_personality(kernel::SetupControls& out, const json& unit, const json& shown, const json& battlefields) {
  const std::string id = unit.value("id", "");
  auto stat = [&](const char* key, const char* part) { return shown.contains(key) ? shown[key].value(part, 0) : 0; };
  out.push_back(control(EditKind::Note, id + ".stats",
                        "Force " + std::to_string(stat("force", "value")) + " · Personal Honor " +
                            std::to_string(stat("personal_honor", "value"))));
  out.push_back(stepper(
      id + ".chi", "Chi", unit.value("chi", stat("chi", "base")), Limits::kMinChi, Limits::kMaxChi,
      std::to_string(Limits::kMinChi) + " to " + std::to_string(Limits::kMaxChi) + " (at 0 a Personality is destroyed)",
      [id](json& s, int n) { unit_in(s, id)["chi"] = n; }));
  const auto holder = [id](json& s) -> json& { return unit_in(s, id); };
  out.push_back(flag(id + ".bowed", "Bowed", unit.value("bowed", false), holder, "bowed"));
  out.push_back(flag(id + ".dishonored", "Dishonored", unit.value("dishonored", false), holder, "dishonored", true));
  add_location(out, unit, id, battlefields);
  for (size_t i = 0; i < list_in(unit, "attachments").size(); ++i) {
    const json& att = unit["attachments"][i];
    const std::string aid = att.value("id", "");
    const json* a = with_id(list_in(shown, "attachments"), aid);
    const std::string label =
        "Bowed: " + att.value("card", aid) + (a ? " (" + a->value("type", std::string()) + ")" : "");
    out.push_back(flag(
        aid + ".bowed", label, att.value("bowed", false),
        [id, i](json& s) -> json& { return unit_in(s, id)["attachments"][i]; }, "bowed"));
  }
}

void add_units(kernel::SetupControls& out, const json& board, const std::string& pid, const json& shown) {
  for (const auto& unit : list_in(board, "in_play")) {
    // As the loader reads it: the controller, else the owner, else P1.
    if (unit.value("controller", unit.value("owner", std::string("P1"))) != pid) continue;
    const std::string id = unit.value("id", "");
    out.push_back(control(EditKind::Title, id, unit.value("card", id)));
    if (const json* p = with_id(list_in(shown, "personalities"), id)) {
      add_personality(out, unit, *p, list_in(shown, "battlefields"));
    } else if (with_id(list_in(shown, "holdings"), id)) {
      out.push_back(flag(
          id + ".bowed", "Bowed", unit.value("bowed", false), [id](json& s) -> json& { return unit_in(s, id); },
          "bowed"));
    } else {
      out.push_back(control(EditKind::Note, id + ".terrain", "A Terrain: nothing to edit."));
    }
  }
}
}  // namespace

kernel::SetupControls setup_controls(const json& scenario, const json& first_board) {
  kernel::SetupControls out;
  if (!scenario.is_object() || !scenario.contains("board") || !scenario["board"].is_object()) return out;
  const json& board = scenario["board"];
  add_turn(out, board, first_board);
  for (const char* pid : {"P1", "P2"}) {
    if (!board.contains("players") || !board["players"].contains(pid)) continue;
    out.push_back(control(EditKind::Section, std::string("player.") + pid, std::string("Player ") + pid));
    add_player_state(out, board, pid);
    add_units(out, board, pid, first_board);
  }
  return out;
}

}  // namespace arbiter::l5r
