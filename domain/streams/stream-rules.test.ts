import { describe, expect, it } from 'vitest';
import { liveActions } from './live-control';
import { logTime, withRestart } from './log-time';
import { qualityLabel } from './quality-label';
import { readStream } from './stream';
import { checkStreamForm, descriptionPreview } from './stream-form';
import { streamTags } from './stream-tags';
import { transcoderOutput } from './transcoder-options';
import { dailySeries, rangeStartDay } from './view-analytics';

const base = readStream('s1', { title: 'T', streamType: 'default' });

describe('the transcoder control (spec 001 section 4.1)', () => {
  const at = (fields: Record<string, unknown>, latest: Parameters<typeof liveActions>[1] = null) => liveActions({ ...base, ...fields }, latest).map((a) => (a.kind === 'state' ? a.label : a.kind));

  it('follows the stream from no transcoder to studio', () => {
    expect(at({})).toEqual(['create-transcoder']);
    expect(at({ wowzaID: 't', transcoderStatus: 'starting' }, 'start.requested')).toEqual(['Transcoder starting']);
    expect(at({ wowzaID: 't', transcoderStatus: 'stopped' }, 'stop.complete')).toEqual(['start-transcoder']);
    expect(at({ wowzaID: 't', transcoderStatus: 'running' }, 'start.complete')).toEqual(['Transcoder running']);
    expect(at({ wowzaID: 't', transcoderStatus: 'running', live: true }, 'video.started')).toEqual(['go-live']);
    expect(at({ wowzaID: 't', transcoderStatus: 'running', live: true, streamLive: true })).toEqual(['stop-live']);
    expect(at({ wowzaID: 't', transcoderStatus: 'running', live: true, dropLive: true })).toEqual(['go-live', 'create-recording']);
    expect(at({ wowzaID: 't', transcoderStatus: 'running', dropLive: true })).toEqual(['create-recording']);
    expect(at({ wowzaID: 't', transcoderStatus: 'running' }, 'audio.stopped')).toEqual(['create-recording']);
    expect(at({ vod: true })).toEqual(['studio']);
  });
});

describe('the log time formula', () => {
  it('is seconds since the first start, less 13 s, the downtime and 3 s per restart, never below 0', () => {
    expect(logTime(100_000, [])).toBe(0);
    expect(logTime(10_000, [{ startTime: 0, downTime: 0 }])).toBe(0);
    expect(logTime(73_000, [{ startTime: 0, downTime: 0 }])).toBe(60);
    const restarted = withRestart([{ startTime: 0, downTime: 0 }], 200_000, 150_000);
    expect(restarted).toEqual([{ startTime: 0, downTime: 0 }, { startTime: 200_000, downTime: 50_000 }]);
    expect(logTime(263_000, restarted)).toBe(197);
    expect(withRestart([], 5000, null)).toEqual([{ startTime: 5000, downTime: 0 }]);
  });
});

describe('the quality label (spec 001 section 4.3)', () => {
  it('reads the bitrate against 1000 and 2500 kbps; exactly 2500 shows nothing', () => {
    expect(qualityLabel(false, 3000)?.text).toBe('Stream is offline');
    expect(qualityLabel(true, null)).toBeNull();
    expect(qualityLabel(true, 999)).toEqual({ text: 'stream quality is a low', color: 'red' });
    expect(qualityLabel(true, 1000)?.text).toBe('stream quality is a bit low');
    expect(qualityLabel(true, 2500)).toBeNull();
    expect(qualityLabel(true, 2501)).toEqual({ text: 'stream stable', color: 'green' });
  });
});

describe('stream tags', () => {
  const tags = (fields: Record<string, unknown>) => streamTags({ ...base, ...fields }).map((t) => t.label);
  it('say where the transcoder is and what type the stream is', () => {
    expect(tags({})).toEqual(['No transcoder', 'Video-Only']);
    expect(tags({ wowzaID: 't', transcoderStatus: 'starting', streamType: 'videocast' })).toEqual(['Transcoder starting', 'Side-By-Side']);
    expect(tags({ wowzaID: 't', transcoderStatus: 'running', streamType: 'audiocast' })).toEqual(['Transcoder waiting', 'Audiocast']);
    expect(tags({ wowzaID: 't', transcoderStatus: 'running', live: true })).toEqual(['Encoder connected', 'Video-Only']);
    expect(tags({ wowzaID: 't', transcoderStatus: 'running', live: true, streamLive: true, rehearsal: true })).toEqual(['Encoder connected', 'Video-Only']);
    expect(tags({ wowzaID: 't', transcoderStatus: 'running', live: true, streamLive: true })).toEqual(['LIVE', 'Video-Only']);
    expect(tags({ vod: true })).toEqual(['Processing', 'Video-Only']);
    expect(tags({ vod: true, masterVideo: { url: '/r.mp4', duration: 3, createdAt: null } })).toEqual(['On-demand', 'Video-Only']);
  });
});

describe('the stream form', () => {
  it('needs title, type and meeting, and leaves empty fields out', () => {
    expect(checkStreamForm({ title: ' ', streamType: 'default', videoStream: true })).toMatchObject({ ok: false, field: 'title' });
    expect(checkStreamForm({ title: 'a', streamType: 'webinar', videoStream: true })).toMatchObject({ ok: false, field: 'streamType' });
    expect(checkStreamForm({ title: 'a', streamType: 'default', videoStream: null })).toMatchObject({ ok: false, field: 'videoStream' });
    expect(checkStreamForm({ title: 'a', streamType: 'default', videoStream: false, thumbnail: { url: 'javascript:alert(1)' } })).toMatchObject({ ok: false, field: 'thumbnail' });
    expect(checkStreamForm({ title: ' a ', streamType: 'default', videoStream: true, description: ' ', chatID: '', deckID: 'd1', date: 0 })).toEqual({
      ok: true,
      value: { title: 'a', streamType: 'default', videoStream: true, deckID: 'd1', date: new Date(0) },
    });
  });

  it('previews descriptions at 100 characters', () => {
    expect(descriptionPreview('')).toBe('Add a description');
    expect(descriptionPreview('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
    expect(descriptionPreview('short')).toBe('short');
  });
});

describe('the transcoder output', () => {
  it('is the spec’s create payload for each type and quality', () => {
    expect(transcoderOutput({ delay: 'low', type: 'video', quality: '1080p' })).toEqual({
      video_codec: 'h264', audio_codec: 'aac', aspect_ratio_height: 1080, aspect_ratio_width: 1920, bitrate_audio: 128, bitrate_video: 4400, h264_profile: 'main', keyframes: 'follow_source',
    });
    expect(transcoderOutput({ delay: 'high', type: 'audio', quality: '720p' })).toMatchObject({ video_codec: 'disabled', aspect_ratio_height: 720, bitrate_video: 1000 });
  });
});

describe('the analytics series', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('covers every day of the range, with the stored days and zeros between', () => {
    expect(rangeStartDay('1M', now)).toBe('2026-02-08');
    const series = dailySeries([{ day: '2026-03-09', views: 2, watchSeconds: 90.6 }], '1M', now);
    expect(series).toHaveLength(31);
    expect(series.at(-2)).toEqual({ day: '2026-03-09', views: 2, watchSeconds: 91 });
    expect(series.at(-1)).toEqual({ day: '2026-03-10', views: 0, watchSeconds: 0 });
    expect(dailySeries([{ day: '2026-03-08', views: 1, watchSeconds: 1 }], 'ALL', now).map((d) => d.day)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
  });
});
