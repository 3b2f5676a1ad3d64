#pragma once
// Modifiers change what actions do; they are not actions. When several apply to the same thing
// they are applied in priority order: quantity, then cancel/replace, then alter/additional.
// Between modifiers of equal priority the players choose the order (a choice point, scripted
// in scenarios). "Skip" is a cancel modifier.
#include <algorithm>
#include <string>
#include <vector>

#include "kernel/action_tree.h"
#include "kernel/choices.h"
#include "kernel/duration.h"

namespace arbiter::kernel {

enum class ModifierPriority { Quantity = 1, CancelReplace = 2, Alter = 3 };

inline const char* to_string(ModifierPriority p) {
  switch (p) {
    case ModifierPriority::Quantity: return "quantity";
    case ModifierPriority::CancelReplace: return "cancel/replace";
    case ModifierPriority::Alter: return "alter/additional";
  }
  return "?";
}

template <class Payload>
struct Modifier {
  int id = -1;
  std::string name;    // "A Year of Perfect Stillness"
  std::string source;  // who created it
  ModifierPriority priority = ModifierPriority::Alter;
  Duration duration = Duration::ThisTurn;
  ActionId set_up_by = kNoAction;
  Payload payload{};
  bool spent = false;
};

template <class Payload>
class ModifierSet {
 public:
  int add(std::string name, std::string source, ModifierPriority pr, Duration d, Payload p, ActionId by = kNoAction) {
    Modifier<Payload> m;
    m.id = next_++;
    m.name = std::move(name);
    m.source = std::move(source);
    m.priority = pr;
    m.duration = d;
    m.payload = std::move(p);
    m.set_up_by = by;
    mods_.push_back(std::move(m));
    return mods_.back().id;
  }

  // The live modifiers that `applies` to something, in application order. Ties within a priority
  // are put to the players as a "modifier-order" choice (context = `context`); the default keeps
  // the order they were created in.
  template <class Applies>
  std::vector<Modifier<Payload>*> ordered(Applies applies, Choices& choices, const std::string& context,
                                          ActionId action) {
    std::vector<Modifier<Payload>*> out;
    for (int pr = 1; pr <= 3; ++pr) {
      std::vector<Modifier<Payload>*> tier;
      for (auto& m : mods_)
        if (!m.spent && static_cast<int>(m.priority) == pr && applies(m)) tier.push_back(&m);
      if (tier.size() > 1) {
        ChoicePoint cp;
        cp.kind = "modifier-order";
        cp.prompt = std::string("In which order do these ") + to_string(static_cast<ModifierPriority>(pr)) +
                    " modifiers apply?";
        cp.context = context;
        cp.action = action;
        std::vector<std::string> names;
        for (auto* m : tier) names.push_back(m->name);
        cp.options = names;
        auto order = choices.decide(cp, names);
        std::vector<Modifier<Payload>*> sorted;
        for (auto& n : order)
          for (auto* m : tier)
            if (m->name == n && std::find(sorted.begin(), sorted.end(), m) == sorted.end()) {
              sorted.push_back(m);
              break;
            }
        for (auto* m : tier)
          if (std::find(sorted.begin(), sorted.end(), m) == sorted.end()) sorted.push_back(m);
        tier = sorted;
      }
      out.insert(out.end(), tier.begin(), tier.end());
    }
    return out;
  }

  void spend(int id) {
    for (auto& m : mods_)
      if (m.id == id && m.duration == Duration::UntilUsed) m.spent = true;
  }

  // Ends a modifier now (e.g. "the next normal Ravage" once that Ravage has happened).
  void remove(int id) {
    for (size_t i = 0; i < mods_.size(); ++i)
      if (mods_[i].id == id) {
        mods_.erase(mods_.begin() + static_cast<long>(i));
        return;
      }
  }

  void expire(Boundary b, ActionId ended = kNoAction) {
    std::vector<Modifier<Payload>> keep;
    for (auto& m : mods_) {
      bool gone = m.spent || (b == Boundary::ActionEnd ? (m.duration == Duration::ThisAction && m.set_up_by == ended)
                                                       : expires_at(m.duration, b));
      if (!gone) keep.push_back(std::move(m));
    }
    mods_ = std::move(keep);
  }

  const std::vector<Modifier<Payload>>& all() const { return mods_; }

 private:
  std::vector<Modifier<Payload>> mods_;
  int next_ = 0;
};

}  // namespace arbiter::kernel
