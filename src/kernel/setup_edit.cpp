#include "kernel/setup_edit.h"

namespace arbiter::kernel {

std::vector<OfferedEdit> offered_edits(const SetupControls& controls) {
  std::vector<OfferedEdit> out;
  for (const auto& c : controls) {
    if (c.can_down()) out.push_back({"edit-" + c.id, c.down});
    if (c.can_up()) out.push_back({"edit+" + c.id, c.up});
    if ((c.kind == SetupControl::Kind::Toggle || c.kind == SetupControl::Kind::Button) && c.press)
      out.push_back({"edit:" + c.id, c.press});
  }
  return out;
}

}  // namespace arbiter::kernel
