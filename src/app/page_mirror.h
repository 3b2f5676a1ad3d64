#pragma once
// The page as real DOM text (shell.html's #mirror). Every text block, link and control that the
// canvas draws for the results, a ruling and its demonstration is recorded here by the same call
// that draws it, with its screen rectangle, and handed to the page at the end of a frame when it
// changed. Screen readers, the browser's find, text selection, copy and Tab reach the app through
// it, while the canvas stays what the eye sees; both are made from the same strings, so they
// cannot disagree. docs/focus.md describes the layering.
#include <imgui.h>

#include <string>
#include <vector>

#include "app/rich_text.h"

namespace arbiter::app::mirror {

enum class Role { Heading1, Heading2, Heading3, Paragraph, Item, Note };

// The page's landmarks: every block belongs to the region being drawn when it is recorded, and the
// page puts each region's blocks in one landmark element (the top bar's controls in a header, the
// filters and results in a nav, the ruling and its board in main), so a screen reader's landmark
// keys reach the ruling at once. A frame starts in the banner.
enum class Region { Banner, Results, Main };
void region(Region r);

// Draws spans with rich_text and records them as one block of `role`; returns rich_text's result.
int text(Role role, const std::vector<Span>& spans, const RichTextOptions& opt = {});
// Records text the caller drew itself (badges, ImGui::Text), over the last item.
void text_of_item(Role role, const std::string& text);
// A link over the last item: `href` is an app route ("#/r/ID").
void link(const std::string& label, const std::string& href);
// A control over the last item: keyboard activation calls arbiter_action(action) (js_api.cpp).
void button(const std::string& label, const std::string& action, bool enabled = true);
// The same over a rectangle of the screen (a control whose last item is a popup's).
void button_at(const std::string& label, const std::string& action, ImVec2 min, ImVec2 max);
// A link of a list that is one Tab stop (the results): only the `current` one takes Tab; ↑/↓ move
// the app's selection, and focus follows it (shell.html).
void list_link(const std::string& label, const std::string& href, bool current);
// The current demonstration step in words, announced by the page's live region when it changes.
void live(const std::string& text);
// The tab title.
void title(const std::string& text);
// The ruling this page shows (its id): a request to focus its heading (platform::focus_ruling)
// waits for the page that shows it, not a page laid out before it.
void showing(const std::string& ruling_id);

void begin_frame();
// Hands the recorded page to the browser when it differs from the last one handed over.
void end_frame();

}  // namespace arbiter::app::mirror
