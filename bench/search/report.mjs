// Prints the comparison table from the JSON lines of one benchmark run (see run.sh):
//   node bench/search/report.mjs RESULTS.jsonl
import fs from 'node:fs';

const rows = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const corpora = [...new Set(rows.map((r) => r.corpus))];
const names = { native: 'Arbiter native', wasm: 'Arbiter wasm (Node)', minisearch: 'MiniSearch 7.2.0 prefix+fuzzy',
                flexsearch: 'FlexSearch 0.8.212 forward' };
const us = (ms) => (ms * 1000).toFixed(1).padStart(9);
const mb = (b) => (b / 1048576).toFixed(2).padStart(8);
const pad = (s, n) => String(s).padEnd(n);
const verdicts = [];

for (const corpus of corpora) {
  const at = Object.fromEntries(rows.filter((r) => r.corpus === corpus).map((r) => [r.engine, r]));
  const raw = at.native?.raw_bytes ?? at.wasm?.raw_bytes;
  console.log(`\n## ${corpus}: ${at.native?.docs ?? '?'} entries, ${mb(raw).trim()} MB indexed text, ` +
              `${at.native?.queries} queries x ${at.native?.repeats} passes`);
  console.log('   latency: each query\'s median over the passes, then the median and p99 across queries; ' +
              'raw p99: each pass\'s p99, median over passes (mostly OS preemption on a busy machine)');
  console.log(`${pad('engine', 32)} ${'build ms'.padStart(10)} ${'index MB'.padStart(8)} ${'x raw'.padStart(6)} ` +
              `${'median us'.padStart(9)} ${'p99 us'.padStart(9)} ${'raw p99'.padStart(9)} ${'results'.padStart(7)}`);
  for (const e of ['native', 'wasm', 'minisearch', 'flexsearch']) {
    const r = at[e];
    if (!r) continue;
    console.log(`${pad(names[e], 32)} ${r.build_ms.toFixed(1).padStart(10)} ${mb(r.index_bytes)} ` +
                `${(r.index_bytes / raw).toFixed(2).padStart(6)} ${us(r.median_ms)} ${us(r.p99_ms)} ${us(r.raw_p99_ms)} ` +
                `${r.results_per_query.toFixed(1).padStart(7)}`);
    if (r.ids_median_ms !== undefined)
      console.log(`${pad('  same, ranked ids only', 32)} ${''.padStart(10)} ${''.padStart(8)} ${''.padStart(6)} ` +
                  `${us(r.ids_median_ms)} ${us(r.ids_p99_ms)} ${us(r.ids_raw_p99_ms)}`);
  }
  for (const ours of ['wasm', 'native']) {
    if (!at[ours]) continue;
    for (const peer of ['minisearch', 'flexsearch']) {
      if (!at[peer]) continue;
      // peer / ours: above 1 we are better by that factor, below 1 worse by its inverse
      const x = (a, b, better, worse) => (a >= b ? `${(a / b).toFixed(1)}x ${better}` : `${(b / a).toFixed(1)}x ${worse}`);
      console.log(`  ${names[ours]} vs ${names[peer]}: median ${x(at[peer].median_ms, at[ours].median_ms, 'faster', 'slower')}, ` +
                  `p99 ${x(at[peer].p99_ms, at[ours].p99_ms, 'faster', 'slower')}, ` +
                  `build ${x(at[peer].build_ms, at[ours].build_ms, 'faster', 'slower')}, ` +
                  `index memory ${x(at[peer].index_bytes, at[ours].index_bytes, 'smaller', 'larger')}`);
    }
  }
  if (at.native?.slowest) console.log(`  slowest native queries: ${at.native.slowest.map((s) => `"${s.query}" ${us(s.ms).trim()}us`).join(', ')}`);
  const check = (ok, text) => verdicts.push(`${ok ? 'PASS' : 'FAIL'}  ${corpus}: ${text}`);
  if (at.native) check(at.native.index_bytes < 2 * raw, `index memory ${(at.native.index_bytes / raw).toFixed(2)}x raw text (< 2x)`);
  for (const [mode, key] of [['full results', 'median_ms'], ['ranked ids', 'ids_median_ms']]) {
    if (corpus !== 'real' || !at.wasm) continue;
    if (at.minisearch)
      check(at.minisearch.median_ms >= 10 * at.wasm[key],
            `wasm (${mode}) median ${(at.minisearch.median_ms / at.wasm[key]).toFixed(1)}x lower than MiniSearch fuzzy (>= 10x)`);
    if (at.flexsearch)
      check(at.wasm[key] <= at.flexsearch.median_ms,
            `wasm (${mode}) median ${us(at.wasm[key]).trim()}us vs FlexSearch ${us(at.flexsearch.median_ms).trim()}us (no slower)`);
  }
  if (corpus === 'synth-100k')
    for (const e of ['native', 'wasm'])
      if (at[e]) check(at[e].p99_ms < 2, `${names[e]} p99 ${us(at[e].p99_ms).trim()}us per keystroke query, full results ` +
                       `(< 2 ms; p99 across queries of per-query medians; raw p99 ${us(at[e].raw_p99_ms).trim()}us)`);
}
console.log('\n## Targets');
for (const v of verdicts) console.log(v);
