#include "games/spirit_island/types.h"

namespace arbiter::si {

const std::vector<std::string>& terrain_names() {
  static const std::vector<std::string> v{"jungle", "mountain", "sands", "wetland"};
  return v;
}
std::string name(Terrain t) { return terrain_names()[static_cast<size_t>(t)]; }

const std::vector<std::string>& piece_names() {
  static const std::vector<std::string> v{"explorer", "town", "city", "dahan"};
  return v;
}
std::string name(PieceKind k) { return piece_names()[static_cast<size_t>(k)]; }
bool is_invader(PieceKind k) { return k != PieceKind::Dahan; }
int base_health(PieceKind k) {
  static const int h[] = {1, 2, 3, 2};
  return h[static_cast<int>(k)];
}
int base_damage(PieceKind k) {
  static const int d[] = {1, 2, 3, 2};
  return d[static_cast<int>(k)];
}
int fear_when_destroyed(PieceKind k) {
  static const int f[] = {0, 1, 2, 0};
  return f[static_cast<int>(k)];
}

const std::vector<std::string>& token_names() {
  static const std::vector<std::string> v{"blight", "beasts", "disease", "wilds", "badlands", "vitality"};
  return v;
}
std::string name(Token t) { return token_names()[static_cast<size_t>(t)]; }

const std::vector<std::string>& element_names() {
  static const std::vector<std::string> v{"sun", "moon", "fire", "air", "water", "earth", "plant", "animal"};
  return v;
}

std::string elements_words(const Elements& e) {
  std::string out;
  for (const auto& el : element_names()) {
    auto it = e.find(el);
    if (it == e.end() || it->second == 0) continue;
    std::string word = el;
    word[0] = static_cast<char>(word[0] - 'a' + 'A');
    out += (out.empty() ? "" : " ") + std::to_string(it->second) + " " + word;
  }
  return out.empty() ? "no Elements" : out;
}

std::string count_of(int n, const std::string& key) {
  std::string word = key;
  if (!word.empty()) word[0] = static_cast<char>(word[0] - 'a' + 'A');
  if (key == "city") word = n == 1 ? "City" : "Cities";
  else if (key == "dahan" || key == "blight" || key == "beasts" || key == "badlands" || key == "vitality" ||
           key == "strife" || key == "fear" || key == "presence" || key == "wilds" || key == "damage")
    ;
  else if (key == "disease") word = "Disease";
  else if (n != 1) word += "s";
  return std::to_string(n) + " " + word;
}

}  // namespace arbiter::si
