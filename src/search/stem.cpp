#include "search/stem.h"

namespace arbiter::search {

// byte by byte: the suffixes are a few letters, and in wasm a call to memcmp costs more than this
static bool ends_with(const std::string& w, std::string_view suffix) {
  if (w.size() < suffix.size()) return false;
  const char* tail = w.data() + w.size() - suffix.size();
  for (size_t i = 0; i < suffix.size(); ++i)
    if (tail[i] != suffix[i]) return false;
  return true;
}

static bool is_vowel(char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y'; }

static bool has_vowel(const std::string& w, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (is_vowel(w[i])) return true;
  return false;
}

// "stopp" -> "stop", "add" -> "ad" (applied to both "add" and "added", so they still meet).
static void undouble(std::string& w) {
  size_t n = w.size();
  if (n >= 3 && w[n - 1] == w[n - 2] && !is_vowel(w[n - 1]) && w[n - 1] != 'l' && w[n - 1] != 's' &&
      w[n - 1] != 'z' && w[n - 1] >= 'a')
    w.pop_back();
}

void stem_in_place(std::string& w) {
  if (w.size() <= 3 || !(w[0] >= 'a' && w[0] <= 'z')) {
    undouble(w);
    return;
  }
  // Plurals.
  if (ends_with(w, "ies") && w.size() > 4) w.replace(w.size() - 3, 3, "y");
  else if (ends_with(w, "sses")) w.resize(w.size() - 2);
  else if (ends_with(w, "ss") || ends_with(w, "us") || ends_with(w, "is")) {
  } else if (ends_with(w, "s")) w.pop_back();
  // Verb endings.
  if (ends_with(w, "ing") && w.size() >= 6 && has_vowel(w, w.size() - 3)) {
    w.resize(w.size() - 3);
  } else if (ends_with(w, "ied") && w.size() > 4) {
    w.replace(w.size() - 3, 3, "y");
  } else if (ends_with(w, "ed") && w.size() >= 5 && has_vowel(w, w.size() - 2)) {
    w.resize(w.size() - 2);
  } else if (ends_with(w, "ed") && w.size() == 4) {
    w.pop_back();  // "used" -> "use"
  }
  if (ends_with(w, "e") && w.size() > 3) w.pop_back();
  undouble(w);
}

std::string stem(std::string_view word) {
  std::string w(word);
  stem_in_place(w);
  return w;
}

}  // namespace arbiter::search
