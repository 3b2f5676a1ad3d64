#include "app/board_l5r.h"

#include <imgui.h>

#include "app/board_draw.h"
#include "board/l5r_layout.h"

namespace arbiter::app {

void draw_l5r_board(const nlohmann::json& board, const nlohmann::json* previous) {
  if (!board.is_object()) return;
  const board::L5rBoard now = board.get<board::L5rBoard>();
  const board::L5rBoard before = previous ? previous->get<board::L5rBoard>() : board::L5rBoard{};
  draw_board_layout(board::layout_l5r(now, previous ? &before : nullptr, ImGui::GetContentRegionAvail().x),
                    "l5r-board");
  ImGui::Dummy(ImVec2(0, 4));
}

}  // namespace arbiter::app
