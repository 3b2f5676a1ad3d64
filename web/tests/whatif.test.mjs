// What if (issue 19): the crash after a Reset followed by an L5R edit, and the L5R board editor
// driven like a user would: real mouse clicks on the controls the app reports in state().ui, the
// edit carried by the link, restored by a fresh page, undone by Reset. Screenshots: whatif-*.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startServer, launch, openPage, waitReady, screenshot, state, frames } from './harness.mjs';

const L5R_RULING = 'l5r-rule-prevention-including-negation';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

let srv, browser;
before(async () => {
  srv = await startServer();
  browser = await launch();
});
after(async () => { await browser?.close(); await srv?.close(); });

async function open(url, viewport = DESKTOP) {
  const { page, errors } = await openPage(browser.context, url, { viewport });
  await waitReady(page);
  await frames(page);
  return { page, errors };
}
async function go(page, hash) {
  await page.evaluate((h) => { location.hash = h; }, hash);
  await frames(page);
}
// Scrolls the panel under the What-if button with the mouse wheel until control `name` is well
// inside the screen (clear of the header bars that overlap the panel's top edge); returns its
// rectangle [x, y, w, h]. Controls off screen are not reported, so it scrolls down, and up once
// the bottom is reached (the controls on screen stop changing).
async function reveal(page, name) {
  const { width, height } = page.viewportSize();
  const top = height * 0.2, bottom = height * 0.95;
  let down = true, seen = '';
  for (let tries = 0; tries < 60; tries++) {
    await frames(page);
    const ui = (await state(page)).ui;
    const r = ui[name];
    const now = JSON.stringify(ui);
    if (r && ((r[1] >= top && r[1] + r[3] <= bottom) || now === seen)) return r;  // in view, or as far as it scrolls
    if (now === seen) down = !down;
    seen = now;
    // Over the board's panel: beside a What-if control or the step buttons when one shows, else mid-screen.
    const anchor = ui.whatif || Object.entries(ui).find(([k]) => k.startsWith('edit'))?.[1] || ui['step-next'];
    await page.mouse.move(anchor ? anchor[0] + 10 : width / 2, height / 2);
    await page.mouse.wheel(0, (r ? r[1] < top : !down) ? -240 : 240);
  }
  assert.fail(`control "${name}" never came on screen`);
}
async function click(page, name) {
  const [x, y, w, h] = await reveal(page, name);
  await page.mouse.click(x + w / 2, y + h / 2);
  await frames(page);
}
// The app still draws: input after the edit draws frames (a trapped wasm call stops the main loop;
// the app draws on demand, so the mouse move is what asks for them).
async function assertStillDrawing(page) {
  await page.evaluate(() => window.arbiter.frameTimes());
  await page.mouse.move(300, 300);
  await page.mouse.move(310, 305);
  await frames(page, 5);
  const drawn = await page.evaluate(() => window.arbiter.frameTimes());
  assert.ok(drawn.length > 0, 'frames are drawn after the edit');
}
const personality = (board, id) => board.personalities.find((p) => p.id === id);

test('issue 19: Reset on an edited Spirit Island board, then + on an L5R turn does not crash', async () => {
  const { page, errors } = await open(`${srv.url}#/r/si-faq-defend-guard-both-land-dahan/step/3?board=board.pieces.A3.dahan%3D3`);
  assert.equal((await state(page)).demo.edited, true, 'the link opens the edited board');
  await click(page, 'whatif-reset');
  assert.equal((await state(page)).demo.edited, false);
  await go(page, `#/r/${L5R_RULING}`);
  await click(page, 'whatif');
  const turn = (await state(page)).demo.board.turn;
  await click(page, 'edit+turn');
  const s = await state(page);
  assert.deepEqual(errors, [], 'no page error');
  assert.equal(s.demo.edited, true);
  assert.equal(s.demo.board.turn, turn + 1);
  await assertStillDrawing(page);
  await screenshot(page, 'whatif-issue19-desktop');
  await page.close();
});

