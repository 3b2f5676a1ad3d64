#pragma once
// CPU time per frame (UI build + draw-call submission), kept for the browser benchmark.
#include <string>

namespace arbiter::app::perf {

void record_frame(double ms);
// The recorded frame times as a JSON array of milliseconds, oldest first; clears the record.
std::string take_frames_json();
// Frames drawn since the page started (render on demand: it stops growing while nothing moves).
long frames_drawn();

}  // namespace arbiter::app::perf
