// Browser benchmark of the app (a script that prints figures, not a test), served by
// scripts/serve.mjs as production serves it (precompressed, cache headers). Each run uses a
// fresh Chromium profile and measures the app beside a named peer in the same run, the static
// HTML page of the same ruling (r/ID/, no wasm):
//  1. cold load to the first interactive frame; warm load, a reload served by the service worker;
//     for both, also when the page first showed content on screen (first contentful paint), the
//     same measure for the app (its starting bar, shell.html) and the static page, and when the
//     app's first frame was on screen (the `shown` milestone);
//     idle main-thread time, 2 s after load, over 5 s without input (CDP TaskDuration);
//  2. bytes on the wire from our server during the cold load, per file and in total;
//  3. CPU time per frame with a ruling, its board mid-demo and a 100+ result list on screen,
//     while the pointer moves over the page (an app that draws on demand draws nothing idle);
//  4. Lighthouse's figures, mobile and desktop profiles, for the app at the ruling's route and its
//     static page (bench/app/lighthouse.mjs; LH_RUNS=3, medians), and the largest ruling page's bytes;
//  5. the main thread's tasks in a Lighthouse mobile run of the app, each with the milestones inside
//     it (bench/app/tasks.mjs): what total blocking time is made of.
// A second peer for the first frame: the floor (bench/app/floor), the same stack (Emscripten,
// SDL2, WebGL 2, ImGui, the app's link options) drawing one window and nothing of Arbiter,
// served the same way, in a fresh profile per run that first opens the static page, as the app's.
// Usage: node bench/app/bench.mjs [site dir]   (default $ARBITER_SITE or build/site; RUNS=5;
//   FLOOR=dir, default build/wasm/bench/app/floor, built here when missing)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { chromiumArgs } from '../../web/tests/harness.mjs';
import { lighthouseFigures, printLighthouse, rulingPageBytes } from './lighthouse.mjs';
import { printTasks, taskFigures } from './tasks.mjs';
import { recordResponses } from './wire.mjs';

const site = path.resolve(process.argv[2] || process.env.ARBITER_SITE || 'build/site');
const RUNS = Number(process.env.RUNS || 5);
const SETTLE_MS = 2000, IDLE_MS = 5000;
const TARGET = { coldMs: 400, warmMs: 250, brotliKB: 700, frameMs: 4, idlePct: 5, idleRatio: 3 };
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

const server = await serve(site, 0);
const base = `http://127.0.0.1:${server.address().port}/`;

// The floor page, precompressed like the site's files, on a server (an origin) of its own.
const floorBuild = path.resolve(process.env.FLOOR || 'build/wasm/bench/app/floor');
// All three files: a link that failed part way (em++ without NODE_PATH, toolchain notes) leaves the wasm alone.
if (!['floor.html', 'floor.js', 'floor.wasm'].every((name) => fs.existsSync(path.join(floorBuild, name))))
  execFileSync('cmake', ['--build', path.resolve(floorBuild, '../../..'), '--target', 'arbiter_floor'], {
    stdio: 'inherit', env: { ...process.env, NODE_PATH: '/usr/share/nodejs', EMSDK_PYTHON: '/usr/bin/python3' } });
const floorSite = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-floor-'));
let floorBytes = 0;  // the script and the wasm, brotli
for (const name of ['floor.html', 'floor.js', 'floor.wasm']) {
  const bytes = fs.readFileSync(path.join(floorBuild, name));
  const br = zlib.brotliCompressSync(bytes);
  if (name !== 'floor.html') floorBytes += br.length;
  fs.writeFileSync(path.join(floorSite, name), bytes);
  fs.writeFileSync(path.join(floorSite, `${name}.br`), br);
  fs.writeFileSync(path.join(floorSite, `${name}.gz`), zlib.gzipSync(bytes, { level: 9 }));
}
const floorServer = await serve(floorSite, 0);
const floorPage = `http://127.0.0.1:${floorServer.address().port}/floor.html`;

