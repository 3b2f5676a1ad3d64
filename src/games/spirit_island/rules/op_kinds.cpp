#include "games/spirit_island/rules/op_kinds.h"

#include <stdexcept>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/chosen_at_ravage.h"
#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/rules/elements.h"
#include "games/spirit_island/rules/op_flow.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/time.h"

namespace arbiter::si {

using kernel::JsonReader;

namespace {

// --- parsers: each operation's own keys ---

// `what` (one piece, group or token), required unless a default is given.
void read_what(const JsonReader& r, Op& op, const char* fallback = nullptr) {
  if (auto x = r.get("what")) op.what = parse_whats(*x).front();
  else if (fallback) op.what = fallback;
  else r.at("what");  // raises "expected a member \"what\""
}
void parse_what(const JsonReader& r, Op& op) { read_what(r, op); }
void parse_what_or_invaders(const JsonReader& r, Op& op) { read_what(r, op, "invaders"); }

void parse_damage(const JsonReader& r, Op& op) {
  op.what = r.has("to") ? parse_whats(r.at("to")).front() : "invaders";
  if (auto x = r.get("plus_per_adjacent")) op.plus_per_adjacent = x->integer(0, 20);
  if (auto x = r.get("each")) op.each = x->boolean();
  if (auto x = r.get("different")) {
    op.different = x->boolean();
    if (op.different && (op.each || op.per.empty() || op.cap >= 0 || op.plus_per_adjacent > 0))
      x->fail("\"different\" with \"per\" only (no \"each\", \"cap\" or \"plus_per_adjacent\")");
  }
}

void parse_remove(const JsonReader& r, Op& op) {
  if (auto x = r.get("damaged")) {
    op.damaged = x->boolean();
    if (op.damaged && !op.all) x->fail("\"damaged\" only with \"all\": true (\"remove every Damaged Invader\")");
  }
  read_what(r, op);
}

// Gathering Presence: whose (rules/gather_presence.h).
void parse_gather(const JsonReader& r, Op& op) {
  read_what(r, op);
  if (auto x = r.get("from_range")) {
    if (x->is_string()) op.from_range_element = element_names()[x->one_of(element_names())];
    else op.from_range = x->integer(1, 10);
    if (what_of(op.what).kind != WhatKind::Piece && what_of(op.what).kind != WhatKind::Group)
      x->fail("\"from_range\" only when gathering pieces (Invaders, Dahan)");
  }
  if (auto x = r.get("spirit")) {
    if (op.what != "presence") x->fail("\"spirit\" only when gathering Presence (\"what\": \"presence\")");
    if (op.spirit != "self" && op.spirit != "another")
      x->fail("\"self\" (the Spirit's own Presence) or \"another\" (another Spirit's, with its permission)");
  }
}

void parse_downgrade(const JsonReader& r, Op& op) {
  if (auto x = r.get("any_number")) {
    op.any_number = x->boolean();
    if (op.any_number && r.has("n")) r.at("n").fail("no \"n\" with \"any_number\" (the players pick how many)");
    if (op.any_number && r.has("per")) r.at("per").fail("no \"per\" with \"any_number\" (the players pick how many)");
  }
  read_what(r, op, "invaders");
}

void parse_replace(const JsonReader& r, Op& op) {
  if (auto x = r.get("what")) op.what = parse_whats(*x).front();
  op.with = parse_whats(r.at("with"));
  for (const auto& w : op.with) {
    WhatKind k = what_of(w).kind;
    if (k != WhatKind::Piece && k != WhatKind::Token)
      r.at("with").fail("pieces or tokens to put in (\"" + w + "\" is a group, name one kind)");
  }
  if (op.what.empty()) r.at("what");  // raises "expected a member \"what\""
}

void parse_invader_action(const JsonReader& r, Op& op) {
  static const std::vector<std::string> acts{"ravage", "build", "explore"};
  op.name = acts[r.at("action").one_of(acts)];
}

void parse_if(const JsonReader& r, Op& op) {
  read_filter_fields(r, op.where);
  if (auto x = r.get("threshold")) {
    op.threshold = parse_element_counts(*x, 1, 20);
    if (op.threshold.empty()) x->fail("an Element requirement such as {\"moon\": 3, \"air\": 3}");
  }
  op.then = parse_ops(r.at("then"));
  if (auto x = r.get("else")) op.otherwise = parse_ops(*x);
}

void parse_each(const JsonReader& r, Op& op) {
  static const std::vector<std::string> overs = row_names(each_overs());
  op.over = overs[r.at("over").one_of(overs)];
  if (auto x = r.get("where")) op.where = parse_filter(*x);
  op.then = parse_ops(r.at("do"));
}

void parse_choose_land(const JsonReader& r, Op& op) {
  if (auto x = r.get("where")) op.where = parse_filter(*x);
  static const std::vector<std::string> prefs = row_names(land_preferences());
  if (auto x = r.get("prefer")) op.prefer = prefs[x->one_of(prefs)];
  if (auto x = r.get("only_best")) {
    op.only_best = x->boolean();
    if (op.only_best && op.prefer.empty()) x->fail("\"only_best\" with a \"prefer\" that ranks the lands");
  }
  if (auto x = r.get("different"))
    op.different = x->boolean();  // not a land this action (or one beside it in an `each`) has chosen
}

void parse_choose_one(const JsonReader& r, Op& op) {
  auto opts = r.at("options");
  if (opts.size() < 2) opts.fail("at least two options ({\"label\": ..., \"do\": [...]})");
  for (auto& o : opts.items()) {
    o.only({"label", "do"});
    op.option_labels.push_back(o.at("label").str());
    op.options.push_back(parse_ops(o.at("do")));
  }
}

void parse_repeat(const JsonReader& r, Op& op) {
  static const std::vector<std::string> ons{"same-land", "adjacent-land", "new-target"};
  op.name = r.has("on") ? ons[r.at("on").one_of(ons)] : "same-land";
  if (auto x = r.get("time")) {
    op.time = x->integer(1, 9);
    if (!op.may) x->fail("\"time\" only with \"may\": true (a Repeat paid for in Time is optional)");
  }
}
std::string repeat_words(const Op& op) {
  return std::string("Repeat this Power") + (op.time > 0 ? " by spending " + std::to_string(op.time) + " Time" : "");
}

// The effect kind a `trigger`, `modifier` or `rule` op names, checked here, at parse, so every path
// that reads ops (card library, inline scenario ops) refuses a misspelt name.
const EffectKind& named_effect(const JsonReader& r, const Op& op, EffectRole role) {
  auto name = r.at("name");
  const EffectKind* kind = find_effect_kind(op.name, role);
  // A `rule` op runs a rule's action: a rule with none is only ever in play (a Spirit's, an adversary's).
  if (role == EffectRole::Rule && (!kind || !kind->run))
    name.fail(
        "a rule with an action (one of " + JsonReader::join(rule_action_names()) + "), got \"" + op.name + "\"" +
        (kind ? ", a rule that is only ever in play (list it in a Spirit's, adversary's or scenario's rules)" : ""));
  if (!kind)
    name.fail(std::string("a known ") + to_string(role) + " (one of " + JsonReader::join(effect_names(role)) +
              "), got \"" + op.name + "\"");
  return *kind;
}
void parse_trigger(const JsonReader& r, Op& op) { named_effect(r, op, EffectRole::Trigger); }
void parse_rule(const JsonReader& r, Op& op) {
  named_effect(r, op, EffectRole::Rule);
  if (r.get("per") && op.name != "remove-health")  // Health per piece there (Belief Takes Root III)
    r.at("per").fail("no \"per\" here: only remove-health takes one");
}
void parse_modifier(const JsonReader& r, Op& op) {
  if (auto x = r.get("to")) op.what = parse_whats(*x).front();
  const EffectKind& kind = named_effect(r, op, EffectRole::Modifier);
  if (op.scope == "chosen-at-ravage" && !read_during_ravage(op.name))  // rules/chosen_at_ravage.h
    r.at("scope").fail("a scope for " + op.name + ": only a modifier read during Ravage waits for a land chosen then");
  if (auto x = r.get("what")) op.what = parse_effect_what(kind, *x);
  if (auto x = r.get("where")) {  // judged when the action happens: only the skip kinds read it
    if (op.name != "skip-invader-actions" && op.name != "skip-normal-invader-action")
      x->fail("no \"where\" here: only skip-invader-actions and skip-normal-invader-action take one");
    op.where = parse_filter(*x);
  }
}

void parse_gain_amount(const JsonReader& r, Op& op) { op.n = r.at("n").integer(1, 20); }

// --- plain words ---

std::string group_words(const std::string& w, int n) {
  if (w == "invaders") return n == 1 ? "Invader" : "Invaders";
  if (w == "town-city") return "Town/City";
  if (w == "explorer-town") return "Explorer/Town";
  std::string s = count_of(n, w);
  return s.substr(s.find(' ') + 1);
}
std::string n_of(const Op& op) { return std::to_string(op.n); }
// " per Beasts/Wilds" (or "").
std::string per_words(const Op& op) {
  std::string per;
  for (const auto& w : op.per) per += (per.empty() ? " per " : "/") + group_words(w, 1);
  if (op.every > 1 && !per.empty()) per = " for every " + std::to_string(op.every) + per.substr(4);
  return per;
}
std::string n_what(const Op& op) { return n_of(op) + " " + group_words(op.what, op.n); }

std::string damage_words(const Op& op) {
  if (op.different) return n_of(op) + " Damage to a different " + group_words(op.what, 1) + per_words(op);
  return n_of(op) + " Damage" + per_words(op) +
         (op.each                 ? " to each " + group_words(op.what, 1)
          : op.what == "invaders" ? ""
                                  : " to " + group_words(op.what, 2));
}
std::string remove_words(const Op& op) {
  if (!op.all) return "Remove " + n_what(op);
  return std::string("Remove ") + (op.damaged ? "every Damaged " : "all ") + group_words(op.what, op.damaged ? 1 : 2);
}
std::string push_words(const Op& op) {
  return std::string("Push ") +
         (op.all     ? "all "
          : op.up_to ? "up to " + n_of(op) + " "
                     : n_of(op) + " ") +
         group_words(op.what, op.all ? 2 : op.n);
}
std::string gather_words(const Op& op) {
  const std::string from = !op.from_range_element.empty() ? "Range equal to its " + op.from_range_element
                           : op.from_range > 0            ? "Range " + std::to_string(op.from_range)
                                                          : "";
  return std::string("Gather ") + (op.up_to ? "up to " : "") + n_what(op) + per_words(op) +
         (from.empty() ? "" : " from within " + from + ", one land towards the target");
}

std::string downgrade_words(const Op& op) {
  return "Downgrade " + (op.any_number ? "any number of " + group_words(op.what, 2) : n_what(op) + per_words(op));
}

}  // namespace

const std::vector<OpKindRow>& op_kinds() {
  using K = OpKind;
  // One row per operation, one line per row: the table reads as a table.
  // clang-format off
  static const std::vector<OpKindRow> v{
      {K::Fear, "fear", {"n", "per", "cap"}, nullptr, [](const Op& o) { return n_of(o) + " Fear" + per_words(o); }, run_fear},
      {K::Damage, "damage", {"n", "to", "per", "cap", "land", "plus_per_adjacent", "each", "different"}, parse_damage, damage_words, run_damage},
      {K::Destroy, "destroy", {"what", "n", "all", "up_to", "land", "spirit"}, parse_what,
       [](const Op& o) { return "Destroy " + (o.all ? "all " + group_words(o.what, 2) : n_what(o)); }, run_destroy},
      {K::Add, "add", {"what", "n", "per", "cap", "land", "spirit"}, parse_what, [](const Op& o) { return "Add " + n_what(o) + per_words(o); }, run_add},
      {K::Remove, "remove", {"what", "n", "all", "up_to", "land", "spirit", "damaged"}, parse_remove, remove_words, run_remove},
      {K::Push, "push", {"what", "n", "all", "up_to", "land"}, parse_what, push_words, run_push},
      {K::Gather, "gather", {"what", "n", "all", "up_to", "land", "spirit", "per", "every", "from_range"}, parse_gather, gather_words, run_gather},
      {K::Defend, "defend", {"n", "per", "land"}, nullptr, [](const Op& o) { return "Defend " + n_of(o) + per_words(o); }, run_defend},
      {K::Isolate, "isolate", {"land"}, nullptr, [](const Op&) { return std::string("Isolate the land"); }, run_isolate},
      {K::AddBlight, "add-blight", {"n", "land"}, nullptr, [](const Op& o) { return "Add " + count_of(o.n, "blight"); }, run_add_blight},
      {K::RemoveBlight, "remove-blight", {"n", "land"}, nullptr, [](const Op& o) { return "Remove " + count_of(o.n, "blight"); },
       run_remove_blight},
      {K::InvaderAction, "invader-action", {"action", "land"}, parse_invader_action,
       [](const Op& o) { return "Invaders " + o.name + " here"; }, run_invader_action},
      {K::If, "if", {"has", "lacks", "terrain", "coastal", "inland", "threshold", "then", "else"}, parse_if,
       [](const Op&) { return std::string("If ..."); }, run_if},
      {K::Each, "each", {"over", "where", "do"}, parse_each, [](const Op& o) { return "On each " + o.over; }, run_each},
      {K::ChooseLand, "choose-land", {"where", "prefer", "only_best", "different"}, parse_choose_land, [](const Op&) { return std::string("Choose a land"); },
       run_choose_land},
      {K::SetupTrigger, "trigger", {"name", "duration", "n", "scope"}, parse_trigger, [](const Op& o) { return "Set up " + o.name; },
       run_setup_trigger},
      {K::SetupModifier, "modifier", {"name", "duration", "n", "scope", "to", "what", "where"}, parse_modifier,
       [](const Op& o) { return "Set up " + o.name; }, run_setup_modifier},
      {K::Repeat, "repeat", {"on", "time"}, parse_repeat, repeat_words, run_repeat},
      {K::Rule, "rule", {"name", "n", "per"}, parse_rule, [](const Op& o) { return o.name; }, run_rule},
      {K::Replace, "replace", {"what", "n", "with", "land"}, parse_replace, [](const Op& o) { return "Replace " + n_what(o); }, run_replace},
      {K::Upgrade, "upgrade", {"what", "n", "land"}, parse_what_or_invaders, [](const Op& o) { return "Upgrade " + n_what(o); }, run_upgrade},
      {K::Downgrade, "downgrade", {"what", "n", "per", "every", "land", "any_number"}, parse_downgrade, downgrade_words, run_downgrade},
      {K::ChooseOne, "choose-one", {"options"}, parse_choose_one,
       [](const Op& o) { return "Choose one: " + JsonReader::join(o.option_labels); }, run_choose_one},
      {K::GainEnergy, "gain-energy", {"n"}, parse_gain_amount, [](const Op& o) { return "Gain " + n_of(o) + " Energy"; }, run_gain_energy},
      {K::Abduct, "abduct", {"what", "n", "land"}, parse_what_or_invaders, [](const Op& o) { return "Abduct " + n_what(o); }, run_abduct},
      {K::Escape, "escape", {"what", "n", "all"}, parse_what_or_invaders,
       [](const Op& o) { return std::string("Escape: ") + (o.all ? "all " + group_words(o.what, 2) : n_what(o)); }, run_escape},
      {K::GainTime, "gain-time", {"n"}, parse_gain_amount, [](const Op& o) { return "Gain " + n_of(o) + " Time"; }, run_gain_time},
      {K::Step, nullptr, {}, nullptr, [](const Op&) { return std::string("rule step"); },
       [](Engine& e, const Op& o, ActionId a) { o.step(e, a); }},
  };
  // clang-format on
  static const bool in_order = [] {
    for (size_t i = 0; i < v.size(); ++i)
      if (static_cast<size_t>(v[i].kind) != i)
        throw std::logic_error(std::string("operation table row ") + std::to_string(i) + " (" +
                               (v[i].name ? v[i].name : "step") + ") is out of OpKind order");
    return true;
  }();
  (void)in_order;
  return v;
}

const OpKindRow& op_kind(OpKind kind) { return op_kinds().at(static_cast<size_t>(kind)); }

const OpKindRow* find_op_kind(const std::string& name) {
  for (const auto& row : op_kinds())
    if (row.name && name == row.name) return &row;
  return nullptr;
}

}  // namespace arbiter::si
