#include "app/whatif_l5r.h"

#include <imgui.h>

#include <string>
#include <vector>

#include "app/theme.h"
#include "app/ui_marks.h"
#include "app/widgets.h"
#include "games/l5r/scenario_model.h"

namespace arbiter::app {

namespace {
using nlohmann::json;

// The loader's bounds: the editor offers no value beyond them, so an edited board always loads.
using Limits = l5r::SetupLimits;
const char* const kPhases[] = {"action", "attack", "dynasty", "end"};

// Text after the button just drawn, centred on it (phone buttons are taller than a text line).
void text_beside_button(const std::string& text) {
  const float button_h = ImGui::GetItemRectSize().y;
  ImGui::SameLine();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (button_h - ImGui::GetFrameHeight()) * 0.5f);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text.c_str());
}

std::string capitalized(std::string s) {
  if (!s.empty()) s[0] = char(s[0] - 'a' + 'A');
  return s;
}

// "− + Label n" for a number kept within [lo, hi]; marks edit-NAME and edit+NAME.
bool stepper(const std::string& name, const std::string& label, int& n, int lo, int hi, const std::string& note = "") {
  bool changed = false;
  ImGui::PushID(name.c_str());
  if (touch_button("−", n > lo)) {
    --n;
    changed = true;
  }
  mark_item("edit-" + name);
  ImGui::SameLine();
  if (touch_button("+", n < hi)) {
    ++n;
    changed = true;
  }
  mark_item("edit+" + name);
  text_beside_button(label + " " + std::to_string(n) + note);
  ImGui::PopID();
  return changed;
}

// A button that shows its state ("✓ Bowed" lit, or "Bowed"); marks edit:NAME.
bool toggle(const std::string& name, const char* label, bool on) {
  if (on) {
    const ImVec4 accent = ImGui::ColorConvertU32ToFloat4(pal().accent);
    ImGui::PushStyleColor(ImGuiCol_Button, accent);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, accent);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().accent_text));
  }
  const std::string text = (on ? std::string("✓ ") : std::string()) + label + "###" + name;
  const bool pressed = touch_button(text.c_str());
  if (on) ImGui::PopStyleColor(3);
  mark_item("edit:" + name);
  return pressed;
}

// A flag whose default is false: written only while it is set, so the URL carries only real edits.
bool flag_toggle(const std::string& name, const char* label, json& obj, const char* key) {
  const bool on = obj.value(key, false);
  if (!toggle(name, label, on)) return false;
  if (on) obj.erase(key);
  else obj[key] = true;
  return true;
}

// Buttons in a row that wrap to the next line when the panel is narrow (phones).
void same_line_if_fits(float next_width) {
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < next_width) ImGui::NewLine();
}

const json& list_of(const json& obj, const char* key) {
  static const json empty = json::array();
  return obj.is_object() && obj.contains(key) && obj[key].is_array() ? obj[key] : empty;
}

const json* find_by_id(const json& list, const std::string& id) {
  for (const auto& c : list)
    if (c.is_object() && c.value("id", "") == id) return &c;
  return nullptr;
}

