// The built site loads in Chromium, renders an ImGui frame, and reports no errors.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startServer, launch, openPage, waitReady, screenshot, distinctColours } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); await srv?.close(); });

test('the app renders its first frame without errors', async () => {
  const { page, errors } = await openPage(browser.context, srv.url);
  await waitReady(page);
  const version = await page.evaluate(() => window.arbiter.version());
  assert.match(version, /^\d+\.\d+\.\d+$/);
  // The canvas must show a rendered UI, not a blank or black frame.
  const file = await screenshot(page, 'smoke-desktop');
  const colours = distinctColours(fs.readFileSync(file));
  assert.ok(colours > 2, `the canvas looks blank (${colours} colours)`);
  assert.deepEqual(errors, []);
});

// Until the first frame the page shows the app's top bar and says it is starting; a phone on a slow
// network sees that instead of a blank screen. Each case holds back or refuses the wasm in a browser
// of its own (a service worker from another test would answer without the network).
test('before its first frame the page shows the top bar where the app draws it, and "Starting…"', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    const own = await launch();
    try {
      let release;
      const held = new Promise((r) => { release = r; });
      const page = await own.context.newPage();
      await page.setViewportSize(viewport);
      await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
      await page.goto(srv.url + '#/r/si-errata-update-badlands-tokens');
      const starting = page.locator('#starting');
      await starting.locator('p').waitFor();
      assert.equal(await starting.locator('p').innerText(), 'Starting…');
      assert.equal(await starting.locator('b').innerText(), 'Arbiter');
      assert.equal(await starting.getAttribute('aria-hidden'), 'true', 'screen readers wait for the app');
      const box = await starting.locator('.box').boundingBox();
      release();
      await waitReady(page);
      assert.equal(await page.locator('#starting').count(), 0, 'the first frame replaces it');
      // The app lays its own search input over the box it draws: the starting bar's box was there.
      const input = await page.locator('#search').boundingBox();
      for (const k of ['x', 'y', 'width', 'height']) assert.ok(Math.abs(box[k] - input[k]) <= 2, `${viewport.width}px: box ${k} ${box[k]} vs the app's ${input[k]}`);
    } finally {
      await own.close();
    }
  }
});

test('a wasm that cannot be downloaded is said in words, and "Starting…" goes away', async () => {
  const own = await launch();
  try {
    const page = await own.context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.route('**/*.wasm', (route) => route.abort());
    await page.goto(srv.url);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /^Arbiter: the app could not start: .+\. Reload the page to try again\.$/);
    assert.equal(await page.locator('#starting p').count(), 0);
    assert.ok(errors.some((e) => e.startsWith('Arbiter: the app could not start: ')), errors.join('\n'));
    await page.close();
  } finally {
    await own.close();
  }
});
