#include "board/picture.h"

#include "board/l5r_layout.h"
#include "board/si_layout.h"

namespace arbiter::board {

Picture picture_step(const std::string& game, const nlohmann::json& board, const nlohmann::json* previous, float width,
                     float max_height) {
  Picture p;
  if (game == "spirit-island") {
    const SiBoard now = board.get<SiBoard>();
    const SiBoard before = previous ? previous->get<SiBoard>() : SiBoard{};
    p.layout = layout_si(now, previous ? &before : nullptr, width, max_height);
    p.alt = describe_si(now, previous ? &before : nullptr);
  } else if (game == "l5r-celestial") {
    const L5rBoard now = board.get<L5rBoard>();
    const L5rBoard before = previous ? previous->get<L5rBoard>() : L5rBoard{};
    p.layout = layout_l5r(now, previous ? &before : nullptr, width);
    p.alt = describe_l5r(now, previous ? &before : nullptr);
  } else {
    p.layout.width = width;
    p.layout.height = 0;
    p.alt = "No board picture for the game \"" + game + "\".";
  }
  return p;
}

}  // namespace arbiter::board
