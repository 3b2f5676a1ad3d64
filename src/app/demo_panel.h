#pragma once
// The live board beside a ruling: the game board, step controls and timeline, the plain-words log,
// the action tree with the current action highlighted, the expectations, and the what-if editor.
namespace arbiter::app {

struct App;

// `board_height`: height of the board drawing (the panel grows below it).
void draw_demo(App& a, float board_height);

}  // namespace arbiter::app
