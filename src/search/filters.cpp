#include "search/filters.h"

#include <algorithm>
#include <cctype>

#include "corpus/vocabulary.h"
#include "search/fold.h"

namespace arbiter::search {

namespace {

// The id of the game a player's word after "game:" means ("" for none), the ids of the kinds after "kind:".
std::string game_asked_as(const std::string& folded) {
  for (const auto& g : corpus::game_words())
    for (const char* w : g.asked_as)
      if (folded == w) return g.id;
  return "";
}
std::vector<std::string> kinds_asked_as(const std::string& folded) {
  std::vector<std::string> kinds;
  for (const auto& k : corpus::kind_words())
    if (std::any_of(k.asked_as.begin(), k.asked_as.end(), [&](const char* w) { return folded == w; }))
      kinds.push_back(k.id);
  return kinds;
}
// "game:si or game:l5r", "errata, faq, rule, fragment": what the hints offer instead.
std::string game_filter_words() {
  std::string s;
  for (const auto& g : corpus::game_words()) s += (s.empty() ? "game:" : " or game:") + std::string(g.short_id);
  return s;
}
std::string kind_filter_words() {
  std::string s;
  for (const auto& k : corpus::kind_words()) s += (s.empty() ? "" : ", ") + std::string(k.id);
  return s;
}

struct Resolver {
  const Index& ix;
  ResolvedFilters out;

  void add_key(const std::string& key, std::vector<uint32_t>& docs) const {
    auto [b, e] = ix.filter(key);
    if (b) docs.insert(docs.end(), b, e);
  }

  // Every key equal to prefix + value; else, the keys starting with it ("product:core" finds "core game").
  std::vector<std::string> keys_for(const std::string& prefix, const std::string& value) const {
    std::vector<std::string> keys;
    std::string exact = prefix + value;
    if (ix.filter(exact).first) return {exact};
    for (size_t k = ix.filter_lower_bound(exact);
         k < ix.filter_key_count() && ix.filter_key(k).substr(0, exact.size()) == exact; ++k)
      keys.emplace_back(ix.filter_key(k));
    return keys;
  }

  // The value as typed, and its canonical wording when it is a synonym ("JE" -> "jag earth").
  std::vector<std::string> spellings(const std::string& value) const {
    std::vector<std::string> out{normalize_name(value)};
    if (std::string_view canonical = ix.synonym_canonical_name(out[0]); !canonical.empty()) out.emplace_back(canonical);
    return out;
  }

  std::vector<std::string> keys_for_any(const std::string& prefix, const std::string& value) const {
    for (const auto& s : spellings(value)) {
      auto keys = keys_for(prefix, s);
      if (!keys.empty()) return keys;
    }
    return {};
  }

  void apply(const Filter& f, std::vector<uint32_t> docs) {
    std::sort(docs.begin(), docs.end());
    docs.erase(std::unique(docs.begin(), docs.end()), docs.end());
    if (f.negated) {
      out.drop.insert(out.drop.end(), docs.begin(), docs.end());
    } else {
      out.active = true;
      out.keep.push_back(std::move(docs));
    }
  }

  static std::optional<int> printing_number(const std::string& value) {
    size_t i = 0;
    int n = 0;
    while (i < value.size() && std::isdigit(static_cast<unsigned char>(value[i])) && n < 1000)
      n = n * 10 + (value[i++] - '0');
    std::string rest = fold_words(value.substr(i));
    if (i == 0 || !(rest.empty() || rest == "st" || rest == "nd" || rest == "rd" || rest == "th")) return std::nullopt;
    return n;
  }

  void resolve(const std::vector<Filter>& filters) {
    std::vector<std::string> product_keys;  // for printing: combined with product:
    for (const auto& f : filters)
      if (f.field == FilterField::Product && !f.negated)
        for (const auto& k : keys_for_any("product=", f.value)) product_keys.push_back(k.substr(8));

    for (const auto& f : filters) {
      std::vector<uint32_t> docs;
      const std::string folded = fold_words(f.value);
      switch (f.field) {
        case FilterField::Tag: {
          auto keys = keys_for_any("tag=", f.value);
          if (keys.empty()) out.hints.push_back("no entry is tagged \"" + f.value + "\"");
          for (const auto& k : keys) add_key(k, docs);
          break;
        }
        case FilterField::Game: {
          const std::string game = game_asked_as(folded);
          if (game.empty()) {
            out.hints.push_back("game:" + f.value + " is not a game here (" + game_filter_words() + "); ignored");
            continue;
          }
          add_key("game=" + game, docs);
          if (!f.negated)
            for (size_t g = 0; g < ix.game_names.size(); ++g)
              if (ix.game_names[g] == game) out.game = static_cast<int>(g);
          break;
        }
        case FilterField::Kind: {
          const auto kinds = kinds_asked_as(folded);
          if (kinds.empty()) {
            out.hints.push_back("kind:" + f.value + " is not a kind (" + kind_filter_words() + "); ignored");
            continue;
          }
          for (const auto& k : kinds) add_key("kind=" + k, docs);
          break;
        }
        case FilterField::Product: {
          auto keys = keys_for_any("product=", f.value);
          if (keys.empty()) out.hints.push_back("no errata apply to product \"" + f.value + "\"");
          for (const auto& k : keys) add_key(k, docs);
          break;
        }
        case FilterField::Printing: {
          auto n = printing_number(f.value);
          if (!n) {
            out.hints.push_back("printing: expects a number, e.g. printing:4; \"" + f.value + "\" ignored");
            continue;
          }
          if (product_keys.empty()) {
            add_key("print=" + std::to_string(*n), docs);
            add_key("print=*", docs);
          }
          for (const auto& p : product_keys) {
            add_key("pp=" + p + "#" + std::to_string(*n), docs);
            add_key("pp=" + p + "#*", docs);
          }
          break;
        }
        case FilterField::Card: {
          for (const char* prefix : {"name=", "tag="})
            for (const auto& k : keys_for_any(prefix, f.value)) add_key(k, docs);
          if (docs.empty()) {
            out.hints.push_back("no card or spirit named \"" + f.value + "\"; searched as a phrase");
            QueryPart p;
            p.type = QueryPart::Type::Phrase;
            p.text = f.value;
            p.negated = f.negated;
            out.as_phrases.push_back(std::move(p));
            continue;
          }
          break;
        }
      }
      apply(f, std::move(docs));
    }
  }
};

}  // namespace

ResolvedFilters resolve_filters(const Index& index, const std::vector<Filter>& filters) {
  Resolver r{index, {}};
  r.resolve(filters);
  return std::move(r.out);
}

}  // namespace arbiter::search
