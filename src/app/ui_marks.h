#pragma once
// Screen rectangles of the named controls drawn this frame (results, share and step buttons,
// what-if controls), reported by window.arbiter.state().ui so browser tests click real widgets.
#include <nlohmann/json.hpp>

#include <string>

namespace arbiter::app {

// Records the last ImGui item under `name`.
void mark_item(const std::string& name);
void clear_marks();
const nlohmann::json& marks();

}  // namespace arbiter::app
