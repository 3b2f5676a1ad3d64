#include "corpus/json_parts.h"

namespace arbiter::corpus {

namespace {

size_t skip_layout(std::string_view t, size_t i) {
  while (i < t.size() && (t[i] == ' ' || t[i] == '\n' || t[i] == '\r' || t[i] == '\t')) ++i;
  return i;
}

// The end of the JSON value starting at t[i]: its brackets and strings only, which is all a split
// needs (each part's own parse checks the rest).
size_t skip_value(std::string_view t, size_t i) {
  int depth = 0;
  for (; i < t.size(); ++i) {
    const char c = t[i];
    if (c == '"') {
      for (++i; i < t.size() && t[i] != '"'; ++i)
        if (t[i] == '\\') ++i;
      if (depth == 0) return i + 1;
    } else if (c == '{' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ']') {
      if (depth == 0) return i;
      if (--depth == 0) return i + 1;
    } else if (depth == 0 && (c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t')) {
      return i;
    }
  }
  return t.size();
}

// One member (`key: value`, for an object) or element at t[i]; the index past it, or npos.
size_t read_part(std::string_view t, size_t i, bool object, JsonParts& out) {
  std::string_view key;
  if (object) {
    if (t[i] != '"') return std::string_view::npos;
    const size_t k = skip_value(t, i);
    if (k > t.size() || k < i + 2) return std::string_view::npos;
    key = t.substr(i + 1, k - i - 2);
    i = skip_layout(t, k);
    if (i >= t.size() || t[i] != ':') return std::string_view::npos;
    i = skip_layout(t, i + 1);
  }
  const size_t end = skip_value(t, i);
  if (end == i || end > t.size()) return std::string_view::npos;
  out.parts.push_back({std::string(key), t.substr(i, end - i)});
  return end;
}

}  // namespace

JsonParts split_json(std::string_view t) {
  JsonParts out;
  size_t i = skip_layout(t, 0);
  if (i >= t.size() || (t[i] != '{' && t[i] != '[')) {
    out.error = "expected an object or an array";
    return out;
  }
  const bool object = t[i] == '{';
  const char close = object ? '}' : ']';
  i = skip_layout(t, i + 1);
  bool closed = i < t.size() && t[i] == close;
  if (closed) i = skip_layout(t, i + 1);
  while (!closed && i < t.size()) {
    i = read_part(t, i, object, out);
    if (i == std::string_view::npos) break;
    i = skip_layout(t, i);
    if (i < t.size() && t[i] == close) {
      closed = true;
      i = skip_layout(t, i + 1);
    } else if (i < t.size() && t[i] == ',') {
      i = skip_layout(t, i + 1);
    } else {
      break;
    }
  }
  if (!closed || i != t.size()) {
    out.parts.clear();
    out.error = std::string("expected ") + (object ? "an object" : "an array") +
                " of comma-separated values and nothing after it";
    return out;
  }
  out.is_object = object;
  return out;
}

}  // namespace arbiter::corpus
