// Keyboard for every control (issue 38): real key presses only. Tab reaches the filter menus before
// the results, the results are one Tab stop with ↑/↓ inside, an open menu takes its own keys, What
// if's controls are reachable and work, and Ctrl+A, Ctrl+C copy the ruling's text with line breaks.
// Screenshot: whatif-keyboard (What if reached by Tab; a copy is docs/screenshot-whatif-keyboard.png).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startApp, openPage, waitReady, screenshot, state, frames } from './harness.mjs';

let app, srv, browser;
before(async () => { app = await startApp(); ({ srv, browser } = app); });
after(async () => { await app?.close(); });

const RULING = 'si-errata-update-badlands-tokens';
async function open(url) {
  const { page, errors } = await openPage(browser.context, url, { viewport: { width: 1280, height: 800 } });
  await waitReady(page);
  await frames(page);
  return { page, errors };
}
// What has focus: a control of the text layer by its action or link, else its tag.
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return { kind: 'body' };
  return { kind: el.tagName.toLowerCase(), action: el.dataset?.action, href: el.getAttribute('href'), text: el.textContent, id: el.id,
    list: el.closest('#mirror') && el.tagName === 'A' && el.getAttribute('href')?.startsWith('#/r/') && !el.textContent.startsWith('Demonstration') };
});
async function press(page, key) {
  await page.keyboard.press(key);
  await frames(page, 3);
  return focused(page);
}
async function tabUntil(page, want, max = 40) {
  const seen = [];
  for (let i = 0; i < max; i++) {
    const f = await press(page, 'Tab');
    seen.push(f);
    if (want(f)) return seen;
  }
  assert.fail(`never reached by Tab: ${JSON.stringify(seen.slice(-5))}`);
}
const popupOpen = (page) => page.evaluate(() => document.getElementById('mirror').classList.contains('popup'));

test('Tab from the search box reaches the four filter menus, then the results as one stop, then the ruling', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${RULING}`);
  assert.ok((await state(page)).results > 50, 'a long results list beside the ruling');
  await page.keyboard.press('/');
  const seen = await tabUntil(page, (f) => f.action === 'copy-link');
  const menus = seen.filter((f) => f.action?.startsWith('menu:')).map((f) => f.action);
  assert.deepEqual(menus, ['menu:game', 'menu:kind', 'menu:product', 'menu:tag']);
  assert.equal(seen.filter((f) => f.list).length, 1, 'the results list is one Tab stop');
  assert.ok(seen.length <= 10, `the ruling is a few presses away (${seen.length})`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('↑/↓ on the results move the selection and focus with it', async () => {
  const { page, errors } = await open(`${srv.url}#/search?q=defend`);
  await page.keyboard.press('/');
  const seen = await tabUntil(page, (f) => f.list);
  const first = seen.at(-1);
  const before = (await state(page)).selected;
  const next = await press(page, 'ArrowDown');
  assert.equal((await state(page)).selected, before + 1);
  assert.ok(next.list, 'focus stays in the results');
  assert.notEqual(next.href, first.href, 'focus moved to the next result');
  assert.equal((await state(page)).page, 'search', 'nothing opened');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an open filter menu takes Escape, arrows, typing and Enter for itself', async () => {
  const { page, errors } = await open(`${srv.url}#/search?q=defend`);
  await page.keyboard.press('/');
  await tabUntil(page, (f) => f.action === 'menu:game');
  await press(page, 'Enter');
  assert.equal(await popupOpen(page), true, 'Enter opens the menu');
  await press(page, 'Escape');
  assert.equal(await popupOpen(page), false, 'Escape closes it');
  let s = await state(page);
  assert.equal(s.filters.game, '');
  assert.equal(s.page, 'search');
  // ↓ then Enter choose in the menu, not in the results behind it.
  await page.evaluate(() => [...document.querySelectorAll('#mirror button')].find((b) => b.dataset.action === 'menu:game').focus());
  await press(page, 'Enter');
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  s = await state(page);
  assert.equal(s.filters.game, 'spirit-island');
  assert.equal(s.page, 'search', 'no ruling opened behind the menu');
  assert.equal(await popupOpen(page), false, 'Enter closes the menu');
  // Typing jumps to an option.
  await page.evaluate(() => [...document.querySelectorAll('#mirror button')].find((b) => b.dataset.action === 'menu:kind').focus());
  await press(page, 'Space');
  assert.equal(await popupOpen(page), true);
  await press(page, 'f');
  await press(page, 'Enter');
  s = await state(page);
  assert.equal(s.filters.kind, 'faq', 'typing f chose FAQ');
  assert.equal(s.query, 'defend', 'typing went to the menu, not the search box');
  assert.deepEqual(errors, []);
  await page.close();
});

