#pragma once
// Small string helpers for the importer (ASCII-aware; other UTF-8 bytes pass through untouched).
#include <string>
#include <vector>

namespace arbiter::corpus::import {

inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool is_alnum(char c) { return is_digit(c) || is_alpha(c); }

inline bool starts_with(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }
inline bool ends_with(const std::string& s, const std::string& p) {
  return s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
}

// Strips ASCII whitespace and no-break spaces (U+00A0, common in web-page exports).
inline std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  auto space_at = [&](size_t i) -> size_t {  // length of the space at i, 0 if none
    char c = s[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') return 1;
    if (c == '\xC2' && i + 1 < s.size() && s[i + 1] == '\xA0') return 2;
    return 0;
  };
  while (a < b) {
    size_t n = space_at(a);
    if (!n) break;
    a += n;
  }
  while (b > a) {
    if (b - a >= 2 && s[b - 2] == '\xC2' && s[b - 1] == '\xA0') b -= 2;
    else if (space_at(b - 1) == 1) b -= 1;
    else break;
  }
  return s.substr(a, b - a);
}

inline std::string to_lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

inline std::string capitalize(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// Splits on spaces, keeping punctuation attached.
inline std::vector<std::string> split_words_keep(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == ' ') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// Lowercase ASCII words: apostrophes (' and ’) vanish inside words, "&" reads "and", every other
// non-alphanumeric byte separates words. "Ocean’s Hungry Grasp & co" -> {"oceans","hungry","grasp","and","co"}.
inline std::vector<std::string> normalized_words(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) out.push_back(cur);
    cur.clear();
  };
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (is_alnum(c)) {
      cur += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    } else if (c == '\'') {
      continue;
    } else if (s.compare(i, 3, "\xE2\x80\x99") == 0) {  // ’
      i += 2;
    } else if (c == '&') {
      flush();
      out.push_back("and");
    } else {
      flush();
    }
  }
  flush();
  return out;
}

}  // namespace arbiter::corpus::import
