#include "search/stem.h"

#include <cstddef>
#include <initializer_list>
#include <string_view>
#include <utility>

namespace arbiter::search {

// The Porter2 ("English") stemmer of Snowball, https://snowballstem.org/algorithms/english/stemmer.html,
// on folded words of lowercase ASCII letters. Upper-case 'Y' marks a y that acts as a consonant.
namespace {

struct Word {
  std::string& w;
  size_t r1 = 0, r2 = 0;  // where the regions R1 and R2 start

  bool vowel_at(size_t i) const {
    const char c = w[i];
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y';
  }
  // byte by byte from the end, where most suffixes already differ: in wasm a call to memcmp costs
  // more than this
  bool ends_with(std::string_view s) const {
    if (w.size() < s.size()) return false;
    const char* end = w.data() + w.size();
    for (size_t i = 1; i <= s.size(); ++i)
      if (end[-static_cast<std::ptrdiff_t>(i)] != s[s.size() - i]) return false;
    return true;
  }
  // The longest of the suffixes the word ends with, or an empty view.
  std::string_view longest(std::initializer_list<std::string_view> suffixes) const {
    std::string_view best;
    for (std::string_view s : suffixes)
      if (s.size() > best.size() && ends_with(s)) best = s;
    return best;
  }
  size_t stem_size(std::string_view suffix) const { return w.size() - suffix.size(); }
  bool in_r1(std::string_view suffix) const { return stem_size(suffix) >= r1; }
  bool in_r2(std::string_view suffix) const { return stem_size(suffix) >= r2; }
  void replace(std::string_view suffix, std::string_view by) { w.replace(stem_size(suffix), suffix.size(), by); }
  bool has_vowel_before(size_t end) const {
    for (size_t i = 0; i < end; ++i)
      if (vowel_at(i)) return true;
    return false;
  }
  // A short syllable ends at i: a vowel followed by a non-vowel other than w, x or Y and preceded by
  // a non-vowel, or a vowel at the start followed by a non-vowel.
  bool short_syllable_ending_at(size_t i) const {
    if (i == 1) return vowel_at(0) && !vowel_at(1);
    if (i < 2) return false;
    const char c = w[i];
    return !vowel_at(i) && c != 'w' && c != 'x' && c != 'Y' && vowel_at(i - 1) && !vowel_at(i - 2);
  }
  bool is_short() const { return r1 >= w.size() && short_syllable_ending_at(w.size() - 1); }

  void find_regions() {
    auto after_syllable = [&](size_t from) {  // after the first non-vowel following a vowel
      for (size_t i = from + 1; i < w.size(); ++i)
        if (!vowel_at(i) && vowel_at(i - 1)) return i + 1;
      return w.size();
    };
    r1 = w.size();
    for (std::string_view prefix : {"gener", "commun", "arsen"})
      if (w.compare(0, prefix.size(), prefix) == 0) r1 = prefix.size();
    if (r1 == w.size()) r1 = after_syllable(0);
    r2 = r1 < w.size() ? after_syllable(r1) : w.size();
  }

  void step1a() {
    const std::string_view s = longest({"sses", "ied", "ies", "us", "ss", "s"});
    if (s == "sses") {
      replace(s, "ss");
    } else if (s == "ied" || s == "ies") {
      replace(s, stem_size(s) > 1 ? "i" : "ie");
    } else if (s == "s") {
      if (has_vowel_before(w.size() - 2)) w.pop_back();  // a vowel, not just before the s
    }
  }

  void step1b() {
    const std::string_view s = longest({"eed", "eedly", "ed", "edly", "ing", "ingly"});
    if (s.empty()) return;
    if (s == "eed" || s == "eedly") {
      if (in_r1(s)) replace(s, "ee");
      return;
    }
    if (!has_vowel_before(stem_size(s))) return;
    w.resize(stem_size(s));
    if (ends_with("at") || ends_with("bl") || ends_with("iz")) {
      w += 'e';
    } else if (w.size() >= 2 && w.back() == w[w.size() - 2] &&
               longest({"bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"}).size() == 2) {
      w.pop_back();
    } else if (is_short()) {
      w += 'e';
    }
  }

  void step1c() {
    const size_t n = w.size();
    if (n > 2 && (w[n - 1] == 'y' || w[n - 1] == 'Y') && !vowel_at(n - 2)) w[n - 1] = 'i';
  }

  // A suffix of steps 2 to 4, what replaces it, and the condition besides being in the step's region.
  struct Rule {
    std::string_view suffix, by;
    char when = 0;  // 'l': preceded by l; 'i': preceded by a valid li-ending; '2': in R2; 't': preceded by s or t
  };
  template <size_t N>
  const Rule* longest_rule(const Rule (&rules)[N]) const {
    const Rule* best = nullptr;
    for (const Rule& r : rules)
      if ((!best || r.suffix.size() > best->suffix.size()) && ends_with(r.suffix)) best = &r;
    return best;
  }
  bool holds(const Rule& r) const {
    const size_t at = stem_size(r.suffix);
    const char before = at > 0 ? w[at - 1] : 0;
    switch (r.when) {
      case 'l': return before == 'l';
      case 'i': return before && std::string_view("cdeghkmnrt").find(before) != std::string_view::npos;
      case '2': return in_r2(r.suffix);
      case 't': return before == 's' || before == 't';
      default: return true;
    }
  }
  // The longest rule whose suffix the word ends with, applied if it holds in the region.
  template <size_t N>
  void apply_longest(const Rule (&rules)[N], bool in_region_2) {
    const Rule* r = longest_rule(rules);
    if (r && (in_region_2 ? in_r2(r->suffix) : in_r1(r->suffix)) && holds(*r)) replace(r->suffix, r->by);
  }

