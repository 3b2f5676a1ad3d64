#pragma once
// Forced into ImGui's SDL backend in the page (src/app/CMakeLists.txt): the app never enables
// gamepad navigation, and the backend's one call that opens a controller pulled SDL's game
// controller code and its mapping strings into the wasm (about 10 KB brotli). With no controller
// the backend returns before reading any button, so none of that is linked.
#include <SDL.h>
#define SDL_GameControllerOpen(index) (static_cast<SDL_GameController*>(nullptr))
