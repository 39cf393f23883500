/**
 * The choices of a new transcoder (spec 001 sections 4.1 and 9), without zod: the viewer's side
 * and the public site read streams through these (transcoder-options.ts holds the call's schema).
 */
/** High is 6 s, the stream-detail reading (the operator reading says 10). */
export const DELAYS = [
  { value: 'low', label: 'Low', chunkSize: 2 },
  { value: 'medium', label: 'Medium', chunkSize: 4 },
  { value: 'high', label: 'High', chunkSize: 6 },
] as const;
export type Delay = (typeof DELAYS)[number]['value'];
export const DEFAULT_DELAY: Delay = 'medium';

export const QUALITIES = [
  { value: '1080p', label: 'Full HD 1080p', height: 1080, width: 1920 },
  { value: '720p', label: 'HD 720p', height: 720, width: 1280 },
] as const;
export type Quality = (typeof QUALITIES)[number]['value'];
export const DEFAULT_QUALITY: Quality = '1080p';

export const OUTPUT_TYPES = [
  { value: 'video', label: 'Video & Audio' },
  { value: 'audio', label: 'Audio only' },
] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number]['value'];
export const DEFAULT_OUTPUT_TYPE: OutputType = 'video';

export type TranscoderOptions = { delay: Delay; type: OutputType; quality: Quality };

const valueOf = <T extends string>(list: readonly { value: T }[], v: unknown): T | null => list.find((item) => item.value === v)?.value ?? null;

/** Stored transcoder choices, or null when they are not complete ones. */
export function readTranscoderOptions(v: unknown): TranscoderOptions | null {
  const s = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const delay = valueOf(DELAYS, s?.delay);
  const type = valueOf(OUTPUT_TYPES, s?.type);
  const quality = valueOf(QUALITIES, s?.quality);
  return delay && type && quality ? { delay, type, quality } : null;
}
