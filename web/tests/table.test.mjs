// "At the table": the app behaves like a good web page, driven with real input — mouse moves and
// presses, the keyboard, touchscreen taps — on a desktop and a phone viewport (docs/focus.md).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startApp, openApp, controlCentre, clickControl, waitReady, screenshot, chromiumArgs, state, frames as settle } from './harness.mjs';

let app, srv, browser;
before(async () => { app = await startApp(); ({ srv, browser } = app); });
after(async () => { await app?.close(); });

const MANY = 'l5r-rule-duration-scope-prevention-effects';  // ten demonstrations
const SI = 'si-faq-defend-guard-both-land-dahan';
const hash = (page) => page.evaluate(() => location.hash);
const active = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a === document.body ? 'body' : a.id || `${a.closest('#mirror') ? 'mirror ' : ''}${a.tagName.toLowerCase()}`;
});
const frames = (page, n = 4) => settle(page, n);  // the app's 4 settle frames (src/app/main.cpp)
const open = (url, viewport) => openApp(browser.context, url, { viewport, settle: 4 });
const control = (page, name) => controlCentre(page, name, 4);
const click = (page, name) => clickControl(page, name, 4);
async function phone() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-phone-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs,
    viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
  });
  return { ctx, close: async () => { await ctx.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

test('the page rests: no frames are drawn while nothing moves, and input wakes it', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${SI}/step/2`);
  await page.waitForTimeout(300);
  const before = (await state(page)).frames;
  await page.waitForTimeout(1500);
  const idle = (await state(page)).frames - before;
  assert.ok(idle <= 1, `no frames while idle (drew ${idle} in 1.5 s)`);
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 320);
  await frames(page);
  assert.ok((await state(page)).frames > before + idle, 'a mouse move draws');
  // Play keeps drawing until the demonstration ends or is paused.
  await click(page, 'step-first');
  await page.keyboard.press('Space');
  assert.equal((await state(page)).demo.playing, true, 'Space plays the demonstration');
  await page.waitForTimeout(1400);
  const s = await state(page);
  assert.ok(s.demo.step >= 1, `playing advances the steps without input (at ${s.demo.step})`);
  if (s.demo.playing) {
    await page.keyboard.press('Space');
    const paused = await state(page);
    assert.equal(paused.demo.playing, false, 'Space pauses');
    await page.waitForTimeout(1300);
    assert.equal((await state(page)).demo.step, paused.demo.step, 'a paused demonstration stays');
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('desktop keyboard: / searches, Enter opens and moves focus to the ruling, arrows step, Escape returns', async () => {
  const { page, errors } = await open(srv.url);
  await page.mouse.click(900, 500);  // a click on the canvas leaves focus on the page, not in a trap
  await page.keyboard.press('/');
  assert.equal(await active(page), 'search');
  await page.keyboard.type('defend guard dahan', { delay: 20 });
  await frames(page);
  assert.ok((await state(page)).results > 0);
  await page.keyboard.press('Enter');
  await frames(page, 6);
  let s = await state(page);
  assert.equal(s.page, 'ruling');
  // Focus moves when the text layer holds the ruling's heading, laid out in a task after the frame
  // (docs/startup.md): on a loaded machine that can be after the settle frames, so wait for it.
  await page.waitForFunction(() => document.activeElement?.closest('#mirror') && document.activeElement.tagName === 'H1',
    null, { timeout: 5000 }).catch(() => {});
  assert.equal(await active(page), 'mirror h1', 'focus moves to the ruling');
  assert.ok(s.demo, 'the ruling has a demonstration');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await frames(page);
  s = await state(page);
  assert.equal(s.demo.step, 2, '→ steps the demonstration (not the text cursor)');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).demo.step, 1);
  await page.keyboard.press('Escape');
  assert.equal(await active(page), 'search', 'Escape returns to the search box');
  // Tab leaves the box for the page's controls, and the canvas still answers clicks after it.
  await page.keyboard.press('Tab');
  assert.match(await active(page), /^(skip|mirror (a|button))$/, 'Tab moves to a control of the page (first the skip link)');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  assert.match(await active(page), /^(skip|mirror (a|button))$/);
  await page.keyboard.press('ArrowRight');
  assert.equal((await state(page)).demo.step, 2, 'arrows step whatever control has focus');
  await click(page, 'step-next');
  assert.equal((await state(page)).demo.step, 3, 'a click on the canvas works after tabbing');
  await click(page, 'result-0');
  assert.equal((await state(page)).page, 'ruling');
  assert.notEqual(await active(page), 'search');
  await screenshot(page, 'table-keyboard-desktop');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Tab reaches the demonstration controls and Enter presses them', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${SI}`);
  let found = false;
  for (let i = 0; i < 60 && !found; i++) {
    await page.keyboard.press('Tab');
    found = await page.evaluate(() => document.activeElement.textContent === 'Next step');
  }
  assert.ok(found, 'the Next step button is reachable with Tab');
  const ring = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
  const [x, y] = await control(page, 'step-next');
  assert.ok(x > ring.left && x < ring.right && y > ring.top && y < ring.bottom,
    `its focus ring sits on the canvas button (${JSON.stringify(ring)} around ${x},${y})`);
  await page.keyboard.press('Enter');
  await frames(page);
  assert.equal((await state(page)).demo.step, 1);
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Next step', 'focus stays on the control pressed');
  await page.keyboard.press('Enter');
  await frames(page);
  assert.equal((await state(page)).demo.step, 2, 'so Enter again steps again');
  await screenshot(page, 'table-focus-ring');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Tab to a control scrolled out of its panel scrolls the panel to show it', async () => {
  // A narrow window: the ruling and its board share one scrolling panel, the step buttons below the fold.
  const { page, errors } = await open(`${srv.url}#/r/${SI}`, { width: 420, height: 560 });
  const clipped = () => page.evaluate(() => {
    const el = document.activeElement, r = el.getBoundingClientRect();
    return el.style.clipPath !== '' || r.top < 0 || r.bottom > innerHeight;
  });
  const before = (await state(page)).ui['step-next'];
  assert.ok(!before || before[1] > 560, `the step buttons start below the fold (${before})`);
  let found = false;
  for (let i = 0; i < 60 && !found; i++) {
    await page.keyboard.press('Tab');
    found = await page.evaluate(() => document.activeElement.textContent === 'Next step');
  }
  assert.ok(found, 'the Next step button is reachable with Tab');
  await frames(page);
  assert.equal(await clipped(), false, 'after Tab the focused control is inside its panel, unclipped');
  const ring = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
  const [x, y] = await control(page, 'step-next');
  assert.ok(x > ring.left && x < ring.right && y > ring.top && y < ring.bottom, 'its focus ring sits on the canvas button');
  await page.keyboard.press('Enter');
  await frames(page);
  assert.equal((await state(page)).demo.step, 1, 'Enter presses it');
  await screenshot(page, 'table-tab-scrolls-panel');
  assert.deepEqual(errors, []);
  await page.close();
});

