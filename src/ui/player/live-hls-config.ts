/**
 * How hls.js plays a live stream here: one and a half segments behind the live edge, caught up
 * (slightly faster playback) when it falls more than four behind. bench:ingest measures the
 * glass-to-glass latency of exactly this setting.
 */
export const LIVE_HLS_CONFIG = { liveSyncDurationCount: 1.5, liveMaxLatencyDurationCount: 4, maxLiveSyncPlaybackRate: 1.1, backBufferLength: 30 } as const;
