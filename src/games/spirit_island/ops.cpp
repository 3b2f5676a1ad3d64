#include "games/spirit_island/ops.h"

#include <algorithm>

#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/types.h"

namespace arbiter::si {

using kernel::JsonReader;

const std::vector<std::string>& what_names() {
  static const std::vector<std::string> v{"explorer", "town", "city", "dahan", "invaders", "town-city", "explorer-town",
                                          "blight", "beasts", "disease", "wilds", "badlands", "vitality", "strife",
                                          "presence", "incarna"};
  return v;
}

const std::vector<std::string>& op_names() {
  static const std::vector<std::string> v{"fear", "damage", "destroy", "add", "remove", "push", "gather", "defend",
                                          "isolate", "add-blight", "remove-blight", "invader-action", "if", "each",
                                          "choose-land", "trigger", "modifier", "repeat", "rule", "replace", "upgrade",
                                          "downgrade", "choose-one", "gain-energy"};
  return v;
}

bool LandFilter::empty() const {
  return has.empty() && lacks.empty() && terrain.empty() && coastal < 0 && !same_board && presence_of.empty() && sacred_site_of.empty() && within < 0 &&
         near.empty() && exactly.empty() && at_least.empty();
}

static std::vector<std::string> whats(const JsonReader& r) {
  std::vector<std::string> out;
  auto one = [&](const JsonReader& x) {
    x.one_of(what_names());
    out.push_back(x.str());
  };
  if (r.is_array())
    for (auto& x : r.items()) one(x);
  else
    one(r);
  return out;
}

std::string parse_effect_what(const EffectKind& kind, const JsonReader& what) {
  static const std::vector<std::string> actions{"ravage", "build", "explore"};
  return kind.what_is_action ? actions[what.one_of(actions)] : whats(what).front();
}

static void read_filter_fields(const JsonReader& r, LandFilter& f) {
  if (auto x = r.get("has")) f.has = whats(*x);
  if (auto x = r.get("lacks")) f.lacks = whats(*x);
  if (auto x = r.get("terrain")) {
    if (x->is_array())
      for (auto& t : x->items()) t.one_of(terrain_names()), f.terrain.push_back(t.str());
    else
      x->one_of(terrain_names()), f.terrain.push_back(x->str());
  }
  if (auto x = r.get("coastal")) f.coastal = x->boolean() ? 1 : 0;
  if (auto x = r.get("inland")) f.coastal = x->boolean() ? 0 : 1;
  if (auto x = r.get("same_board")) f.same_board = x->boolean();
  if (auto x = r.get("presence_of")) f.presence_of = x->str();
  if (auto x = r.get("sacred_site_of")) f.sacred_site_of = x->str();
  if (auto x = r.get("within")) f.within = x->integer(0, 10);
  if (auto x = r.get("near")) f.near = whats(*x);
  for (auto [key, out] : {std::make_pair("exactly", &f.exactly), std::make_pair("at_least", &f.at_least)})
    if (auto x = r.get(key))
      for (auto& [what, n] : x->members()) {
        if (std::find(what_names().begin(), what_names().end(), what) == what_names().end())
          n.fail("a count of a known piece or token (\"" + what + "\" is not one)");
        out->emplace_back(what, n.integer(0, 50));
      }
}

LandFilter parse_filter(const JsonReader& r) {
  r.only({"has", "lacks", "terrain", "coastal", "inland", "same_board", "presence_of", "sacred_site_of", "within", "near", "exactly", "at_least"});
  LandFilter f;
  read_filter_fields(r, f);
  return f;
}

static kernel::Duration parse_duration(const JsonReader& r) {
  static const std::vector<std::string> names{"this-action", "this-turn", "until-used", "permanent"};
  return static_cast<kernel::Duration>(r.one_of(names));
}

Op parse_op(const JsonReader& r) {
  if (!r.is_object()) r.fail("an operation object like {\"op\": \"damage\", \"n\": 2}");
  Op op;
  size_t k = r.at("op").one_of(op_names());
  static const OpKind kinds[] = {OpKind::Fear,       OpKind::Damage,        OpKind::Destroy,      OpKind::Add,
                                 OpKind::Remove,     OpKind::Push,          OpKind::Gather,       OpKind::Defend,
                                 OpKind::Isolate,    OpKind::AddBlight,     OpKind::RemoveBlight, OpKind::InvaderAction,
                                 OpKind::If,         OpKind::Each,          OpKind::ChooseLand,   OpKind::SetupTrigger,
                                 OpKind::SetupModifier, OpKind::Repeat,     OpKind::Rule,         OpKind::Replace,
                                 OpKind::Upgrade,    OpKind::Downgrade,     OpKind::ChooseOne,    OpKind::GainEnergy};
  op.kind = kinds[k];
  std::vector<std::string> allowed{"op", "note"};
  auto allow = [&](std::initializer_list<const char*> keys) {
    for (auto* key : keys) allowed.push_back(key);
  };
  switch (op.kind) {
    case OpKind::Fear: allow({"n", "per", "cap"}); break;
    case OpKind::Damage: allow({"n", "to", "per", "cap", "land", "plus_per_adjacent", "each", "different"}); break;
    case OpKind::Destroy: allow({"what", "n", "all", "up_to", "land", "spirit"}); break;
    case OpKind::Remove: allow({"what", "n", "all", "up_to", "land", "spirit", "damaged"}); break;
    case OpKind::Add: allow({"what", "n", "per", "cap", "land", "spirit"}); break;
    case OpKind::Push:
    case OpKind::Gather: allow({"what", "n", "all", "up_to", "land"}); break;
    case OpKind::Defend: allow({"n", "per", "land"}); break;
    case OpKind::Isolate: allow({"land"}); break;
    case OpKind::AddBlight:
    case OpKind::RemoveBlight: allow({"n", "land"}); break;
    case OpKind::InvaderAction: allow({"action", "land"}); break;
    case OpKind::If: allow({"has", "lacks", "terrain", "coastal", "inland", "threshold", "then", "else"}); break;
    case OpKind::Each: allow({"over", "where", "do"}); break;
    case OpKind::ChooseLand: allow({"where", "prefer"}); break;
    case OpKind::SetupTrigger: allow({"name", "duration", "n", "scope"}); break;
    case OpKind::SetupModifier: allow({"name", "duration", "n", "scope", "to", "what"}); break;
    case OpKind::Repeat: allow({"on"}); break;
    case OpKind::ChooseOne: allow({"options"}); break;
    case OpKind::Rule: allow({"name", "n"}); break;
    case OpKind::Replace: allow({"what", "n", "with", "land"}); break;
    case OpKind::Upgrade: allow({"what", "n", "land"}); break;
    case OpKind::Downgrade: allow({"what", "n", "land", "any_number"}); break;
    case OpKind::GainEnergy: allow({"n"}); break;
    default: break;
  }
  r.only(allowed);
  if (auto x = r.get("n")) op.n = x->integer(-20, 100);
  if (auto x = r.get("what"); x && op.kind != OpKind::SetupModifier) op.what = whats(*x).front();
  if (auto x = r.get("to")) op.what = whats(*x).front();
  if (auto x = r.get("all")) op.all = x->boolean();
  if (auto x = r.get("up_to")) op.up_to = x->boolean();
  if (auto x = r.get("damaged")) {
    op.damaged = x->boolean();
    if (op.damaged && !op.all) x->fail("\"damaged\" only with \"all\": true (\"remove every Damaged Invader\")");
  }
  if (auto x = r.get("any_number")) {
    op.any_number = x->boolean();
    if (op.any_number && r.has("n")) r.at("n").fail("no \"n\" with \"any_number\" (the players pick how many)");
  }
  if (auto x = r.get("cap")) op.cap = x->integer(0, 100);
  if (auto x = r.get("per")) {
    op.per = whats(*x);
    if (op.per.size() > 1)  // counted together, each piece once (rules/counts_as.cpp): only tokens, which never overlap
      for (const auto& w : op.per)
        if (std::find(token_names().begin(), token_names().end(), w) == token_names().end())
          x->fail("one kind, or several tokens (\"" + w + "\" is not a token)");
  }
  if (auto x = r.get("land")) op.land = x->str();
  if (auto x = r.get("spirit")) op.spirit = x->str();
  if (auto x = r.get("scope")) {
    static const std::vector<std::string> scopes{"land", "board", "island", "spirit"};
    op.scope = scopes[x->one_of(scopes)];
  }
  if (auto x = r.get("duration")) op.duration = parse_duration(*x);
  if (auto x = r.get("name")) op.name = x->str();
  if (auto x = r.get("action")) {
    static const std::vector<std::string> acts{"ravage", "build", "explore"};
    op.name = acts[x->one_of(acts)];
  }
  if (op.kind == OpKind::Damage && op.what.empty()) op.what = "invaders";
  if (auto x = r.get("plus_per_adjacent")) op.amount2 = x->integer(0, 20);
  if (auto x = r.get("each")) op.each = x->boolean();
  if (auto x = r.get("different")) {
    op.different = x->boolean();
    if (op.different && (op.each || op.per.empty() || op.cap >= 0 || op.amount2 > 0))
      x->fail("\"different\" with \"per\" only (no \"each\", \"cap\" or \"plus_per_adjacent\")");
  }
  if (op.kind == OpKind::Repeat) {
    static const std::vector<std::string> ons{"same-land", "adjacent-land", "new-target"};
    op.name = r.has("on") ? ons[r.at("on").one_of(ons)] : "same-land";
  }
  if (op.kind == OpKind::Replace) {
    op.with = whats(r.at("with"));
    for (size_t i = 0; i < op.with.size(); ++i) {
      const auto& w = op.with[i];
      bool ok = false;
      for (const auto& k : piece_names()) ok = ok || k == w;
      for (const auto& k : token_names()) ok = ok || k == w;
      if (!ok) r.at("with").fail("pieces or tokens to put in (\"" + w + "\" is a group, name one kind)");
    }
  }
  if ((op.kind == OpKind::Upgrade || op.kind == OpKind::Downgrade) && op.what.empty()) op.what = "invaders";
  if ((op.kind == OpKind::Destroy || op.kind == OpKind::Remove || op.kind == OpKind::Add || op.kind == OpKind::Push ||
       op.kind == OpKind::Gather || op.kind == OpKind::Replace) && op.what.empty())
    r.at("what");  // raises "expected a member \"what\""
  if (op.kind == OpKind::SetupTrigger || op.kind == OpKind::SetupModifier || op.kind == OpKind::Rule) {
    // Checked here, at parse, so every path that reads ops (card library, inline scenario ops) refuses a misspelt name.
    EffectRole role = op.kind == OpKind::SetupTrigger ? EffectRole::Trigger
                      : op.kind == OpKind::SetupModifier ? EffectRole::Modifier
                                                         : EffectRole::Rule;
    auto name = r.at("name");
    const EffectKind* kind = find_effect_kind(op.name, role);
    // A `rule` op runs a rule's action: a rule with none is only ever in play (a Spirit's, an adversary's).
    if (op.kind == OpKind::Rule && (!kind || !kind->run))
      name.fail("a rule with an action (one of " + JsonReader::join(rule_action_names()) + "), got \"" + op.name + "\"" +
                (kind ? ", a rule that is only ever in play (list it in a Spirit's, adversary's or scenario's rules)" : ""));
    if (!kind)
      name.fail(std::string("a known ") + to_string(role) + " (one of " + JsonReader::join(effect_names(role)) + "), got \"" +
                op.name + "\"");
    if (auto x = r.get("what"); x && op.kind == OpKind::SetupModifier) op.what = parse_effect_what(*kind, *x);
  }
  if (op.kind == OpKind::InvaderAction && op.name.empty()) r.at("action");
  if (op.kind == OpKind::GainEnergy) op.n = r.at("n").integer(1, 20);
  if (op.kind == OpKind::If) {
    read_filter_fields(r, op.where);
    op.threshold = r.bool_or("threshold", false);
    op.then = parse_ops(r.at("then"));
    if (auto x = r.get("else")) op.otherwise = parse_ops(*x);
  }
  if (op.kind == OpKind::Each) {
    static const std::vector<std::string> overs{"board", "land", "spirit", "player"};
    op.over = overs[r.at("over").one_of(overs)];
    if (auto x = r.get("where")) op.where = parse_filter(*x);
    op.then = parse_ops(r.at("do"));
  }
  if (op.kind == OpKind::ChooseOne) {
    auto opts = r.at("options");
    if (opts.size() < 2) opts.fail("at least two options ({\"label\": ..., \"do\": [...]})");
    for (auto& o : opts.items()) {
      o.only({"label", "do"});
      op.option_labels.push_back(o.at("label").str());
      op.options.push_back(parse_ops(o.at("do")));
    }
  }
  if (op.kind == OpKind::ChooseLand) {
    if (auto x = r.get("where")) op.where = parse_filter(*x);
    static const std::vector<std::string> prefs{"fewest-town-city", "most-invaders", "most-explorer", "most-town-city",
                                                "highest-number", "lowest-number"};
    if (auto x = r.get("prefer")) op.prefer = prefs[x->one_of(prefs)];
  }
  return op;
}

std::vector<Op> parse_ops(const JsonReader& r) {
  std::vector<Op> out;
  for (auto& x : r.items()) out.push_back(parse_op(x));
  return out;
}

static std::string group_words(const std::string& w, int n) {
  if (w == "invaders") return n == 1 ? "Invader" : "Invaders";
  if (w == "town-city") return "Town/City";
  if (w == "explorer-town") return "Explorer/Town";
  std::string s = count_of(n, w);
  return s.substr(s.find(' ') + 1);
}

std::string describe(const Op& op) {
  std::string n = std::to_string(op.n);
  std::string per;
  for (const auto& w : op.per) per += (per.empty() ? " per " : "/") + group_words(w, 1);
  switch (op.kind) {
    case OpKind::Fear: return n + " Fear" + per;
    case OpKind::Damage:
      if (op.different) return n + " Damage to a different " + group_words(op.what, 1) + per;
      return n + " Damage" + per + (op.each ? " to each " + group_words(op.what, 1) : op.what == "invaders" ? "" : " to " + group_words(op.what, 2));
    case OpKind::Destroy: return "Destroy " + (op.all ? std::string("all ") + group_words(op.what, 2) : n + " " + group_words(op.what, op.n));
    case OpKind::Add: return "Add " + n + " " + group_words(op.what, op.n) + per;
    case OpKind::Remove: return "Remove " + (op.all ? std::string(op.damaged ? "every Damaged " : "all ") + group_words(op.what, op.damaged ? 1 : 2) : n + " " + group_words(op.what, op.n));
    case OpKind::Push: return std::string("Push ") + (op.all ? "all " : op.up_to ? "up to " + n + " " : n + " ") + group_words(op.what, op.all ? 2 : op.n);
    case OpKind::Gather: return std::string("Gather ") + (op.up_to ? "up to " : "") + n + " " + group_words(op.what, op.n);
    case OpKind::Defend: return "Defend " + n + per;
    case OpKind::Isolate: return "Isolate the land";
    case OpKind::AddBlight: return "Add " + count_of(op.n, "blight");
    case OpKind::RemoveBlight: return "Remove " + count_of(op.n, "blight");
    case OpKind::InvaderAction: return "Invaders " + op.name + " here";
    case OpKind::If: return "If ...";
    case OpKind::Each: return "On each " + op.over;
    case OpKind::ChooseLand: return "Choose a land";
    case OpKind::SetupTrigger: return "Set up " + op.name;
    case OpKind::SetupModifier: return "Set up " + op.name;
    case OpKind::Repeat: return "Repeat this Power";
    case OpKind::Rule: return op.name;
    case OpKind::Replace: return "Replace " + n + " " + group_words(op.what, op.n);
    case OpKind::Upgrade: return "Upgrade " + n + " " + group_words(op.what, op.n);
    case OpKind::Downgrade: return "Downgrade " + (op.any_number ? "any number of " + group_words(op.what, 2) : n + " " + group_words(op.what, op.n));
    case OpKind::ChooseOne: return "Choose one: " + kernel::JsonReader::join(op.option_labels);
    case OpKind::GainEnergy: return "Gain " + n + " Energy";
    default: return "rule step";
  }
}

}  // namespace arbiter::si
