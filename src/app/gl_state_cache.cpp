// ImGui's OpenGL backend saves GL state before it draws and restores it after, one glGetIntegerv
// per value. In WebGL each is a synchronous round trip to the GPU process (about 0.13 ms: 1.7 ms
// of a 3 ms frame in headless Chromium). The app is the context's only user and the backend puts
// back every value it saved, so between its draws GL would answer the same each time; the only
// exception, the viewport, main.cpp sets itself before every use. So each value is asked of GL
// once and answered from memory after that. src/app/CMakeLists.txt points the backend's
// glGetIntegerv here (wasm build); values not listed go to GL every time.
#ifdef __EMSCRIPTEN__
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>

#include <algorithm>
#include <array>
#include <map>

extern "C" void arbiter_gl_get_integerv(GLenum pname, GLint* data) {
  static std::map<GLenum, std::array<GLint, 4>> known;
  int count = 0;
  switch (pname) {
    case GL_VIEWPORT:
    case GL_SCISSOR_BOX: count = 4; break;
    case GL_ACTIVE_TEXTURE:
    case GL_CURRENT_PROGRAM:
    case GL_TEXTURE_BINDING_2D:
    case GL_ARRAY_BUFFER_BINDING:
    case GL_VERTEX_ARRAY_BINDING_OES:
    case GL_BLEND_SRC_RGB:
    case GL_BLEND_DST_RGB:
    case GL_BLEND_SRC_ALPHA:
    case GL_BLEND_DST_ALPHA:
    case GL_BLEND_EQUATION_RGB:
    case GL_BLEND_EQUATION_ALPHA: count = 1; break;
    default: glGetIntegerv(pname, data); return;
  }
  auto it = known.find(pname);
  if (it == known.end()) {
    std::array<GLint, 4> value{};
    glGetIntegerv(pname, value.data());
    it = known.emplace(pname, value).first;
  }
  std::copy_n(it->second.begin(), count, data);
}
#endif
