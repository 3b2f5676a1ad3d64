#include "app/ui_marks.h"

#include <imgui.h>

namespace arbiter::app {

namespace {
nlohmann::json current = nlohmann::json::object();
nlohmann::json last_frame = nlohmann::json::object();
}  // namespace

void mark_item(const std::string& name) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  if (!ImGui::IsItemVisible()) return;
  current[name] = {a.x, a.y, b.x - a.x, b.y - a.y};
}

void clear_marks() {
  last_frame = std::move(current);
  current = nlohmann::json::object();
}

const nlohmann::json& marks() { return last_frame; }

}  // namespace arbiter::app
