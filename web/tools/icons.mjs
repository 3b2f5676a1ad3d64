// Draws the app icon (a balance scale in a ring) into PNG files with nothing but node:zlib, so
// the repository ships no binary images. Shapes are signed distance fields; the edge pixel's
// coverage gives anti-aliasing. The output is deterministic, so its content hash is stable.
import zlib from 'node:zlib';

export const BACKGROUND = '#17181c';
const INK = [0xe3, 0xb5, 0x4f];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
// An indexed PNG when the image has at most 256 colours (the icons blend two colours, so they do):
// a byte a pixel instead of four, about half the file a cold load fetches for the manifest.
export function encodePng(size, rgba) {
  const index = new Map();
  for (let o = 0; o < rgba.length && index.size <= 256; o += 4) {
    const key = rgba.readUInt32BE(o);
    if (!index.has(key)) index.set(key, index.size);
  }
  const indexed = index.size <= 256;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = indexed ? 3 : 6; // palette, or RGBA
  const bpp = indexed ? 1 : 4;
  const raw = Buffer.alloc(size * (size * bpp + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * bpp + 1) + 1;
    if (!indexed) { rgba.copy(raw, row, y * size * 4, (y + 1) * size * 4); continue; }
    for (let x = 0; x < size; x++) raw[row + x] = index.get(rgba.readUInt32BE((y * size + x) * 4));
  }
  const colours = [...index.keys()];
  const palette = indexed ? [
    chunk('PLTE', Buffer.from(colours.flatMap((k) => [k >>> 24, (k >>> 16) & 0xff, (k >>> 8) & 0xff]))),
    chunk('tRNS', Buffer.from(colours.map((k) => k & 0xff))),
  ] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), ...palette, chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0)),
  ]);
}

const len = (x, y) => Math.hypot(x, y);
function segment(px, py, ax, ay, bx, by, r) {
  const dx = bx - ax, dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return len(px - ax - t * dx, py - ay - t * dy) - r;
}
const lowerHalfDisc = (px, py, cx, cy, r) => Math.max(len(px - cx, py - cy) - r, cy - py);

// Distance to the emblem in its own coordinates ([-1, 1], y down).
function emblem(x, y) {
  let d = Math.abs(len(x, y) - 0.82) - 0.055;
  d = Math.min(d, segment(x, y, 0, -0.48, 0, 0.44, 0.055));
  d = Math.min(d, segment(x, y, -0.26, 0.47, 0.26, 0.47, 0.06));
  d = Math.min(d, segment(x, y, -0.5, -0.32, 0.5, -0.32, 0.045));
  d = Math.min(d, len(x, y + 0.5) - 0.08);
  for (const s of [-1, 1]) {
    d = Math.min(d, segment(x, y, 0.5 * s, -0.32, 0.5 * s - 0.15, 0.06, 0.022));
    d = Math.min(d, segment(x, y, 0.5 * s, -0.32, 0.5 * s + 0.15, 0.06, 0.022));
    d = Math.min(d, lowerHalfDisc(x, y, 0.5 * s, 0.06, 0.19));
  }
  return d;
}
const roundedSquare = (x, y, r) => {
  const qx = Math.abs(x) - (1 - r), qy = Math.abs(y) - (1 - r);
  return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};

// maskable: full-bleed background with the emblem inside the 80% safe circle; otherwise a
// rounded tile with transparent corners.
export function drawIcon(size, { maskable = false } = {}) {
  const bg = [1, 3, 5].map((i) => parseInt(BACKGROUND.slice(i, i + 2), 16));
  const scale = maskable ? 0.62 : 0.84;
  const px = 2 / size;
  const out = Buffer.alloc(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = ((i + 0.5) / size) * 2 - 1, y = ((j + 0.5) / size) * 2 - 1;
      const cover = (d) => Math.max(0, Math.min(1, 0.5 - d / px));
      const tile = maskable ? 1 : cover(roundedSquare(x, y, 0.22));
      const ink = cover(emblem(x / scale, y / scale) * scale);
      const o = (j * size + i) * 4;
      for (let c = 0; c < 3; c++) out[o + c] = Math.round(bg[c] + (INK[c] - bg[c]) * ink);
      out[o + 3] = Math.round(255 * tile);
    }
  }
  return encodePng(size, out);
}

export const ICONS = [
  { file: 'icons/icon-32.png', size: 32, purpose: 'any' },  // the tab's icon: 5 KB less than the 192 on every first visit
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];
