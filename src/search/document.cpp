#include "search/document.h"

#include <algorithm>

#include "corpus/text.h"

namespace arbiter::search {

Document from_entry(const corpus::Entry& e) {
  Document d;
  d.id = e.id;
  d.game = corpus::to_string(e.game);
  d.kind = corpus::to_string(e.kind);
  d.source = e.source;
  d.title = e.title;
  d.tags = e.tags;
  auto add_name = [&](const std::string& name) {
    if (!name.empty() && std::find(d.names.begin(), d.names.end(), name) == d.names.end()) d.names.push_back(name);
  };
  for (const auto& m : e.mentions) {
    if (m.type == "rulebook") continue;  // "JE p. 27" is a citation, not a name players search for
    add_name(m.name);
    add_name(m.owner);
  }
  d.answer = corpus::plain_text(e.answer);
  d.asked = e.asked;
  for (const auto& a : e.applies_to) d.applies_to.push_back({a.product, a.printings});
  return d;
}

}  // namespace arbiter::search
