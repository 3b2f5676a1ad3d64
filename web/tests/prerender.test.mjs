// A link to a ruling shows the ruling before the wasm starts (issue 34): the page fetches the
// ruling's static page (r/ID/) and shows its text and the linked step's board (the figure
// demo-SCENARIO-step-N that page carries) where the app draws them; the app's first frame and text
// layer replace it, with no layout shift. Each case holds the wasm back in a browser of its own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, waitReady, screenshot, state, frames } from './harness.mjs';

let srv;
before(async () => { srv = await startServer(); });
after(async () => { await srv?.close(); });

// A ruling with a demonstration of at least 3 steps, from the bundle the site ships.
async function demoRuling(page) {
  return page.evaluate(async () => {
    await window.arbiter.ready;
    const r = window.arbiter.search('').find((h) => h.demos.length > 0 && h.game === 'spirit-island');
    return { id: r.id, title: r.title, demo: r.demos[0] };
  });
}

// The ruling page as served; until every page carries its steps' figures (the site's part of
// issue 34), a figure of that structure is added for the step linked, so the page's side is tested.
async function servePage(page, id, figureId) {
  await page.route(`**/r/${id}/`, async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    if (!html.includes(`id="${figureId}"`)) {
      html = html.replace('</article>', `<section class="demo"><figure id="${figureId}" class="step">` +
        '<svg role="img" aria-label="A3: 1 Town" viewBox="0 0 400 240"><rect width="400" height="240" fill="#2b6"/>' +
        '<text x="20" y="40">A3</text></svg><figcaption>The step\'s log line.</figcaption></figure></section></article>');
    }
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([k]) => !/^content-(encoding|length)$/i.test(k)));
    await route.fulfill({ response, body: html, headers });
  });
}

// Every layout shift since the page began, with what moved.
const layoutShifts = (page) => page.evaluate(() => new Promise((resolve) => {
  const shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const what = e.sources.map((s) => `${s.node?.nodeName}#${s.node?.id || ''}.${s.node?.className || ''} "${(s.node?.textContent || '').slice(0, 30)}" ` +
        `${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`);
      shifts.push(`${e.value.toFixed(6)} at ${Math.round(e.startTime)} ms: ${what.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(shifts), 200);
}));

for (const viewport of [{ width: 1280, height: 800 }, { width: 900, height: 700 }, { width: 360, height: 740 }]) {
  test(`${viewport.width}px: a linked step shows its ruling and board as HTML until the app takes over`, async () => {
    const own = await launch();
    try {
      const probe = await own.context.newPage();
      await probe.goto(srv.url);
      const r = await demoRuling(probe);
      await probe.close();
      const step = 2, figureId = `demo-${r.demo}-step-${step}`;

      // A fresh context: no service worker or cache from the probe.
      const fresh = await launch();
      try {
        const page = await fresh.context.newPage();
        await page.setViewportSize(viewport);
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        let release;
        const held = new Promise((res) => { release = res; });
        await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
        await servePage(page, r.id, figureId);
        await page.goto(`${srv.url}#/r/${r.id}/demo/${r.demo}/step/${step}`);
        const pre = page.locator('#prerender');
        await pre.waitFor({ state: 'visible' });
        assert.equal((await pre.locator('h1').innerText()).trim(), r.title.trim());
        assert.ok((await pre.locator('section.answer').innerText()).length > 20, 'the answer is shown');
        const figure = pre.locator(`figure#${figureId}`);
        assert.ok(await figure.isVisible(), 'the linked step\'s board is shown');
        assert.equal(await figure.locator('svg[role="img"]').count(), 1);
        const box = await figure.boundingBox();
        assert.ok(box.y + box.height / 2 < viewport.height, 'the board is on screen');
        assert.equal(await pre.locator('figure').count(), 1, 'only the linked step');
        assert.equal(await pre.locator('script, a.demo').count(), 0, 'none of the page\'s scripts or its "Open the live demo"');
        const h1 = await pre.locator('h1').boundingBox();
        await screenshot(page, `prerender-${viewport.width}`);
        assert.ok((await page.evaluate(() => window.arbiter.timings.prerendered)) > 0);

        release();
        await waitReady(page);
        await page.waitForFunction(() => !document.getElementById('prerender'));
        await frames(page, 3);
        const s = await state(page);
        assert.equal(s.ruling.id, r.id);
        assert.equal(s.demo.step, step);
        const mirrorH1 = await page.locator('#mirror h1').boundingBox();
        assert.ok(Math.abs(mirrorH1.x - h1.x) <= 24, `the title stays where it was (x ${h1.x} then ${mirrorH1.x})`);
        assert.deepEqual(await layoutShifts(page), [], 'nothing moved');
        assert.deepEqual(errors, []);
      } finally {
        await fresh.close();
      }
    } finally {
      await own.close();
    }
  });
}

test('a ruling without a step shows its text; an edited board shows the text only, never a board it does not have', async () => {
  const own = await launch();
  try {
    const page = await own.context.newPage();
    let release;
    const held = new Promise((res) => { release = res; });
    await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
    await page.goto(`${srv.url}#/r/si-faq-defend-guard-both-land-dahan/step/3?board=board.pieces.A3.dahan%3D3`);
    const pre = page.locator('#prerender');
    await pre.waitFor({ state: 'visible' });
    assert.equal(await pre.locator('figure').count(), 0);
    assert.match(await pre.locator('.status').innerText(), /starting/);
    release();
    await waitReady(page);
    await page.waitForFunction(() => !document.getElementById('prerender'));
  } finally {
    await own.close();
  }
});

test('a search route and a broken route fetch no ruling page', async () => {
  const own = await launch();
  try {
    const fetched = [];
    for (const hash of ['#/search?q=defend', '#/nowhere']) {
      const page = await own.context.newPage();
      page.on('request', (q) => { if (q.url().includes('/r/')) fetched.push(q.url()); });
      await page.goto(`${srv.url}${hash}`);
      await waitReady(page);
      assert.equal(await page.locator('#prerender').count(), 0);
      await page.close();
    }
    assert.deepEqual(fetched, []);
  } finally {
    await own.close();
  }
});