// Turn and phase: the turn decides the active player (P1 on odd turns).
bool edit_turn(json& board, const json& shown) {
  bool changed = false;
  int turn = board.value("turn", 1);
  if (stepper("turn", "Turn", turn, 1, Limits::kMaxTurn, " · " + shown.value("active_player", std::string("?")) + " is the active player")) {
    board["turn"] = turn;
    changed = true;
  }
  const std::string phase = board.value("phase", std::string("action"));
  ImGui::TextDisabled("Phase");
  for (const char* p : kPhases) {
    if (p != kPhases[0]) same_line_if_fits(90);
    if (toggle(std::string("phase.") + p, capitalized(p).c_str(), phase == p) && phase != p) {
      board["phase"] = p;
      changed = true;
    }
  }
  return changed;
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

// The cards of one of the player's lists, each with a button sending it to another list.
bool edit_card_list(json& player, const std::string& pid, const std::string& from, const std::string& to,
                    const char* title, const char* action) {
  if (!player.contains(from) || !player[from].is_array() || player[from].empty()) return false;
  ImGui::TextDisabled("%s", title);
  for (const auto& c : player[from]) {
    const std::string id = c.value("id", "");
    ImGui::PushID(id.c_str());
    const bool pressed = touch_button(action);
    mark_item("edit:" + pid + "." + from + "." + id);
    text_beside_button(c.value("card", id));
    ImGui::PopID();
    if (pressed) {
      move_card(player, from, to, id);
      return true;  // the list changed under the loop
    }
  }
  return false;
}

// Family Honor, the Imperial Favor, and the cards in hand and in the discard pile.
bool edit_player_state(json& board, const std::string& pid) {
  bool changed = false;
  json& player = board["players"][pid];
  int honor = player.value("honor", 10);
  if (stepper(pid + ".honor", "Family Honor", honor, Limits::kMinHonor, Limits::kMaxHonor)) {
    player["honor"] = honor;
    changed = true;
  }
  const bool favor = board.value("favor", std::string()) == pid;
  if (toggle(pid + ".favor", "Imperial Favor", favor)) {
    if (favor) board.erase("favor");
    else board["favor"] = pid;
    changed = true;
  }
  changed |= edit_card_list(player, pid, "hand", "discard", "Hand", "Discard");
  changed |= edit_card_list(player, pid, "provinces", "discard", "Provinces", "Discard");
  changed |= edit_card_list(player, pid, "discard", "hand", "Discard pile", "To hand");
  return changed;
}

// Where a unit stands: home or a battlefield; its side follows from the battlefield.
bool edit_location(json& unit, const std::string& id, const json& battlefields) {
  std::vector<std::string> places{"home"};
  for (const auto& bf : battlefields) places.push_back(bf.value("id", ""));
  if (places.size() == 1) return false;
  const std::string at = unit.value("location", std::string("home"));
  bool changed = false;
  for (const auto& place : places) {
    same_line_if_fits(90);
    const std::string label = place == "home" ? "Home" : "At " + place;
    if (toggle(id + ".location." + place, label.c_str(), at == place) && at != place) {
      if (place == "home") unit.erase("location");
      else unit["location"] = place;
      unit.erase("side");  // the loader sets the side from the battlefield's attacker
      changed = true;
    }
  }
  return changed;
}

// A Personality: Chi (the set-up's Chi override), bowed, dishonored, location, and its attachments.
bool edit_personality(json& unit, const json& shown, const json& battlefields) {
  const std::string id = unit.value("id", "");
  bool changed = false;
  auto stat = [&](const char* key, const char* part) { return shown.contains(key) ? shown[key].value(part, 0) : 0; };
  ImGui::TextDisabled("Force %d · Personal Honor %d", stat("force", "value"), stat("personal_honor", "value"));
  int chi = unit.value("chi", stat("chi", "base"));
  if (stepper(id + ".chi", "Chi", chi, 0, Limits::kMaxChi)) {
    unit["chi"] = chi;
    changed = true;
  }
  changed |= flag_toggle(id + ".bowed", "Bowed", unit, "bowed");
  same_line_if_fits(130);
  changed |= flag_toggle(id + ".dishonored", "Dishonored", unit, "dishonored");
  changed |= edit_location(unit, id, battlefields);
  if (unit.contains("attachments") && unit["attachments"].is_array())
    for (auto& att : unit["attachments"]) {
      const std::string aid = att.value("id", "");
      const json* a = find_by_id(list_of(shown, "attachments"), aid);
      const std::string label = "Bowed: " + att.value("card", aid) + (a ? " (" + a->value("type", std::string()) + ")" : "");
      changed |= flag_toggle(aid + ".bowed", label.c_str(), att, "bowed");
    }
  return changed;
}

// The player's cards in play: Personalities with their attachments, then Holdings.
bool edit_units(json& board, const std::string& pid, const json& shown) {
  if (!board.contains("in_play") || !board["in_play"].is_array()) return false;
  bool changed = false;
  for (auto& unit : board["in_play"]) {
    // As the loader reads it: the controller, else the owner, else P1.
    if (unit.value("controller", unit.value("owner", std::string("P1"))) != pid) continue;
    const std::string id = unit.value("id", "");
    ImGui::PushID(id.c_str());
    ImGui::Separator();
    ImGui::TextUnformatted(unit.value("card", id).c_str());
    if (const json* p = find_by_id(list_of(shown, "personalities"), id)) {
      changed |= edit_personality(unit, *p, list_of(shown, "battlefields"));
    } else if (find_by_id(list_of(shown, "holdings"), id)) {
      changed |= flag_toggle(id + ".bowed", "Bowed", unit, "bowed");
    } else {
      ImGui::TextDisabled("A Terrain: nothing to edit.");
    }
    ImGui::PopID();
  }
  return changed;
}

}  // namespace

bool edit_l5r(json& scenario, const json& first_board) {
  json& board = scenario["board"];
  bool changed = false;
  ImGui::PushID("l5r");
  if (ImGui::CollapsingHeader("Turn and phase", ImGuiTreeNodeFlags_DefaultOpen)) changed |= edit_turn(board, first_board);
  for (const char* pid : {"P1", "P2"}) {
    if (!board.contains("players") || !board["players"].contains(pid)) continue;
    ImGui::PushID(pid);
    if (ImGui::CollapsingHeader((std::string("Player ") + pid).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
      changed |= edit_player_state(board, pid);
      changed |= edit_units(board, pid, first_board);
    }
    ImGui::PopID();
  }
  ImGui::PopID();
  return changed;
}

}  // namespace arbiter::app
