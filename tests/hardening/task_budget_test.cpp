#include "app/task_budget.h"

#include <doctest/doctest.h>

using arbiter::app::TaskBudget;

TEST_CASE("a task runs another step only when one as long as the last still fits its budget") {
  TaskBudget budget(100, 8);
  SUBCASE("short steps run until the next would pass the end") {
    CHECK(budget.another(102));          // 2 ms step, 2 more end at 104
    CHECK(budget.another(104));          // ends at 106
    CHECK(budget.another(106));          // ends at 108: exactly the budget
    CHECK_FALSE(budget.another(107.5));  // 1.5 ms step would end at 109
  }
  SUBCASE("a step longer than half the budget ends the task") {
    CHECK_FALSE(budget.another(105));  // 5 ms: another would end at 110
  }
  SUBCASE("a step past the budget ends it") { CHECK_FALSE(budget.another(120)); }
}
