#include "app/ruling_view.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "app/actions.h"
#include "app/app_state.h"
#include "app/controls.h"
#include "app/page_mirror.h"
#include "app/platform.h"
#include "app/rich_text.h"
#include "app/theme.h"
#include "app/widgets.h"
#include "corpus/text.h"

namespace arbiter::app {

namespace {
using corpus::Block;
using corpus::Inline;
using corpus::ListItem;

const char* superscript(int n) {
  static const char* digits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  return n >= 0 && n <= 9 ? digits[n] : "*";
}

std::vector<Span> inline_spans(const std::vector<Inline>& runs) {
  std::vector<Span> spans;
  for (const auto& r : runs) {
    spans.push_back({r.text});
    if (r.footnote > 0) spans.push_back({superscript(r.footnote), nullptr, pal().accent});
  }
  return spans;
}

void draw_items(const std::vector<ListItem>& items, int depth, bool numbered) {
  int n = 1;
  for (const auto& it : items) {
    const float indent = 18.0f + depth * 22.0f;
    ImGui::Indent(indent);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    std::string marker = numbered ? std::to_string(n++) + "." : depth == 0 ? "•" : "◦";
    const ImVec2 ms = ImGui::CalcTextSize(marker.c_str());
    ImGui::GetWindowDrawList()->AddText(ImVec2(p.x - ms.x - 6, p.y + (ImGui::GetFontSize() * 1.45f - ms.y) * 0.5f),
                                        pal().text_dim, marker.c_str());
    mirror::text(mirror::Role::Item, inline_spans(it.text), {0, 0, 1.45f});
    ImGui::Unindent(indent);
    if (!it.children.empty()) draw_items(it.children, depth + 1, false);
  }
}

std::string first_sentence(const corpus::Entry& e) {
  std::string text;
  for (const auto& b : e.answer)
    if (b.type == Block::Type::Paragraph) {
      text = corpus::inline_text(b.text);
      break;
    }
  if (text.empty()) text = corpus::plain_text(e.answer);
  for (size_t i = 0; i + 1 < text.size(); ++i)
    if ((text[i] == '.' || text[i] == '?' || text[i] == '!') && text[i + 1] == ' ' && i > 20)
      return text.substr(0, i + 1);
  if (text.size() > 240) {
    size_t cut = text.rfind(' ', 230);
    return text.substr(0, cut == std::string::npos ? 230 : cut) + "…";
  }
  return text;
}

std::string printings_text(const corpus::AppliesTo& a) {
  if (a.printings.empty()) return a.product + " — all printings";
  std::string s = a.product + " — printing" + (a.printings.size() > 1 ? "s " : " ");
  for (size_t i = 0; i < a.printings.size(); ++i) s += (i ? ", " : "") + std::to_string(a.printings[i]);
  return s;
}

void dim_text(const std::string& s) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
  ImGui::TextWrapped("%s", s.c_str());
  ImGui::PopStyleColor();
  mirror::text_of_item(mirror::Role::Paragraph, s);
}

// A link to another ruling, drawn as a line of text.
void ruling_link_line(App& a, const corpus::Entry& target, const char* arrow) {
  ImGui::PushID(target.id.c_str());
  if (link_text(with_emphasis({Span{arrow + target.title, nullptr, 0, false, 0}}), {0, 2, 1.35f},
                Control::link("", corpus::without_emphasis(target.title), "#/r/" + url_encode(target.id))) == 0)
    open_ruling(a, target.id);
  ImGui::PopID();
}

// Words of a broken link or unknown id, as suggestions.
std::vector<const corpus::Entry*> suggestions(const App& a, const std::string& text) {
  std::string words;
  for (char c : text) words += std::isalnum(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : ' ';
  std::vector<const corpus::Entry*> out;
  std::set<const corpus::Entry*> seen;
  std::string word;
  auto flush = [&] {
    static const std::set<std::string> skip = {"si",   "faq",    "l5r", "errata", "rule",
                                               "step", "search", "the", "and",    "r"};
    if (word.size() >= 3 && !skip.count(word))
      for (const auto& h : a.search.run(word, {}, 4).hits)
        if (seen.insert(h.entry).second && out.size() < 6) out.push_back(h.entry);
    word.clear();
  };
  for (char c : words) {
    if (c == ' ') flush();
    else word += c;
  }
  flush();
  if (out.empty())
    for (const auto& e : a.corpus.entries)
      if (e.kind == corpus::Kind::Errata && out.size() < 5) out.push_back(&e);
  return out;
}

// The app's own link to what is on screen.
std::string app_link(const App& a) { return platform::page_base_url() + format_route(current_route(a)); }

// The ruling's static page: readable without JavaScript and previewed by forum software. Where
// the site has no such pages (a bare wasm build, the desktop app) the app link stands in.
std::string page_link(const App& a) {
  const std::string page = a.open ? platform::ruling_page_url(a.open->id) : "";
  return page.empty() ? app_link(a) : page;
}

// "step 3 of 7" (", edited board"; "step 3" while the text is fetched) when the user is on a demo step or an edited
// board; "" on the ruling itself.
std::string demo_state_label(const App& a) {
  const Route r = current_route(a);
  if (!a.open || r.page != Route::Page::Ruling || (r.step < 0 && r.board.empty())) return "";
  const std::string edited = r.board.empty() ? "" : ", edited board";
  // While the demonstration's text is still arriving its step count is not known: the step the
  // route asks for, without a count.
  if (a.demo.awaiting()) return "step " + std::to_string(std::max(r.step, 0)) + edited;
  return "step " + std::to_string(a.demo.step()) + " of " + std::to_string(a.demo.last_step()) + edited;
}

// The step shown, on the ruling's page: every step of every demonstration has an anchor there
// (r/ID/#demo-SCENARIO-step-N, N as in the app's route), so the board arrives with the link's
// preview and without wasm. An edited board exists only in the app, as does a site without pages.
std::string step_link(const App& a) {
  if (!a.open || !a.demo.loaded()) return page_link(a);
  const std::string page = platform::ruling_page_url(a.open->id);
  if (a.demo.edited() || page.empty()) return app_link(a);
  const int step = a.demo.awaiting() ? std::max(current_route(a).step, 0) : a.demo.step();
  return page + "#demo-" + a.demo.scenario_id() + "-step-" + std::to_string(step);
}

// The forum text's second link, to the board at the step shown (none on the ruling itself).
std::string board_line(const App& a, bool bbcode) {
  const std::string where = demo_state_label(a);
  if (where.empty()) return "";
  const std::string label = (a.demo.edited() ? "Live board: " : "Board: ") + where;
  return bbcode ? "\n[url=" + step_link(a) + "]" + label + "[/url]" : "\n[" + label + "](" + step_link(a) + ")";
}

// The next button beside the last one when it fits there, else on a line of its own: the share
// buttons are wider together than a phone.
void beside_if_fits(const char* next_label) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float width = ImGui::CalcTextSize(next_label, nullptr, true).x + st.FramePadding.x * 2;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + st.ItemSpacing.x + width <= right) ImGui::SameLine();
}

