// Links into and out of the app, and the edges of its address (issues 34 and 38): "Copy link to
// this step" gives the step's anchor on the ruling page; the forum menu opens by mouse and touch on
// every ruling (no text block covers a control); a trailing slash, the not-found sentence, an
// over-long query through a reload, and the app page with JavaScript off. Real mouse, touch and keys.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startApp, openPage, openApp, controlCentre, clickControl, waitReady, screenshot, chromiumArgs, state, frames } from './harness.mjs';

let app, srv, browser;
before(async () => { app = await startApp(); ({ srv, browser } = app); });
after(async () => { await app?.close(); });

const open = (url, viewport) => openApp(browser.context, url, { viewport });
const centre = (page, name) => controlCentre(page, name);
const click = (page, name) => clickControl(page, name);
// The text layer is laid out in a task after the frame that drew it.
const settled = async (page) => { await frames(page, 3); await page.waitForTimeout(50); await frames(page, 2); };
const rulings = (page) => page.evaluate(() => window.arbiter.search(''));
const FRAGMENT = 'si-faq-asphyxiating-smoke-deals-2-damage-1-durable-town';

test('"Copy link to this step" gives the step\'s anchor on the ruling page; Copy link and the forum texts link the same', async () => {
  const { page, errors } = await open(srv.url);
  const r = (await rulings(page)).find((h) => h.demos.length > 0);
  assert.ok(r, 'a ruling with a demonstration is in this build');
  await page.goto(`${srv.url}#/r/${r.id}/demo/${r.demos[0]}/step/2`);
  await settled(page);
  const s = await state(page);
  assert.equal(s.demo.step, 2);
  const pageUrl = `${srv.url}r/${r.id}/`;
  const stepUrl = `${pageUrl}#demo-${r.demos[0]}-step-2`;
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await click(page, 'copy-step-link');
  assert.equal(await clipboard(), stepUrl);
  await click(page, 'copy-link');
  assert.equal(await clipboard(), pageUrl, 'Copy link keeps linking the ruling page, on a step too');
  await click(page, 'copy-forum');
  await click(page, 'copy-markdown');
  const md = await clipboard();
  assert.ok(md.includes(`](${pageUrl})`), md);
  assert.ok(md.endsWith(`\n[Board: step 2 of ${s.demo.last_step}](${stepUrl})`), md);
  const bb = await page.evaluate(() => window.arbiter.share('bbcode'));
  assert.ok(bb.endsWith(`\n[url=${stepUrl}]Board: step 2 of ${s.demo.last_step}[/url]`), bb);
  // The anchor's page is served (its figure is the site's part: r/ID/ carries one per step).
  assert.equal((await page.request.get(pageUrl)).status(), 200);
  // An edited board exists only in the app: the step link is the app's own then.
  const edited = '#/r/si-faq-defend-guard-both-land-dahan/step/3?board=board.pieces.A3.dahan%3D3';
  await page.goto(`${srv.url}${edited}`);
  await settled(page);
  assert.equal((await state(page)).demo.edited, true);
  const link = await page.evaluate(() => window.arbiter.share('step'));
  assert.equal(link, `${srv.url}${await page.evaluate(() => location.hash)}`);
  assert.match(link, /\?board=/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('"Copy for forum ▾" opens by mouse on a Fragment ruling (issue 38)', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${FRAGMENT}`);
  await settled(page);
  assert.equal((await state(page)).ruling.kind, 'fragment');
  await click(page, 'copy-forum');
  const ui = (await state(page)).ui;
  assert.ok(ui['copy-bbcode'], 'the menu is open');
  await click(page, 'copy-bbcode');
  assert.match(await page.evaluate(() => window.arbiter.lastCopied), /^\[b\].+\[\/b\]\n/);
  await screenshot(page, 'links-fragment-forum-menu');
  assert.deepEqual(errors, []);
  await page.close();
});

test('"Copy for forum ▾" opens by touch on a Fragment ruling on a phone', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-touch-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs,
    viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
  });
  try {
    const { page, errors } = await openPage(ctx, `${srv.url}#/r/${FRAGMENT}`);
    await waitReady(page);
    await settled(page);
    const [x, y] = await centre(page, 'copy-forum');
    for (const name of ['copy-link', 'copy-step-link', 'copy-forum']) {
      const [l, , w] = (await state(page)).ui[name];
      assert.ok(l >= 0 && l + w <= 360, `${name} is within the phone's width (${l}…${l + w})`);
    }
    await page.touchscreen.tap(x, y);
    await settled(page);
    assert.ok((await state(page)).ui['copy-bbcode'], 'the menu is open');
    await screenshot(page, 'links-fragment-forum-menu-phone');
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The kind behind the Fragment defect: a text block of the page's text layer (which takes the
// mouse on desktop, for selection) standing over a control. On every ruling, the point a click
// on each control lands on must reach the canvas.
test('no text block covers a control on any ruling', async () => {
  const { page, errors } = await open(srv.url);
  const all = await rulings(page);
  assert.ok(all.length > 100);
  const covered = [];
  for (const r of all) {
    await page.evaluate((id) => window.arbiter.open(id), r.id);
    await settled(page);
    const ui = (await state(page)).ui;
    const hits = await page.evaluate((marks) => Object.entries(marks).map(([name, [x, y, w, h]]) => {
      const el = document.elementFromPoint(x + w / 2, y + h / 2);
      return el && el.id !== 'canvas' && el.closest('#mirror') ? `${name} under "${el.textContent.slice(0, 40)}"` : null;
    }).filter(Boolean), ui);
    if (hits.length) covered.push(`${r.id}: ${hits.join('; ')}`);
  }
  assert.deepEqual(covered, []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a ruling route with a trailing slash opens the ruling (issue 38)', async () => {
  const { page, errors } = await open(`${srv.url}#/r/${FRAGMENT}/`);
  const s = await state(page);
  assert.equal(s.page, 'ruling');
  assert.equal(s.ruling.id, FRAGMENT);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the not-found page says in a sentence that the address leads nowhere', async () => {
  const { page, errors } = await open(`${srv.url}#/nowhere/at-all`);
  await settled(page);
  assert.equal((await state(page)).page, 'broken');
  const text = await page.locator('#mirror').innerText();
  assert.ok(text.includes('The address “#/nowhere/at-all” does not lead to a page in this version of Arbiter.'), text);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 4,900-character query is cut where a link carries it, and the address reads back after a reload', async () => {
  const { page, errors } = await open(srv.url);
  await page.locator('#search').click();
  await page.keyboard.insertText('badlands '.repeat(545).slice(0, 4900));
  await settled(page);
  const typed = await state(page);
  assert.equal(typed.page, 'search');
  assert.ok(typed.query.length > 0 && typed.query.length <= 280, `the query is cut at kMaxQueryBytes, 280 (${typed.query.length})`);
  assert.equal(await page.locator('#search').inputValue(), typed.query, 'the search box shows the query the app keeps');
  const hash = await page.evaluate(() => location.hash);
  await page.reload();
  await waitReady(page);
  await settled(page);
  const back = await state(page);
  assert.equal(back.page, 'search', `the address ${hash.slice(0, 60)}… reads back`);
  assert.equal(back.query, typed.query);
  assert.deepEqual(errors, []);
  await page.close();
});

test('with JavaScript off the app page says so and links to the ruling pages (issue 38)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-nojs-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs,
    viewport: { width: 1280, height: 800 }, javaScriptEnabled: false,
  });
  try {
    const page = await ctx.newPage();
    await page.goto(`${srv.url}#/r/${FRAGMENT}`);
    assert.equal(await page.getByText('Starting…').isVisible(), false, 'no "Starting…" that never ends');
    const link = page.getByRole('link', { name: 'all rulings' });
    assert.ok(await link.isVisible());
    await screenshot(page, 'links-app-without-javascript');
    await link.click();
    await page.waitForURL(`${srv.url}r/`);
    assert.equal(await page.locator('h1').innerText(), 'All rulings');
  } finally {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
