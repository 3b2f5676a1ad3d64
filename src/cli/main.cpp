#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli/command.h"

namespace arbiter::cli {

std::vector<Command>& registry() {
  static std::vector<Command> commands;
  return commands;
}

std::string data_dir() {
  if (const char* env = std::getenv("ARBITER_DATA")) return env;
  namespace fs = std::filesystem;
  if (fs::exists("data/corpus.json")) return "data";
  for (fs::path p = fs::current_path(); !p.empty() && p != p.root_path(); p = p.parent_path())
    if (fs::exists(p / "data" / "corpus.json")) return (p / "data").string();
  return "data";
}

static void print_help(std::ostream& out) {
  out << "arbiter " << ARBITER_VERSION << " — Spirit Island and L5R rulings, searchable and demonstrated\n\n"
      << "usage: arbiter COMMAND [ARGS]\n\ncommands:\n";
  auto commands = registry();
  std::sort(commands.begin(), commands.end(), [](auto& a, auto& b) { return a.name < b.name; });
  for (const auto& c : commands) out << "  " << c.usage << "\n      " << c.summary << "\n";
  out << "  version\n      print the version\n";
}

}  // namespace arbiter::cli

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  if (argc < 2 || std::string(argv[1]) == "help" || std::string(argv[1]) == "--help") {
    print_help(std::cout);
    return argc < 2 ? 2 : 0;
  }
  std::string name = argv[1];
  if (name == "version" || name == "--version") {
    std::cout << ARBITER_VERSION << "\n";
    return 0;
  }
  Args args(argv + 2, argv + argc);
  for (const auto& c : registry())
    if (c.name == name) {
      if (std::find(args.begin(), args.end(), "--help") != args.end() ||
          std::find(args.begin(), args.end(), "-h") != args.end()) {
        std::cout << "usage: arbiter " << c.usage << "\n" << c.summary << "\n";
        return 0;
      }
      try {
        return c.run(args);
      } catch (const std::exception& e) {
        std::cerr << "arbiter " << name << ": " << e.what() << "\n";
        return 1;
      }
    }
  std::cerr << "arbiter: unknown command '" << name << "'\n\n";
  print_help(std::cerr);
  return 2;
}
