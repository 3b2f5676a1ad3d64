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