async function withBrowser(fn, viewport = { width: 1280, height: 800 }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-bench-'));
  const ctx = await chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs, viewport });
  try { return await fn(ctx); } finally { await ctx.close(); fs.rmSync(dir, { recursive: true, force: true }); }
}

// Pick a ruling with a demonstration (or any ruling) from the bundle the site ships.
const dataFile = fs.readdirSync(path.join(site, 'data')).find((f) => /^bundle.*\.json$/.test(f));
const bundle = JSON.parse(fs.readFileSync(path.join(site, 'data', dataFile), 'utf8'));
const corpus = bundle.corpus.entries;
const demonstrated = new Set(bundle.scenarios.flatMap((s) => s.demonstrates || []));
const demoRuling = corpus.find((e) => (e.demos || []).length > 0 || demonstrated.has(e.id)) || corpus[0];
const staticPage = `${base}r/${demoRuling.id}/`;
if (!fs.existsSync(path.join(site, 'r', demoRuling.id, 'index.html'))) throw new Error(`${site} has no ruling page r/${demoRuling.id}/`);

// A page with a CDP session that records what our server sent (wire.mjs).
async function instrumentedPage(ctx) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const take = await recordResponses(cdp, base);
  await cdp.send('Performance.enable');
  return { page, cdp, take };
}

// Share of wall time the page's main thread was busy over IDLE_MS with no input.
async function idleShare({ page, cdp }) {
  const sample = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await sample();
  await page.waitForTimeout(IDLE_MS);
  const b = await sample();
  return ((b.TaskDuration - a.TaskDuration) / (b.Timestamp - a.Timestamp)) * 100;
}

const appReady = (page) => page.waitForFunction(() => window.arbiter && window.arbiter.isReady === true, null, { timeout: 30000 });
const firstFrame = (page) => page.evaluate(() => window.arbiter.timings.firstFrame);
const pageLoad = (page) => page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
// The app's first frame is built before the browser shows it: presenting it comes after.
const shown = (page) => page.waitForFunction(() => window.arbiter.timings.shown, null, { timeout: 30000 }).then((h) => h.jsonValue());
const contentfulPaint = (page) => page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { timeout: 30000 }).then((h) => h.jsonValue());

