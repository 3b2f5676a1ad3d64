#include "app/demo_panel.h"

#include <imgui.h>

#include <algorithm>
#include <map>

#include "app/actions.h"
#include "app/app_state.h"
#include "app/board_l5r.h"
#include "app/board_si.h"
#include "app/controls.h"
#include "app/page_mirror.h"
#include "app/platform.h"
#include "app/rich_text.h"
#include "app/theme.h"
#include "app/whatif.h"
#include "app/widgets.h"
#include "corpus/vocabulary.h"
#include "scenario/runner.h"

namespace arbiter::app {

namespace {
// The L5R game id of the scenario files, from the vocabulary table.
const char* l5r_game_id() { return corpus::words(corpus::Game::L5rCelestial).id; }

// A step button: the canvas button and its twin in the page's text layer run the same action.
void step_button(App& a, const char* label, const char* words, const char* tooltip, const char* mark, bool enabled,
                 const std::string& action) {
  if (button(label, Control::act(mark, words, action, enabled).tip(tooltip))) run_action(a, action);
}

void step_controls(App& a) {
  DemoPlayer& d = a.demo;
  const int last = d.last_step();
  const std::string step = "step:";
  step_button(a, "|◀", "First step", "First step", "step-first", d.step() > 0, step + "0");
  ImGui::SameLine();
  step_button(a, "◀", "Previous step", "Previous step (←)", "step-back", d.step() > 0,
              step + std::to_string(d.step() - 1));
  ImGui::SameLine();
  step_button(a, d.playing() ? "❚❚ Pause" : "▶ Play", d.playing() ? "Pause" : "Play the steps",
              "Play the steps (Space)", "step-play", last > 0, "play");
  ImGui::SameLine();
  step_button(a, "▶##next", "Next step", "Next step (→)", "step-next", d.step() < last,
              step + std::to_string(d.step() + 1));
  ImGui::SameLine();
  step_button(a, "▶|", "Last step", "Last step", "step-last", d.step() < last, step + std::to_string(last));
  // Where the demo is, beside the buttons: "Step 3 of 7", or "3/7" in a phone's narrow row.
  ImGui::SameLine();
  if (a.phone) ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (kPhoneButton - ImGui::GetFrameHeight()) * 0.5f);
  ImGui::AlignTextToFramePadding();
  if (a.phone) ImGui::Text("%d/%d", d.step(), last);
  else ImGui::Text("Step %d of %d", d.step(), last);
  int s = d.step();
  ImGui::SetNextItemWidth(-1);
  if (slider("##timeline", s, std::max(last, 1), Control{})) go_step(a, std::min(s, last));
}

// A ruling with several demonstrations shows them as tabs labelled with short titles (the chosen
// one's full title and what to watch follow below); each has its own link (routes.h).
void demo_choices(App& a, const std::vector<std::string>& demos) {
  if (demos.size() < 2) return;
  ImGui::PushFont(fonts().small);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
  ImGui::Text("%zu demonstrations", demos.size());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  std::vector<std::string> titles;
  for (const auto& id : demos) {
    const auto info = a.demo_info.find(id);
    titles.push_back(info == a.demo_info.end() ? id : info->second.title);
  }
  const auto labels = scenario::demo_tab_labels(titles);
  for (size_t i = 0; i < demos.size(); ++i) {
    const bool current = a.demo.scenario_id() == demos[i];
    Route r;
    r.page = Route::Page::Ruling;
    r.ruling_id = a.open->id;
    r.demo = demos[i];
    const Control tab =
        Control::link("demo-" + std::to_string(i),
                      "Demonstration " + std::to_string(i + 1) + ": " + titles[i] + (current ? " (shown)" : ""),
                      format_route(r))
            .tip(titles[i]);
    if (chip(std::to_string(i + 1) + " · " + labels[i], "demo", current, tab) && !current) select_demo(a, demos[i]);
  }
  ImGui::NewLine();
}

// The rules this board involves that the engine does not model (the trace's notices, as the CLI
// prints them): said beside the board, and recomputed with it after every What if edit.
void draw_trace_notices(const kernel::Trace& t) {
  std::vector<Span> spans;
  for (size_t i = 0; i < t.notices.size(); ++i) {
    spans.push_back(Span{"Notice: ", fonts().bold, pal().changed});
    spans.push_back(Span{t.notices[i] + (i + 1 < t.notices.size() ? "\n" : ""), nullptr, pal().text_dim});
  }
  if (!spans.empty()) mirror::text(mirror::Role::Note, spans, {0, 0, 1.35f});
}

// The demonstration before its text has arrived (the page fetches each scenario's file when
// first needed): that it is loading, or why it could not be had, with a Retry.
void draw_awaited(App& a) {
  const std::string& why = a.demo.error();
  if (why.empty()) {
    mirror::text(mirror::Role::Paragraph, {Span{"Loading the demonstration…", nullptr, pal().text_dim}}, {0, 0, 1.35f});
    return;
  }
  mirror::text(mirror::Role::Paragraph, {Span{why, nullptr, pal().danger}}, {0, 0, 1.35f});
  if (button("↻ Retry", Control::act("demo-retry", "Retry loading the demonstration", "demo-retry")))
    run_action(a, "demo-retry");
}

void draw_tree(const kernel::Snapshot& snap) {
  std::map<int, int> depth;
  for (const auto& n : snap.tree) depth[n.id] = n.parent < 0 ? 0 : depth[n.parent] + 1;
  for (const auto& n : snap.tree) {
    const bool current = n.id == snap.current;
    const char* icon = n.status == "done" ? "✓" : n.status == "running" ? "▶" : n.status == "cancelled" ? "✕" : "○";
    const std::string rel = n.relation == "triggered" ? "  (triggered)" : n.relation == "nested" ? "" : "";
    ImGui::Indent(4 + depth[n.id] * 18.0f);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    std::vector<Span> spans{{std::string(icon) + " ", nullptr, current ? pal().changed : pal().text_dim},
                            {n.label, current ? fonts().bold : nullptr,
                             current ? pal().text : (n.status == "pending" ? pal().text_dim : 0)},
                            {rel, fonts().small, pal().text_dim}};
    if (current) {
      const float h = ImGui::GetFontSize() * 1.35f;
      ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x - 4, p.y),
                                                ImVec2(p.x + ImGui::GetContentRegionAvail().x, p.y + h),
                                                (pal().changed & 0x00FFFFFF) | 0x40000000, 4);
    }
    rich_text(spans, {0, 0, 1.35f});
    ImGui::Unindent(4 + depth[n.id] * 18.0f);
  }
}
}  // namespace

