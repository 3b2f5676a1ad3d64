// What if (issue 19): the crash after a Reset followed by an L5R edit, and the L5R board editor
// driven like a user would: real mouse clicks on the controls the app reports in state().ui, the
// edit carried by the link, restored by a fresh page, undone by Reset. Screenshots: whatif-*.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
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
    // Over the board's panel: beside a What-if control when one shows, else mid-screen (phones).
    const anchor = ui.whatif || Object.entries(ui).find(([k]) => k.startsWith('edit'))?.[1];
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
