// Most of what ImGui draws is flat colour: window and panel backgrounds, buttons, frames, lines. Its
// OpenGL backend still samples the font atlas for every pixel of them (at the atlas's white pixel),
// and where the browser rasterises WebGL in software (SwiftShader, so every Lighthouse and test run
// here) sampling is most of a pixel's cost, and so a large part of each presented frame's Commit
// (docs/startup.md). So the backend's two ES 3.0 shaders are given a test that skips the sample
// when a vertex's UV is the atlas's white pixel, which gives the same colour (the white pixel is
// 1.0 in every channel), and the white pixel's UV is set whenever the backend selects its program.
// src/app/CMakeLists.txt points the backend's glShaderSource and glUseProgram here (wasm build);
// a shader not recognised (another ImGui version) is compiled as it is.
#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <imgui.h>

#include <map>
#include <string>

namespace {
// Replaces `from` by `to` in `s`; false when `from` is not there.
bool replace_once(std::string& s, const char* from, const std::string& to) {
  const size_t at = s.find(from);
  if (at == std::string::npos) return false;
  s.replace(at, std::char_traits<char>::length(from), to);
  return true;
}

// The backend's shaders with the flat-colour test, or the source unchanged.
std::string with_flat_fill(std::string s) {
  std::string changed = s;
  if (s.find("Frag_UV = UV;") != std::string::npos) {  // the vertex shader
    if (replace_once(changed, "out vec2 Frag_UV;", "uniform vec2 WhiteUV;\nout vec2 Frag_UV;\nout float Frag_Flat;") &&
        replace_once(changed, "Frag_UV = UV;", "Frag_UV = UV;\n    Frag_Flat = UV == WhiteUV ? 1.0 : 0.0;"))
      return changed;
  } else if (s.find("texture(Texture, Frag_UV.st)") != std::string::npos) {  // the fragment shader
    if (replace_once(changed, "in vec2 Frag_UV;", "in vec2 Frag_UV;\nin float Frag_Flat;") &&
        replace_once(changed, "Out_Color = Frag_Color * texture(Texture, Frag_UV.st);",
                     "Out_Color = Frag_Flat > 0.5 ? Frag_Color : Frag_Color * texture(Texture, Frag_UV.st);"))
      return changed;
  }
  return s;
}
}  // namespace

extern "C" void arbiter_gl_shader_source(GLuint shader, GLsizei count, const GLchar* const* strings,
                                         const GLint* lengths) {
  std::string source;
  for (GLsizei i = 0; i < count; ++i) {
    if (lengths && lengths[i] >= 0) source.append(strings[i], size_t(lengths[i]));
    else source.append(strings[i]);
  }
  source = with_flat_fill(std::move(source));
  const GLchar* text = source.c_str();
  glShaderSource(shader, 1, &text, nullptr);
}

extern "C" void arbiter_gl_use_program(GLuint program) {
  glUseProgram(program);
  if (program == 0) return;
  static std::map<GLuint, GLint> white_uv;  // each program's WhiteUV, asked of GL once
  auto it = white_uv.find(program);
  if (it == white_uv.end()) it = white_uv.emplace(program, glGetUniformLocation(program, "WhiteUV")).first;
  if (it->second < 0) return;
  const ImVec2 uv = ImGui::GetIO().Fonts->TexUvWhitePixel;
  glUniform2f(it->second, uv.x, uv.y);
}
#endif
