// Draws the installed app's PNG icons (public/icons/icon-192.png, icon-512.png) from the favicon's shapes:
// no rasteriser is needed, only zlib. Run once after changing the design: node apps/web/scripts/draw-icons.mjs
// The icons are full-bleed (no rounded corners) so a launcher may mask them to any shape: the bars sit
// inside the central circle (40% radius) that every mask keeps.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const ACCENT = [0x4f, 0x46, 0xe5];
const WHITE = [0xff, 0xff, 0xff];
/** The favicon's bars on its 32-unit grid: [x, top, bottom], drawn 2.4 units wide with round ends. */
const BARS = [
  [8, 13, 19],
  [12, 10, 22],
  [16, 7, 25],
  [20, 11, 21],
  [24, 14, 18],
];
const HALF_WIDTH = 1.2;
const SAMPLES = 4;

/** How much of the pixel (px, py) of a size x size icon the bars cover, from 0 to 1 (supersampled). */
function coverage(px, py, size) {
  let inside = 0;
  for (let sy = 0; sy < SAMPLES; sy++) {
    for (let sx = 0; sx < SAMPLES; sx++) {
      const x = ((px + (sx + 0.5) / SAMPLES) * 32) / size;
      const y = ((py + (sy + 0.5) / SAMPLES) * 32) / size;
      const hit = BARS.some(([bx, top, bottom]) => {
        const dy = y < top ? top - y : y > bottom ? y - bottom : 0;
        return Math.hypot(x - bx, dy) <= HALF_WIDTH;
      });
      if (hit) inside++;
    }
  }
  return inside / (SAMPLES * SAMPLES);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An opaque RGB PNG: each row is filter byte 0 then its pixels. */
function png(size) {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const a = coverage(x, y, size);
      for (let c = 0; c < 3; c++) rows[row + 1 + x * 3 + c] = Math.round(ACCENT[c] * (1 - a) + WHITE[c] * a);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter choice, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  const file = new URL(`../public/icons/icon-${size}.png`, import.meta.url);
  const data = png(size);
  writeFileSync(file, data);
  console.log(`${file.pathname}: ${data.length} bytes`);
}
