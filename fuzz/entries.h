#pragma once
// The fuzz entry points: one function per untrusted-input surface of the core. Each takes the raw
// bytes, drives the real code the app and the CLI use, and checks what the result promises (a
// clear error or a well-formed value). A broken promise throws Broken; a crash, leak or hang is
// found by the sanitizers and libFuzzer. The same functions replay fuzz/regressions/ natively in
// tests/hardening, so every input the fuzzer ever found stays a test.
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::fuzz {

// An entry point saw a result that breaks the contract of the code under test.
struct Broken : std::logic_error {
  using std::logic_error::logic_error;
};

// Reads the real data once (corpus, names, synonyms, scenarios) from the repository root.
void init(const std::string& repo_root);

void corpus_loader(std::string_view input);  // data/corpus.json text -> load_corpus_text
void importer(std::string_view input);       // one source document -> import_corpus (+ reload the output)
void scenario(std::string_view input);       // a scenario file -> run_scenario_text (+ trace JSON)
void query(std::string_view input);          // a search box text -> parse_query + search (+ response JSON)
void route(std::string_view input);          // a URL hash -> parse_route, format_route, the what-if board

struct Target {
  const char* name;
  void (*run)(std::string_view);
};
// Every target, by the name used for fuzz/seeds/<name>, fuzz/regressions/<name> and the binaries.
const std::vector<Target>& targets();

}  // namespace arbiter::fuzz
