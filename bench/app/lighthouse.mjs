// Lighthouse figures for the app at a ruling route and for that ruling's static page, under
// Lighthouse's mobile profile (a mid-range phone: 4x slower CPU, slow 4G, simulated) and its
// desktop one; medians of RUNS runs, each in a fresh Chromium profile (docs/startup.md). Also the
// largest ruling page's bytes. bench/app/bench.mjs prints these beside its own figures; alone:
//   node bench/app/lighthouse.mjs [site dir] [ruling id]     (RUNS=3)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from '../../scripts/serve.mjs';
import { chromiumArgs } from '../../web/tests/harness.mjs';

// Issue 34's targets for the app at a ruling route, mobile profile.
export const LIGHTHOUSE_TARGET = { performance: 85, lcpMs: 2500, tbtMs: 600 };
const AUDITS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift', si: 'speed-index', tti: 'interactive' };
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

async function once(url, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM || '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const config = profile === 'desktop' ? desktopConfig : undefined;
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] }, config);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const figures = { performance: Math.round(lhr.categories.performance.score * 100) };
    for (const [k, id] of Object.entries(AUDITS)) figures[k] = lhr.audits[id].numericValue;
    // The longest main-thread tasks Lighthouse saw (observed, before its CPU slowdown).
    figures.longTasks = (lhr.audits['long-tasks']?.details?.items || []).map((t) => Math.round(t.duration)).slice(0, 5);
    return figures;
  } finally {
    await chrome.kill();
  }
}

// Medians of `runs` runs per page and profile: {profile: {name: {performance, fcp, lcp, …, runs}}}.
export async function lighthouseFigures(pages, runs = 3) {
  const out = {};
  for (const profile of ['mobile', 'desktop']) {
    out[profile] = {};
    for (const [name, url] of Object.entries(pages)) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await once(url, profile));
      const m = { runs: all };
      for (const k of ['performance', ...Object.keys(AUDITS)]) m[k] = median(all.map((r) => r[k]));
      out[profile][name] = m;
    }
  }
  return out;
}

// The largest ruling page on the wire (its .br copy) and raw, and all ruling pages together.
export function rulingPageBytes(site) {
  const dir = path.join(site, 'r');
  let largest = { id: '', br: 0, raw: 0 }, total = 0;
  for (const id of fs.readdirSync(dir)) {
    const file = path.join(dir, id, 'index.html');
    if (!fs.existsSync(file)) continue;
    const raw = fs.statSync(file).size;
    const br = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : raw;
    total += br;
    if (br > largest.br) largest = { id, br, raw };
  }
  return { largest, total };
}

export function printLighthouse(figures, rulingId) {
  const s = (v) => `${(v / 1000).toFixed(2)} s`;
  const ms = (v) => `${Math.round(v)} ms`;
  for (const [profile, pages] of Object.entries(figures)) {
    console.log(`Lighthouse 12.2.3, ${profile} profile (medians of ${Object.values(pages)[0].runs.length}; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}):`);
    for (const [name, m] of Object.entries(pages)) {
      console.log(`  ${name.padEnd(12)} performance ${String(m.performance).padStart(3)}  FCP ${s(m.fcp)}  LCP ${s(m.lcp)}  TBT ${ms(m.tbt)}  CLS ${m.cls.toFixed(3)}  SI ${s(m.si)}  TTI ${s(m.tti)}` +
        `  (performance per run ${m.runs.map((r) => r.performance).join(', ')}; longest tasks ${m.runs.map((r) => r.longTasks.join('/')).join(', ')} ms)`);
    }
  }
  const app = figures.mobile?.app;
  if (app) {
    const T = LIGHTHOUSE_TARGET;
    const ok = app.performance >= T.performance && app.lcp <= T.lcpMs && app.tbt <= T.tbtMs;
    console.log(`  app at #/r/${rulingId}, mobile: performance ≥ ${T.performance}, LCP ≤ ${s(T.lcpMs)}, TBT ≤ ${ms(T.tbtMs)}: ${ok ? 'PASS' : 'FAIL'}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = path.resolve(process.argv[2] || process.env.ARBITER_SITE || 'build/site');
  const id = process.argv[3] || 'si-faq-isolate-apply-dahan';
  const server = await serve(site, 0);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const figures = await lighthouseFigures({ app: `${base}#/r/${id}`, 'static page': `${base}r/${id}/` }, Number(process.env.RUNS || 3));
  printLighthouse(figures, id);
  const { largest, total } = rulingPageBytes(site);
  console.log(`ruling pages: largest r/${largest.id}/ ${largest.br} bytes brotli (${largest.raw} raw); all ${fs.readdirSync(path.join(site, 'r')).length - 1} pages ${(total / 1024).toFixed(1)} KB brotli`);
  await new Promise((r) => server.close(r));
}
