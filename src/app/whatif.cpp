#include "app/whatif.h"

#include <imgui.h>

#include "app/theme.h"
#include "app/ui_marks.h"
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
}  // namespace

bool edit_setup(const std::string&, json& scenario) {
  if (!scenario.is_object()) return false;
  const char* key = scenario.contains("setup") ? "setup" : scenario.contains("board") ? "board" : nullptr;
  if (!key) {
    ImGui::TextDisabled("This scenario has no setup to edit.");
    return false;
  }
  return edit_value("Setup", key, scenario[key], 0);
}

}  // namespace arbiter::app
