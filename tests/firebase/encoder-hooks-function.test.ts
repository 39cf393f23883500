/**
 * The `encoderHooks` Cloud Function's request handling (server/api/encoder-hook.ts, which
 * functions/src/encoder-hooks.ts hands every request), served over real HTTP the way the
 * Functions framework hands it requests, writing through the same document services: Wowza
 * Video's webhooks become the stream's state, its webhook record and its log, as on the embedded
 * server; a wrong or missing secret, another method, a body that is not JSON or is too long are
 * refused and write nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM, STREAM_LOGS, TRANSCODERS, WEBHOOKS } from '@domain/streams/stream';
import { WOWZA_WEBHOOK_BODY_LIMIT } from '@domain/streams/wowza-webhook';
import { answerEncoderHook } from '@server/api/encoder-hook';
import { engineDocs } from '@server/api/engine-services';
import { createEngine } from '@server/db/create-engine';
import type { DocumentEngine } from '@server/db/engine';

const SECRET = 'a-webhook-secret-of-this-deployment-0123';
const TRANSCODER = 'wowzaTranscoder1';
const EVENT = 'event1';
const STREAM_ID = 'stream1';
/** The secret the function's environment holds; changed by the test that runs without one. */
let configured: string | undefined = SECRET;

let server: Server;
let baseUrl: string;
let engine: DocumentEngine;

beforeAll(async () => {
  engine = await createEngine({});
  const docs = engineDocs(engine);
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await answerEncoderHook({ method: req.method ?? 'GET', path: new URL(req.url ?? '/', 'http://function').pathname, body: Buffer.concat(chunks) }, { secret: configured, docs });
    res.writeHead(answer.status, answer.headers).end(answer.body ? JSON.stringify(answer.body) : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await engine.commit([
    { type: 'set', path: `${TRANSCODERS}/${TRANSCODER}`, data: { eventID: EVENT, streamID: STREAM_ID, encoder: 'wowza' } },
    { type: 'set', path: STREAM(EVENT, STREAM_ID), data: { title: 'Keynote', wowzaID: TRANSCODER, transcoderStatus: 'stopped', live: false, streamLive: false } },
  ]);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await engine.close();
});

/** A webhook as Wowza Video sends it (the envelope of its API v2.0). */
const envelope = (event: string, objectType = 'transcoder') => JSON.stringify({ version: 1.0, event, event_id: `e-${event}`, event_time: 1_780_000_000, object_type: objectType, object_id: TRANSCODER, object_data: { uptime_id: 'up1' } });

function send(body: string, { path = `/encoder-hooks/wowza/${SECRET}`, method = 'POST' } = {}) {
  return fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : body });
}

const stream = async () => (await engine.get(STREAM(EVENT, STREAM_ID)))?.data;
const written = async () => ({
  webhooks: (await engine.list({ path: WEBHOOKS(EVENT) })).length,
  logs: (await engine.list({ path: STREAM_LOGS(EVENT, STREAM_ID) })).length,
  stream: await stream(),
});

describe('the encoderHooks function', () => {
  it('refuses a wrong secret, another method, a body that is not JSON or too long, and writes nothing', async () => {
    const before = await written();
    expect((await send(envelope('start.complete'), { path: '/encoder-hooks/wowza/not-the-secret' })).status).toBe(404);
    expect((await send(envelope('start.complete'), { path: `/encoder-hooks/other/${SECRET}` })).status).toBe(404);
    const get = await send('', { method: 'GET' });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const broken = await send('{"event":');
    expect([broken.status, await broken.json()]).toEqual([400, { error: { code: 'invalid-argument', message: 'A webhook is a JSON object.' } }]);
    expect((await send(JSON.stringify({ padding: 'x'.repeat(WOWZA_WEBHOOK_BODY_LIMIT) }))).status).toBe(413);
    expect(await written()).toEqual(before);
  });

  it('takes no webhooks at all where the environment holds no proper secret', async () => {
    for (const secret of [undefined, '', 'short']) {
      configured = secret;
      expect((await send(envelope('start.complete'), { path: `/encoder-hooks/wowza/${secret ?? ''}` })).status).toBe(404);
    }
    configured = SECRET;
  });

  it('turns a transcoder’s webhooks into the stream’s state, its webhook records and its log, as the embedded server does', async () => {
    expect((await send(envelope('start.requested'))).status).toBe(204);
    expect(await stream()).toMatchObject({ transcoderStatus: 'starting', webhook: { object_type: 'transcoder', event: 'start.requested' } });
    for (const event of ['start.complete', 'video.started']) expect((await send(envelope(event))).status).toBe(204);
    expect(await stream()).toMatchObject({ transcoderStatus: 'running', live: true, webhook: { object_type: 'transcoder', event: 'video.started' } });
    const logs = (await engine.list({ path: STREAM_LOGS(EVENT, STREAM_ID) })).map((doc) => doc.data);
    expect(logs).toMatchObject([{ type: 'source_started', createdBy: 'encoder', error: false }]);
    expect((await engine.list({ path: WEBHOOKS(EVENT) })).map((doc) => doc.data.payload)).toHaveLength(3);

    // Events of other objects, or of transcoders no stream uses, change nothing.
    const before = await written();
    expect((await send(envelope('video.stopped', 'live_stream'))).status).toBe(204);
    expect((await send(envelope('video.stopped').replace(TRANSCODER, 'unknownTranscoder'))).status).toBe(204);
    expect(await written()).toEqual(before);

    expect((await send(envelope('video.stopped'))).status).toBe(204);
    expect(await stream()).toMatchObject({ live: false, webhook: { event: 'video.stopped' } });
  });
});