async function editL5rBoard(viewport, shot) {
  const { page, errors } = await open(`${srv.url}#/r/${L5R_RULING}`, viewport);
  // A phone shows the ruling's text first and offers a jump to its board.
  if ((await state(page)).ui['to-board']) await click(page, 'to-board');
  await click(page, 'whatif');
  const original = (await state(page)).demo.board;
  const chi = personality(original, 'goro').chi.base;
  await click(page, 'edit:phase.action');
  await click(page, 'edit+goro.chi');
  let s = await state(page);
  assert.equal(s.demo.edited, true);
  assert.equal(personality(s.demo.board, 'goro').chi.base, chi + 1, 'Goro\'s Chi went up by one');
  assert.equal(s.demo.board.phase, 'action', 'the phase changed');
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /\?board=/, 'the edit is in the link');
  await screenshot(page, shot);

  const { page: linked, errors: linkedErrors } = await open(srv.url + hash, viewport);
  const ls = await state(linked);
  assert.equal(ls.demo.edited, true, 'a fresh page at that link opens the edited board');
  assert.deepEqual(ls.demo.board, s.demo.board);
  await linked.close();

  await click(page, 'whatif-reset');
  s = await state(page);
  assert.equal(s.demo.edited, false);
  assert.deepEqual(s.demo.board, original, 'Reset restores the demonstration\'s board');
  assert.doesNotMatch(await page.evaluate(() => location.hash), /board=/);
  assert.deepEqual(errors, []);
  assert.deepEqual(linkedErrors, []);
  await page.close();
}

test('L5R What if edits a unit\'s Chi and the phase; the link restores it; Reset undoes it (desktop)', async () => {
  await editL5rBoard(DESKTOP, 'whatif-l5r-desktop');
});

test('L5R What if edits a unit\'s Chi and the phase; the link restores it; Reset undoes it (phone)', async () => {
  await editL5rBoard(PHONE, 'whatif-l5r-phone');
});

// Issue 38: an editor that only offers edits that work. Each sequence a user broke the board with,
// driven with the mouse on the controls the app reports; the board and the editor must survive.
const DAMAGED = 'si-errata-clarification-older-materials-imprecise-wording';
const pieces = (s, land) => s.demo.board.lands.find((l) => l.id === land)?.pieces ?? {};
async function assertBoardShown(page, what) {
  const s = await state(page);
  assert.equal(s.demo.error, '', `${what}: no load error replaces the board`);
  assert.ok(s.demo.board && s.demo.board.lands?.length, `${what}: the board is shown`);
  assert.ok(Object.keys(s.ui).some((k) => k.startsWith('edit')), `${what}: the editor is still there`);
  return s;
}

test('issue 38: − on a damaged Town removes it with its Damage; the board and editor stay', async () => {
  for (const [ruling, demo, land] of [[DAMAGED, 'si-demo-bringer-dream-deaths-modifier', 'A3'],
    ['si-errata-update-badlands-tokens', 'si-demo-badlands-boosts-a-later-damage', 'A5']]) {
    const { page, errors } = await open(`${srv.url}#/r/${ruling}/demo/${demo}/step/0`);
    await click(page, 'whatif');
    const before = (await state(page)).demo.board;
    assert.ok(JSON.stringify(before).includes('"town"'), `${ruling}: a Town to remove`);
    await click(page, `edit-${land}.town`);
    const s = await assertBoardShown(page, `${ruling} after − on the ${land} Town`);
    assert.equal(s.demo.edited, true);
    await screenshot(page, `whatif-damaged-town-${land}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('issue 38: + stops at the limit and says it; a further click loses nothing', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${DAMAGED}/demo/si-demo-bringer-dream-deaths-modifier/step/0?board=board.pieces.A3.explorer%3D49`);
  await click(page, 'whatif');
  await click(page, 'edit+A3.explorer');
  let s = await assertBoardShown(page, '+ to 50');
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /explorer%3D50|explorer=50/);
  // The + is disabled: another click changes nothing, and the text layer says why.
  await click(page, 'edit+A3.explorer');
  s = await assertBoardShown(page, '+ past 50');
  assert.equal(await page.evaluate(() => location.hash), hash, 'the edit is kept as it was');
  const plus = await page.evaluate(() => [...document.querySelectorAll('#mirror button')]
    .filter((b) => b.dataset.action === 'edit+A3.explorer').map((b) => ({ disabled: b.disabled, text: b.textContent })));
  assert.equal(plus.length, 1);
  assert.equal(plus[0].disabled, true);
  assert.match(plus[0].text, /0 to 50/);
  await screenshot(page, 'whatif-explorer-limit');
  assert.deepEqual(errors, []);
  await page.close();
});

