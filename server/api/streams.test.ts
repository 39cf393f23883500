/**
 * Streams and the transcoder lifecycle over HTTP against a real server with its local media
 * server: the form's rules and who may do what, then a stream driven end to end by an ffmpeg
 * test source (starting, running, LIVE, go live, viewers and their tokens, stop live, the
 * source leaving, create recording, the VOD and its studio record, delete), and an encoder
 * that is not installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_ENCODER_SETTINGS, TRANSCODERS } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';
import { eventually, TestSource } from '../testing/test-source';

const ORG = 'org-streams';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let eventId: string;

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const streamDoc = (streamId: string) => stored(`events/${eventId}/streams/${streamId}`);
/** What a signed-out viewer's player fetches from the media server. */
const anonymousFetch = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: await res.text() };
};
const FORM = { title: 'Keynote', streamType: 'videocast', videoStream: false };


async function logTypes(streamId: string): Promise<string[]> {
  const logs = await server.running.engine.list({ path: `events/${eventId}/streams/${streamId}/logs`, orderBy: [{ field: 'createdAt', direction: 'asc' }] });
  return logs.map((log) => log.data.type as string);
}

beforeAll(async () => {
  server = new TempServer({ x264Preset: 'ultrafast' });
  await server.start();
  [owner, producer, viewer] = await Promise.all(['oona', 'pia', 'vic'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites(ORG, 'Streams Org', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Live Day', slug: 'live-day', language: 'en', organizationId: ORG })).eventId;
});
afterAll(() => server.dispose());

describe('the stream form and its roles', () => {
  it('asks for a title, a type and the meeting choice with the spec’s words, and strips empty fields', async () => {
    const refusals = [
      [{ ...FORM, title: '   ' }, streamMessages.titleRequired],
      [{ ...FORM, streamType: '' }, streamMessages.typeRequired],
      [{ title: 'x', streamType: 'default' }, streamMessages.meetingRequired],
    ] as const;
    for (const [stream, message] of refusals) {
      const res = await call(owner.browser, 'createStream', { eventId, stream });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
    const { streamId } = await ok(owner.browser, 'createStream', { eventId, stream: { ...FORM, description: '  ', chatID: '', thumbnail: null } });
    const doc = await streamDoc(streamId);
    expect(doc).toMatchObject({ title: 'Keynote', streamType: 'videocast', videoStream: false, vod: false, live: false, views: 0, createdBy: owner.uid });
    expect(doc).not.toHaveProperty('description');
    expect(doc).not.toHaveProperty('chatID');
    expect(doc).not.toHaveProperty('thumbnail');
  });

  it('lets owners create and delete, producers update, and viewers only look', async () => {
    for (const { browser } of [producer, viewer]) expect((await call(browser, 'createStream', { eventId, stream: FORM })).status).toBe(403);
    const { streamId } = await ok(owner.browser, 'createStream', { eventId, stream: FORM });
    await ok(producer.browser, 'updateStream', { eventId, streamId, stream: { ...FORM, title: 'Keynote (EN)', description: 'Opening words' } });
    expect(await streamDoc(streamId)).toMatchObject({ title: 'Keynote (EN)', description: 'Opening words' });
    await ok(producer.browser, 'updateStream', { eventId, streamId, stream: { ...FORM, title: 'Keynote (EN)' } });
    expect(await streamDoc(streamId)).not.toHaveProperty('description');
    for (const name of ['updateStream', 'createLivestream', 'goLive', 'transcoderUptime']) {
      const input = name === 'updateStream' ? { eventId, streamId, stream: FORM } : name === 'createLivestream' ? { eventId, streamId, options: { delay: 'low', type: 'video', quality: '720p' } } : { eventId, streamId };
      expect((await call(viewer.browser, name, input)).status, name).toBe(403);
    }
    expect((await call(producer.browser, 'deleteStream', { eventId, streamId })).status).toBe(403);
    await ok(owner.browser, 'deleteStream', { eventId, streamId });
    expect(await streamDoc(streamId)).toBeNull();
    expect((await call(owner.browser, 'goLive', { eventId, streamId })).json.error.message).toBe(streamMessages.streamMissing);
  });

  it('needs a transcoder for the live actions', async () => {
    const { streamId } = await ok(owner.browser, 'createStream', { eventId, stream: FORM });
    for (const name of ['goLive', 'startTranscoder', 'createRecording']) {
      const res = await call(producer.browser, name, { eventId, streamId });
      expect(res.status, name).toBe(400);
      expect(res.json.error.message).toBe(streamMessages.missingTranscoderId);
    }
  });
});

describe('a stream driven by a real source', () => {
  it('goes starting, running, LIVE, on air and back, becomes a VOD with its recording, and is deleted with its transcoder', async () => {
    const { streamId } = await ok(owner.browser, 'createStream', { eventId, stream: { ...FORM, title: 'Main stage' } });
    const { transcoderId } = await ok(producer.browser, 'createLivestream', { eventId, streamId, options: { delay: 'low', type: 'video', quality: '720p' } });
    expect(await stored(`${TRANSCODERS}/${transcoderId}`)).toMatchObject({ eventID: eventId, streamID: streamId, encoder: 'local' });
    const settings = await stored(STREAM_ENCODER_SETTINGS(eventId, streamId));
    expect(settings).toMatchObject({ rtmp: expect.stringMatching(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/), transcoder: { stream_name: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    expect(await streamDoc(streamId)).toMatchObject({
      wowzaID: transcoderId,
      transcoderStatus: 'running',
      type: 'video',
      direct: `/hls/${transcoderId}/master.m3u8`,
      setup: { delay: 'low', chunkSize: 2, quality: '720p', output: { aspect_ratio_height: 720, bitrate_video: 4400, bitrate_audio: 128, h264_profile: 'main' } },
      webhook: { object_type: 'transcoder', event: 'start.complete' },
    });
    const hooks = await server.running.engine.list({ path: `events/${eventId}/webhooks`, where: [{ field: 'streamID', op: '==', value: streamId }], orderBy: [{ field: 'createdAt', direction: 'asc' }] });
    expect(hooks.map((h) => (h.data.payload as { event: string }).event)).toEqual(['start.requested', 'start.complete']);

    const watch = () => ok(viewer.browser, 'watchStream', { eventId, streamId });
    // The cue log's id: 256 random bits, given only through this call.
    expect(await watch()).toEqual({ title: 'Main stage', state: 'offline', playbackUrl: null, audioOnly: false, streamType: 'videocast', cueKey: expect.stringMatching(/^[\w-]{43}$/) });
    const noSource = await call(producer.browser, 'goLive', { eventId, streamId });
    expect(noSource.status).toBe(400);

    const source = new TestSource(`${settings!.rtmp}/${(settings!.transcoder as { stream_name: string }).stream_name}`, { seconds: 10 });
    await eventually('LIVE', async () => (await streamDoc(streamId))?.live === true);
    expect(await streamDoc(streamId)).toMatchObject({ webhook: { event: 'video.started' } });
    const uptime = await eventually('input bitrate', async () => {
      const result = await ok(producer.browser, 'transcoderUptime', { eventId, streamId });
      return result.connected && result.bitsInKbps > 0 && result;
    });
    expect(uptime.uptimeSeconds).toBeGreaterThan(0);
    expect((await streamDoc(streamId))!.uptime).toMatchObject({ current: { bits_in_rate: { value: uptime.bitsInKbps, units: 'Kbps' }, unique_views: { value: 0 } } });

    await ok(producer.browser, 'goLive', { eventId, streamId });
    expect(await streamDoc(streamId)).toMatchObject({ streamLive: true, dropLive: false, startTimes: [{ startTime: expect.any(Number), downTime: 0 }] });
    const onAir = await watch();
    // Viewers play their own playlist of the same segments, which Stop live ends apart from the console's.
    expect(onAir).toMatchObject({ state: 'live', playbackUrl: `/hls/${transcoderId}/viewer/master.m3u8` });
    expect((await anonymousFetch(`/hls/${transcoderId}/viewer/v0/index.m3u8`)).body).not.toContain('#EXT-X-ENDLIST');

    // A viewer: one view, and watch seconds bounded by the time that passed.
    const anonymous = server.session();
    const { tokenId } = (await anonymous.post('/api/call/startWatching', { eventId, streamId })).json.result;
    const reported = (await anonymous.post('/api/call/recordWatch', { eventId, tokenId, seconds: 3600 })).json.result;
    expect(reported.time).toBeLessThanOrEqual(6);
    expect(await stored(`events/${eventId}/tokens/${tokenId}`)).toMatchObject({ streamID: streamId, time: reported.time });
    expect(await stored(`events/${eventId}/analytics/${tokenId}`)).toMatchObject({ type: 'watchTime', time: reported.time });
    const today = new Date().toISOString().slice(0, 10);
    expect(await stored(`events/${eventId}/streams/${streamId}/viewDays/${today}`)).toMatchObject({ views: 1, watchSeconds: reported.time });
    expect(await streamDoc(streamId)).toMatchObject({ views: 1, viewTime: reported.time });
    expect((await ok(producer.browser, 'transcoderUptime', { eventId, streamId })).uniqueViews).toBe(1);

    await ok(producer.browser, 'stopLive', { eventId, streamId });
    expect(await streamDoc(streamId)).toMatchObject({ streamLive: false, dropLive: true });
    expect(await watch()).toMatchObject({ state: 'ended', playbackUrl: `/hls/${transcoderId}/viewer/master.m3u8` });
    // Viewers a few seconds behind play on to the end of their playlist, which stays served.
    const ended = await eventually('the ended playlist', async () => {
      const playlist = await anonymousFetch(`/hls/${transcoderId}/viewer/v0/index.m3u8`);
      return playlist.status === 200 && playlist.body.trimEnd().endsWith('#EXT-X-ENDLIST') && playlist.body;
    });
    const lastSegment = ended.split('\n').filter((line) => line.endsWith('.ts')).at(-1);
    expect((await anonymousFetch(`/hls/${transcoderId}/viewer/v0/${lastSegment}`)).status).toBe(200);
    expect((await anonymousFetch(`/hls/${transcoderId}/v0/index.m3u8`)).body).not.toContain('#EXT-X-ENDLIST');

    await source.exited;
    await eventually('the source gone', async () => (await streamDoc(streamId))?.live === false);
    expect(await streamDoc(streamId)).toMatchObject({ webhook: { event: 'video.stopped' } });

    await ok(producer.browser, 'createRecording', { eventId, streamId });
    expect(await streamDoc(streamId)).toMatchObject({ vod: true, streamLive: false, dropLive: false });
    expect((await watch()).state).toBe('processing');
    const master = await eventually('the recording', async () => (await streamDoc(streamId))?.masterVideo as { url: string; duration: number } | undefined);
    expect(master.url).toBe(`/recordings/${transcoderId}.mp4`);
    expect(Math.abs(master.duration - 10)).toBeLessThanOrEqual(2);
    expect(await watch()).toMatchObject({ state: 'vod', playbackUrl: master.url });
    expect(await logTypes(streamId)).toEqual(['go_live', 'source_started', 'go_live', 'drop_live', 'source_stopped', 'end_live']);
    const logs = await server.running.engine.list({ path: `events/${eventId}/streams/${streamId}/logs`, where: [{ field: 'type', op: '==', value: 'go_live' }] });
    expect(logs.map((l) => l.data.error).sort()).toEqual([false, true]);

    const { vodId } = await ok(producer.browser, 'openStudio', { eventId, streamId });
    expect(await stored(`events/${eventId}/videos/${vodId}`)).toMatchObject({ streamID: streamId, masterVideo: master.url, clips: [{ startTime: 0, endTime: master.duration }] });
    expect(await streamDoc(streamId)).toMatchObject({ vodID: vodId });
    expect(await streamDoc(streamId)).not.toHaveProperty('wowzaID');
    expect((await ok(producer.browser, 'openStudio', { eventId, streamId })).vodId).toBe(vodId);
    // The site's VOD block plays the studio's video, counting its watching on the stream; a made-up one is not there.
    expect(await ok(viewer.browser, 'watchVideo', { eventId, videoId: vodId })).toEqual({ title: 'Main stage', state: 'vod', playbackUrl: master.url, streamId });
    expect((await call(viewer.browser, 'watchVideo', { eventId, videoId: 'nope' })).status).toBe(404);

    await ok(owner.browser, 'deleteStream', { eventId, streamId });
    expect(await stored(`${TRANSCODERS}/${transcoderId}`)).toBeNull();
    expect((await fetch(`${server.url}${master.url}`)).status).toBe(404);
    expect(await server.running.engine.list({ path: `events/${eventId}/webhooks`, where: [{ field: 'streamID', op: '==', value: streamId }] })).toEqual([]);
  }, 120_000);
});

describe('an encoder that is not installed', () => {
  it('answers the create call with what is missing', async () => {
    const bare = new TempServer({ encoderTools: { nginx: '/nonexistent/nginx' } });
    await bare.start();
    try {
      const user = await bare.signedUp('solo@example.com');
      const res = await call(user.browser, 'createEvent', { title: 'Bare', slug: 'bare', language: 'en', organizationId: null });
      const bareEvent = res.json.result.eventId;
      const { streamId } = (await call(user.browser, 'createStream', { eventId: bareEvent, stream: FORM })).json.result;
      const created = await call(user.browser, 'createLivestream', { eventId: bareEvent, streamId, options: { delay: 'medium', type: 'video', quality: '1080p' } });
      expect(created.status).toBe(503);
      expect(created.json.error).toEqual({ code: 'unavailable', message: expect.stringContaining('The local media server is not installed: missing nginx (Debian package nginx)') });
      expect((await bare.running.engine.get(`events/${bareEvent}/streams/${streamId}`))!.data).not.toHaveProperty('wowzaID');
    } finally {
      await bare.dispose();
    }
  });
});
