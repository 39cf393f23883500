/**
 * The server killed like a power cut while two streams are live, one of them on air: the media
 * server's processes it left behind are ended at the next start, both transcoders run again, the
 * stream on air is still on air as stored, and sources that publish again make the streams live
 * again, so viewers are back on the first without anyone going live again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpSession } from '../testing/http-session';
import { processRuns, ServerProcess } from '../testing/server-process';
import { eventually, TestSource } from '../testing/test-source';

const server = new ServerProcess();
let browser: HttpSession;
let eventId: string;
const sources: TestSource[] = [];

async function ok(name: string, input: unknown) {
  const res = await browser.post(`/api/call/${name}`, input);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return res.json.result;
}

async function read(path: string): Promise<Record<string, unknown> | null> {
  const socket = await browser.socket();
  try {
    const answer = await socket.request({ op: 'get', path });
    return answer.result?.data ?? null;
  } finally {
    socket.close();
  }
}


async function signIn(): Promise<void> {
  browser = new HttpSession(server.url);
  const res = await browser.post('/api/auth/signin', { email: 'ops@example.com', password: 'correct horse' });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  await server.start();
  browser = await server.signedUp('ops@example.com');
  eventId = (await ok('createEvent', { title: 'Restart', slug: 'restart', language: 'en', organizationId: null })).eventId;
});
afterAll(async () => {
  await Promise.all(sources.map((s) => s.stop()));
  // Stopped as an operator would, so that it stops its media server too.
  if (server.running) await server.kill('SIGTERM');
  await server.dispose();
});

it('ends what a killed server left running and brings both live streams back', async () => {
  const streams: { streamId: string; audioOnly: boolean; url?: string }[] = [
    { streamId: (await ok('createStream', { eventId, stream: { title: 'Video', streamType: 'default', videoStream: false } })).streamId, audioOnly: false },
    { streamId: (await ok('createStream', { eventId, stream: { title: 'Audio', streamType: 'audiocast', videoStream: false } })).streamId, audioOnly: true },
  ];
  for (const stream of streams) {
    await ok('createLivestream', { eventId, streamId: stream.streamId, options: { delay: 'low', type: stream.audioOnly ? 'audio' : 'video', quality: '720p' } });
    const settings = (await read(`events/${eventId}/streams/${stream.streamId}/settings/wowza`))!;
    stream.url = `${settings.rtmp}/${(settings.transcoder as { stream_name: string }).stream_name}`;
  }
  const publishAll = () => streams.forEach((s) => sources.push(new TestSource(s.url!, { audioOnly: s.audioOnly })));
  const allLive = () =>
    eventually('both streams live', async () => {
      for (const { streamId } of streams) if ((await read(`events/${eventId}/streams/${streamId}`))?.live !== true) return false;
      return true;
    });

  publishAll();
  await allLive();
  await ok('goLive', { eventId, streamId: streams[0].streamId });
  const left = (JSON.parse(readFileSync(join(server.dataDir, 'encoder', 'processes.json'), 'utf8')) as { pid: number; label: string }[]).map((p) => p.pid);
  expect(left.length).toBe(3);

  await server.kill('SIGKILL');
  expect(left.filter(processRuns).length).toBeGreaterThan(0);
  await server.start();
  expect(server.output).toContain('ended processes a previous run left behind');
  expect(left.filter(processRuns)).toEqual([]);
  await signIn();

  for (const [i, { streamId }] of streams.entries()) {
    expect(await read(`events/${eventId}/streams/${streamId}`)).toMatchObject({ transcoderStatus: 'running', live: false, streamLive: i === 0, webhook: { event: 'start.complete' } });
  }
  const watch = async () => (await browser.post('/api/call/watchStream', { eventId, streamId: streams[0].streamId })).json.result;
  expect(await watch()).toMatchObject({ state: 'offline', playbackUrl: null });
  await Promise.all(sources.splice(0).map((s) => s.stop()));
  publishAll();
  await allLive();
  expect(await watch()).toMatchObject({ state: 'live' });
}, 120_000);
