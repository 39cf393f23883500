/** The stream quality label (spec 001 section 4.3) from the input bitrate in kbps. */
export type QualityLabel = { text: string; color: 'red' | 'gold' | 'green' | 'default' };

export const OFFLINE_LABEL: QualityLabel = { text: 'Stream is offline', color: 'default' };

/** null when nothing is shown: a live stream without a bitrate yet, or exactly 2500 kbps. */
export function qualityLabel(live: boolean, bitrateKbps: number | null): QualityLabel | null {
  if (!live) return OFFLINE_LABEL;
  if (bitrateKbps === null) return null;
  if (bitrateKbps < 1000) return { text: 'stream quality is a low', color: 'red' };
  if (bitrateKbps < 2500) return { text: 'stream quality is a bit low', color: 'gold' };
  if (bitrateKbps > 2500) return { text: 'stream stable', color: 'green' };
  return null;
}
