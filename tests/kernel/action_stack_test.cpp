// The action driver: nested actions pause their parent; triggered actions run after the action
// that fired them, depth first; the tree records who caused what, in order.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "kernel/action_stack.h"

using namespace arbiter::kernel;

namespace {
// A toy game: an op is a string. "nest:X" starts a nested action X; "log:Y" records Y.
struct Toy {
  ActionStack<std::string> stack;
  std::vector<std::string> log;
  void run() {
    while (true) {
      auto s = stack.advance();
      if (s.kind == decltype(s)::Idle) break;
      if (s.kind == decltype(s)::Completed) {
        log.push_back("done " + stack.tree().at(s.action).label);
        continue;
      }
      if (s.op.rfind("nest:", 0) == 0)
        stack.push(s.action, Relation::Nested, s.op.substr(5), {"log:inside " + s.op.substr(5)});
      else log.push_back(s.op.substr(4));
    }
  }
};
}  // namespace

TEST_CASE("A nested action pauses the current action, resolves, and the current action resumes where it left off") {
  Toy t;
  t.stack.push(kNoAction, Relation::Initial, "Power", {"log:before", "nest:Ravage", "log:after"});
  t.run();
  CHECK(t.log == std::vector<std::string>{"before", "inside Ravage", "done Ravage", "after", "done Power"});
  const auto& tree = t.stack.tree();
  REQUIRE(tree.size() == 2);
  CHECK(tree.at(1).parent == 0);
  CHECK(tree.at(1).relation == Relation::Nested);
  CHECK(tree.at(0).status == ActionStatus::Done);
}

TEST_CASE("Actions pushed in order run first-to-last, each finishing before the next starts") {
  Toy t;
  ActionId root = t.stack.push(kNoAction, Relation::Initial, "Ravage", {"log:ravage"});
  t.stack.advance();  // run the Ravage's only op
  t.log.push_back("ravage");
  auto done = t.stack.advance();
  REQUIRE(done.kind == decltype(done)::Completed);
  t.stack.push_in_order(root, Relation::Triggered,
                        {{"First", {"nest:Inner"}, "", 1}, {"Second", {"log:second"}, "", 2}});
  t.run();
  CHECK(t.log ==
        std::vector<std::string>{"ravage", "inside Inner", "done Inner", "done First", "second", "done Second"});
  CHECK(t.stack.tree().at(1).label == "First");
  CHECK(t.stack.tree().at(2).label == "Second");
}

TEST_CASE("insert_next adds work to the running action right after the current operation") {
  ActionStack<int> s;
  s.push(kNoAction, Relation::Initial, "A", {1, 2});
  std::vector<int> seen;
  while (true) {
    auto st = s.advance();
    if (st.kind != decltype(st)::Run) {
      if (st.kind == decltype(st)::Idle) break;
      continue;
    }
    seen.push_back(st.op);
    if (st.op == 1) s.insert_next({10, 11});
  }
  CHECK(seen == std::vector<int>{1, 10, 11, 2});
}

TEST_CASE("A procedure runs like an action above what it interrupts, but leaves no record and no completion") {
  Toy t;
  t.stack.push_procedure({"log:check", "nest:Reaction", "log:checked"});
  t.run();
  CHECK(t.log == std::vector<std::string>{"check", "inside Reaction", "done Reaction", "checked"});
  REQUIRE(t.stack.tree().size() == 1);  // only the action it started
  CHECK(t.stack.tree().at(0).parent == kNoAction);
  CHECK(t.stack.empty());
}

TEST_CASE("The tree renders like the worked example of the action rules") {
  ActionTree tree;
  ActionId a = tree.add(kNoAction, Relation::Initial, "Blur the Arc of Years");
  tree.add(a, Relation::Nested, "Build");
  ActionId r = tree.add(a, Relation::Nested, "Ravage");
  tree.add(r, Relation::Triggered, "Vengeance of the Dead", "", 3);
  CHECK(tree.render() ==
        "Initial action: Blur the Arc of Years\n  Nested action: Build\n  Nested action: Ravage\n"
        "    Triggered action: Vengeance of the Dead\n");
  CHECK(tree.root(3) == a);
  CHECK(tree.depth(3) == 2);
}

TEST_CASE("Each board / each land: eligibility is fixed before any of the actions resolves") {
  std::vector<int> lands{1, 2, 3, 4};
  std::vector<int> invaders{1, 0, 2, 0};
  auto fixed = each_qualifying(lands, [&](int l) { return invaders[static_cast<size_t>(l - 1)] > 0; });
  invaders[1] = 5;  // a land gaining Invaders later does not join
  CHECK(fixed == std::vector<int>{1, 3});
}
