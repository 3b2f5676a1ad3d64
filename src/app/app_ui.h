#pragma once
// The whole screen, laid out for the window width: a wide desktop shows search, ruling and board
// side by side; a tablet shows two columns; a phone shows one column at a time.
namespace arbiter::app {

struct App;

void draw_app(App& a);

}  // namespace arbiter::app
