import { describe, expect, it } from 'vitest';
import { cutPlaylist } from './viewer-playlist';

const live = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:4',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXTINF:2.000000,',
  '#EXT-X-PROGRAM-DATE-TIME:2026-11-29T17:00:00.000+0000',
  'seg000004.ts',
  '#EXT-X-DISCONTINUITY',
  '#EXTINF:2.000000,',
  '#EXT-X-PROGRAM-DATE-TIME:2026-11-29T17:00:02.000+0000',
  'seg000005.ts',
  '#EXTINF:2.000000,',
  '#EXT-X-PROGRAM-DATE-TIME:2026-11-29T17:00:04.000+0000',
  'seg000006.ts',
  '',
].join('\n');
const at = (time: string) => Date.parse(`2026-11-29T17:00:${time}Z`);

describe("viewers' playlist at the end of a live", () => {
  it('lists the segments begun before the stop, the one playing at the stop included, and ends', () => {
    const cut = cutPlaylist(live, at('03.500'));
    expect(cut.complete).toBe(true);
    expect(cut.text.split('\n').filter((line) => line.endsWith('.ts'))).toEqual(['seg000004.ts', 'seg000005.ts']);
    expect(cut.text).toContain('#EXT-X-MEDIA-SEQUENCE:4');
    expect(cut.text).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:2.000000,\n#EXT-X-PROGRAM-DATE-TIME:2026-11-29T17:00:02.000+0000\nseg000005.ts');
    expect(cut.text.endsWith('seg000005.ts\n#EXT-X-ENDLIST\n')).toBe(true);
  });

  it('is not complete while the segment after the stop is not listed yet', () => {
    const cut = cutPlaylist(live, at('05.000'));
    expect(cut.complete).toBe(false);
    expect(cut.text.split('\n').filter((line) => line.endsWith('.ts'))).toEqual(['seg000004.ts', 'seg000005.ts', 'seg000006.ts']);
  });

  it('ends the playlist where it is when there is no stop moment (the source is gone), once', () => {
    const cut = cutPlaylist(`${live}#EXT-X-ENDLIST\n`, null);
    expect(cut.complete).toBe(true);
    expect(cut.text).toBe(`${live}#EXT-X-ENDLIST\n`);
  });
});
