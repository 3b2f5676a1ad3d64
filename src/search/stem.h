#pragma once
// English stemming, so that "ravage", "ravaged", "ravages" and "ravaging" share one index term and
// so do "negate" / "negation", "prevent" / "prevention", "simultaneous" / "simultaneously": the
// Porter2 (Snowball English) stemmer. Words of three letters or fewer and numbers are left as they
// are ("its", "100"), but for a final double consonant ("add" meets "added"); Roman numerals from
// ii to ix stem to their number ("Stage II" meets "stage 2").
#include <string>
#include <string_view>

namespace arbiter::search {

void stem_in_place(std::string& word);
std::string stem(std::string_view word);

}  // namespace arbiter::search
