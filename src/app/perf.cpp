#include "app/perf.h"

#include "app/app_state.h"

namespace arbiter::app::perf {

namespace {
constexpr size_t kKeep = 2000;
}  // namespace

long frames_drawn() { return app().ui.times.drawn; }

void record_frame(double ms) {
  FrameTimes& t = app().ui.times;
  ++t.drawn;
  if (t.ms.size() >= kKeep) t.ms.erase(t.ms.begin());
  t.ms.push_back(ms);
}

std::string take_frames_json() {
  std::vector<double>& frames = app().ui.times.ms;
  std::string out = "[";
  for (size_t i = 0; i < frames.size(); ++i) out += (i ? "," : "") + std::to_string(frames[i]);
  frames.clear();
  return out + "]";
}

}  // namespace arbiter::app::perf
