/**
 * How hls.js plays a live stream here. A frame reaches the playlist once its segment is complete
 * (up to one segment after it was captured), so a viewer is that far behind plus however far the
 * player keeps from the newest segment: one segment, the closest hls.js goes without partial
 * segments. After a stall hls.js keeps up to one segment further back (liveSyncOnStallIncrease)
 * and plays slightly faster to come back (only in its lowLatencyMode, its default); a player more
 * than three segments behind the newest jumps back to live. With 1.5 segments and a jump only
 * past four (issue 29), a Low (2 s) viewer started about 4.5 s behind and could settle near 10 s
 * behind after stalls on a loaded machine. bench:ingest measures this setting on the app's pages.
 */
export const LIVE_HLS_CONFIG = { liveSyncDurationCount: 1, liveMaxLatencyDurationCount: 3, maxLiveSyncPlaybackRate: 1.25, lowLatencyMode: true, backBufferLength: 30 } as const;
