// Browser benchmark of the app (a script that prints figures, not a test):
//  1. cold load to the first interactive frame in headless Chromium (fresh profile each run), with
//     a named peer in the same run: the static HTML page of the same ruling (r/ID/, no wasm);
//  2. everything the page downloads, brotli-compressed (quality 11), per file and in total;
//  3. CPU time per frame with a ruling, its board mid-demo and a 100+ result list on screen.
// Usage: node bench/app/bench.mjs [site dir]   (default $ARBITER_SITE or build/site)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { chromiumArgs } from '../../web/tests/harness.mjs';

const site = path.resolve(process.argv[2] || process.env.ARBITER_SITE || 'build/site');
const RUNS = Number(process.env.RUNS || 7);
const BUDGET = { loadMs: 1000, brotliKB: 700, frameMs: 4 };
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };

const server = await serve(site, 0);
const base = `http://127.0.0.1:${server.address().port}/`;

async function withBrowser(fn, viewport = { width: 1280, height: 800 }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-bench-'));
  const ctx = await chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs, viewport });
  try { return await fn(ctx); } finally { await ctx.close(); fs.rmSync(dir, { recursive: true, force: true }); }
}

// Pick a ruling with a demonstration (or any ruling) from the bundle the site ships.
const dataFile = fs.readdirSync(path.join(site, 'data')).find((f) => /^bundle.*\.json$/.test(f));
const bundle = JSON.parse(fs.readFileSync(path.join(site, 'data', dataFile), 'utf8'));
const corpus = bundle.corpus.entries;
const demonstrated = new Set(bundle.scenarios.flatMap((s) => JSON.parse(s.text).demonstrates || []));
const demoRuling = corpus.find((e) => (e.demos || []).length > 0 || demonstrated.has(e.id)) || corpus[0];
const staticPage = fs.existsSync(path.join(site, 'r', demoRuling.id, 'index.html')) ? `${base}r/${demoRuling.id}/` : null;

// 1. Cold load.
const appLoads = [], peerLoads = [], phases = [];
const downloaded = new Set();
for (let i = 0; i < RUNS; i++) {
  await withBrowser(async (ctx) => {
    const page = await ctx.newPage();
    page.on('response', (r) => { if (r.url().startsWith(base)) downloaded.add(new URL(r.url()).pathname); });
    await page.goto(`${base}#/r/${demoRuling.id}`);
    await page.waitForFunction(() => window.arbiter && window.arbiter.isReady === true, null, { timeout: 30000 });
    // The page's own mark at its first interactive frame (polling for it would add its own delay).
    const timings = await page.evaluate(() => window.arbiter.timings);
    appLoads.push(timings.firstFrame);
    phases.push(timings);
    if (staticPage) {
      const peer = await ctx.newPage();
      await peer.goto(staticPage, { waitUntil: 'load' });
      peerLoads.push(await peer.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
    }
  });
}

// 2. Transfer size (the files of one cold load; the service worker's later precache excluded).
const sizes = [...downloaded].filter((p) => !p.endsWith('/sw.js')).map((p) => {
  const file = path.join(site, p.endsWith('/') ? `${p}index.html` : p);
  const raw = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file: p, raw: raw.length, br };
}).sort((a, b) => b.br - a.br);
const totalBr = sizes.reduce((s, x) => s + x.br, 0);

// 3. Frame CPU: wide desktop, every ruling listed (empty query), a ruling open at a mid step.
const frameTimes = await withBrowser(async (ctx) => {
  const page = await ctx.newPage();
  await page.goto(`${base}#/search?q=`);
  await page.waitForFunction(() => window.arbiter && window.arbiter.isReady === true, null, { timeout: 30000 });
  await page.evaluate((id) => { window.arbiter.open(id); window.arbiter.step(2); }, demoRuling.id);
  await page.waitForTimeout(500);
  await page.evaluate(() => window.arbiter.frameTimes());
  await page.waitForTimeout(4000);
  const st = await page.evaluate(() => window.arbiter.state());
  return { times: await page.evaluate(() => window.arbiter.frameTimes()), results: st.results, demo: !!st.demo };
}, { width: 1600, height: 1000 });
await new Promise((r) => server.close(r));

const f = (x) => x.toFixed(1);
console.log(`Arbiter app benchmark — site ${site}, ${RUNS} cold runs each, medians`);
console.log(`cold load to first interactive frame: ${f(median(appLoads))} ms (min ${f(Math.min(...appLoads))}, max ${f(Math.max(...appLoads))}); budget ${BUDGET.loadMs} ms -> ${f(median(appLoads) / BUDGET.loadMs * 100)}% of budget`);
for (const k of ['data', 'fonts', 'runtime', 'bundle', 'fed', 'firstFrame'])
  if (phases.some((p) => p[k] !== undefined)) console.log(`  phase ${k.padEnd(10)} at ${f(median(phases.map((p) => p[k] ?? NaN)))} ms`);
if (peerLoads.length)
  console.log(`peer: static HTML ruling page r/${demoRuling.id}/ load event: ${f(median(peerLoads))} ms; app/peer ratio ${(median(appLoads) / median(peerLoads)).toFixed(2)}x`);
console.log('transfer, brotli q11 (bytes):');
for (const s of sizes) console.log(`  ${s.file.padEnd(40)} ${String(s.raw).padStart(9)} raw  ${String(s.br).padStart(8)} br`);
console.log(`  total ${(totalBr / 1024).toFixed(1)} KB brotli (budget ${BUDGET.brotliKB} KB -> ${f(totalBr / 1024 / BUDGET.brotliKB * 100)}%)`);
const t = frameTimes.times;
console.log(`frame CPU (${t.length} frames, ${frameTimes.results} results listed, board ${frameTimes.demo ? 'on screen' : 'missing'}): median ${t.length ? median(t).toFixed(2) : '-'} ms, p95 ${t.length ? pct(t, 0.95).toFixed(2) : '-'} ms; budget ${BUDGET.frameMs} ms -> ${t.length ? f(median(t) / BUDGET.frameMs * 100) : '-'}%`);
