/**
 * A small deterministic identicon (spec 000 section 2.5: the thumbnail of an event without a
 * picture): a 5 x 5 grid mirrored left to right, cells and colour taken from a hash of the id,
 * so the same event always looks the same and neighbours in the list look different.
 */
export const IDENTICON_SIZE = 5;

/** FNV-1a, 32 bits: tiny, stable across runs and platforms, and well spread for short ids. */
function hash(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export type Identicon = { color: string; cells: { x: number; y: number }[] };

export function identicon(id: string): Identicon {
  const bits = hash(id, 0);
  const hue = hash(id, 1) % 360;
  const half = Math.ceil(IDENTICON_SIZE / 2);
  const cells: { x: number; y: number }[] = [];
  for (let y = 0; y < IDENTICON_SIZE; y++) {
    for (let x = 0; x < half; x++) {
      if (((bits >>> (y * half + x)) & 1) === 0) continue;
      cells.push({ x, y });
      const mirrored = IDENTICON_SIZE - 1 - x;
      if (mirrored !== x) cells.push({ x: mirrored, y });
    }
  }
  return { color: `hsl(${hue} 55% 42%)`, cells };
}