test('What if by keyboard: Enter opens it, Tab reaches its controls, Enter edits', async () => {
  const { page, errors } = await open(`${srv.url}#/r/si-errata-clarification-older-materials-imprecise-wording/demo/si-demo-bringer-dream-deaths-modifier/step/0`);
  await page.keyboard.press('/');
  await tabUntil(page, (f) => f.action === 'whatif');
  await press(page, 'Enter');
  assert.equal((await state(page)).whatif, true);
  const seen = await tabUntil(page, (f) => f.action?.startsWith('edit+'), 12);
  assert.ok(seen.length <= 12, 'the first + is a few presses from Done editing');
  const plus = seen.at(-1).action;
  await press(page, 'Enter');
  const s = await state(page);
  assert.equal(s.demo.edited, true, `${plus} edited the board`);
  assert.equal(s.demo.error, '');
  const again = await focused(page);
  assert.equal(again.action, plus, 'focus stays on the control pressed');
  // Every kind of control is in the Tab order: a group header, −, a switch.
  const actions = await page.evaluate(() => [...document.querySelectorAll('#mirror button')].map((b) => b.dataset.action));
  for (const prefix of ['edit-section:', 'edit-', 'edit+', 'edit:'])
    assert.ok(actions.some((a) => a.startsWith(prefix)), `a ${prefix} control in the text layer`);
  await screenshot(page, 'whatif-keyboard');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Ctrl+A, Ctrl+C copy the ruling\'s text with line breaks, not the page chrome', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${RULING}`);
  await page.evaluate(() => document.querySelector('#mirror h1').focus());
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+C');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(text, /^Update for Badlands tokens\n/, 'starts with the ruling\'s heading, then a line break');
  assert.ok(text.split('\n').length > 3, 'one line per block');
  assert.doesNotMatch(text, /\d+ rulings/, 'not the results count');
  for (const chrome of ['Switch to the', 'Copy link', 'Copy for forum', 'First step'])
    assert.ok(!text.includes(chrome), `no "${chrome}" in the copy`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('"Skip to the ruling" is the first Tab stop after the search box; Enter moves focus to the ruling', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${RULING}`);
  await page.keyboard.press('/');
  const skip = await press(page, 'Tab');
  assert.equal(skip.id, 'skip', `the first Tab from the search box (${JSON.stringify(skip)})`);
  assert.equal(skip.text, 'Skip to the ruling');
  const box = await page.evaluate(() => document.getElementById('skip').getBoundingClientRect().width);
  assert.ok(box > 60, 'it shows while focused');
  await screenshot(page, 'keyboard-skip-link');
  await press(page, 'Enter');
  const heading = await page.evaluate(() => document.activeElement.closest('main') && document.activeElement.tagName);
  assert.equal(heading, 'H1', 'focus is on the ruling\'s heading, in main');
  assert.equal((await state(page)).ruling.id, RULING, 'the same ruling, nothing else opened');
  assert.equal((await press(page, 'Tab')).action, 'copy-link', 'the next Tab goes on into the ruling');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the text layer has landmarks: the search box in search, the results in nav, the ruling in main', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${RULING}`);
  const marks = await page.evaluate(() => ({
    search: document.querySelector('[role="search"]')?.contains(document.getElementById('search')),
    nav: [...document.querySelectorAll('#mirror nav a')].filter((a) => a.getAttribute('href')?.startsWith('#/r/')).length,
    navLabel: document.querySelector('#mirror nav')?.getAttribute('aria-label'),
    mainHeading: document.querySelector('#mirror main h1')?.textContent,
    banner: [...document.querySelectorAll('#mirror header button')].map((b) => b.dataset.action),
    mains: document.querySelectorAll('main').length,
  }));
  assert.equal(marks.search, true, 'the search box is in a search landmark');
  assert.ok(marks.nav >= 3, `the results shown are links in nav (${marks.nav})`);
  assert.equal(marks.navLabel, 'Results');
  assert.equal(marks.mainHeading, 'Update for Badlands tokens', 'main starts with the ruling\'s heading');
  assert.equal(marks.mains, 1);
  assert.deepEqual(marks.banner, ['theme']);
  // Skipping without a ruling open: no skip link, nothing to skip to.
  await page.goto(`${srv.url}#/search?q=defend`);
  await frames(page, 4);
  await page.keyboard.press('/');
  assert.notEqual((await press(page, 'Tab')).id, 'skip', 'no skip link without a ruling');
  assert.deepEqual(errors, []);
  await page.close();
});
