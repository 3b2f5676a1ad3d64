#pragma once
// A light English stemmer: plurals, -ing, -ed and a final -e, so that "ravage", "ravaged",
// "ravages" and "ravaging" share one index term. Deliberately conservative: it never touches
// words of three letters or fewer, nor numbers, and it does not strip derivational suffixes
// (-ion, -ive, -ness) because game terms like "Defend"/"Defense" are handled by synonyms.
#include <string>
#include <string_view>

namespace arbiter::search {

void stem_in_place(std::string& word);
std::string stem(std::string_view word);

}  // namespace arbiter::search
