// The main thread's tasks during a cold load of the app at a ruling route, as Lighthouse sees them:
// one Lighthouse run (mobile profile unless PROFILE=desktop) keeps its trace, and this lists every
// task of the page's main thread of 10 ms or more (shorter ones Lighthouse's simulation drops),
// with the `arbiter:*` milestones inside it and what took its time, then each task's share of
// total blocking time as Lighthouse's simulation counts it (4× its duration on mobile, less 50 ms).
// The durations are observed ones, before the simulated slowdown (docs/startup.md).
//   node bench/app/tasks.mjs [site dir] [ruling id]     (RUNS=3: per-task figures of each run; TRACE=file.json keeps the last trace)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from '../../scripts/serve.mjs';
import { chromiumArgs } from '../../web/tests/harness.mjs';

const MIN_MS = 10;  // Lighthouse's simulation prunes shorter tasks (lantern, SIGNIFICANT_DUR_THRESHOLD_MS)

async function traceOnce(url, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM || '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const config = profile === 'desktop' ? desktopConfig : undefined;
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] }, config);
    return { lhr, trace: artifacts.Trace };
  } finally {
    await chrome.kill();
  }
}

// What a task's time went to: its direct children by name (a script call named by its function),
// and the milestones marked inside it.
function describe(task, events) {
  const inside = events.filter((e) => e.ts >= task.ts && e.ts <= task.ts + task.dur && e !== task);
  const marks = inside.filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith('arbiter:')).map((e) => e.name.slice(8));
  const kids = {};
  for (const e of inside) {
    if (e.ph !== 'X' || !e.dur || e.dur < 1000) continue;
    const d = e.args?.data || {};
    const what = e.name === 'FunctionCall' ? `call ${d.functionName || '?'}` :
      e.name === 'TimerFire' ? 'timer' : e.name === 'EvaluateScript' ? `script ${path.basename(d.url || '')}` :
      e.name === 'FireAnimationFrame' ? 'animation frame' : e.name === 'EventDispatch' ? `event ${d.type}` : e.name;
    kids[what] = Math.max(kids[what] || 0, e.dur / 1000);
  }
  const top = Object.entries(kids).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`);
  return { marks, top };
}

function tasksOf(trace) {
  const events = trace.traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === nav.pid);
  const thread = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ts >= nav.ts);
  const fcp = thread.find((e) => e.name === 'firstContentfulPaint');
  const tasks = thread.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur >= MIN_MS * 1000);
  return tasks.map((t) => ({ at: (t.ts - nav.ts) / 1000, ms: t.dur / 1000, afterFcp: !fcp || t.ts >= fcp.ts, ...describe(t, thread) }));
}

export async function taskFigures(url, profile = 'mobile', runs = 1) {
  const slowdown = profile === 'desktop' ? 1 : 4;
  const out = [];
  for (let i = 0; i < runs; i++) {
    const { lhr, trace } = await traceOnce(url, profile);
    if (process.env.TRACE) fs.writeFileSync(process.env.TRACE, JSON.stringify(trace));
    const tasks = tasksOf(trace);
    const blocking = tasks.filter((t) => t.afterFcp).reduce((s, t) => s + Math.max(0, slowdown * t.ms - 50), 0);
    out.push({ performance: Math.round(lhr.categories.performance.score * 100), tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue, tasks, blocking, slowdown });
  }
  return out;
}

export function printTasks(runs) {
  for (const [i, r] of runs.entries()) {
    console.log(`run ${i + 1}: performance ${r.performance}, TBT ${Math.round(r.tbt)} ms, LCP ${(r.lcp / 1000).toFixed(2)} s; ` +
      `tasks ≥ ${MIN_MS} ms after the observed FCP, ${r.slowdown}× each less 50 ms: ${Math.round(r.blocking)} ms`);
    for (const t of r.tasks)
      console.log(`  at ${t.at.toFixed(0).padStart(5)} ms  ${t.ms.toFixed(1).padStart(6)} ms${t.afterFcp ? '' : ' (before the observed FCP)'}  ${t.marks.length ? `[${t.marks.join(' ')}] ` : ''}${t.top.join(', ')}`);
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const site = path.resolve(process.argv[2] || process.env.ARBITER_SITE || 'build/site');
  const id = process.argv[3] || 'si-faq-isolate-apply-dahan';
  const server = await serve(site, 0);
  const url = `http://127.0.0.1:${server.address().port}/#/r/${id}`;
  // The machine's load beside the figures: a shared machine's tasks run several times longer.
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`load average before: ${load()}`);
  printTasks(await taskFigures(url, process.env.PROFILE || 'mobile', Number(process.env.RUNS || 3)));
  console.log(`load average after: ${load()}`);
  await new Promise((r) => server.close(r));
}