test('phone: a tapped result closes the keyboard, no tooltip sticks, no keyboard hints', async () => {
  const p = await phone();
  try {
    const page = await p.ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(srv.url);
    await waitReady(page);
    await page.tap('#search');
    assert.equal(await active(page), 'search');
    await page.keyboard.type('defend');
    await frames(page);
    const text = await page.evaluate(() => document.getElementById('mirror').innerText);
    assert.doesNotMatch(text, /Enter to open/, 'no keyboard hint on a touch screen');
    assert.equal(await page.evaluate(() => document.getElementById('search').placeholder), 'Search rulings…');
    const [x, y] = await control(page, 'result-0');
    await page.touchscreen.tap(x, y);
    await frames(page, 6);
    let s = await state(page);
    assert.equal(s.page, 'ruling');
    assert.notEqual(await active(page), 'search', 'the search box lost focus, so the phone keyboard closes');
    await page.evaluate((id) => { location.hash = `#/r/${id}`; }, SI);
    await frames(page, 6);
    const [bx, by] = await control(page, 'to-board');
    await page.touchscreen.tap(bx, by);
    await frames(page, 6);
    const [nx, ny] = await control(page, 'step-next');
    await page.touchscreen.tap(nx, ny);
    await frames(page, 6);
    s = await state(page);
    assert.equal(s.demo.step, 1, 'the tap pressed Next');
    assert.equal(s.tooltip, false, 'no tooltip stays after the finger lifts');
    await screenshot(page, 'table-phone-after-tap');
    assert.deepEqual(errors, []);
  } finally {
    await p.close();
  }
});

