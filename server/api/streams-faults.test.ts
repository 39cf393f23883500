/**
 * Source and encoder faults on a stream that is on air, through the real server with its local
 * media server and ffmpeg sources: the transcoder's ffmpeg killed (reported, replaced, the stream
 * live again), the source dropping and coming back (viewers are told it is off air, then get the
 * same playback address again; the logs show it; the recording keeps every segment of both parts), and empty,
 * garbage and corrupt inputs at the ingest (refused or reported in words, nothing crashes, no
 * process left over, and a good source still goes LIVE afterwards).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_ENCODER_SETTINGS } from '@domain/streams/stream';
import { chunkSizeOf } from '@domain/streams/transcoder-options';
import { mediaDuration, recordedSegments } from '../encoder/local/recording';
import type { HttpSession } from '../testing/http-session';
import { TempServer } from '../testing/temp-server';
import { eventually, TestSource } from '../testing/test-source';

let server: TempServer;
let owner: HttpSession;
let eventId: string;
const scratch = mkdtempSync(join(tmpdir(), 'stream-faults-'));

async function ok(name: string, input: unknown) {
  const res = await owner.post(`/api/call/${name}`, input);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return res.json.result;
}

const streamDoc = async (streamId: string) => (await server.running.engine.get(`events/${eventId}/streams/${streamId}`))!.data;
const watch = (streamId: string) => ok('watchStream', { eventId, streamId });

async function logs(streamId: string): Promise<{ type: string; message?: string }[]> {
  const found = await server.running.engine.list({ path: `events/${eventId}/streams/${streamId}/logs`, orderBy: [{ field: 'createdAt', direction: 'asc' }] });
  return found.map((log) => log.data as { type: string; message?: string });
}

/** The segments a transcoder's encoder has finished, oldest first (what its recording joins). */
const segments = (transcoderId: string) => recordedSegments(join(server.dataDir, 'encoder', 'transcoders', transcoderId, 'hls'));

/** The media server's running processes, as it writes them down for its next start. */
function processes(): { pid: number; label: string }[] {
  return JSON.parse(readFileSync(join(server.dataDir, 'encoder', 'processes.json'), 'utf8')) as { pid: number; label: string }[];
}

/** Running processes whose command line names this transcoder (its folder or its stream), ended ones awaiting their parent aside. */
function processesOf(transcoderId: string): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const alive = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
      return alive && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(transcoderId) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

/** A stream with a running transcoder; answers its id, transcoder id and publish address. */
async function runningStream(title: string) {
  const { streamId } = await ok('createStream', { eventId, stream: { title, streamType: 'videocast', videoStream: false } });
  const { transcoderId } = await ok('createLivestream', { eventId, streamId, options: { delay: 'low', type: 'video', quality: '720p' } });
  const settings = (await server.running.engine.get(STREAM_ENCODER_SETTINGS(eventId, streamId)))!.data as { rtmp: string; transcoder: { stream_name: string } };
  await eventually('the transcoder running', async () => (await streamDoc(streamId)).transcoderStatus === 'running');
  return { streamId, transcoderId: transcoderId as string, publishUrl: `${settings.rtmp}/${settings.transcoder.stream_name}` };
}

/** Publishes a file as it is (no re-encoding), as an encoder sending those bytes would. */
function publishFile(file: string, url: string): Promise<number | null> {
  const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-i', file, '-c', 'copy', '-f', 'flv', url], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function sendRaw(port: number, bytes: Buffer): Promise<void> {
  await new Promise<void>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.end(bytes));
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

