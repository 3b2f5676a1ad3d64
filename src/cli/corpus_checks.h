#pragma once
// The steps of `arbiter check`. Each step inspects the loaded corpus (plus whatever else under
// data/ it needs) and appends problems. Steps register themselves like commands do, so running
// every demonstration can be added from the scenario side without touching cmd_corpus.cpp:
//   static arbiter::cli::CheckRegistration run_demos{{"demos pass", [](const CheckContext& c, auto& problems) {...}}};
#include <functional>
#include <string>
#include <vector>

#include "corpus/loader.h"

namespace arbiter::cli {

struct CheckContext {
  const corpus::Corpus& corpus;
  std::string data_dir;     // e.g. "data"
  std::string corpus_file;  // e.g. "data/corpus.json"
};

struct CheckStep {
  std::string name;  // shown in the report: "demos exist"
  std::function<void(const CheckContext&, std::vector<corpus::Problem>&)> run;
};

std::vector<CheckStep>& check_steps();

struct CheckRegistration {
  explicit CheckRegistration(CheckStep s) { check_steps().push_back(std::move(s)); }
};

}  // namespace arbiter::cli