  void step2() {
    static constexpr Rule kRules[] = {{"tional", "tion"}, {"enci", "ence"},   {"anci", "ance"},   {"abli", "able"},
                                      {"entli", "ent"},   {"izer", "ize"},    {"ization", "ize"}, {"ational", "ate"},
                                      {"ation", "ate"},   {"ator", "ate"},    {"alism", "al"},    {"aliti", "al"},
                                      {"alli", "al"},     {"fulness", "ful"}, {"ousli", "ous"},   {"ousness", "ous"},
                                      {"iveness", "ive"}, {"iviti", "ive"},   {"biliti", "ble"},  {"bli", "ble"},
                                      {"ogi", "og", 'l'}, {"fulli", "ful"},   {"lessli", "less"}, {"li", "", 'i'}};
    apply_longest(kRules, false);
  }

  void step3() {
    static constexpr Rule kRules[] = {{"tional", "tion"}, {"ational", "ate"}, {"alize", "al"},
                                      {"icate", "ic"},    {"iciti", "ic"},    {"ical", "ic"},
                                      {"ful", ""},        {"ness", ""},       {"ative", "", '2'}};
    apply_longest(kRules, false);
  }

  void step4() {
    static constexpr Rule kRules[] = {{"al", ""},   {"ance", ""}, {"ence", ""},    {"er", ""},    {"ic", ""},
                                      {"able", ""}, {"ible", ""}, {"ant", ""},     {"ement", ""}, {"ment", ""},
                                      {"ent", ""},  {"ism", ""},  {"ate", ""},     {"iti", ""},   {"ous", ""},
                                      {"ive", ""},  {"ize", ""},  {"ion", "", 't'}};
    apply_longest(kRules, true);
  }

  void step5() {
    if (ends_with("e")) {
      if (in_r2("e") || (in_r1("e") && !short_syllable_ending_at(w.size() - 2))) w.pop_back();
    } else if (ends_with("l")) {
      if (in_r2("l") && w.size() >= 2 && w[w.size() - 2] == 'l') w.pop_back();
    }
  }
};

using WordStem = std::pair<std::string_view, std::string_view>;

// Replaces a word listed in the table by its stem.
template <size_t N>
bool replace_listed(std::string& w, const WordStem (&table)[N]) {
  for (const auto& [word, stem] : table)
    if (w == word) {
      w.assign(stem);
      return true;
    }
  return false;
}

// Whole words the algorithm would get wrong, and what they stem to (Snowball's exception list).
bool exception(std::string& w) {
  static constexpr WordStem kWords[] = {
      {"skis", "ski"},      {"skies", "sky"},    {"dying", "die"},  {"lying", "lie"},   {"tying", "tie"},
      {"idly", "idl"},      {"gently", "gentl"}, {"ugly", "ugli"},  {"early", "earli"}, {"only", "onli"},
      {"singly", "singl"},  {"sky", "sky"},      {"news", "news"},  {"howe", "howe"},   {"atlas", "atlas"},
      {"cosmos", "cosmos"}, {"bias", "bias"},    {"andes", "andes"}};
  return replace_listed(w, kWords);
}

// Left as they are after step 1a.
bool invariant_after_1a(const std::string& w) {
  for (std::string_view word : {"inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"})
    if (w == word) return true;
  return false;
}

// Rules write "Stage II" and "Level III" where players type "stage 2" and "lvl 3": a Roman numeral
// is its number. Not i, v and x, which are words too ("I", "X Damage").
bool roman_numeral(std::string& w) {
  static constexpr WordStem kNumerals[] = {{"ii", "2"},  {"iii", "3"},  {"iv", "4"}, {"vi", "6"},
                                           {"vii", "7"}, {"viii", "8"}, {"ix", "9"}};
  return replace_listed(w, kNumerals);
}

}  // namespace

void stem_in_place(std::string& w) {
  if (roman_numeral(w)) return;
  if (w.size() <= 3) {  // left as it is, but for a final double consonant: "add" meets "added" ("ad")
    const size_t n = w.size();
    // ... except where that spells another word: "off" is not "of", nor "inn" "in"
    if (n == 3 && w[1] == w[2] && std::string_view("bdfgmnprt").find(w[2]) != std::string_view::npos && w != "off" &&
        w != "inn")
      w.pop_back();
    return;
  }
  for (char c : w)
    if (c < 'a' || c > 'z') return;  // numbers, and words with letters beyond ASCII
  if (exception(w)) return;
  for (size_t i = 0; i < w.size(); ++i)  // a y that starts the word or follows a vowel is a consonant
    if (w[i] == 'y' &&
        (i == 0 || w[i - 1] == 'a' || w[i - 1] == 'e' || w[i - 1] == 'i' || w[i - 1] == 'o' || w[i - 1] == 'u'))
      w[i] = 'Y';
  Word word{w};
  word.find_regions();
  word.step1a();
  if (!invariant_after_1a(w)) {
    word.step1b();
    word.step1c();
    word.step2();
    word.step3();
    word.step4();
    word.step5();
  }
  for (char& c : w)
    if (c == 'Y') c = 'y';
}

std::string stem(std::string_view word) {
  std::string w(word);
  stem_in_place(w);
  return w;
}

}  // namespace arbiter::search
