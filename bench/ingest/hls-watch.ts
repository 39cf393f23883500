/**
 * Reading a live HLS playlist from outside, as a player would: when its first segment can be
 * fetched, and how fast media comes out of the transcoder compared with the wall clock.
 */
export type Playlist = { mediaSequence: number; durations: number[]; firstSegment: string | null };

export function parsePlaylist(text: string): Playlist {
  const lines = text.split('\n').map((l) => l.trim());
  const sequence = lines.find((l) => l.startsWith('#EXT-X-MEDIA-SEQUENCE:'));
  const durations: number[] = [];
  let firstSegment: string | null = null;
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXTINF:')) return;
    durations.push(Number.parseFloat(line.slice(8)));
    firstSegment ??= lines.slice(i + 1).find((l) => l && !l.startsWith('#')) ?? null;
  });
  return { mediaSequence: sequence ? Number(sequence.split(':')[1]) : 0, durations, firstSegment };
}

async function playlist(url: string): Promise<Playlist | null> {
  const res = await fetch(url);
  return res.ok ? parsePlaylist(await res.text()) : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from `since` (performance.now()) until the playlist lists a segment that can be fetched. */
export async function firstPlayableSeconds(playlistUrl: string, since: number, timeoutMs = 60_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    const list = await playlist(playlistUrl);
    if (list?.firstSegment) {
      const segment = await fetch(new URL(list.firstSegment, playlistUrl));
      if (segment.ok && (await segment.arrayBuffer()).byteLength > 0) return (performance.now() - since) / 1000;
    }
    await pause(50);
  }
  throw new Error(`no playable segment at ${playlistUrl} after ${timeoutMs / 1000} s`);
}

/**
 * Media seconds produced per wall second over `seconds`, measured between the moments new
 * segments appear (so a segment's length does not blur it); null when fewer than three appeared.
 */
export async function realTimeSpeed(playlistUrl: string, seconds: number): Promise<number | null> {
  const appearances: { at: number; media: number }[] = [];
  let last = -1;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const list = await playlist(playlistUrl);
    if (list) {
      const count = list.mediaSequence + list.durations.length;
      if (count !== last) {
        // Segments already dropped from the list were as long as the ones listed.
        const average = list.durations.reduce((a, b) => a + b, 0) / Math.max(1, list.durations.length);
        appearances.push({ at: performance.now(), media: list.mediaSequence * average + list.durations.reduce((a, b) => a + b, 0) });
        last = count;
      }
    }
    await pause(100);
  }
  const useful = appearances.slice(1);
  if (useful.length < 3) return null;
  const first = useful[0]!;
  const final = useful.at(-1)!;
  return (final.media - first.media) / ((final.at - first.at) / 1000);
}
