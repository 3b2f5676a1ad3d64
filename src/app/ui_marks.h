#pragma once
// Screen rectangles of the named controls drawn this frame (results, share and step buttons,
// what-if controls), reported by window.arbiter.state().ui so browser tests click real widgets,
// and whether a tooltip is up (state().tooltip). Recorded by the app as it draws (UiState::marks).
#include <nlohmann/json.hpp>

#include <string>

namespace arbiter::app {

// Records the last ImGui item under `name`.
void mark_item(const std::string& name);
// Starts a frame's record (the last frame's stays readable through marks()).
void clear_marks();
const nlohmann::json& marks();
// A tooltip was shown in the last frame drawn (show_tooltip, widgets.h).
bool tooltip_shown();

}  // namespace arbiter::app
