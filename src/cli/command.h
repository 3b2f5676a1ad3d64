#pragma once
// The `arbiter` CLI is a set of subcommands; each lives in its own file under src/cli/ and
// registers itself with a static Registration object, so adding a command touches one file.
#include <functional>
#include <string>
#include <vector>

namespace arbiter::cli {

using Args = std::vector<std::string>;  // the arguments after the subcommand name

struct Command {
  std::string name;
  std::string usage;                    // e.g. "search [--json] [--limit N] QUERY"
  std::string summary;                  // one line for `arbiter help`
  std::function<int(const Args&)> run;  // returns the process exit code
};

std::vector<Command>& registry();

struct Registration {
  explicit Registration(Command c) { registry().push_back(std::move(c)); }
};

// Where the CLI finds data/: $ARBITER_DATA, else the nearest data/ holding corpus.json in the
// working directory or one of its parents (run it anywhere inside a clone), else "data".
std::string data_dir();

}  // namespace arbiter::cli