test('every demonstration of a ruling is listed, linkable and restored by a fresh page', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${MANY}`);
  let s = await state(page);
  assert.equal(s.ruling.demos.length, 10);
  assert.equal(s.demo.scenario, s.ruling.demos[0]);
  await click(page, 'demo-3');
  s = await state(page);
  assert.equal(s.demo.scenario, s.ruling.demos[3], 'a click on the fourth demonstration shows it');
  assert.equal(await hash(page), `#/r/${MANY}/demo/${s.ruling.demos[3]}`);
  await click(page, 'step-next');
  const link = `#/r/${MANY}/demo/${s.ruling.demos[3]}/step/1`;
  assert.equal(await hash(page), link);
  const copied = await page.evaluate(() => window.arbiter.share('step'));
  assert.equal(copied, `${srv.url}r/${MANY}/#demo-${s.ruling.demos[3]}-step-1`, 'Copy link to this step names the demonstration and step');
  await screenshot(page, 'table-many-demos');
  await page.goBack();
  await frames(page);
  assert.equal((await state(page)).demo.scenario, s.ruling.demos[0], 'Back returns to the previous demonstration');
  const fresh = await open(`${srv.url}${link}`);
  const fs2 = await state(fresh.page);
  assert.equal(fs2.demo.scenario, s.ruling.demos[3]);
  assert.equal(fs2.demo.step, 1);
  // Older links (no demo named) still open the first demonstration at that step.
  await fresh.page.evaluate((id) => { location.hash = `#/r/${id}/step/1`; }, MANY);
  await frames(fresh.page);
  const old = await state(fresh.page);
  assert.equal(old.demo.scenario, s.ruling.demos[0]);
  assert.equal(old.demo.step, 1);
  assert.deepEqual(errors, []);
  assert.deepEqual(fresh.errors, []);
  await page.close();
  await fresh.page.close();
});

