#pragma once
// The Endless Dark (Breath of Darkness Down Your Spine, Nature Incarnate). Printed rules (the
// Spirit panel, read from a wiki-derived Spirit database with `search`):
//  - Terror Stalks the Land: to Abduct a piece, Move it to the Endless Dark. When pieces Escape,
//    Move them to non-Ocean lands with your Presence/Incarna; if they have no legal land to move
//    to, you lose. When your Powers would directly damage or directly destroy the only Invader in a
//    land, instead Abduct it (checked at the start of the damage/destroy instruction; the Endless
//    Dark is not a land). You may Abduct 1 Explorer/Town at the Empowered Incarna each Fast phase.
//  - Shadow-Touched Realm: your land-targeting Powers can target the Endless Dark as if it were a
//    land, ignoring Range (it is Inland and has no terrain).
//  - A Space of Strange and Infinite Darkness: it is on the island, but isn't a land and isn't on
//    any board. It can't be a Sacred Site; Spirits can't target it even with Presence there;
//    adding Blight there doesn't destroy Presence; special rules that affect lands do nothing there
//    (Engine::land_rule, spirit_land_rules_apply); Invaders can't take Actions there; pieces there
//    are on the island when checking for Victory/Defeat.
//  - Trapped in the Endless Dark: Fear Cards (and Token Events) affect pieces there as if it were
//    an Inland land, but can't remove Invaders there: 1 Fear per Invader they would have removed
//    (rules/fear_removals.h).
// The zone is a Land with Zone::EndlessDark (state.h), id "endless-dark", in the state whenever a
// Spirit with Terror Stalks the Land is in play; victory and defeat read every place of the state,
// so its pieces count without a rule of their own (rules/outcome.cpp).
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

inline constexpr const char* kEndlessDark = "endless-dark";

// Puts the Endless Dark (empty) into a state whose Spirits include one with Terror Stalks the Land.
void add_endless_dark(State& st, const Library& lib);

// Terror Stalks the Land: when a `damage` or `destroy` operation of the rule's Spirit's Power is
// about to hit the only Invader in a land (it alone there at the start of the instruction, and of a
// kind the instruction names), that Invader is abducted instead; returns whether it was.
bool abducts_instead(Engine& e, const Op& op, const Land& l, ActionId a);

// A Space of Strange and Infinite Darkness: whether Spirits' special rules that affect lands act in
// the place `l` (not in the Endless Dark). Engine::land_rule reads it; so does each modifier a Spirit
// rule keeps in play that acts in a land.
bool spirit_land_rules_apply(const Land& l);

// Invaders can't take Actions in the Endless Dark: cancels the Invader action `a` there.
bool invaders_cannot_act_there(Engine& e, const std::string& land, ActionId a);

// Whether an operation choosing among lands (`each` land, `choose-land`) may pick `l`: every land;
// the Endless Dark only for a Fear card's action, which treats it as an Inland land.
bool selectable_place(const Engine& e, const Land& l, ActionId a);

// Shadow-Touched Realm: whether the Spirit's land-targeting Powers may target the Endless Dark
// (ignoring Range). Without the rule no Spirit may target it.
bool reaches_endless_dark(const Engine& e, const std::string& spirit);

}  // namespace arbiter::si
