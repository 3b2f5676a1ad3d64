#pragma once
// CPU time per frame (UI build + draw-call submission), kept for the browser benchmark.
#include <string>

namespace arbiter::app::perf {

void record_frame(double ms);
// The recorded frame times as a JSON array of milliseconds, oldest first; clears the record.
std::string take_frames_json();

}  // namespace arbiter::app::perf
