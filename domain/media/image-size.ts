/**
 * The pixel size an image declares in its header (PNG IHDR, JPEG SOF, GIF screen, WebP VP8/VP8L/
 * VP8X), read without decoding anything, so a small file that claims a huge canvas is refused
 * before any decoder allocates it.
 */

export type ImageSize = { width: number; height: number };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);

/** JPEG frame headers (SOF0-SOF15 but DHT, JPG and DAC) carry the size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: restart markers, start and end of image, TEM.
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) return at + 9 <= b.length ? { height: u16be(b, at + 5), width: u16be(b, at + 7) } : null;
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return null;
}

/**
 * The declared size of a PNG, JPEG, GIF or WebP from its first bytes, or null when they hold no
 * such header (another format, or a JPEG whose frame header lies past them).
 */
export function imageSize(head: Uint8Array): ImageSize | null {
  if (head.length >= 24 && head[0] === 0x89 && ascii(head, 1, 4) === 'PNG' && ascii(head, 12, 16) === 'IHDR') {
    return { width: u32be(head, 16), height: u32be(head, 20) };
  }
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return jpegSize(head);
  if (head.length >= 10 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { width: u16le(head, 6), height: u16le(head, 8) };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return webpSize(head);
  return null;
}
