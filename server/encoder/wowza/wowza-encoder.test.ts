/**
 * The server with Wowza Video as its live encoder, against a recorded stand-in for Wowza's REST
 * API v2.0 (a local HTTP server replaying request and answer pairs shaped as Wowza documents
 * them): the create call's live stream, HLS chunk size and audio-only outputs, start, webhooks
 * turned into the stream's states and logs, uptime from ingest analytics, Create recording as a
 * stop followed by the completed recording, delete; the token only ever sent to Wowza; and the
 * configuration that selects it.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_ENCODER_SETTINGS, TRANSCODERS } from '@domain/streams/stream';
import { loadConfig } from '@server/config';
import type { HttpSession } from '@server/testing/http-session';
import { TempServer } from '@server/testing/temp-server';
import { eventually } from '@server/testing/test-source';

const TOKEN = 'wowza-jwt-server-only';
const SECRET = 'w'.repeat(40);
const PLAYBACK_SECRET = 'target-token-secret';
const ID = 'tvctq36g';
const RECORDED_AT = 1_764_000_000;

type Exchange = { method: string; path: string; body?: unknown; status: number; answer?: unknown };

/** Wowza's answers, recorded in the shapes of its API reference (ids and addresses made up). */
const recorded: Exchange[] = [
  {
    method: 'POST',
    path: '/api/v2.0/live_streams',
    body: {
      live_stream: {
        name: 'Audio hall',
        broadcast_location: 'eu_germany',
        encoder: 'other_rtmp',
        delivery_method: 'push',
        transcoder_type: 'transcoded',
        billing_mode: 'pay_as_you_go',
        aspect_ratio_width: 1280,
        aspect_ratio_height: 720,
        low_latency: false,
        recording: true,
      },
    },
    status: 201,
    answer: {
      live_stream: {
        id: ID,
        name: 'Audio hall',
        state: 'stopped',
        source_connection_information: { primary_server: 'rtmp://1a2b3c.entrypoint.cloud.wowza.com/app-4d5e6f', host_port: 1935, stream_name: 'f7g8h9', disable_authentication: false, username: 'client1', password: 'p4ss' },
        stream_targets: [{ id: 'st9x8y7z' }],
        hls_playback_url: 'https://wowzasubdomain.wowza.com/1/abc/def/hls/live/playlist.m3u8',
      },
    },
  },
  { method: 'POST', path: '/api/v2.0/stream_targets/st9x8y7z/properties', body: { property: { key: 'chunkSize', section: 'hls', value: 4 } }, status: 200, answer: { property: { key: 'chunkSize', section: 'hls', value: 4 } } },
  { method: 'GET', path: `/api/v2.0/transcoders/${ID}/outputs`, status: 200, answer: { outputs: [{ id: 'out1' }, { id: 'out2' }] } },
  { method: 'PATCH', path: `/api/v2.0/transcoders/${ID}/outputs/out1`, body: { output: { video_codec: 'disabled', audio_codec: 'aac', bitrate_audio: 128 } }, status: 200, answer: { output: { id: 'out1' } } },
  { method: 'PATCH', path: `/api/v2.0/transcoders/${ID}/outputs/out2`, body: { output: { video_codec: 'disabled', audio_codec: 'aac', bitrate_audio: 128 } }, status: 200, answer: { output: { id: 'out2' } } },
  { method: 'PUT', path: `/api/v2.0/live_streams/${ID}/start`, status: 200, answer: { live_stream: { state: 'starting' } } },
  {
    method: 'GET',
    path: `/api/v2.0/analytics/ingest/live_streams/${ID}`,
    status: 200,
    answer: { live_stream: { id: ID, connected: { status: 'normal', text: '', units: '', value: 'Yes' }, bits_in_rate: { status: 'normal', text: '', units: 'Kbps', value: 317.3 } } },
  },
  { method: 'PUT', path: `/api/v2.0/live_streams/${ID}/stop`, status: 200, answer: { live_stream: { state: 'stopped' } } },
  { method: 'GET', path: `/api/v2.0/recordings?filter[0][field]=transcoder_id&filter[0][eq]=${ID}`, status: 200, answer: { recordings: [{ id: 'rec1', state: 'converting', transcoder_id: ID }] } },
  {
    method: 'GET',
    path: `/api/v2.0/recordings?filter[0][field]=transcoder_id&filter[0][eq]=${ID}`,
    status: 200,
    answer: { recordings: [{ id: 'rec1', state: 'completed', transcoder_id: ID, duration: 362905, download_url: 'https://wowza-recordings.example/rec1.mp4' }] },
  },
  { method: 'GET', path: `/api/v2.0/live_streams/${ID}/state`, status: 200, answer: { live_stream: { state: 'stopped' } } },
  { method: 'DELETE', path: `/api/v2.0/live_streams/${ID}`, status: 204 },
];

