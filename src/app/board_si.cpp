#include "app/board_si.h"

#include <imgui.h>

#include "app/board_draw.h"
#include "app/theme.h"
#include "board/icons.h"
#include "board/si_layout.h"

namespace arbiter::app {

void draw_si_board(const nlohmann::json& board, const nlohmann::json* previous, float height) {
  const board::SiBoard now = board.get<board::SiBoard>();
  const board::SiBoard before = previous ? previous->get<board::SiBoard>() : board::SiBoard{};
  const float width = ImGui::GetContentRegionAvail().x;
  draw_board_layout(board::layout_si(now, previous ? &before : nullptr, width, height), "board");
}

void draw_si_status(const nlohmann::json& board) {
  const std::string s = board::si_status_line(board.get<board::SiBoard>());
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
  ImGui::TextWrapped("%s", s.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

void draw_si_legend() {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::PushFont(fonts().small);
  const float icon = 16;
  for (const board::Icon& entry : board::icons()) {
    const float w = icon + 6 + ImGui::CalcTextSize(entry.label).x + 14;
    if (ImGui::GetCursorScreenPos().x + w > ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
      ImGui::NewLine();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    draw_board_glyph(dl, entry.kind, ImVec2(p.x + icon * 0.5f, p.y + ImGui::GetTextLineHeight() * 0.5f), icon,
                     board::spirit_colour(0));
    ImGui::Dummy(ImVec2(icon + 4, ImGui::GetTextLineHeight()));
    ImGui::SameLine(0, 2);
    ImGui::TextUnformatted(entry.label);
    ImGui::SameLine(0, 14);
  }
  ImGui::NewLine();
  ImGui::PopFont();
}

}  // namespace arbiter::app