// 1 and 2. Per run: the static page, then the app, each cold, idle, then warm.
const app = { cold: [], warm: [], idle: [], phases: [], warmFromWorker: [], coldPaint: [], warmPaint: [], coldShown: [], warmShown: [] };
const peer = { cold: [], warm: [], idle: [], coldPaint: [], warmPaint: [] };
let coldTransfer = [];
for (let i = 0; i < RUNS; i++) {
  await withBrowser(async (ctx) => {
    const p = await instrumentedPage(ctx);
    await p.page.goto(staticPage, { waitUntil: 'load' });
    peer.cold.push(await pageLoad(p.page));
    peer.coldPaint.push(await contentfulPaint(p.page));
    await p.page.waitForTimeout(SETTLE_MS);
    peer.idle.push(await idleShare(p));
    await p.page.reload({ waitUntil: 'load' });
    peer.warm.push(await pageLoad(p.page));
    peer.warmPaint.push(await contentfulPaint(p.page));
    await p.page.close();

    const a = await instrumentedPage(ctx);
    await a.page.goto(`${base}#/r/${demoRuling.id}`);
    await appReady(a.page);
    const timings = await a.page.evaluate(() => window.arbiter.timings);
    app.cold.push(timings.firstFrame);
    app.phases.push(timings);
    app.coldPaint.push(await contentfulPaint(a.page));
    app.coldShown.push(await shown(a.page));
    // The worker claims the page once it has precached this version's files.
    await a.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    await a.page.waitForTimeout(SETTLE_MS);
    coldTransfer = a.take();
    app.idle.push(await idleShare(a));
    await a.page.reload();
    await appReady(a.page);
    if (!(await a.page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('the reload was not served by the service worker');
    app.warm.push(await firstFrame(a.page));
    app.warmPaint.push(await contentfulPaint(a.page));
    app.warmShown.push(await shown(a.page));
    const warm = a.take();
    app.warmFromWorker.push(`${warm.filter((r) => r.local).length}/${warm.length}`);
  });
}

// The floor, cold then reloaded (from the HTTP cache: it has no service worker).
const floor = { cold: [], warm: [], coldShown: [], warmShown: [] };
const floorTimings = (page, k) => page.waitForFunction((key) => window.floor?.timings[key], k, { timeout: 30000 }).then((h) => h.jsonValue());
for (let i = 0; i < RUNS; i++) {
  await withBrowser(async (ctx) => {
    const page = await ctx.newPage();
    await page.goto(staticPage, { waitUntil: 'load' });
    await page.goto(floorPage);
    floor.cold.push(await floorTimings(page, 'firstFrame'));
    floor.coldShown.push(await floorTimings(page, 'shown'));
    await page.waitForTimeout(SETTLE_MS);
    await page.reload();
    floor.warm.push(await floorTimings(page, 'firstFrame'));
    floor.warmShown.push(await floorTimings(page, 'shown'));
  });
}
await new Promise((r) => floorServer.close(r));
fs.rmSync(floorSite, { recursive: true, force: true });

// 3. Frame CPU: wide desktop, every ruling listed (empty query), a ruling open at a mid step.
const frameTimes = await withBrowser(async (ctx) => {
  const page = await ctx.newPage();
  await page.goto(`${base}#/search?q=`);
  await appReady(page);
  await page.evaluate((id) => { window.arbiter.open(id); window.arbiter.step(2); }, demoRuling.id);
  await page.waitForTimeout(500);
  await page.evaluate(() => window.arbiter.frameTimes());
  const until = Date.now() + 4000;
  for (let i = 0; Date.now() < until; i++) await page.mouse.move(100 + ((i * 37) % 1400), 100 + ((i * 23) % 800), { steps: 4 });
  const st = await page.evaluate(() => window.arbiter.state());
  return { times: await page.evaluate(() => window.arbiter.frameTimes()), results: st.results, demo: !!st.demo };
}, { width: 1600, height: 1000 });

// 4. Lighthouse, each run in a fresh profile of its own.
const lighthouseRuns = await lighthouseFigures({ app: `${base}#/r/${demoRuling.id}`, 'static page': staticPage }, Number(process.env.LH_RUNS || 3));
// 5. The main thread's tasks of one more Lighthouse mobile run of the app, each with its milestones.
const appTasks = await taskFigures(`${base}#/r/${demoRuling.id}`, 'mobile', 1);
await new Promise((r) => server.close(r));

const f = (x) => x.toFixed(1);
const ms = (xs) => `${f(median(xs))} ms (min ${f(Math.min(...xs))}, max ${f(Math.max(...xs))})`;
console.log(`Arbiter app benchmark — site ${site}, ruling ${demoRuling.id}, ${RUNS} runs (fresh profile each), medians`);
console.log(`peer: the static ruling page r/${demoRuling.id}/ in the same runs`);
const coldOk = median(app.cold) <= TARGET.coldMs, warmOk = median(app.warm) <= TARGET.warmMs;
console.log(`cold load to first interactive frame: ${ms(app.cold)}; static page load event ${ms(peer.cold)}; target ≤ ${TARGET.coldMs} ms: ${verdict(coldOk)}`);
// Every milestone the page and the app recorded (window.arbiter.timings), in the order reached.
const phaseAt = (k) => median(app.phases.map((p) => p[k] ?? NaN));
for (const k of [...new Set(app.phases.flatMap(Object.keys))].sort((x, y) => phaseAt(x) - phaseAt(y)))
  console.log(`  phase ${k.padEnd(10)} at ${f(phaseAt(k))} ms`);
console.log(`floor (the stack alone, bench/app/floor: ${f(floorBytes / 1024)} KB brotli), first frame: cold ${ms(floor.cold)}, reload ${ms(floor.warm)}; on screen (shown) cold ${ms(floor.coldShown)}, reload ${ms(floor.warmShown)}`);
console.log(`  app over the floor: cold first frame ${f(median(app.cold) / median(floor.cold))}x (+${f(median(app.cold) - median(floor.cold))} ms), warm ${f(median(app.warm) / median(floor.warm))}x (+${f(median(app.warm) - median(floor.warm))} ms)`);
console.log(`warm load (reload, service worker): ${ms(app.warm)} (files from the worker or cache: ${app.warmFromWorker.join(', ')}); static page reload ${ms(peer.warm)}; target ≤ ${TARGET.warmMs} ms: ${verdict(warmOk)}`);
// On this machine (software WebGL, software compositing) showing a built frame costs a read-back
// of the whole canvas; on a GPU it does not. docs/startup.md has the trace.
console.log(`on screen (first contentful paint; the app's is its starting bar): app cold ${ms(app.coldPaint)}, warm ${ms(app.warmPaint)}; static page cold ${ms(peer.coldPaint)}, warm ${ms(peer.warmPaint)}`);
console.log(`  app/static ratio: cold ${f(median(app.coldPaint) / median(peer.coldPaint))}x, warm ${f(median(app.warmPaint) / median(peer.warmPaint))}x`);
console.log(`app's first frame on screen (shown): cold ${ms(app.coldShown)}, warm ${ms(app.warmShown)}; over the static page's first paint: cold ${f(median(app.coldShown) / median(peer.coldPaint))}x, warm ${f(median(app.warmShown) / median(peer.warmPaint))}x`);
const idleApp = median(app.idle), idlePeer = median(peer.idle);
const idleOk = idleApp <= TARGET.idlePct || idleApp <= TARGET.idleRatio * idlePeer;
console.log(`idle main thread (#/r/${demoRuling.id}, ${SETTLE_MS / 1000} s after load, ${IDLE_MS / 1000} s without input): app ${idleApp.toFixed(2)}% of wall time (runs ${app.idle.map((x) => x.toFixed(1)).join(', ')}), static page ${idlePeer.toFixed(2)}%; ratio ${idlePeer > 0 ? `${(idleApp / idlePeer).toFixed(1)}x` : '-'}; target ≤ ${TARGET.idleRatio}x static or ≤ ${TARGET.idlePct}%: ${verdict(idleOk)}`);

console.log('bytes on the wire from our server, cold load of the app (last run; headers included):');
coldTransfer.sort((a, b) => b.bytes - a.bytes);
for (const r of coldTransfer) {
  const file = path.join(site, r.file.endsWith('/') ? `${r.file}index.html` : r.file);
  const raw = fs.existsSync(file) ? fs.statSync(file).size : NaN;
  console.log(`  ${r.file.padEnd(40)} ${String(raw).padStart(9)} raw  ${String(r.bytes).padStart(8)} sent (${r.encoding}${r.local ? ', local' : ''})`);
}
const wire = coldTransfer.reduce((s, r) => s + r.bytes, 0) / 1024;
console.log(`  total ${f(wire)} KB in ${coldTransfer.length} responses; budget ${TARGET.brotliKB} KB (${f((wire / TARGET.brotliKB) * 100)}%): ${verdict(wire <= TARGET.brotliKB)}`);
const t = frameTimes.times;
const frameMedian = t.length ? median(t) : NaN;
console.log(`frame CPU, pointer moving (${t.length} frames in 4 s, ${frameTimes.results} results listed, board ${frameTimes.demo ? 'on screen' : 'missing'}): median ${t.length ? frameMedian.toFixed(2) : '-'} ms, p95 ${t.length ? pct(t, 0.95).toFixed(2) : '-'} ms; target ≤ ${TARGET.frameMs} ms: ${t.length ? verdict(frameMedian <= TARGET.frameMs) : '-'}`);
printLighthouse(lighthouseRuns, demoRuling.id);
console.log(`main-thread tasks of ≥ 10 ms in a Lighthouse mobile run of the app (observed durations; load average ${os.loadavg()[0].toFixed(1)}):`);
printTasks(appTasks);
const pages = rulingPageBytes(site);
console.log(`ruling pages: largest r/${pages.largest.id}/ ${pages.largest.br} bytes brotli (${pages.largest.raw} raw); all of them ${f(pages.total / 1024)} KB brotli`);
