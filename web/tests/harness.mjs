// Shared browser-test harness: serves the built site on a free loopback port, drives Debian's
// Chromium through playwright-core with the flags that give WebGL a software renderer, and
// fails a test on any console error or page error.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve } from '../../scripts/serve.mjs';

export const siteDir = path.resolve(process.env.ARBITER_SITE || 'build/site');
export const shotDir = path.resolve('build/screenshots');

export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--use-angle=swiftshader',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export async function startServer(dir = siteDir) {
  const server = await serve(dir, 0);
  const { port } = server.address();
  return { server, url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

// `options` go to playwright's launchPersistentContext (e.g. serviceWorkers: 'block', so that
// page.route sees every request the page makes).
export async function launch(options = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  return {
    context,
    async close() { await context.close(); fs.rmSync(userDataDir, { recursive: true, force: true }); },
  };
}

// The site served and a browser that may use the clipboard on it: what a suite of app tests shares.
export async function startApp() {
  const srv = await startServer();
  const browser = await launch();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.url.replace(/\/$/, '') });
  return { srv, browser, async close() { await browser.close(); await srv.close(); } };
}

// Opens a page that records console errors and page errors; `errors` must stay empty.
export async function openPage(context, url, { viewport } = {}) {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  return { page, errors };
}

export async function waitReady(page, timeout = 20000) {
  await page.waitForFunction(() => window.arbiter && window.arbiter.isReady === true, null, { timeout });
}

// The app's state as window.arbiter.state() reports it (route, results, demo, on-screen controls).
export const state = (page) => page.evaluate(() => window.arbiter.state());

// Waits for n animation frames of the page (the app draws on demand, so input or a call into it
// must come first for these to be the app's frames).
export const frames = (page, n = 3) => page.evaluate((k) => new Promise((res) => {
  const step = () => (k-- <= 0 ? res() : requestAnimationFrame(step));
  requestAnimationFrame(step);
}), n);

// Opens `url` in `context` and waits for the app and then `settle` of its frames (the app's own
// settle count is 4, src/app/main.cpp; most suites wait 3).
export async function openApp(context, url, { viewport, settle = 3 } = {}) {
  const { page, errors } = await openPage(context, url, { viewport });
  await waitReady(page);
  await frames(page, settle);
  return { page, errors };
}

// The centre of control `name` as the app reports it in state().ui (src/app/ui_marks.h), read after
// `settle` frames; fails when it is not on screen.
export async function controlCentre(page, name, settle = 3) {
  await frames(page, settle);
  const ui = (await state(page)).ui;
  assert.ok(ui[name], `control "${name}" is on screen (have: ${Object.keys(ui).join(', ')})`);
  const [x, y, w, h] = ui[name];
  return [x + w / 2, y + h / 2];
}

// A real mouse move to control `name` and a click there, then `settle` frames.
export async function clickControl(page, name, settle = 3) {
  const [x, y] = await controlCentre(page, name, settle);
  await page.mouse.move(x, y);
  await page.mouse.click(x, y);
  await frames(page, settle);
}

export async function screenshot(page, name) {
  fs.mkdirSync(shotDir, { recursive: true });
  const file = path.join(shotDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// Decodes an 8-bit RGB/RGBA PNG (what Chromium screenshots are) into {width, height, channels, pixels}.
export function decodePng(buf) {
  let pos = 8, width = 0, height = 0, channels = 4;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0); height = data.readUInt32BE(4);
      if (data[8] !== 8 || (data[9] !== 2 && data[9] !== 6)) throw new Error('unsupported PNG format');
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels, pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][f];
      pixels[y * stride + x] = (line[x] + pred) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

// How many distinct colours a screenshot holds: a blank or black canvas has one or two.
export function distinctColours(png) {
  const { pixels, channels } = decodePng(png), seen = new Set();
  for (let i = 0; i < pixels.length && seen.size < 1000; i += channels) seen.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
  return seen.size;
}
