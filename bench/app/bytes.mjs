// The page's bytes on the wire as bench/app/bench.mjs counts them (one cold load of the app at a
// ruling's route in a fresh profile: every response from our server until the service worker
// controls the page and 2 s more, headers included), without the rest of the bench.
// Usage: node bench/app/bytes.mjs [site dir] [ruling id, or / for the app's home page]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { chromiumArgs } from '../../web/tests/harness.mjs';
import { recordResponses } from './wire.mjs';

const site = path.resolve(process.argv[2] || 'build/site');
const ruling = process.argv[3] || 'si-faq-isolate-apply-dahan';
const server = await serve(site, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-bytes-'));
const ctx = await chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
const take = await recordResponses(cdp, base);
await page.goto(ruling === '/' ? base : `${base}#/r/${ruling}`);
await page.waitForFunction(() => window.arbiter && window.arbiter.isReady === true, null, { timeout: 30000 });
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
await page.waitForTimeout(2000);
const list = take().sort((a, b) => b.bytes - a.bytes);
for (const r of list) console.log(`  ${r.file.padEnd(44)} ${String(r.bytes).padStart(8)} (${r.encoding}${r.local ? ', local' : ''})`);
console.log(`  total ${(list.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(1)} KB in ${list.length} responses`);
await ctx.close();
fs.rmSync(dir, { recursive: true, force: true });
await new Promise((r) => server.close(r));
