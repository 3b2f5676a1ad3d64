// Takes the README's screenshots of the built site in headless Chromium: a Spirit Island ruling
// with its board mid-demo (desktop and phone), an L5R ruling with its table mid-demo (desktop and
// phone), search results beside an open ruling, a ruling with many demonstrations, What if in
// both games, and the dark theme; and a phone in the first moments of a cold load at a ruling's
// step, before the app's first frame: the ruling and board from the ruling's page (docs/startup.md).
//   node web/tools/screenshots.mjs [site dir] [out dir]   (defaults: $ARBITER_SITE or build/site, docs)
//   ONLY=screenshot-cold-load-phone.png,…  takes only those
import path from 'node:path';
import { startServer, launch, openPage, waitReady } from '../tests/harness.mjs';

const site = path.resolve(process.argv[2] || process.env.ARBITER_SITE || 'build/site');
const out = path.resolve(process.argv[3] || 'docs');
const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };

const shots = [
  { file: 'screenshot.png', viewport: desktop, hash: '#/r/si-errata-core-rulebook-p-19-repeat/step/5' },
  { file: 'screenshot-phone.png', viewport: phone, hash: '#/r/si-errata-update-badlands-tokens/step/2', scroll: 200 },
  { file: 'screenshot-l5r.png', viewport: desktop, hash: '#/r/l5r-rule-delayed-effects/step/4' },
  { file: 'screenshot-l5r-phone.png', viewport: phone, hash: '#/r/l5r-rule-delayed-effects/step/4' },
  { file: 'screenshot-search.png', viewport: desktop, hash: '#/search?q=badl', click: 'result-0' },
  { file: 'screenshot-many-demos.png', viewport: desktop,
    hash: '#/r/l5r-rule-duration-scope-prevention-effects/demo/l5r-demo-prevention-reasserts/step/2' },
  { file: 'screenshot-whatif-si.png', viewport: desktop, hash: '#/r/si-faq-defend-guard-both-land-dahan/step/2', click: 'whatif' },
  { file: 'screenshot-whatif-l5r.png', viewport: desktop, hash: '#/r/l5r-rule-prevention-including-negation', click: 'whatif' },
  { file: 'screenshot-whatif-l5r-phone.png', viewport: phone, hash: '#/r/l5r-rule-prevention-including-negation/step/1', click: 'whatif', scroll: 250 },
  // Issue 38 item 5: 11 Explorers beside the departed Town's ring, the count whole (docs/board.md).
  { file: 'screenshot-board-badges.png', viewport: desktop, hash: `#/r/si-errata-clarification-older-materials-imprecise-wording/demo/si-demo-bringer-dream-deaths-modifier/step/2?board=board.pieces.A3.explorer%3D12` },
  { file: 'screenshot-board-badges-phone.png', viewport: phone, hash: `#/r/si-errata-clarification-older-materials-imprecise-wording/demo/si-demo-bringer-dream-deaths-modifier/step/0?board=board.pieces.A3.explorer%3D50`, scroll: 300 },
  { file: 'screenshot-dark.png', viewport: desktop, hash: '#/r/si-errata-update-badlands-tokens/step/2', dark: true },
  { file: 'screenshot-dark-phone.png', viewport: phone, hash: '#/search?q=defend', dark: true, page: 'search' },
  // Player phrasing, typed key by key into the search box: the results as they stand after the last key.
  { file: 'screenshot-paraphrase-1.png', viewport: desktop, hash: '#/', type: 'do invaders hit dahan and land at once', page: 'search' },
  { file: 'screenshot-paraphrase-2.png', viewport: desktop, hash: '#/', type: 'badlands bonus on the second hit not the first', page: 'search' },
  { file: 'screenshot-paraphrase-3.png', viewport: desktop, hash: '#/', type: 'old cards that never say after still work like triggers', page: 'search' },
];

const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
const wanted = (file) => !only || only.includes(file);

const srv = await startServer(site);
const browser = await launch();
try {
  for (const shot of shots.filter((s) => wanted(s.file))) {
    const { page, errors } = await openPage(browser.context, srv.url + shot.hash, { viewport: shot.viewport });
    await page.emulateMedia({ colorScheme: shot.dark ? 'dark' : 'light' });
    await waitReady(page);
    await page.waitForTimeout(300);
    if (shot.type) {
      await page.keyboard.press('/');
      await page.keyboard.type(shot.type, { delay: 20 });
      await page.waitForTimeout(300);
    }
    if (shot.click) {
      // On a phone the control may be below the fold: scroll on to it as a reader would.
      for (let i = 0; i < 6 && !(await page.evaluate((c) => window.arbiter.state().ui[c], shot.click)); i++) {
        await page.mouse.move(shot.viewport.width / 2, shot.viewport.height / 2);
        await page.mouse.wheel(0, 250);
        await page.waitForTimeout(150);
      }
      const [x, y, w, h] = (await page.evaluate(() => window.arbiter.state())).ui[shot.click];
      await page.mouse.click(x + w / 2, y + h / 2);
      await page.waitForTimeout(300);
      await page.mouse.move(0, 0); // no hover highlight in the picture
    }
    if (shot.scroll) { // as a reader scrolls on to the board
      await page.mouse.move(shot.viewport.width / 2, shot.viewport.height / 2);
      await page.mouse.wheel(0, shot.scroll);
      await page.waitForTimeout(200);
      await page.mouse.move(1, 1); // no tooltip in the picture
    }
    await page.waitForTimeout(300);
    const state = await page.evaluate(() => window.arbiter.state());
    if (state.page !== (shot.page || 'ruling') || (state.demo && state.demo.error)) throw new Error(`${shot.hash}: the ruling did not open (${JSON.stringify(state.demo?.error ?? state.page)})`);
    if (errors.length) throw new Error(`${shot.hash}: ${errors.join('; ')}`);
    await page.screenshot({ path: path.join(out, shot.file) });
    console.log(`${path.join(out, shot.file)}  ${shot.viewport.width}x${shot.viewport.height}  ${shot.hash}`);
    await page.close();
  }
  // A cold load (a fresh profile) on a phone: the picture as soon as the linked ruling's page is shown.
  const cold = wanted('screenshot-cold-load-phone.png') ? await launch() : null;
  if (cold) try {
    const hash = '#/r/si-errata-update-badlands-tokens/step/2';
    const page = await cold.context.newPage();
    await page.setViewportSize(phone);
    // The wasm is held back until the picture is taken: here the app's start follows within a
    // second and a screenshot waits for the next frame, which would be the app's.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(srv.url + hash, { waitUntil: 'commit' });  // not the load event: the picture is of the first moments
    await page.waitForFunction(() => window.arbiter?.timings.prerendered, null, { polling: 20 });
    await page.waitForTimeout(50);
    const at = await page.evaluate(() => Math.round(performance.now()));
    await page.screenshot({ path: path.join(out, 'screenshot-cold-load-phone.png') });
    // Still there after the picture was taken, so the picture shows it, not the app.
    const prerendered = await page.evaluate(() => !!document.getElementById('prerender'));
    release();
    await waitReady(page);
    if (errors.length) throw new Error(`${hash}: ${errors.join('; ')}`);
    console.log(`${path.join(out, 'screenshot-cold-load-phone.png')}  360x740  ${hash}, cold, ${at} ms after navigation, ${prerendered ? 'the ruling\'s page shown' : 'the app had taken over: take it again'}`);
  } finally {
    await cold.close();
  }
} finally {
  await browser.close();
  await srv.close();
}