const received: { method: string; path: string; authorization?: string; body: unknown }[] = [];
const stub = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const path = decodeURIComponent(req.url!);
  received.push({ method: req.method!, path, authorization: req.headers.authorization, body: text ? JSON.parse(text) : undefined });
  const next = recorded[received.length - 1];
  if (!next || next.method !== req.method || next.path !== path) return res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ meta: { message: `not recorded: ${req.method} ${path}` } }));
  res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.answer === undefined ? '' : JSON.stringify(next.answer));
});

let server: TempServer;
let owner: HttpSession;
let eventId: string;

async function ok(name: string, input: unknown) {
  const res = await owner.post(`/api/call/${name}`, input);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return res.json.result;
}

const webhook = (event: string, path = `/encoder-hooks/wowza/${SECRET}`) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: 1.0, event, event_id: `e-${event}`, event_time: RECORDED_AT, object_type: 'transcoder', object_id: ID, object_data: { uptime_id: 'up1' } }),
  });

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/api/v2.0`;
  server = new TempServer({
    wowza: { apiToken: TOKEN, broadcastLocation: 'eu_germany', apiBase, webhookSecret: SECRET, playbackOrigins: ['https://wowzasubdomain.wowza.com'], playbackTokenSecret: PLAYBACK_SECRET, recordingPollMs: 50 },
  });
  await server.start();
  owner = (await server.signedUp('wanda@example.com')).browser;
  eventId = (await ok('createEvent', { title: 'Wowza day', slug: 'wowza-day', language: 'en', organizationId: null })).eventId;
});
afterAll(async () => {
  await server.dispose();
  await new Promise((resolve) => stub.close(resolve));
});

describe('Wowza Video as the live encoder', () => {
  it('creates, starts, follows webhooks, reports uptime, records and deletes through Wowza’s API, its token never leaving the server', async () => {
    const { streamId } = await ok('createStream', { eventId, stream: { title: 'Audio hall', streamType: 'audiocast', videoStream: false } });
    const { transcoderId } = await ok('createLivestream', { eventId, streamId, options: { delay: 'medium', type: 'audio', quality: '720p' } });
    expect(transcoderId).toBe(ID);
    expect(received.slice(0, 6).map((r) => r.body)).toEqual(recorded.slice(0, 6).map((r) => r.body));
    expect(new Set(received.map((r) => r.authorization))).toEqual(new Set([`Bearer ${TOKEN}`]));
    expect((await server.running.engine.get(`${TRANSCODERS}/${ID}`))!.data).toMatchObject({ encoder: 'wowza', streamID: streamId });
    expect((await server.running.engine.get(STREAM_ENCODER_SETTINGS(eventId, streamId)))!.data).toMatchObject({
      rtmp: 'rtmp://1a2b3c.entrypoint.cloud.wowza.com/app-4d5e6f',
      username: 'client1',
      password: 'p4ss',
      transcoder: { stream_name: 'f7g8h9' },
    });
    const streamDoc = async () => (await server.running.engine.get(`events/${eventId}/streams/${streamId}`))!.data;
    expect(await streamDoc()).toMatchObject({ wowzaID: ID, direct: 'https://wowzasubdomain.wowza.com/1/abc/def/hls/live/playlist.m3u8' });

    // Webhooks: only at the secret address, then the stream follows them as it follows the local media server.
    expect((await webhook('start.complete', '/encoder-hooks/wowza/not-the-secret')).status).toBe(404);
    const refused = await fetch(`${server.url}/encoder-hooks/wowza/${SECRET}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"event":' });
    expect(refused.status).toBe(400);
    for (const event of ['start.requested', 'start.complete', 'audio.started']) expect((await webhook(event)).status).toBe(204);
    expect(await streamDoc()).toMatchObject({ transcoderStatus: 'running', live: true, webhook: { object_type: 'transcoder', event: 'audio.started' } });
    const uptime = await ok('transcoderUptime', { eventId, streamId });
    expect(uptime).toMatchObject({ connected: true, bitsInKbps: 317.3 });
    expect(uptime.uptimeSeconds).toBeGreaterThan(0);
    // On air, viewers get Wowza's address with the token its CDN checks: this stream id, twelve hours, HMAC-SHA-256 under the target's secret.
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}/streams/${streamId}`, data: { streamLive: true } }]);
    const watched = new URL((await ok('watchStream', { eventId, streamId })).playbackUrl!);
    const [, exp, mac] = /^exp=(\d+)~hmac=([0-9a-f]{64})$/.exec(watched.searchParams.get('hdnts') ?? '') ?? [];
    expect(`${watched.origin}${watched.pathname}`).toBe('https://wowzasubdomain.wowza.com/1/abc/def/hls/live/playlist.m3u8');
    expect(Number(exp) * 1000).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000);
    expect(Number(exp) * 1000).toBeLessThanOrEqual(Date.now() + 12 * 60 * 60 * 1000);
    expect(mac).toBe(createHmac('sha256', PLAYBACK_SECRET).update(`exp=${exp}~stream_id=abc`).digest('hex'));
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}/streams/${streamId}`, data: { streamLive: false } }]);
    expect((await webhook('audio.stopped')).status).toBe(204);
    expect(await streamDoc()).toMatchObject({ live: false });

    await ok('createRecording', { eventId, streamId });
    const master = await eventually('the recording', async () => (await streamDoc()).masterVideo as { url: string; duration: number } | undefined);
    expect(master).toMatchObject({ url: 'https://wowza-recordings.example/rec1.mp4', duration: 362.905 });
    expect((await ok('watchStream', { eventId, streamId })).playbackUrl).toBe(master.url);

    // The studio takes the recording over; deleting the stream then removes the live stream at Wowza.
    await ok('deleteStream', { eventId, streamId });
    await eventually('the live stream deleted', () => received.at(-1)?.method === 'DELETE');
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(recorded.map((r) => `${r.method} ${r.path}`));

    // The browser never sees the token: not in the app's answers, not in what the stream stores.
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://wowzasubdomain.wowza.com');
    const dump = JSON.stringify(await server.running.engine.list({ path: `events/${eventId}/webhooks` }));
    expect(dump).not.toContain(TOKEN);
  });

  it('is chosen by LIVE_ENCODER=wowza, which needs its token, location and webhook secret', () => {
    expect(loadConfig({}).wowza).toBeUndefined();
    expect(() => loadConfig({ LIVE_ENCODER: 'wowza', WOWZA_API_TOKEN: TOKEN })).toThrow(/LIVE_ENCODER=wowza needs WOWZA_API_TOKEN, WOWZA_BROADCAST_LOCATION and WOWZA_WEBHOOK_SECRET/);
    expect(() => loadConfig({ LIVE_ENCODER: 'wowza', WOWZA_API_TOKEN: TOKEN, WOWZA_BROADCAST_LOCATION: 'eu_germany', WOWZA_WEBHOOK_SECRET: 'short' })).toThrow(/WOWZA_WEBHOOK_SECRET: must be 32 to 128/);
    const config = loadConfig({ LIVE_ENCODER: 'wowza', WOWZA_API_TOKEN: TOKEN, WOWZA_BROADCAST_LOCATION: 'eu_germany', WOWZA_WEBHOOK_SECRET: SECRET, WOWZA_PLAYBACK_ORIGINS: 'https://a.wowza.com/x, https://b.example' });
    expect(config.wowza).toEqual({ apiToken: TOKEN, broadcastLocation: 'eu_germany', webhookSecret: SECRET, playbackOrigins: ['https://a.wowza.com', 'https://b.example'] });
    const signing = loadConfig({ LIVE_ENCODER: 'wowza', WOWZA_API_TOKEN: TOKEN, WOWZA_BROADCAST_LOCATION: 'eu_germany', WOWZA_WEBHOOK_SECRET: SECRET, WOWZA_PLAYBACK_TOKEN_SECRET: PLAYBACK_SECRET });
    expect(signing.wowza?.playbackTokenSecret).toBe(PLAYBACK_SECRET);
  });
});
