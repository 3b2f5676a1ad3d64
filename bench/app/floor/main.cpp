// The floor of the app's start-up: the same stack (Emscripten, SDL2, WebGL 2, Dear ImGui, the same
// link options) drawing one ImGui window with a line of text and a text box, and nothing of
// Arbiter. bench/app/bench.mjs loads it beside the app: what the app takes beyond this page is
// Arbiter's own start (its data, its engines, its fonts), the rest is the stack and the machine.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdio>

namespace {
SDL_Window* window = nullptr;
bool first_frame_done = false;
char query[64] = "";

void frame() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) ImGui_ImplSDL2_ProcessEvent(&event);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
  ImGui::Begin("floor", nullptr, ImGuiWindowFlags_NoDecoration);
  ImGui::TextUnformatted("Arbiter: the stack alone");
  ImGui::InputText("search", query, sizeof query);
  ImGui::End();
  ImGui::Render();
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  glViewport(0, 0, int(size.x), int(size.y));
  glClearColor(0.95f, 0.96f, 0.98f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(window);
  if (!first_frame_done) {
    first_frame_done = true;
    // The same two milestones as the app's page (shell.html): built, then committed to the screen.
    EM_ASM({
      const t = window.floor.timings;
      t.firstFrame = Math.round(performance.now());
      requestAnimationFrame(() = > { t.shown = Math.round(performance.now()); });
    });
  }
}
}  // namespace

int main() {
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    std::printf("SDL_Init: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  window = SDL_CreateWindow("floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                            SDL_WINDOW_OPENGL | SDL_WINDOW_ALLOW_HIGHDPI);
  if (window == nullptr) {
    std::printf("SDL_CreateWindow: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GLContext gl = SDL_GL_CreateContext(window);
  if (gl == nullptr) {
    std::printf("SDL_GL_CreateContext: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(window, gl);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  ImGui_ImplSDL2_InitForOpenGL(window, gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
