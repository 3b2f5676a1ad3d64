#pragma once
// The parts of a JSON document as byte ranges of its text: the members of the object, or the
// elements of the array, that is the whole text. Only brackets, strings and separators are read,
// so finding them costs a pass over the bytes and no value is built; each part is then parsed
// (nlohmann_json) on its own, which checks the rest. The app's start parses the bundle's parts
// in tasks of their own and the corpus loader its entries a few at a time (docs/startup.md).
// nlohmann_json's SAX parser would find the same ranges, but its lexer decodes every string: over
// the app's 650 KB bundle it took as long as parsing it whole (28-40 ms against 1.8 ms, native).
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::corpus {

struct JsonPart {
  std::string key;         // the member's key as written (escapes kept); empty for an array's element
  std::string_view value;  // the member's or element's text, within the text split
};

struct JsonParts {
  std::vector<JsonPart> parts;
  bool is_object = false;  // the text is an object (else an array, or not split)
  std::string error;       // why the text could not be split; empty when it was
};

JsonParts split_json(std::string_view text);

}  // namespace arbiter::corpus
