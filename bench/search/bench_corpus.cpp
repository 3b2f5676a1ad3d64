#include "bench_corpus.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "kernel/strings.h"
#include "search/query.h"

namespace arbiter::bench {

namespace {
using kernel::split;

constexpr char kList = '\x1f';

std::string clean(std::string s) {
  for (char& c : s)
    if (c == '\t' || c == '\n' || c == '\r' || c == kList) c = ' ';
  return s;
}

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? std::string(1, kList) : "") + clean(v[i]);
  return out;
}

struct Rng {  // splitmix64: the same sequence on every platform
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  size_t below(size_t n) { return n ? static_cast<size_t>(next() % n) : 0; }
  size_t between(size_t lo, size_t hi) { return lo + below(hi - lo + 1); }
};

std::vector<std::string> whitespace_words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string run_of(const std::vector<std::string>& words, Rng& rng, size_t length) {
  if (words.empty()) return "";
  size_t start = rng.below(words.size());
  std::string out;
  for (size_t i = 0; i < length; ++i) out += (i ? " " : "") + words[(start + i) % words.size()];
  return out;
}

std::string lower_letters(const std::string& w) {
  std::string out;
  for (char c : w)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) out += static_cast<char>(c | 0x20);
  return out;
}

}  // namespace

void write_corpus(const std::string& path, const std::vector<search::Document>& docs) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw std::runtime_error(path + ": cannot write");
  for (const auto& d : docs) {
    std::vector<std::string> products;
    for (const auto& a : d.applies_to) products.push_back(a.product);
    out << clean(d.id) << '\t' << clean(d.game) << '\t' << clean(d.kind) << '\t' << clean(d.source) << '\t'
        << clean(d.title) << '\t' << join(d.tags) << '\t' << join(d.names) << '\t' << clean(d.answer) << '\t'
        << join(products) << '\t' << join(d.asked) << '\n';
  }
}

std::vector<search::Document> read_corpus(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot read");
  std::vector<search::Document> docs;
  size_t line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    auto f = split(line, '\t');
    if (f.size() != 10)
      throw std::runtime_error(path + ":" + std::to_string(line_no) + ": expected 10 tab-separated fields");
    search::Document d;
    d.id = f[0];
    d.game = f[1];
    d.kind = f[2];
    d.source = f[3];
    d.title = f[4];
    if (!f[5].empty()) d.tags = split(f[5], kList);
    if (!f[6].empty()) d.names = split(f[6], kList);
    d.answer = f[7];
    if (!f[8].empty())
      for (auto& p : split(f[8], kList)) d.applies_to.push_back({p, {}});
    if (!f[9].empty()) d.asked = split(f[9], kList);
    docs.push_back(std::move(d));
  }
  return docs;
}

void write_queries(const std::string& path, const std::vector<BenchQuery>& queries) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw std::runtime_error(path + ": cannot write");
  for (const auto& q : queries) out << q.category << '\t' << q.text << '\n';
}

std::vector<BenchQuery> read_queries(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot read");
  std::vector<BenchQuery> out;
  for (std::string line; std::getline(in, line);) {
    auto tab = line.find('\t');
    if (tab == std::string::npos) throw std::runtime_error(path + ": expected category<TAB>query");
    out.push_back({line.substr(0, tab), line.substr(tab + 1)});
  }
  return out;
}

std::vector<search::Document> synthesize(const std::vector<search::Document>& real, size_t n, uint64_t seed) {
  std::vector<std::string> title_words, answer_words, asked_words, tags, names;
  for (const auto& d : real) {
    for (auto& w : whitespace_words(d.title)) title_words.push_back(w);
    for (const auto& a : d.asked)
      for (auto& w : whitespace_words(a)) asked_words.push_back(w);
    for (auto& w : whitespace_words(d.answer)) answer_words.push_back(w);
    tags.insert(tags.end(), d.tags.begin(), d.tags.end());
    names.insert(names.end(), d.names.begin(), d.names.end());
  }
  Rng rng{seed};
  // the phrasings from a generator of their own, so the rest of each corpus is as it was without them
  Rng asked_rng{seed ^ 0xA5CEDull};
  std::vector<search::Document> out;
  out.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    const search::Document& like = real[rng.below(real.size())];
    search::Document d;
    d.id = "syn-" + std::to_string(i);
    d.game = like.game;
    d.kind = like.kind;
    d.source = like.source;
    d.title = run_of(title_words, rng, rng.between(4, 14));
    for (size_t k = rng.between(2, 6); k > 0; --k)
      d.answer += (d.answer.empty() ? "" : " ") + run_of(answer_words, rng, rng.between(8, 30));
    for (size_t k = rng.between(1, 5); k > 0 && !tags.empty(); --k) d.tags.push_back(tags[rng.below(tags.size())]);
    for (size_t k = rng.below(4); k > 0 && !names.empty(); --k) d.names.push_back(names[rng.below(names.size())]);
    d.applies_to = like.applies_to;
    // as many players' phrasings as a real entry has (asked.json: four), so the phrasing cover is
    // measured at every size
    if (!asked_words.empty())
      for (size_t k = like.asked.size(); k > 0; --k)
        d.asked.push_back(run_of(asked_words, asked_rng, asked_rng.between(5, 12)));
    out.push_back(std::move(d));
  }
  return out;
}

std::vector<BenchQuery> make_queries(const std::vector<search::Document>& real, size_t per, uint64_t seed) {
  std::vector<std::string> vocabulary;  // content words, as players would type them
  std::vector<std::vector<std::string>> titles;
  {
    std::set<std::string> seen;
    for (const auto& d : real) {
      std::vector<std::string> t;
      for (auto& w : whitespace_words(d.title)) {
        std::string l = lower_letters(w);
        if (!l.empty()) t.push_back(l);
      }
      titles.push_back(t);
      for (auto& w : whitespace_words(d.title + " " + d.answer)) {
        std::string l = lower_letters(w);
        if (l.size() >= 5 && !search::is_stopword(l) && seen.insert(l).second) vocabulary.push_back(l);
      }
    }
  }
  Rng rng{seed};
  std::vector<BenchQuery> out;
  auto word = [&] { return vocabulary[rng.below(vocabulary.size())]; };
  for (size_t i = 0; i < per; ++i) out.push_back({"exact", word()});
  for (size_t i = 0; i < per; ++i) {
    const auto& t = titles[rng.below(titles.size())];
    size_t len = std::min<size_t>(t.size(), rng.between(2, 3));
    size_t start = t.size() > len ? rng.below(t.size() - len + 1) : 0;
    std::string q;
    for (size_t k = 0; k < len; ++k) q += (k ? " " : "") + t[start + k];
    out.push_back({"multi", q.empty() ? word() : q});
  }
  for (size_t i = 0; i < per; ++i) {
    std::string w = word();
    std::string partial = w.substr(0, rng.between(3, std::min<size_t>(5, w.size() - 1)));
    out.push_back({"prefix", i % 2 ? word() + " " + partial : partial});
  }
  for (size_t i = 0; i < per; ++i) {
    std::string w = word();
    size_t at = rng.between(1, w.size() - 2);
    switch (rng.below(4)) {
      case 0: w.erase(at, 1); break;
      case 1: std::swap(w[at], w[at + 1]); break;
      case 2: w[at] = static_cast<char>('a' + (w[at] - 'a' + 1 + rng.below(24)) % 26); break;
      default: w.insert(at, 1, static_cast<char>('a' + rng.below(26))); break;
    }
    out.push_back({"typo", w});
  }
  return out;
}

}  // namespace arbiter::bench
