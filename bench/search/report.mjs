// Prints the comparison table from the JSON lines of one benchmark run (see run.sh):
//   node bench/search/report.mjs RESULTS.jsonl [RELEVANCE.json RANKED.jsonl]
// With the relevance set and each engine's ranked ids, it also prints the relevance table
// (relevance.mjs) and checks its targets with the others.
// Latency is shown at two warmths (see peers.mjs): "session", after one warm-up pass, and "steady",
// after every engine was warmed alike until V8 optimised it. Native code has no tiers: same figures.
import fs from 'node:fs';
import { printTable, readRuns, targets } from './relevance.mjs';

const rows = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const corpora = [...new Set(rows.map((r) => r.corpus))];
const names = { native: 'Arbiter native', wasm: 'Arbiter wasm (Node)', minisearch: 'MiniSearch 7.2.0 prefix+fuzzy',
                flexsearch: 'FlexSearch 0.8.212 forward' };
const kinds = ['exact', 'multi', 'prefix', 'typo'];
const us = (ms, w = 8) => (ms * 1000).toFixed(1).padStart(w);
const mb = (b) => (b / 1048576).toFixed(2).padStart(8);
const pad = (s, n) => String(s).padEnd(n);
// peer / ours: above 1 we are better by that factor, below 1 worse by its inverse
const ratio = (peer, ours, better, worse) =>
  (peer >= ours ? `${(peer / ours).toFixed(1)}x ${better}` : `${(ours / peer).toFixed(1)}x ${worse}`);
const verdicts = [];

for (const corpus of corpora) {
  // an engine's rows (wasm: one per mode) merged
  const at = {};
  for (const r of rows.filter((x) => x.corpus === corpus)) at[r.engine] = { ...at[r.engine], ...r };
  const raw = at.native?.raw_bytes ?? at.wasm?.raw_bytes;
  console.log(`\n## ${corpus}: ${at.native?.docs ?? '?'} entries, ${mb(raw).trim()} MB indexed text, ` +
              `${at.native?.queries} queries x ${at.native?.repeats} passes`);
  console.log('   latency in us: each query\'s median over the passes, then the median and p99 across queries; ' +
              'raw p99: each pass\'s p99, median over passes (mostly OS preemption on a busy machine)');
  console.log(`${pad('', 32)} ${''.padStart(25)} ${pad('|  session', 19)}|  steady state`);
  console.log(`${pad('engine', 32)} ${'build ms'.padStart(9)} ${'index MB'.padStart(8)} ${'x raw'.padStart(6)} ` +
              `| ${'median'.padStart(8)} ${'p99'.padStart(8)} | ${'median'.padStart(8)} ${'p99'.padStart(8)} ` +
              `${'raw p99'.padStart(8)} ${kinds.map((k) => k.padStart(7)).join(' ')} ${'results'.padStart(7)}`);
  const line = (label, head, l) =>
    console.log(`${pad(label, 32)} ${head} | ${us(l.session.median_ms)} ${us(l.session.p99_ms)} | ` +
                `${us(l.steady.median_ms)} ${us(l.steady.p99_ms)} ${us(l.steady.raw_p99_ms)} ` +
                `${kinds.map((k) => us(l.steady.kinds_ms[k] ?? NaN, 7)).join(' ')} ` +
                `${l.steady.results_per_query.toFixed(1).padStart(7)}`);
  for (const e of ['native', 'wasm', 'minisearch', 'flexsearch']) {
    const r = at[e];
    if (!r) continue;
    const head = `${r.build_ms.toFixed(1).padStart(9)} ${mb(r.index_bytes)} ${(r.index_bytes / raw).toFixed(2).padStart(6)}`;
    if (r.full) line(names[e], head, r.full);
    if (r.ids) line(r.full ? '  same, ranked ids only' : `${names[e]}, ranked ids`, r.full ? ''.padStart(25) : head, r.ids);
  }
  for (const ours of ['wasm', 'native']) {
    if (!at[ours]?.full) continue;
    for (const peer of ['minisearch', 'flexsearch']) {
      if (!at[peer]?.full) continue;
      const o = at[ours].full, p = at[peer].full;
      console.log(`  ${names[ours]} vs ${names[peer]}: median ${ratio(p.steady.median_ms, o.steady.median_ms, 'faster', 'slower')} ` +
                  `(session ${ratio(p.session.median_ms, o.session.median_ms, 'faster', 'slower')}), ` +
                  `p99 ${ratio(p.steady.p99_ms, o.steady.p99_ms, 'faster', 'slower')}, ` +
                  `build ${ratio(at[peer].build_ms, at[ours].build_ms, 'faster', 'slower')}, ` +
                  `index memory ${ratio(at[peer].index_bytes, at[ours].index_bytes, 'smaller', 'larger')}`);
    }
  }
  // FlexSearch has no typo tolerance: per kind, what each engine finds shows what its time buys
  const flex = at.flexsearch?.full?.steady;
  for (const [ours, mode] of [['wasm', 'ids'], ['native', 'ids']]) {
    const o = at[ours]?.[mode]?.steady;
    if (!o || !flex || !o.kinds_results || !flex.kinds_results) continue;
    console.log(`  ${names[ours]} ranked ids vs FlexSearch by kind, steady (us; results per query): ` +
                kinds.map((k) => `${k} ${us(o.kinds_ms[k]).trim()} vs ${us(flex.kinds_ms[k]).trim()} ` +
                                 `(${o.kinds_results[k].toFixed(1)}; ${flex.kinds_results[k].toFixed(1)})`).join(', '));
  }
  if (at.native?.slowest) console.log(`  slowest native queries: ${at.native.slowest.map((s) => `"${s.query}" ${us(s.ms).trim()}us`).join(', ')}`);
  const check = (ok, text) => verdicts.push(`${ok ? 'PASS' : 'FAIL'}  ${corpus}: ${text}`);
  if (at.native) check(at.native.index_bytes < 3 * raw, `index memory ${(at.native.index_bytes / raw).toFixed(2)}x raw text (< 3x)`);
  if (corpus === 'real' && at.wasm)
    for (const warmth of ['session', 'steady'])
      for (const mode of ['ids', 'full']) {
        const ours = at.wasm[mode]?.[warmth].median_ms;
        if (ours === undefined) continue;
        const what = `wasm ${mode === 'ids' ? 'ranked ids' : 'full results'}, ${warmth}:`;
        const mini = at.minisearch?.full[warmth].median_ms, flex = at.flexsearch?.full[warmth].median_ms;
        if (mini !== undefined) check(mini >= 10 * ours, `${what} median ${(mini / ours).toFixed(1)}x lower than MiniSearch fuzzy (>= 10x)`);
        if (flex !== undefined) check(ours <= flex, `${what} median ${us(ours).trim()}us vs FlexSearch ${us(flex).trim()}us (no slower)`);
      }
  if (corpus === 'synth-100k')
    for (const e of ['native', 'wasm'])
      for (const warmth of ['session', 'steady']) {
        const l = at[e]?.full?.[warmth];
        if (l) check(l.p99_ms < 2, `${names[e]} ${warmth} p99 ${us(l.p99_ms).trim()}us per keystroke query, full results ` +
                     `(< 2 ms; p99 across queries of per-query medians; raw p99 ${us(l.raw_p99_ms).trim()}us)`);
      }
}
if (process.argv[4]) {
  const figures = printTable(JSON.parse(fs.readFileSync(process.argv[3], 'utf8')).queries, readRuns(process.argv[4]));
  verdicts.push(...targets(figures));
}
console.log('\n## Targets');
for (const v of verdicts) console.log(v);