void draw_share(App& a) {
  if (button("Copy link", Control::act("copy-link", "Copy link", "copy-link")
                              .tip("Link to this ruling's page (forums show a preview)")))
    run_action(a, "copy-link");
  if (a.demo.loaded()) {
    beside_if_fits("Copy link to this step");
    const Control step_link =
        Control::act("copy-step-link", "Copy link to this step", "copy-step-link")
            .tip(a.demo.edited() ? "Link to the live board, edited as it is now"
                                 : "Link to this step's board on the ruling's page (no app needed)");
    if (button("Copy link to this step", step_link)) run_action(a, step_link.action);
  }
  beside_if_fits("Copy for forum ▾");
  // One canvas button opens a menu of two; in the text layer they are two buttons over it.
  if (button("Copy for forum ▾", Control::marked("copy-forum")
                                     .and_twin("Copy for forum as BBCode (BoardGameGeek)", "copy-bbcode")
                                     .and_twin("Copy for forum as Markdown (Reddit, Discord)", "copy-markdown")))
    ImGui::OpenPopup("forum");
  if (ImGui::BeginPopup("forum")) {
    if (menu_item("BBCode (BoardGameGeek)", Control::marked("copy-bbcode"))) run_action(a, "copy-bbcode");
    if (menu_item("Markdown (Reddit, Discord)", Control::marked("copy-markdown"))) run_action(a, "copy-markdown");
    ImGui::EndPopup();
  }
}
}  // namespace