beforeAll(async () => {
  server = new TempServer({ x264Preset: 'ultrafast' });
  await server.start();
  const signedUp = await server.signedUp('fay@example.com');
  owner = signedUp.browser;
  eventId = (await ok('createEvent', { title: 'Faults', slug: 'faults', language: 'en', organizationId: null })).eventId;
});
afterAll(async () => {
  await server.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a stream on air when things go wrong', () => {
  it('reports a killed encoder process and comes back live; a source that drops and returns takes viewers off air and back, and the recording keeps both parts', async () => {
    const { streamId, transcoderId, publishUrl } = await runningStream('Faults stage');
    const first = new TestSource(publishUrl);
    try {
      await eventually('LIVE', async () => (await streamDoc(streamId)).live === true);
      await ok('goLive', { eventId, streamId });
      const playbackUrl = `/hls/${transcoderId}/viewer/master.m3u8`;
      expect(await watch(streamId)).toMatchObject({ state: 'live', playbackUrl });

      // The transcoder's ffmpeg is killed: the log says so in words, a new one takes the same source.
      const [encoderProcess] = processes().filter((p) => p.label === `ffmpeg live ${transcoderId}`);
      process.kill(encoderProcess.pid, 'SIGKILL');
      const failure = await eventually('the failure logged', async () => (await logs(streamId)).find((log) => log.type === 'encoder_error'));
      expect(failure.message).toMatch(/^The encoder process stopped unexpectedly \(it was ended by SIGKILL\).*It has been restarted\.$/);
      await eventually('LIVE again', async () => (await logs(streamId)).filter((log) => log.type === 'source_started').length === 2 && (await streamDoc(streamId)).live === true);
      expect(processes().filter((p) => p.label === `ffmpeg live ${transcoderId}`).map((p) => p.pid)).not.toContain(encoderProcess.pid);
      expect(await streamDoc(streamId)).toMatchObject({ transcoderStatus: 'running', streamLive: true });
      const beforeRestart = (await segments(transcoderId)).length;
      await eventually('two segments from the new encoder', async () => (await segments(transcoderId)).length >= beforeRestart + 2);

      // The source drops (its connection is cut): off air for viewers, on air again when it returns.
      await first.stop();
      await eventually('the source gone', async () => (await streamDoc(streamId)).live === false);
      const beforeDrop = (await segments(transcoderId)).length;
      expect(await watch(streamId)).toEqual({ title: 'Faults stage', state: 'offline', playbackUrl: null, audioOnly: false, streamType: 'videocast', cueKey: expect.any(String) });
      expect(await streamDoc(streamId)).toMatchObject({ transcoderStatus: 'running', streamLive: true });
      const second = new TestSource(publishUrl, { seconds: 6 });
      await eventually('LIVE after the drop', async () => (await streamDoc(streamId)).live === true);
      expect(await watch(streamId)).toMatchObject({ state: 'live', playbackUrl });
      expect((await second.exited).code).toBe(0);
      await eventually('the source gone again', async () => (await streamDoc(streamId)).live === false);
      const playlist = await (await fetch(`${server.url}/hls/${transcoderId}/v0/index.m3u8`)).text();
      expect(playlist).toContain('#EXT-X-DISCONTINUITY');

      expect((await logs(streamId)).map((log) => log.type)).toEqual(['source_started', 'go_live', 'source_stopped', 'encoder_error', 'source_started', 'source_stopped', 'source_started', 'source_stopped']);

      await ok('createRecording', { eventId, streamId });
      const master = await eventually('the recording', async () => (await streamDoc(streamId)).masterVideo as { url: string; duration: number } | undefined, 60_000);
      // Every segment written, before and after the drop, is in the recording, and the 6 s source after the drop is there within a segment.
      const written = await Promise.all((await segments(transcoderId)).map((segment) => mediaDuration('ffprobe', segment)));
      expect(Math.abs(master.duration - written.reduce((sum, d) => sum + d, 0))).toBeLessThan(1);
      expect(written.slice(beforeDrop).reduce((sum, d) => sum + d, 0)).toBeGreaterThanOrEqual(6 - chunkSizeOf('low'));
    } finally {
      await first.stop();
    }
    await eventually('the recording made', async () => (await streamDoc(streamId)).transcoderStatus === 'stopped');
    expect(processesOf(transcoderId)).toEqual([]);
  }, 180_000);

  it('refuses or reports empty, garbage and corrupt inputs without crashing or leaving processes, and still takes a good source', async () => {
    const { streamId, transcoderId, publishUrl } = await runningStream('Bad inputs');
    const port = Number(new URL(publishUrl).port);
    await sendRaw(port, Buffer.alloc(0));
    await sendRaw(port, randomBytes(64 * 1024));

    // A publish with no media at all (0 frames), then a recorded source whose middle is overwritten with noise.
    const empty = join(scratch, 'empty.flv');
    const corrupt = join(scratch, 'corrupt.flv');
    const make = (args: string[]) => spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-f', 'lavfi', '-i', 'sine', ...args], { stdio: 'ignore' });
    make(['-t', '0', '-c:v', 'libx264', '-c:a', 'aac', '-f', 'flv', empty]);
    make(['-t', '6', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '20', '-c:a', 'aac', '-f', 'flv', corrupt]);
    const bytes = readFileSync(corrupt);
    randomBytes(Math.floor(bytes.length * 0.4)).copy(bytes, Math.floor(bytes.length * 0.3));
    writeFileSync(corrupt, bytes);
    await publishFile(empty, publishUrl);
    await publishFile(corrupt, publishUrl);

    // Whatever the encoder made of them, it ended up waiting for a source again, with one process.
    await eventually('the stream off air', async () => (await streamDoc(streamId)).live === false);
    for (const log of await logs(streamId)) {
      if (log.type === 'encoder_error') expect(log.message).toMatch(/^The encoder process stopped unexpectedly .*(ffmpeg: \S|The source must send).* It has been restarted\./);
    }
    await eventually('one encoder process', () => processesOf(transcoderId).length === 1);
    expect(await streamDoc(streamId)).toMatchObject({ transcoderStatus: 'running', live: false });

    const good = new TestSource(publishUrl, { seconds: 8 });
    await eventually('LIVE with a good source', async () => (await streamDoc(streamId)).live === true);
    expect((await good.exited).code).toBe(0);
    await ok('stopTranscoder', { eventId, streamId });
    await eventually('stopped', async () => (await streamDoc(streamId)).transcoderStatus === 'stopped');
    expect(processesOf(transcoderId)).toEqual([]);
  }, 120_000);
});
