#pragma once
// A task's time for steps of the start (docs/startup.md). Another step runs only when one as long
// as the last would still end within the budget, so a task ends past its budget only when a single
// step is longer than the budget, not because a step began just before the end.
// A step of another kind (the next stage of the bundle, the demonstration's run after its set-up)
// begins a task of its own: the last step says nothing of it, and its first call is also V8
// compiling the code it reaches, often longer than the budget by itself (docs/startup.md).

namespace arbiter::app {

class TaskBudget {
 public:
  TaskBudget(double now_ms, double budget_ms) : until_(now_ms + budget_ms), last_(now_ms) {}
  // After each step, with the time now: true when another step like it fits.
  bool another(double now_ms) {
    const double step = now_ms - last_;
    last_ = now_ms;
    return now_ms + step <= until_;
  }

 private:
  double until_;
  double last_;
};

}  // namespace arbiter::app