std::string ruling_link(const App& a) { return page_link(a); }

std::string ruling_step_link(const App& a) { return step_link(a); }

std::string forum_bbcode(const App& a) {
  if (!a.open) return "";
  return "[b]" + corpus::without_emphasis(a.open->title) + "[/b]\n" + first_sentence(*a.open) +
         "\n[url=" + page_link(a) + "]Arbiter: " + kind_label(a.open->kind) + " — " + a.open->source + "[/url]" +
         board_line(a, true);
}

std::string forum_markdown(const App& a) {
  if (!a.open) return "";
  return "**" + corpus::without_emphasis(a.open->title) + "**\n" + first_sentence(*a.open) +
         "\n[Arbiter: " + kind_label(a.open->kind) + " — " + a.open->source + "](" + page_link(a) + ")" +
         board_line(a, false);
}

void draw_ruling(App& a) {
  const corpus::Entry& e = *a.open;
  mirror::title(corpus::without_emphasis(e.title) + " — Arbiter");
  mirror::showing(e.id);
  entry_byline(e);
  mirror::text_of_item(mirror::Role::Note,
                       std::string(kind_label(e.kind)) + " · " + game_label(e.game) + " · " + e.source);
  ImGui::PushFont(fonts().title);
  mirror::text(mirror::Role::Heading1, with_emphasis({Span{e.title}}), {0, 0, 1.3f});
  ImGui::PopFont();
  if (a.phone && !demos_of(a, e).empty()) {
    if (button("▶ Watch it on the board", Control::marked("to-board"))) a.scroll_to_board = App::kScrollFrames;
  }
  if (!e.rests_on.empty()) {  // Arbiter's own words: say so, and name the rulebook pages they rest on
    std::string pages;
    for (const auto& r : e.rests_on) pages += (pages.empty() ? "" : ", ") + r;
    dim_text(std::string(corpus::words(e.kind).page_name) + ". Rests on: " + pages);
  }
  if (e.question_missing)
    dim_text("The question line of this entry is missing in the source page; the answer is shown as published.");
  if (e.kind == corpus::Kind::Errata && !e.applies_to.empty()) {
    ImGui::PushFont(fonts().small);
    for (const auto& p : e.applies_to) {
      badge(printings_text(p).c_str(), pal().chip, pal().chip_text);
      mirror::text_of_item(mirror::Role::Note, printings_text(p));
      ImGui::SameLine();
    }
    ImGui::NewLine();
    ImGui::PopFont();
  }
  draw_share(a);
  ImGui::Spacing();
  for (const auto& b : e.answer) {
    switch (b.type) {
      case Block::Type::Paragraph:
        mirror::text(mirror::Role::Paragraph, inline_spans(b.text), {0, 0, 1.45f});
        ImGui::Dummy(ImVec2(0, 2));
        break;
      case Block::Type::Bullets: draw_items(b.items, 0, false); break;
      case Block::Type::Steps: draw_items(b.items, 0, true); break;
      case Block::Type::Footnote: {
        ImGui::PushFont(fonts().small);
        std::vector<Span> spans{{std::string(superscript(b.footnote_number)) + " ", nullptr, pal().accent}};
        for (auto& s : inline_spans(b.text)) {
          if (!s.color) s.color = pal().text_dim;
          spans.push_back(s);
        }
        mirror::text(mirror::Role::Note, spans, {0, 0, 1.4f});
        ImGui::PopFont();
        break;
      }
    }
  }
  if (e.truncated) dim_text("The source page cuts this answer off here.");
  if (e.discussion_elsewhere > 0) dim_text("The source notes this is discussed further elsewhere.");

  // Other wordings of the question, written by this project (data/asked.json), not asked by players:
  // the search finds the ruling by these words too.
  if (!e.asked.empty()) {
    section_header("Also asked as");
    for (const auto& q : e.asked) dim_text("“" + q + "”");
  }
  if (!e.tags.empty()) {
    section_header("Tags");
    for (const auto& t : e.tags) {
      Route r;
      r.filters.tag = t;
      if (chip(t, "tag", false, Control::link("", "Tag: " + t, format_route(r)))) navigate(a, r, true);
    }
    if (e.tags_omitted > 0) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().text_dim));
      ImGui::Text("+%d more on the source page", e.tags_omitted);
      ImGui::PopStyleColor();
    } else {
      ImGui::NewLine();
    }
  }
  if (!e.mentions.empty()) {
    section_header("Mentioned");
    for (const auto& m : e.mentions) {
      std::string label = m.name + (m.owner.empty() ? "" : " (" + m.owner + ")") + " · " + m.type;
      Route r;
      r.query = m.name;
      if (chip(label, "mention", false, Control::link("", label, format_route(r)))) navigate(a, r, true);
    }
    ImGui::NewLine();
  }
  if (!e.related.empty()) {
    section_header("Related rulings");
    for (const auto& id : e.related) {
      if (const corpus::Entry* rel = a.corpus.find(id)) ruling_link_line(a, *rel, "→ ");
    }
  }
  section_header("Source");
  dim_text(std::string(game_label(e.game)) + " — “" + e.source + "” (official " +
           (e.game == corpus::Game::SpiritIsland ? "FAQ / rules pages" : "comprehensive rules") + ")");
  if (demos_of(a, e).empty() && !e.no_demo_reason.empty()) {
    section_header("No board demonstration");
    dim_text(e.no_demo_reason);
  }
  ImGui::Dummy(ImVec2(0, 16));
}