test('every demonstration in the build is reachable by its own link', async () => {
  const { page, errors } = await open(srv.url);
  const pairs = await page.evaluate(() => window.arbiter.search('').flatMap((r) => r.demos.map((d) => [r.id, d])));
  assert.ok(pairs.length >= 190, `all ruling/demonstration pairs listed (${pairs.length})`);
  const wrong = await page.evaluate((ps) => ps.filter(([id, d]) => {
    Module.ccall('arbiter_route', null, ['string'], [`#/r/${id}/demo/${d}`]);  // what a hashchange calls
    const s = window.arbiter.state();
    return !s.demo || s.demo.scenario !== d;
  }), pairs);
  assert.deepEqual(wrong, []);
  console.log(`# ${pairs.length} demonstrations reached by link`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the ruling is real text: accessibility tree, find, selection, copy, live step', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${SI}`);
  const s = await state(page);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const named = (role) => nodes.filter((n) => n.role?.value === role && !n.ignored).map((n) => n.name?.value || '');
  assert.ok(named('heading').includes(s.ruling.title), `the title is a heading (${named('heading').join(' | ')})`);
  const texts = nodes.filter((n) => !n.ignored).map((n) => n.name?.value || '').join('\n');
  assert.match(texts, /Dahan/, 'the ruling text is in the accessibility tree');
  assert.ok(named('button').some((b) => /Next step/.test(b)), 'the step buttons are buttons');
  assert.ok(named('link').length > 0, 'tags and related rulings are links');
  assert.equal(await page.evaluate(() => window.find('Guard')), true, 'the browser\'s find finds the ruling\'s words');
  assert.equal(await page.evaluate(() => document.title), `${s.ruling.title} — Arbiter`);
  // A drag over the answer selects its text.
  const box = await page.evaluate(() => {
    const p = [...document.querySelectorAll('#mirror p.text')].find((e) => e.textContent.length > 80);
    return p && p.getBoundingClientRect().toJSON();
  });
  assert.ok(box, 'a paragraph of the answer is in the text layer');
  await page.mouse.move(box.left + 2, box.top + 4);
  await page.mouse.down();
  await page.mouse.move(box.left + box.width * 0.8, box.top + box.height - 4, { steps: 5 });
  await page.mouse.up();
  const selected = await page.evaluate(() => getSelection().toString());
  assert.ok(selected.length > 20, `a drag selects text ("${selected.slice(0, 40)}…")`);
  await page.mouse.click(5, 790);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+c');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.includes(s.ruling.title), 'Ctrl+A, Ctrl+C copies the ruling');
  assert.doesNotMatch(copied, /⌕/);
  await page.keyboard.press('ArrowRight');
  await frames(page);
  const live = await page.evaluate(() => document.getElementById('live').textContent);
  assert.match(live, /^Step 1 of \d+: ./, 'the live region announces the step');
  assert.deepEqual(errors, []);
  await page.close();
});

test('navigation: tag chips filter, Did you mean keeps the URL, Back returns, steps normalise, theme remembered', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${SI}`);
  const tag = (await page.evaluate((id) => window.arbiter.search('').find((r) => r.id === id).tags, SI))[0];
  const chip = () => page.evaluate((t) => [...document.querySelectorAll('#mirror a')].find((a) => a.textContent === `Tag: ${t}`)?.getBoundingClientRect().toJSON(), tag);
  // The ruling's panel scrolls on to the chip as a reader would (the share buttons may take two rows).
  for (let i = 0; i < 8 && (await chip())?.bottom > 790; i++) {
    await page.mouse.move(560, 400);
    await page.mouse.wheel(0, 150);
    await frames(page);
    await page.waitForTimeout(50);
  }
  const tagLink = await chip();
  assert.ok(tagLink && tagLink.bottom <= 790, 'the tag chip is on screen');
  await page.mouse.click(tagLink.left + tagLink.width / 2, tagLink.top + tagLink.height / 2);
  await frames(page);
  let s = await state(page);
  assert.equal(s.filters.tag, tag);
  const expected = await page.evaluate((t) => { const r = window.arbiter.search(`tag:"${t}"`); return r.length; }, tag);
  assert.equal(s.results, expected, 'the list shows the tag\'s rulings');
  assert.equal(await hash(page), `#/search?tag=${encodeURIComponent(tag).replace(/%20/g, '+')}`);

  await page.evaluate(() => { location.hash = '#/'; });
  await frames(page);
  await page.keyboard.press('/');
  await page.keyboard.type('badlnds twce', { delay: 20 });
  await frames(page);
  s = await state(page);
  const dym = await page.evaluate(() => [...document.querySelectorAll('#mirror a')].find((a) => a.textContent.startsWith('Did you mean'))?.getBoundingClientRect().toJSON());
  if (dym) {
    await page.mouse.click(dym.left + dym.width * 0.6, dym.top + dym.height / 2);
    await frames(page);
    const after = await state(page);
    assert.notEqual(after.query, 'badlnds twce');
    assert.equal(await hash(page), `#/search?q=${after.query.replace(/ /g, '+')}`, 'Did you mean keeps the query in the URL');
  }
  await page.goBack();
  await frames(page);
  assert.equal(await hash(page), '#/', 'Back after typing returns to where the search started');
  assert.equal((await state(page)).query, '');

  await page.evaluate((id) => { location.hash = `#/r/${id}/step/99`; }, SI);
  await frames(page);
  s = await state(page);
  assert.equal(await hash(page), `#/r/${SI}/demo/${s.demo.scenario}/step/${s.demo.last_step}`, 'an out-of-range step is corrected in the URL');

  const theme = s.theme;
  await click(page, 'theme');
  const flipped = (await state(page)).theme;
  assert.notEqual(flipped, theme);
  await page.reload();
  await waitReady(page);
  assert.equal((await state(page)).theme, flipped, 'the chosen theme survives a reload');
  await page.emulateMedia({ colorScheme: flipped === 'dark' ? 'light' : 'dark' });
  await frames(page);
  assert.equal((await state(page)).theme, flipped, 'a chosen theme no longer follows the system');
  await page.evaluate(() => localStorage.removeItem('arbiter-theme'));
  await page.reload();
  await waitReady(page);
  assert.equal((await state(page)).theme, flipped === 'dark' ? 'light' : 'dark', 'until chosen, the theme follows the system');
  await screenshot(page, 'table-theme-followed');
  assert.deepEqual(errors, []);
  await page.close();
});
