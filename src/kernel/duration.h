#pragma once
// How long an effect (modifier, trigger, marker) lasts, and the boundaries where effects expire.
#include <string>

namespace arbiter::kernel {

enum class Duration {
  ThisAction,  // ends when the action that created it completes
  ThisTurn,    // ends at the end-of-turn boundary (Spirit Island: Time Passes)
  UntilUsed,   // "the next time ...": ends when it has applied once (or at end of turn)
  Permanent,   // rules of the game, adversary levels, scenario rules
};

enum class Boundary { ActionEnd, EndOfTurn };

// Whether an effect of this duration ends at this boundary.
inline bool expires_at(Duration d, Boundary b) {
  switch (d) {
    case Duration::ThisAction: return true;
    case Duration::ThisTurn:
    case Duration::UntilUsed: return b == Boundary::EndOfTurn;
    case Duration::Permanent: return false;
  }
  return false;
}

inline const char* to_string(Duration d) {
  switch (d) {
    case Duration::ThisAction: return "this-action";
    case Duration::ThisTurn: return "this-turn";
    case Duration::UntilUsed: return "until-used";
    case Duration::Permanent: return "permanent";
  }
  return "?";
}

}  // namespace arbiter::kernel
