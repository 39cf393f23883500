/**
 * An xlsx file is a zip: before any reader unpacks it, count what its entries really inflate to
 * (their headers may lie), so a zip bomb is refused after a bounded amount of work and memory.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';

const CHUNK = 64 * 1024;

/** The bytes the archive inflates to, or null once they pass `limit` (the rest is not unpacked). */
export function inflatedSizeWithin(bytes: Uint8Array, limit: number, onProgress?: (fraction: number) => void): number | null {
  let total = 0;
  let over = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, data) => {
      if (error) throw error;
      total += data.length;
      if (total > limit && !over) {
        over = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  for (let at = 0; at < bytes.length && !over; at += CHUNK) {
    unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
    onProgress?.(Math.min(1, (at + CHUNK) / bytes.length));
  }
  return over ? null : total;
}
