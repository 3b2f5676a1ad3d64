#pragma once
// The app's only reach past Dear ImGui's public API (imgui.h), for what Debian's ImGui (1.86) has
// no public call for. Only imgui_ext.cpp includes imgui_internal.h; every other file of the app
// includes imgui.h alone.
#include <imgui.h>

namespace arbiter::app {

// Lets go of the item being pressed, so a drag that turned out to be a scroll (touch_scroll,
// widgets.cpp) does not end as a press when the finger lifts.
void release_active_item();

// Scrolls the next window (a scrolling panel) to `y` as it begins, in this frame, not the next.
void set_next_window_scroll_y(float y);

// The id of the popup ImGui::BeginCombo(label, …) opens in the current window, so the app can
// open that popup from the keyboard (the filter menus, search_panel.cpp).
ImGuiID combo_popup_id(const char* label);

}  // namespace arbiter::app
