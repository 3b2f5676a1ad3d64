#include "games/spirit_island/ops.h"

#include <algorithm>
#include <stdexcept>

#include "games/spirit_island/rules/effect_kinds.h"
#include "games/spirit_island/rules/op_kinds.h"

namespace arbiter::si {

using kernel::JsonReader;

bool What::covers(PieceKind k) const { return std::find(members.begin(), members.end(), k) != members.end(); }

const std::vector<What>& whats() {
  using P = PieceKind;
  static const std::vector<What> v{
      {"explorer", WhatKind::Piece, 0, {P::Explorer}},
      {"town", WhatKind::Piece, 1, {P::Town}},
      {"city", WhatKind::Piece, 2, {P::City}},
      {"dahan", WhatKind::Piece, 3, {P::Dahan}},
      {"invaders", WhatKind::Group, -1, {P::Explorer, P::Town, P::City}},
      {"town-city", WhatKind::Group, -1, {P::Town, P::City}},
      {"explorer-town", WhatKind::Group, -1, {P::Explorer, P::Town}},
      {"blight", WhatKind::Token, 0},
      {"beasts", WhatKind::Token, 1},
      {"disease", WhatKind::Token, 2},
      {"wilds", WhatKind::Token, 3},
      {"badlands", WhatKind::Token, 4},
      {"vitality", WhatKind::Token, 5},
      {"strife", WhatKind::Strife},
      {"presence", WhatKind::Presence},
      {"incarna", WhatKind::Incarna},
  };
  return v;
}

const What& what_of(const std::string& name) {
  for (const auto& w : whats())
    if (name == w.name) return w;
  throw std::logic_error("\"" + name + "\" is not a piece, group or token of the what table (ops.cpp)");
}

const std::vector<std::string>& what_names() {
  static const std::vector<std::string> v = [] {
    std::vector<std::string> names;
    for (const auto& w : whats()) names.push_back(w.name);
    return names;
  }();
  return v;
}

const std::vector<std::string>& op_names() {
  static const std::vector<std::string> v = [] {
    std::vector<std::string> names;
    for (const auto& row : op_kinds())
      if (row.name) names.push_back(row.name);
    return names;
  }();
  return v;
}

Op rule_step(std::function<void(Engine&, kernel::ActionId)> step) {
  Op op;
  op.kind = OpKind::Step;
  op.step = std::move(step);
  return op;
}

bool LandFilter::empty() const {
  return has.empty() && lacks.empty() && terrain.empty() && coastal < 0 && !same_board && presence_of.empty() &&
         sacred_site_of.empty() && within < 0 && near.empty() && exactly.empty() && at_least.empty();
}

std::vector<std::string> parse_whats(const JsonReader& r) {
  std::vector<std::string> out;
  auto one = [&](const JsonReader& x) {
    x.one_of(what_names());
    out.push_back(x.str());
  };
  if (r.is_array())
    for (auto& x : r.items()) one(x);
  else one(r);
  return out;
}

std::string parse_effect_what(const EffectKind& kind, const JsonReader& what) {
  static const std::vector<std::string> actions{"ravage", "build", "explore"};
  return kind.what_is_action ? actions[what.one_of(actions)] : parse_whats(what).front();
}

void read_filter_fields(const JsonReader& r, LandFilter& f) {
  if (auto x = r.get("has")) f.has = parse_whats(*x);
  if (auto x = r.get("lacks")) f.lacks = parse_whats(*x);
  if (auto x = r.get("terrain")) {
    if (x->is_array())
      for (auto& t : x->items()) t.one_of(terrain_names()), f.terrain.push_back(t.str());
    else x->one_of(terrain_names()), f.terrain.push_back(x->str());
  }
  if (auto x = r.get("coastal")) f.coastal = x->boolean() ? 1 : 0;
  if (auto x = r.get("inland")) f.coastal = x->boolean() ? 0 : 1;
  if (auto x = r.get("same_board")) f.same_board = x->boolean();
  if (auto x = r.get("presence_of")) f.presence_of = x->str();
  if (auto x = r.get("sacred_site_of")) f.sacred_site_of = x->str();
  if (auto x = r.get("within")) f.within = x->integer(0, 10);
  if (auto x = r.get("near")) f.near = parse_whats(*x);
  for (auto [key, out] : {std::make_pair("exactly", &f.exactly), std::make_pair("at_least", &f.at_least)})
    if (auto x = r.get(key))
      for (auto& [what, n] : x->members()) {
        if (std::find(what_names().begin(), what_names().end(), what) == what_names().end())
          n.fail("a count of a known piece or token (\"" + what + "\" is not one)");
        out->emplace_back(what, n.integer(0, 50));
      }
}

LandFilter parse_filter(const JsonReader& r) {
  r.only({"has", "lacks", "terrain", "coastal", "inland", "same_board", "presence_of", "sacred_site_of", "within",
          "near", "exactly", "at_least"});
  LandFilter f;
  read_filter_fields(r, f);
  return f;
}

static kernel::Duration parse_duration(const JsonReader& r) {
  static const std::vector<std::string> names{"this-action", "this-turn", "until-used", "permanent"};
  return static_cast<kernel::Duration>(r.one_of(names));
}

// The keys that mean the same in every operation that accepts them (which ones do: its row).
static void read_shared_keys(const JsonReader& r, Op& op) {
  if (auto x = r.get("n")) op.n = x->integer(-20, 100);
  if (auto x = r.get("all")) op.all = x->boolean();
  if (auto x = r.get("up_to")) op.up_to = x->boolean();
  if (auto x = r.get("may")) op.may = x->boolean();
  if (auto x = r.get("cap")) op.cap = x->integer(0, 100);
  if (auto x = r.get("per")) {
    op.per = parse_whats(*x);
    if (op.per.size() > 1)  // counted together, each piece once (rules/counts_as.cpp): kinds that never overlap
      for (const auto& w : op.per)
        if (what_of(w).kind != WhatKind::Token && what_of(w).kind != WhatKind::Piece)
          x->fail("one kind, or several pieces or tokens (\"" + w + "\" is neither)");
  }
  if (auto x = r.get("every")) {
    if (!r.has("per")) x->fail("\"every\" only with \"per\" (n per every so many of them)");
    op.every = x->integer(1, 20);
  }
  if (auto x = r.get("land")) op.land = x->str();
  if (auto x = r.get("spirit")) op.spirit = x->str();
  if (auto x = r.get("scope")) {
    static const std::vector<std::string> scopes{"land", "board", "island", "spirit", "chosen-at-ravage"};
    op.scope = scopes[x->one_of(scopes)];
  }
  if (auto x = r.get("duration")) op.duration = parse_duration(*x);
  if (auto x = r.get("name")) op.name = x->str();
}

Op parse_op(const JsonReader& r) {
  if (!r.is_object()) r.fail("an operation object like {\"op\": \"damage\", \"n\": 2}");
  const OpKindRow& row = *find_op_kind(op_names()[r.at("op").one_of(op_names())]);
  Op op;
  op.kind = row.kind;
  std::vector<std::string> allowed{"op", "note", "may"};  // any instruction may be optional
  allowed.insert(allowed.end(), row.keys.begin(), row.keys.end());
  r.only(allowed);
  read_shared_keys(r, op);
  if (row.parse) row.parse(r, op);
  return op;
}

std::vector<Op> parse_ops(const JsonReader& r) {
  std::vector<Op> out;
  for (auto& x : r.items()) out.push_back(parse_op(x));
  return out;
}

std::string describe(const Op& op) { return op_kind(op.kind).words(op); }

}  // namespace arbiter::si
