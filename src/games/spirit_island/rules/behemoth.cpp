// Ember-Eyed Behemoth: The Behemoth Rises and Unrelenting Strides (see behemoth.h).
#include "games/spirit_island/rules/behemoth.h"

#include "games/spirit_island/rules/incarna.h"

namespace arbiter::si {

namespace {

// How often the Spirit may use The Behemoth Rises this turn, as things stand.
int behemoth_uses_allowed(const Engine& e, const Spirit& sp) {
  return 1 + (e.has_rule("unrelenting-strides", sp.id) && !sp.innate_used ? 1 : 0);
}

// Its Incarna to one of its Sacred Sites (choice `land`), added from the supply or moved.
void to_sacred_site(Engine& e, const Spirit& sp, const std::string& cur, const std::vector<std::string>& sites,
                    ActionId a) {
  std::string to = sites.front();
  if (sites.size() > 1) {
    kernel::ChoicePoint cp{"land", "To which Sacred Site does the Incarna go?", "The Behemoth Rises", sites, {}, false,
                           a};
    to = e.decide_one(cp, sites.front());
  }
  incarna_moves(e, sp.id, cur, to, a,
                "The Behemoth Rises: " + sp.name +
                    (cur.empty() ? " adds its Incarna to " : " moves its Incarna from " + cur + " to ") + to +
                    ", its Sacred Site.");
}

}  // namespace

void behemoth_rises(Engine& e, const Op& op, ActionId a) {
  const Spirit* sp = e.state().find_spirit(e.local(a).spirit);
  if (!sp || !e.has_rule("the-behemoth-rises", sp->id))
    throw kernel::RuleError("The Behemoth Rises is Ember-Eyed Behemoth's rule: the action needs its \"spirit\"");
  const int allowed = behemoth_uses_allowed(e, *sp);
  if (sp->behemoth_rises_used >= allowed)
    throw kernel::RuleError(
        "The Behemoth Rises: " + sp->name + " has used it " + std::to_string(sp->behemoth_rises_used) +
        " time(s) this turn, as many as it may (once per turn" +
        (e.has_rule("unrelenting-strides", sp->id)
             ? std::string(sp->innate_used ? "; no extra use: it used an Innate Power this turn" : "")
             : "") +
        ")");
  const std::string cur = incarna_land(e.state(), sp->id);
  std::vector<std::string> options, sites;
  for (const auto& l : e.state().lands)
    if (e.state().sacred_site(l, sp->id)) sites.push_back(l.id);
  if (!cur.empty() && !e.state().land(cur).adjacent.empty()) options.push_back("push");
  if (!sites.empty()) options.push_back("sacred-site");
  e.count_behemoth_rises(sp->id);
  if (sp->behemoth_rises_used == 2)
    e.note("Unrelenting Strides: " + sp->name +
           " has used no Innate Power this turn, so it uses The Behemoth Rises a second time (and no Innate Power "
           "this turn).");
  if (options.empty()) {
    e.note("The Behemoth Rises: " + sp->name +
           "'s Incarna is not on the island and it has no Sacred Site: nothing "
           "happens.");
    return;
  }
  std::string pick = options.front();
  if (options.size() > 1) {
    kernel::ChoicePoint cp{
        "option", "Push the Incarna, or add/move it to a Sacred Site?", "The Behemoth Rises", options, {}, false, a};
    pick = e.decide_one(cp, options.front());
  }
  if (pick == "push") {
    Op push = op;
    push.spirit = sp->id;
    push_incarna(e, push, a);
  } else {
    to_sacred_site(e, *sp, cur, sites, a);
  }
}

void behemoth_innate_check(Engine& e, const PowerCard& power, const std::string& spirit) {
  const Spirit* sp = e.state().find_spirit(spirit);
  if (power.kind != "innate" || !sp) return;
  if (sp->behemoth_rises_used >= 2)
    throw kernel::RuleError("Unrelenting Strides: " + sp->name +
                            " used The Behemoth Rises twice this turn, which it may only on a turn it uses no Innate "
                            "Powers, so it cannot use " +
                            power.name + " this turn");
  e.count_innate_use(sp->id);
}

}  // namespace arbiter::si