test('issue 38: a bad board= value in a link is left out with a notice naming it; the rest is kept', async () => {
  for (const bad of ['board.pieces.A3.explorer%3D-5', 'board.pieces.Z9.town%3D1', 'board.pieces.A3.explorer%3D1e9']) {
    const { page, errors } = await open(`${srv.url}#/r/${DAMAGED}/demo/si-demo-bringer-dream-deaths-modifier/step/0?board=board.pieces.A3.dahan%3D3~${bad}`);
    const s = await assertBoardShown(page, bad).catch(async () => state(page));
    assert.equal(s.demo.error, '', `${bad}: no raw error`);
    assert.ok(s.demo.notice.includes(decodeURIComponent(bad)), `${bad}: the notice names it (${s.demo.notice})`);
    assert.equal(s.demo.edited, true, `${bad}: the good part of the edit is kept`);
    assert.equal(pieces(s, 'A3').dahan, 3);
    const text = await page.evaluate(() => document.getElementById('mirror').textContent);
    assert.ok(text.includes('Left out of this link'), `${bad}: the notice is on the page`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

async function editorStaysInPlace(viewport) {
  const { page, errors } = await open(`${srv.url}#/r/${L5R_RULING}`, viewport);
  if ((await state(page)).ui['to-board']) await click(page, 'to-board');
  await click(page, 'whatif');
  const before = (await state(page)).ui['edit+P1.honor'] ?? (await reveal(page, 'edit+P1.honor'));
  await click(page, 'edit+turn');
  await frames(page, 6);
  const after = (await state(page)).ui['edit+P1.honor'];
  assert.ok(after, 'the control is still on screen');
  assert.ok(Math.abs(after[1] - before[1]) < 2, `the editor did not move (${before[1]} -> ${after[1]})`);
  // Chi down to the least: the − is then disabled and a click changes nothing.
  for (let i = 0; i < 25; i++) {
    const chi = personality((await state(page)).demo.board, 'goro').chi.base;
    if (chi <= 1) break;
    await click(page, 'edit-goro.chi');
  }
  const s = await state(page);
  assert.equal(personality(s.demo.board, 'goro').chi.base, 1, 'Chi stops at 1');
  await click(page, 'edit-goro.chi');
  const s2 = await state(page);
  assert.equal(personality(s2.demo.board, 'goro').chi.base, 1);
  assert.equal(s2.demo.error, '');
  const goro = s2.demo.board.personalities.find((p) => p.id === 'goro');
  assert.ok(goro, 'the Personality is still in play');
  assert.deepEqual(errors, []);
  await page.close();
}
test('issue 38: the L5R editor stops Chi at 1, and stays in place after an edit (desktop)', () => editorStaysInPlace(DESKTOP));
test('issue 38: the L5R editor stops Chi at 1, and stays in place after an edit (phone)', () => editorStaysInPlace(PHONE));

test('issue 38: after an edit, "Watch" says it describes the original setup', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${DAMAGED}/demo/si-demo-bringer-dream-deaths-modifier/step/0`);
  const text = () => page.evaluate(() => document.getElementById('mirror').textContent);
  assert.match(await text(), /Watch: /);
  await click(page, 'whatif');
  await click(page, 'edit+A3.explorer');
  await frames(page, 4);
  assert.match(await text(), /On the original setup, watch: /);
  assert.deepEqual(errors, []);
  await page.close();
});

test('issue 38: a title\'s Markdown emphasis is drawn as emphasis, not as asterisks', async () => {
  const id = 'si-faq-effect-year-perfect-stillness-skips-all-actions-affected';
  const { page, errors } = await open(`${srv.url}#/r/${id}`);
  const heading = await page.evaluate(() => document.querySelector('#mirror h1').textContent);
  assert.equal(heading, 'If an effect (e.g., A Year of Perfect Stillness) skips "all actions", what is affected?');
  assert.doesNotMatch(await page.evaluate(() => document.title), /\*/);
  assert.doesNotMatch(await page.evaluate(() => window.arbiter.share('markdown')), /\*\(e\.g\./);
  await screenshot(page, 'emphasis-title');
  assert.deepEqual(errors, []);
  await page.close();
});

// Issue 37: a board involving a rule the engine does not model says so, as the CLI does, beside
// the board and in the text layer; an edited board says what it now involves.
test('issue 37: the board shows its "not modelled" notices, and an edit recomputes them', async () => {
  // France at Level 6 includes Level 2, whose Setup and event the engine does not model.
  const demo = 'si-demo-france-persistent-explorers-no-card';
  const { page, errors } = await open(`${srv.url}#/r/si-errata-clarification-older-materials-imprecise-wording/demo/${demo}/step/0`);
  const notices = () => page.evaluate(() => [...document.querySelectorAll('#mirror main .text')]
    .map((e) => e.textContent).filter((t) => t.startsWith('Notice: ')).join('\n').split('\n'));
  // The notice says what the library says France's Level 2 leaves out (data/si/cards.json).
  const adversary = JSON.parse(fs.readFileSync(new URL('../../data/si/cards.json', import.meta.url), 'utf8')).adversaries
    .find((a) => a.name === 'Kingdom of France (Plantation Colony)');
  const france = `${adversary.name}'s Level 2's`;
  const level2 = `Notice: not modelled: ${adversary.name}'s ${adversary.not_modelled['2'][0]}`;
  let shown = await notices();
  assert.ok(shown.includes(level2), `the Level 2 notice is on the page (${shown.join(' | ')})`);
  const box = await page.evaluate(() => {
    const el = [...document.querySelectorAll('#mirror main .text')].find((e) => e.textContent.startsWith('Notice: '));
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: r.height };
  });
  assert.ok(box.height > 10 && box.top > 0 && box.bottom < page.viewportSize().height, 'the notice is on screen, beside the board');
  await screenshot(page, 'notice-board');
  // What if: the adversary's level down to 1 leaves Level 2 out, and its notices go with it.
  await click(page, 'whatif');
  await click(page, 'edit-section:game_state');
  for (let level = 6; level > 1; --level) await click(page, 'edit-game_state.adversary.level');
  const s = await state(page);
  assert.equal(s.demo.edited, true);
  assert.equal(s.demo.error, '');
  await frames(page, 4);
  shown = await notices();
  assert.ok(!shown.some((t) => t.includes(france)), `no Level 2 notice at Level 1 (${shown.join(' | ')})`);
  await click(page, 'whatif-reset');
  await frames(page, 4);
  assert.ok((await notices()).includes(level2), 'Reset brings it back');
  assert.deepEqual(errors, []);
  await page.close();
});

// Issue 38 item 6: "After the first L5R edit the editor shifts down about 43 px, so the next click
// lands on another control." Each first edit, by mouse; then every editor control is where it was,
// and a click where the user saw the next control (P1's Honor +) presses that control.
async function firstEditKeepsEditor(viewport, first, ruling = L5R_RULING) {
  const { page, errors } = await open(`${srv.url}#/r/${ruling}`, viewport);
  if ((await state(page)).ui['to-board']) await click(page, 'to-board');
  await click(page, 'whatif');
  await reveal(page, first);
  const next = (await state(page)).ui['edit+P1.honor'] ? 'edit+P1.honor' : first;
  const before = (await state(page)).ui;
  const honor = (await state(page)).demo.board.players?.find((p) => p.id === 'P1')?.honor;
  const [x, y, w, h] = before[first];
  await page.mouse.click(x + w / 2, y + h / 2);
  await frames(page, 6);
  const after = (await state(page)).ui;
  assert.equal((await state(page)).demo.edited, true, `${first} edited the board`);
  const moved = Object.keys(before).filter((k) => k.startsWith('edit') && after[k] && Math.abs(after[k][1] - before[k][1]) >= 2)
    .map((k) => `${k} ${before[k][1]} -> ${after[k][1]}`);
  assert.deepEqual(moved, [], 'no editor control moved after the first edit');
  // The next click, where the user saw the next control.
  const [nx, ny, nw, nh] = before[next];
  const was = JSON.stringify((await state(page)).demo.board);
  await page.mouse.click(nx + nw / 2, ny + nh / 2);
  await frames(page, 4);
  const s = await state(page);
  assert.notEqual(JSON.stringify(s.demo.board), was, `the click at ${next}'s place edited the board`);
  if (next === 'edit+P1.honor' && honor !== undefined)
    assert.equal(s.demo.board.players.find((p) => p.id === 'P1').honor, honor + 1, 'it pressed P1\'s Honor +, not another control');
  assert.deepEqual(errors, []);
  await page.close();
}
for (const first of ['edit+turn', 'edit:phase.action', 'edit+goro.chi']) {
  test(`issue 38: the L5R editor stays in place after a first edit (${first}, desktop)`, () => firstEditKeepsEditor(DESKTOP, first));
  test(`issue 38: the L5R editor stays in place after a first edit (${first}, phone)`, () => firstEditKeepsEditor(PHONE, first));
}
// An L5R ruling whose "Watch:" text an edit rewords ("On the original setup, watch:") onto one more
// line above the editor: on a desktop its demonstration with the longest one, on a phone its first.
const LONG_WATCH = 'l5r-rule-instead-refers-substitution-old-targeting';
for (const [where, viewport, route] of [['desktop', DESKTOP, `${LONG_WATCH}/demo/l5r-demo-instead-targeting-fallback`], ['phone', PHONE, LONG_WATCH]])
  test(`issue 38: the L5R editor stays in place after a first edit (a Watch line that grows, ${where})`, () => firstEditKeepsEditor(viewport, 'edit+turn', route));
