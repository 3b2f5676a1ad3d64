#include "search/query.h"

#include <algorithm>
#include <iterator>

#include "corpus/loader.h"
#include "search/fold.h"
#include "search/tokenizer.h"

namespace arbiter::search {

// Function words and the words of a question ("what", "does", "can", "my"): a player's question
// is the ruling's subject wrapped in them, and they are in nearly every entry.
bool is_stopword(std::string_view w) {
  if (w.size() > 9) return false;  // none is longer ("something")
  static constexpr std::string_view kWords[] = {
      "a",         "about",    "actually", "also",  "always",  "am",    "an",     "and",      "any",       "anything",
      "anyway",    "are",      "arent",    "as",    "at",      "be",    "been",   "being",    "but",       "by",
      "came",      "can",      "come",     "comes", "coming",  "could", "did",    "didnt",    "do",        "does",
      "doesnt",    "doing",    "dont",     "ever",  "exactly", "for",   "from",   "get",      "gets",      "go",
      "goes",      "going",    "gone",     "got",   "guess",   "had",   "happen", "happened", "happening", "happens",
      "has",       "have",     "having",   "he",    "help",    "her",   "him",    "his",      "how",       "i",
      "id",        "if",       "im",       "in",    "into",    "is",    "isnt",   "it",       "its",       "ive",
      "just",      "know",     "like",     "made",  "make",    "makes", "me",     "my",       "need",      "needs",
      "no",        "of",       "ok",       "okay",  "on",      "or",    "other",  "our",      "please",    "put",
      "puts",      "question", "really",   "said",  "say",     "says",  "she",    "should",   "so",        "some",
      "something", "still",    "take",     "taken", "takes",   "than",  "that",   "thats",    "the",       "their",
      "them",      "then",     "there",    "these", "they",    "thing", "things", "think",    "this",      "those",
      "through",   "to",       "too",      "took",  "us",      "vs",    "want",   "wants",    "was",       "wasnt",
      "way",       "we",       "went",     "were",  "what",    "whats", "when",   "where",    "which",     "while",
      "who",       "why",      "will",     "with",  "would",   "you",   "your",   "youre",
  };
  return std::binary_search(std::begin(kWords), std::end(kWords), w);
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Length of an opening/closing quote at text[i]: '"' or “ ” „ (3 bytes in UTF-8), else 0.
size_t quote_at(std::string_view text, size_t i) {
  if (text[i] == '"') return 1;
  if (i + 2 < text.size() && static_cast<unsigned char>(text[i]) == 0xE2 &&
      static_cast<unsigned char>(text[i + 1]) == 0x80) {
    unsigned char c = static_cast<unsigned char>(text[i + 2]);
    if (c == 0x9C || c == 0x9D || c == 0x9E) return 3;
  }
  return 0;
}

bool field_from_name(std::string_view name, FilterField& out) {
  std::string n = fold_words(name);
  if (n == "tag" || n == "tags") out = FilterField::Tag;
  else if (n == "game") out = FilterField::Game;
  else if (n == "kind" || n == "type") out = FilterField::Kind;
  else if (n == "product" || n == "expansion" || n == "set") out = FilterField::Product;
  else if (n == "printing" || n == "print") out = FilterField::Printing;
  else if (n == "card" || n == "name" || n == "spirit") out = FilterField::Card;
  else return false;
  return true;
}

// Cuts text to at most n bytes without splitting a UTF-8 sequence.
std::string_view cut_utf8(std::string_view text, size_t n) {
  if (text.size() <= n) return text;
  while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
  return text.substr(0, n);
}

struct Parser {
  std::string_view q;
  size_t i = 0;
  ParsedQuery out;

  void skip_space() {
    while (i < q.size() && is_space(q[i])) ++i;
  }

  // Reads up to the closing quote (i is just after the opening one); false when it is missing.
  bool read_quoted(std::string& text) {
    size_t start = i;
    while (i < q.size()) {
      if (size_t n = quote_at(q, i)) {
        text.assign(q.substr(start, i - start));
        i += n;
        return true;
      }
      ++i;
    }
    text.assign(q.substr(start));
    return false;
  }

  size_t last_word_end = 0;  // byte just after the last word read

  // A long question over kMaxQueryTerms words: its stopwords go first, from the end (they neither
  // score nor count among content words), so the words that carry the rule are kept. Words joined
  // by OR and the word being typed stay.
  void drop_stopwords_past_limit() {
    for (size_t i = out.parts.size(); i-- > 0 && out.parts.size() > kMaxQueryTerms;) {
      const QueryPart& p = out.parts[i];
      const bool in_or = p.or_next || (i > 0 && out.parts[i - 1].or_next);
      if (p.type == QueryPart::Type::Word && p.stopword && !p.negated && !p.prefix && !in_or)
        out.parts.erase(out.parts.begin() + static_cast<std::ptrdiff_t>(i));
    }
  }

  void add_words(std::string_view chunk, size_t chunk_begin, bool negated) {
    for_each_word(chunk, [&](const WordSpan& w) {
      last_word_end = chunk_begin + w.end;
      QueryPart p;
      p.text.assign(w.word);
      p.stopword = is_stopword(p.text);
      p.negated = negated;
      out.parts.push_back(std::move(p));
    });
  }

  void parse() {
    while (true) {
      skip_space();
      if (i >= q.size()) break;
      bool negated = false;
      if (q[i] == '-') {
        ++i;
        if (i >= q.size() || is_space(q[i])) continue;  // a lone dash excludes nothing
        negated = true;
      }
      if (size_t n = quote_at(q, i)) {
        i += n;
        QueryPart p;
        p.type = QueryPart::Type::Phrase;
        p.negated = negated;
        if (!read_quoted(p.text)) out.hints.push_back("missing closing quote: searched \"" + p.text + "\" as a phrase");
        if (fold_words(p.text).empty()) continue;
        out.parts.push_back(std::move(p));
        continue;
      }
      size_t start = i;
      while (i < q.size() && !is_space(q[i]) && q[i] != ':' && !quote_at(q, i)) ++i;
      std::string_view head = q.substr(start, i - start);
      if (i < q.size() && q[i] == ':') {
        ++i;
        std::string value;
        bool closed = true;
        if (i < q.size() && quote_at(q, i)) {
          i += quote_at(q, i);
          closed = read_quoted(value);
        } else {
          size_t vstart = i;
          while (i < q.size() && !is_space(q[i])) ++i;
          value.assign(q.substr(vstart, i - vstart));
        }
        FilterField field;
        if (!field_from_name(head, field)) {
          out.hints.push_back("unknown filter \"" + std::string(head) +
                              ":\" searched as text (filters: tag: game: kind: product: printing: card:)");
          add_words(head, start, negated);
          add_words(value, i - value.size(), negated);
          continue;
        }
        if (!closed) out.hints.push_back("missing closing quote after " + std::string(head) + ":");
        if (fold_words(value).empty()) {
          out.hints.push_back("\"" + std::string(head) + ":\" needs a value, e.g. " + std::string(head) + ":Badlands");
          continue;
        }
        out.filters.push_back({field, value, negated});
        continue;
      }
      if (head == "OR" && !negated) {
        if (out.parts.empty()) out.hints.push_back("\"OR\" needs a word on each side; ignored");
        else out.parts.back().or_next = true;
        continue;
      }
      if (head == "AND" && !negated) continue;  // words are already combined
      add_words(head, start, negated);
    }
    if (!out.parts.empty() && out.parts.back().or_next) {
      out.parts.back().or_next = false;
      out.hints.push_back("\"OR\" needs a word on each side; ignored");
    }
    // As you type: the last word is a prefix while nothing (not even a space) follows it.
    if (!out.parts.empty() && out.parts.back().type == QueryPart::Type::Word && !out.parts.back().negated &&
        last_word_end == q.size())
      out.parts.back().prefix = true;
    drop_stopwords_past_limit();
    if (out.parts.size() > kMaxQueryTerms) {
      out.parts.resize(kMaxQueryTerms);
      out.parts.back().or_next = false;
      out.parts.back().prefix = false;
      out.hints.push_back("only the first " + std::to_string(kMaxQueryTerms) + " words are used");
    }
  }
};

}  // namespace

ParsedQuery parse_query(std::string_view query) {
  // Bytes that are not UTF-8 (never typed in the app, possible from the CLI) become U+FFFD, so the
  // hints and filter values that echo the query are valid text (the JSON response included).
  std::string repaired;
  if (auto bad = corpus::invalid_utf8_offsets(query); !bad.empty()) {
    size_t prev = 0;
    for (size_t off : bad) {
      repaired.append(query.substr(prev, off - prev));
      repaired += "\xEF\xBF\xBD";
      prev = off + 1;
    }
    repaired.append(query.substr(prev));
    query = repaired;
  }
  Parser p;
  p.q = cut_utf8(query, kMaxQueryBytes);
  if (p.q.size() < query.size())
    p.out.hints.push_back("query cut to its first " + std::to_string(kMaxQueryBytes) + " characters");
  p.parse();
  return std::move(p.out);
}

}  // namespace arbiter::search
