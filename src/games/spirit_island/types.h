#pragma once
// Spirit Island vocabulary: terrains, pieces and tokens, with the names used in data files.
#include <map>
#include <string>
#include <vector>

namespace arbiter::si {

enum class Terrain { Jungle, Mountain, Sands, Wetland };
const std::vector<std::string>& terrain_names();  // "jungle", "mountain", "sands", "wetland"
std::string name(Terrain t);

// Pieces that have Health and take Damage, tracked one by one.
enum class PieceKind { Explorer, Town, City, Dahan };
const std::vector<std::string>& piece_names();  // "explorer", "town", "city", "dahan"
std::string name(PieceKind k);
bool is_invader(PieceKind k);
int base_health(PieceKind k);          // 1 / 2 / 3 / 2
int base_damage(PieceKind k);          // 1 / 2 / 3 / 2
int fear_when_destroyed(PieceKind k);  // 0 / 1 / 2 / 0

// Counted tokens in a land.
enum class Token { Blight, Beasts, Disease, Wilds, Badlands, Vitality };
const std::vector<std::string>& token_names();  // "blight", "beasts", "disease", "wilds", "badlands", "vitality"
std::string name(Token t);

// The eight Elements on Power Cards, Presence tracks and thresholds.
const std::vector<std::string>& element_names();  // "sun", "moon", "fire", "air", "water", "earth", "plant", "animal"
using Elements = std::map<std::string, int>;      // element name -> count (absent = 0)
// "3 Moon 3 Air" (in element order; "no Elements" when empty).
std::string elements_words(const Elements& e);

// Plural/capitalised words for log lines: "1 Town", "2 Towns".
std::string count_of(int n, const std::string& singular_key);

}  // namespace arbiter::si
