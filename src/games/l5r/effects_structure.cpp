// The structure of card text: conditions, "may" (all or none), "choose to" / "if you do",
// "or" and "may" (only answers that keep the action legal), targeting inside effects (optional in delayed
// effects), and delayed / parent effects activated now and applied later.
#include <algorithm>

#include "games/l5r/engine.h"
#include "games/l5r/words.h"

namespace arbiter::l5r {
namespace {

std::string when_words(const TimePoint& at, const std::string& player, bool parent) {
  switch (at.kind) {
    case TimePoint::Kind::BattleEnds: return "after that battle ends";
    case TimePoint::Kind::NextTurnBegins: return "after " + player + "'s next turn begins";
    case TimePoint::Kind::NextAttackPhaseBegins: return "after " + player + "'s next Attack Phase begins";
    case TimePoint::Kind::PersonalityDestroyed:
      return parent ? "each time a Personality is destroyed this turn"
                    : "the next time a Personality is destroyed this turn";
  }
  return "";
}

}  // namespace

void Engine::exec_structure(int f, const Op& op) {
  using K = Op::Kind;
  Frame& fr = frames_[f];
  switch (op.kind) {
    case K::If: {
      auto cards = resolve_cards(fr, op.on);
      std::string it = cards.empty() ? fr.self : cards[0];
      bool ok = rules().check(*op.condition, it, fr.actor);
      say(std::string("The card's condition is checked now: it ") + (ok ? "holds." : "does not hold."));
      if (ok) push_ops(f, op.then);
      return;
    }
    case K::May:
    case K::ChooseTo: {
      std::string what = describe_ops(op.then);
      // As for "or": when only taking it keeps the action legal, declining is not offered.
      std::vector<std::string> answers{"yes", "no"};
      if (!keeps_legal({}, fr) && keeps_legal(op.then, fr)) {
        answers.pop_back();
        say("Declining is not offered: only \"" + what + "\" keeps the action legal.");
      }
      std::string a = ask(op.kind == K::May ? "may" : "choose-to", fr.self, fr.actor,
                          (op.kind == K::May ? "may " : "choose to ") + what + "?", answers);
      bool yes = a != "no";
      frames_[f].last_chosen = yes;
      frames_[f].last_happened = false;
      if (yes) push_ops(f, op.then);
      return;
    }
    case K::IfChosen:
      say(std::string("\"If you chose this\": the choice was ") + (fr.last_chosen ? "made." : "not made."));
      if (fr.last_chosen) push_ops(f, op.then);
      return;
    case K::IfHappened:
      say(std::string("\"If it happened\": it ") + (fr.last_happened ? "did." : "did not."));
      if (fr.last_happened) push_ops(f, op.then);
      return;
    case K::Or: {
      std::string chooser =
          op.player_choice == "target_controller" ? resolve_player(fr, "controller:target:t") : fr.actor;
      std::vector<std::string> labels;
      std::vector<size_t> index;
      for (size_t i = 0; i < op.options.size(); ++i) {
        if (!keeps_legal(op.options[i], fr)) {
          say("The option \"" + describe_ops(op.options[i]) +
              "\" is not offered: only the other keeps the action legal.");
          continue;
        }
        labels.push_back(describe_ops(op.options[i]));
        index.push_back(i);
      }
      std::string a = ask("or", fr.self, chooser, "choose one: " + join_or(labels), labels);
      size_t pos = std::find(labels.begin(), labels.end(), a) - labels.begin();
      push_ops(f, op.options[index[pos]]);
      return;
    }
    case K::Target:
    case K::Choose:
      for (auto& t : op.targets) {
        auto cands = candidates(t, frames_[f]);
        if (cands.empty()) {
          frames_[f].refs["target:" + t.name] = "";
          if (frames_[f].substitutes_targeting) continue;  // the original targeting stands (adopt_target)
          say(std::string("There is no legal card to ") + (t.choose ? "choose" : "target") +
              (frames_[f].optional_targeting ? ": targeting inside a delayed effect is optional, so nothing happens."
                                             : "."));
          continue;
        }
        std::string pick = cands.size() == 1 ? cands[0]
                                             : ask("target", frames_[f].self + ":" + t.name, frames_[f].actor,
                                                   t.choose ? "which card to choose?" : "which card to target?", cands);
        frames_[f].refs["target:" + t.name] = pick;
        say(frames_[f].actor + (t.choose ? " chooses " : " targets ") + name(pick) + ".");
      }
      return;
    case K::Delayed:
    case K::EachTime: {
      DelayedEffect d;
      d.id = s_.next_id++;
      d.source = fr.source;
      d.at = op.at;
      d.player = fr.actor;
      d.activated_turn = s_.turn;
      d.activated_at = s_.clock++;
      d.ops = op.then;
      d.refs = fr.refs;
      d.parent = op.kind == K::EachTime;
      if (op.at.kind == TimePoint::Kind::PersonalityDestroyed) d.expires_turn = s_.turn;
      std::string when = when_words(op.at, d.player, d.parent);
      d.text = name(fr.self) + ": " + describe_ops(op.then) + " — " + when;
      say(d.parent ? "A parent effect is created: it will create a new child effect " + when + "."
                   : "A delayed effect is activated now (" + describe_ops(op.then) + "); it applies " + when + ".");
      s_.delayed.push_back(d);
      return moment();
    }
    default: return;
  }
}

}  // namespace arbiter::l5r