void draw_not_found(App& a) {
  const char* heading = a.page == Route::Page::Broken ? "This link does not lead anywhere" : "No ruling with this id";
  mirror::title(std::string(heading) + " — Arbiter");
  ImGui::PushFont(fonts().title);
  mirror::text(mirror::Role::Heading1, {Span{heading}}, {0, 0, 1.3f});
  ImGui::PopFont();
  const std::string what = a.page == Route::Page::Broken ? a.lost.broken : a.lost.ruling_id;
  dim_text(not_found_sentence(a.lost) +
           " It may have been renamed, or the link was cut short. Search above, or try one of these:");
  ImGui::Spacing();
  for (const auto* e : suggestions(a, what)) ruling_link_line(a, *e, "→ ");
  ImGui::Spacing();
  if (button("Go to search", Control::link("", "Go to search", "#/"))) navigate(a, Route{}, true);
}

void draw_load_failure(const App& a) {
  ImGui::PushFont(fonts().title);
  mirror::text(mirror::Role::Heading1, {Span{"Arbiter could not load its rulings"}}, {0, 0, 1.3f});
  ImGui::PopFont();
  dim_text("The app started, but its data did not load, so there is nothing to search yet. What failed:");
  ImGui::Spacing();
  for (const auto& err : a.load_errors) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal().danger));
    ImGui::TextWrapped("• %s", err.c_str());
    mirror::text_of_item(mirror::Role::Item, err);
    ImGui::PopStyleColor();
  }
  ImGui::Spacing();
  dim_text(
      "Reloading the page usually helps after a network hiccup; if it keeps failing, the site was built without its "
      "data.");
}

void draw_welcome(App& a) {
  ImGui::PushFont(fonts().title);
  mirror::text(mirror::Role::Heading1, {Span{"Rulings for Spirit Island and L5R, with a live board"}}, {0, 0, 1.3f});
  ImGui::PopFont();
  size_t demos = 0;
  for (const auto& e : a.corpus.entries) demos += demos_of(a, e).empty() ? 0 : 1;
  dim_text(std::to_string(a.corpus.entries.size()) + " official errata, FAQ answers and rules sections. " +
           std::to_string(demos) +
           " of them play out step by step on a board run by a real rules engine. Type a few letters — results update "
           "as you type." +
           (a.touch_screen ? "" : " Press / to search from anywhere."));
  ImGui::Spacing();
  section_header("Try");
  for (const char* q : {"badlands", "defend", "isolate", "push", "ravage", "strife", "triggered", "honor"}) {
    Route r;
    r.query = q;
    if (chip(q, "try", false, Control::link("", std::string("Search: ") + q, format_route(r)))) navigate(a, r, true);
  }
  ImGui::NewLine();
  std::vector<const corpus::Entry*> with_demo;
  for (const auto& e : a.corpus.entries)
    if (!demos_of(a, e).empty() && with_demo.size() < 6) with_demo.push_back(&e);
  if (!with_demo.empty()) {
    section_header("Rulings with a board");
    for (const auto* e : with_demo) ruling_link_line(a, *e, "▶ ");
  }
}

}  // namespace arbiter::app
