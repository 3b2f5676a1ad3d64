// Rasterises the ruling pages' preview cards (og/HASH.svg, written by `arbiter site` when the
// origin is known) into og/HASH.png with librsvg's rsvg-convert — no browser in the build — and
// removes the SVGs. Each PNG is cached outside the tree under $ARBITER_CACHE/og, keyed by the
// SVG's bytes and the renderer's version, so an unchanged card is never rendered again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const cacheRoot = () => process.env.ARBITER_CACHE || path.join(os.homedir(), '.cache/arbiter');

// The PNG's width and height from its IHDR chunk (what an unfurler checks).
export function pngSize(buf) {
  if (buf.length < 24 || buf.readUInt32BE(0) !== 0x89504e47 || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

export async function renderPreviews(siteDir, { cacheDir = path.join(cacheRoot(), 'og'), jobs = 2, width = 1200, height = 630 } = {}) {
  const dir = path.join(siteDir, 'og');
  const result = { cards: 0, rendered: 0, reused: 0, ms: 0 };
  if (!fs.existsSync(dir)) return result;
  const started = performance.now();
  const renderer = execFileSync('rsvg-convert', ['--version'], { encoding: 'utf8' }).trim();
  fs.mkdirSync(cacheDir, { recursive: true });
  const queue = fs.readdirSync(dir).filter((f) => f.endsWith('.svg')).sort();
  result.cards = queue.length;
  const one = async (file) => {
    const svgPath = path.join(dir, file);
    const key = crypto.createHash('sha256').update(`${renderer}\n${width}x${height}\n`).update(fs.readFileSync(svgPath)).digest('hex');
    const cached = path.join(cacheDir, `${key}.png`);
    if (fs.existsSync(cached)) result.reused++;
    else {
      const tmp = `${cached}.${process.pid}.tmp`;
      await run('rsvg-convert', ['-w', String(width), '-h', String(height), '-f', 'png', '-o', tmp, svgPath]);
      const size = pngSize(fs.readFileSync(tmp));
      if (!size || size.width !== width || size.height !== height)
        throw new Error(`rsvg-convert made ${JSON.stringify(size)} from ${file}, expected ${width}x${height}`);
      fs.renameSync(tmp, cached);
      result.rendered++;
    }
    fs.copyFileSync(cached, svgPath.replace(/\.svg$/, '.png'));
    fs.rmSync(svgPath);
  };
  await Promise.all(Array.from({ length: jobs }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await one(file);
  }));
  result.ms = performance.now() - started;
  return result;
}
