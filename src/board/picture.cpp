#include "board/picture.h"

namespace arbiter::board {

Picture picture_step(const std::string& game, const nlohmann::json& board, const nlohmann::json* previous, float width,
                     float max_height) {
  (void)board;
  (void)previous;
  Picture p;
  p.layout.width = width;
  p.layout.height = std::min(max_height, 40.0f);
  Shape bg;
  bg.kind = Kind::rect;
  bg.size = {width, p.layout.height};
  bg.radius = 10;
  bg.fill = role(Role::board_bg);
  p.layout.shapes.push_back(bg);
  p.alt = "No board picture for the game \"" + game + "\".";
  return p;
}

}  // namespace arbiter::board
