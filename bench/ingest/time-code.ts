/**
 * A wall-clock moment as blocks in a small grey frame: 32 bits of the time in milliseconds (rows
 * 0-3, eight blocks a row, white is 1) and an 8-bit check (row 4: the four bytes XORed), so a
 * frame read back wrong is dropped instead of counted. The reader runs in the viewer's page, so
 * it is written as plain JavaScript source that page.evaluate can carry.
 */
const COLUMNS = 8;
const ROWS = 5;
const WIDTH = 320;
const HEIGHT = 180;

function bitsOf(ms: number): number[] {
  const value = ms % 2 ** 32;
  const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
  const check = bytes[0]! ^ bytes[1]! ^ bytes[2]! ^ bytes[3]!;
  return [...bytes, check].flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));
}

function draw(ms: number): Buffer {
  const frame = Buffer.alloc(WIDTH * HEIGHT);
  const bits = bitsOf(ms);
  const bw = WIDTH / COLUMNS;
  const bh = HEIGHT / ROWS;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      frame[y * WIDTH + x] = bits[Math.floor(y / bh) * COLUMNS + Math.floor(x / bw)] ? 255 : 0;
    }
  }
  return frame;
}

/**
 * The page-side reader: (rgba pixels of the frame drawn at WIDTH x HEIGHT, the viewer's now in ms)
 * to the frame's capture time in ms, or null when its check fails.
 */
const READER = `(pixels, now) => {
  const bits = [];
  for (let row = 0; row < ${ROWS}; row++) for (let col = 0; col < ${COLUMNS}; col++) {
    const x = Math.floor((col + 0.5) * ${WIDTH / COLUMNS});
    const y = Math.floor((row + 0.5) * ${HEIGHT / ROWS});
    bits.push(pixels[(y * ${WIDTH} + x) * 4] > 127 ? 1 : 0);
  }
  const bytes = [0, 1, 2, 3, 4].map((b) => bits.slice(b * 8, b * 8 + 8).reduce((v, bit) => v * 2 + bit, 0));
  if ((bytes[0] ^ bytes[1] ^ bytes[2] ^ bytes[3]) !== bytes[4]) return null;
  const low = ((bytes[0] * 256 + bytes[1]) * 256 + bytes[2]) * 256 + bytes[3];
  const wrap = 2 ** 32;
  let ms = now - (now % wrap) + low;
  if (ms > now + wrap / 2) ms -= wrap;
  return ms;
}`;

export const TIME_CODE = { width: WIDTH, height: HEIGHT, draw, reader: READER };
