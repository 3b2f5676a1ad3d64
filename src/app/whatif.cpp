#include "app/whatif.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <vector>

#include "app/theme.h"
#include "app/ui_marks.h"
#include "app/whatif_l5r.h"
#include "app/widgets.h"

namespace arbiter::app {

namespace {
using nlohmann::json;

// +/- for counts, a checkbox for switches; nested objects and lists as collapsible groups.
bool edit_value(const std::string& label, const std::string& path, json& v, int depth) {
  bool changed = false;
  ImGui::PushID(label.c_str());
  if (v.is_number_integer()) {
    int n = v.get<int>();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    ImGui::SameLine(std::max(ImGui::GetCursorPosX(), 150.0f));
    if (touch_button("−", n > 0)) {
      v = n - 1;
      changed = true;
    }
    mark_item("edit-" + path);
    ImGui::SameLine();
    ImGui::Text("%d", n);
    ImGui::SameLine();
    if (touch_button("+")) {
      v = n + 1;
      changed = true;
    }
    mark_item("edit+" + path);
  } else if (v.is_boolean()) {
    bool b = v.get<bool>();
    if (ImGui::Checkbox(label.c_str(), &b)) {
      v = b;
      changed = true;
    }
    mark_item("edit:" + path);
  } else if ((v.is_object() || v.is_array()) && depth < 4) {
    if (ImGui::TreeNodeEx(label.c_str(), depth == 0 ? ImGuiTreeNodeFlags_DefaultOpen : 0)) {
      if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it) changed |= edit_value(it.key(), path + "." + it.key(), it.value(), depth + 1);
      } else {
        for (size_t i = 0; i < v.size(); ++i) {
          json& item = v[i];
          std::string name = std::to_string(i + 1);
          if (item.is_object()) name = item.value("id", item.value("name", name));
          changed |= edit_value(name, path + "." + std::to_string(i), item, depth + 1);
        }
      }
      ImGui::TreePop();
    }
  }
  ImGui::PopID();
  return changed;
}

// Spirit Island: per land, counts of every piece and token, Defend, Isolate and Presence.
bool edit_si(json& scenario, const std::vector<std::string>& land_ids) {
  static const char* kinds[] = {"explorer", "town", "city", "dahan", "blight", "badlands", "beasts",
                                "disease", "wilds", "vitality", "defend"};
  json& board = scenario["board"];
  std::vector<std::string> spirits;
  if (scenario.contains("game_state") && scenario["game_state"].contains("spirits"))
    for (const auto& sp : scenario["game_state"]["spirits"])
      spirits.push_back(sp.is_object() ? sp.value("id", "") : sp.is_string() ? sp.get<std::string>() : "");
  bool changed = false;
  for (const auto& id : land_ids) {
    ImGui::PushID(id.c_str());
    const bool open_first = land_ids.size() <= 3 || id == land_ids.front();
    if (ImGui::CollapsingHeader(("Land " + id).c_str(), open_first ? ImGuiTreeNodeFlags_DefaultOpen : 0)) {
      json pieces = board.contains("pieces") && board["pieces"].contains(id) ? board["pieces"][id] : json::object();
      const json before = pieces;
      const float col = std::max(200.0f, ImGui::GetContentRegionAvail().x * 0.5f);
      int shown = 0;
      auto counter = [&](const std::string& key, const std::string& label, json& obj) {
        if (shown++ % 2 == 1 && ImGui::GetContentRegionAvail().x > col * 1.9f) ImGui::SameLine(col);
        const int n = obj.value(key, 0);
        ImGui::PushID(key.c_str());
        ImGui::BeginGroup();
        if (touch_button("−", n > 0)) {
          if (n - 1 == 0) obj.erase(key);
          else obj[key] = n - 1;
        }
        mark_item("edit-" + id + "." + key);
        ImGui::SameLine();
        if (touch_button("+")) obj[key] = n + 1;
        mark_item("edit+" + id + "." + key);
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%d %s", n, label.c_str());
        ImGui::EndGroup();
        ImGui::PopID();
      };
      for (const char* k : kinds) {
        std::string label = k;
        label[0] = char(std::toupper(static_cast<unsigned char>(label[0])));
        counter(k, label, pieces);
      }
      if (!spirits.empty()) {
        json presence = pieces.value("presence", json::object());
        for (const auto& sp : spirits)
          if (!sp.empty()) counter(sp, "Presence (" + sp + ")", presence);
        for (auto it = presence.begin(); it != presence.end();)
          it = it.value() == 0 ? presence.erase(it) : std::next(it);
        if (presence.empty()) pieces.erase("presence");
        else pieces["presence"] = presence;
      }
      bool isolated = pieces.value("isolated", false);
      if (ImGui::Checkbox("Isolated", &isolated)) {
        if (isolated) pieces["isolated"] = true;
        else pieces.erase("isolated");
      }
      mark_item("edit:" + id + ".isolated");
      if (pieces != before) {
        if (pieces.empty()) {
          if (board.contains("pieces")) board["pieces"].erase(id);
        } else {
          board["pieces"][id] = pieces;
        }
        changed = true;
      }
    }
    ImGui::PopID();
  }
  if (scenario.contains("game_state") && ImGui::CollapsingHeader("Game state"))
    changed |= edit_value("game_state", "game_state", scenario["game_state"], 1);
  return changed;
}
}  // namespace

bool edit_setup(const std::string& game, json& scenario, const json& first_board) {
  if (!scenario.is_object() || !scenario.contains("board")) {
    ImGui::TextDisabled("This scenario has no setup to edit.");
    return false;
  }
  if (game == "l5r-celestial") return edit_l5r(scenario, first_board);
  // Spirit Island: the lands as the engine set them up (standard boards included).
  std::vector<std::string> land_ids;
  if (first_board.contains("lands"))
    for (const auto& l : first_board["lands"]) land_ids.push_back(l.value("id", ""));
  return edit_si(scenario, land_ids);
}

}  // namespace arbiter::app
