#include "app/imgui_ext.h"

// ImGui 1.86 declares ClearActiveID and SetNextWindowScroll here only, with no public equivalent
// (SetScrollY inside a window takes effect a frame later).
#include <imgui_internal.h>

namespace arbiter::app {

void release_active_item() {
  if (ImGui::IsAnyItemActive()) ImGui::ClearActiveID();
}

void set_next_window_scroll_y(float y) { ImGui::SetNextWindowScroll(ImVec2(-1.0f, y)); }

// BeginCombo names its popup "##ComboPopup" under the combo's own id (imgui_widgets.cpp); 1.86
// offers no call that returns it, and OpenPopup needs it before BeginCombo runs.
ImGuiID combo_popup_id(const char* label) {
  ImGui::PushID(label);
  const ImGuiID id = ImGui::GetID("##ComboPopup");
  ImGui::PopID();
  return id;
}

}  // namespace arbiter::app
