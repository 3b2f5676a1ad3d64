#include "app/ui_marks.h"

#include <imgui.h>

#include "app/app_state.h"

namespace arbiter::app {

void mark_item(const std::string& name) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  if (!ImGui::IsItemVisible()) return;
  app().ui.marks.drawing[name] = {a.x, a.y, b.x - a.x, b.y - a.y};
}

void clear_marks() {
  MarkState& m = app().ui.marks;
  m.shown = std::move(m.drawing);
  m.drawing = nlohmann::json::object();
  m.tooltip = false;
  m.panels.clear();
}

const nlohmann::json& marks() { return app().ui.marks.shown; }

bool tooltip_shown() { return app().ui.marks.tooltip; }

}  // namespace arbiter::app