void draw_demo(App& a, float board_height) {
  DemoPlayer& d = a.demo;
  const corpus::Entry* e = a.open;
  if (!e || demos_of(a, *e).empty()) return;
  section_header("Live board");
  demo_choices(a, demos_of(a, *e));
  if (a.scroll_to_board > 0) {
    ImGui::SetScrollHereY(0.0f);
    --a.scroll_to_board;
  }
  if (!d.loaded()) return;
  if (d.awaiting()) {
    draw_awaited(a);
    return;
  }
  const kernel::Trace& t = d.trace();
  if (!t.title.empty()) {
    ImGui::PushFont(fonts().bold);
    mirror::text(mirror::Role::Heading3, {Span{t.title}}, {0, 0, 1.3f});
    ImGui::PopFont();
  }
  // What to watch describes the demonstration's own setup; an edited board may no longer show it.
  if (!t.watch.empty())
    mirror::text(mirror::Role::Paragraph,
                 {Span{d.edited() ? "On the original setup, watch: " : "Watch: ", fonts().bold, pal().accent},
                  Span{t.watch, nullptr, pal().text_dim}},
                 {0, 0, 1.35f});
  if (!d.notice().empty()) mirror::text(mirror::Role::Paragraph, {Span{d.notice()}}, {0, 0, 1.35f});
  draw_trace_notices(t);
  if (!d.error().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().danger));
    ImGui::TextWrapped("%s", d.error().c_str());
    ImGui::PopStyleColor();
  }
  const kernel::Snapshot* snap = d.snapshot();
  if (!snap) {
    if (d.edited() && button("↺ Reset board", Control{})) run_action(a, "whatif-reset");
    return;
  }
  step_controls(a);
  // The current step in plain words.
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    ImGui::Indent(8);
    ImGui::Dummy(ImVec2(0, 2));
    // On a phone the board must stay near: a long step shows its start here, all of it in the Log.
    mirror::text(mirror::Role::Paragraph,
                 {Span{std::to_string(snap->index) + ". ", fonts().bold, pal().accent}, Span{snap->log}},
                 {ImGui::GetContentRegionAvail().x - 8, a.phone ? 3 : 0, 1.35f});
    mirror::live("Step " + std::to_string(d.step()) + " of " + std::to_string(d.last_step()) + ": " + snap->log);
    ImGui::Unindent(8);
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(p, ImVec2(p.x + ImGui::GetContentRegionAvail().x, ImGui::GetCursorScreenPos().y), pal().chip, 6);
    dl->ChannelsMerge();
  }
  const kernel::Snapshot* prev = d.previous_snapshot();
  if (t.game == l5r_game_id()) {
    draw_l5r_board(snap->board, prev ? &prev->board : nullptr);
  } else {
    draw_si_board(snap->board, prev ? &prev->board : nullptr, board_height);
    draw_si_status(snap->board);
  }

  // What if: edit the setup, the scenario re-runs at once.
  if (button(a.whatif_open ? "Done editing" : "✎ What if…? Edit the board",
             Control::act("whatif", a.whatif_open ? "Done editing the board" : "What if? Edit the board", "whatif"))) {
    run_action(a, "whatif");
    a.ui.scroll_to_editor = a.whatif_open;
  }
  if (a.ui.scroll_to_editor) {
    ImGui::SetScrollHereY(0.15f);
    a.ui.scroll_to_editor = false;
  }
  if (d.edited()) {
    ImGui::SameLine();
    if (button("↺ Reset", Control::act("whatif-reset", "Reset the edited board", "whatif-reset")))
      run_action(a, "whatif-reset");
    ImGui::SameLine();
    badge("Edited board", pal().changed, IM_COL32(30, 30, 30, 255));
  }
  if (a.whatif_open) draw_setup_editor(a);
  // Reset and edits re-run the scenario, which replaces the trace `snap` pointed into (issue 19).
  snap = d.snapshot();
  if (!snap) return;

  if (section("Action tree", true, Control{})) draw_tree(*snap);
  if (section("Log", true, Control{})) {
    for (int i = 0; i <= d.step() && i <= d.last_step(); ++i) {
      const auto& s = t.steps[static_cast<size_t>(i)];
      ImGui::PushID(i);
      const bool cur = i == d.step();
      const Control line = Control::act("", std::to_string(s.index) + ". " + s.log + (cur ? " (current step)" : ""),
                                        "step:" + std::to_string(i));
      if (link_text({Span{std::to_string(s.index) + ". ", fonts().bold, cur ? pal().accent : pal().text_dim},
                     Span{s.log, nullptr, cur ? pal().text : pal().text_dim, false, cur ? -1 : i}},
                    {0, 0, 1.35f}, line) == i)
        go_step(a, i);
      ImGui::PopID();
    }
  }
  if (section("What the engine checked", false, Control{})) {
    for (const auto& x : t.expectations) {
      rich_text({Span{x.passed ? "✓ " : "✗ ", fonts().bold, x.passed ? pal().ok : pal().danger}, Span{x.description},
                 Span{x.detail.empty() ? "" : " — " + x.detail, nullptr, pal().text_dim}},
                {0, 0, 1.35f});
    }
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(t.passed ? pal().ok : pal().danger), "%s",
                       t.passed ? "The ruling holds on this board." : "This board does not show the ruling’s outcome.");
  }
  if (t.game != l5r_game_id() && section("Legend", false, Control{})) draw_si_legend();
}

}  // namespace arbiter::app
