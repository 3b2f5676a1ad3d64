#include "app/perf.h"

#include <vector>

namespace arbiter::app::perf {

namespace {
std::vector<double> frames;
constexpr size_t kKeep = 2000;
long drawn = 0;
}  // namespace

long frames_drawn() { return drawn; }

void record_frame(double ms) {
  ++drawn;
  if (frames.size() >= kKeep) frames.erase(frames.begin());
  frames.push_back(ms);
}

std::string take_frames_json() {
  std::string out = "[";
  for (size_t i = 0; i < frames.size(); ++i) out += (i ? "," : "") + std::to_string(frames[i]);
  frames.clear();
  return out + "]";
}

}  // namespace arbiter::app::perf
