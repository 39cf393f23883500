/**
 * The local adapter of the encoder port: nginx with the RTMP module takes the sources, one
 * ffmpeg per running transcoder writes its HLS, and the embedded server serves it. nginx asks
 * the server (its publish callbacks) before accepting a source, so a wrong stream key or a
 * second source on a key is refused. Transcoders are kept in an internal table: after a
 * restart, processes a killed server left behind are ended and transcoders come back as they
 * were (running ones running again, a recording in progress made again). Viewers play the same
 * segments under viewer/, where Stop live closes their playlist (viewer-playlist.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chunkSizeOf } from '@domain/streams/transcoder-options';
import type { EncoderEvent, TranscoderEventName } from '@domain/streams/encoder-events';
import type { InternalSql } from '@server/db/engine';
import { EncoderUnavailableError, UnknownTranscoderError, type Encoder, type EncoderEventSink, type TranscoderMetrics } from '../port';
import { LiveTranscoder } from './live-transcoder';
import { NginxServer } from './nginx-server';
import { RTMP_APPLICATION } from './nginx-config';
import { ProcessRegistry } from './process-registry';
import { makeRecording } from './recording';
import { inputKbps } from './rtmp-stat';
import { findTools, notInstalledMessage, type ToolPaths } from './tools';
import { createTranscoderStore, type TranscoderRow } from './transcoder-store';
import { VARIANT_FOLDER } from './ffmpeg-args';
import { cutPlaylist, ENDED_PLAYLIST, VIEWER_FOLDER } from './viewer-playlist';

export type LocalEncoderOptions = {
  sql: InternalSql;
  dataDir: string;
  /** Where nginx listens for sources ('0.0.0.0': everywhere). */
  rtmpHost: string;
  /** 0: a free port, kept for later starts. */
  rtmpPort: number;
  /** The host encoders connect to, for the ingest address. */
  publicHost: () => string;
  /** This server's own address, for nginx's callbacks. */
  serverUrl: () => string;
  tools?: Partial<ToolPaths>;
  x264Preset?: string;
  log: (message: string) => void;
};

export type LocalEncoder = Encoder & {
  /** nginx's publish callbacks: whether this source may publish on this key. */
  hooks: {
    secret: string;
    publish(streamKey: string, clientId: string): Promise<boolean>;
    publishDone(streamKey: string, clientId: string): Promise<void>;
  };
  /** The file behind a path of a transcoder's HLS, or null when there is no such file name. */
  hlsFile(transcoderId: string, path: string): string | null;
  recordingFile(transcoderId: string): string | null;
  /** The RTMP port sources publish to. */
  rtmpPort(): Promise<number>;
  /** Brings transcoders back as they were stored; call once the server listens. */
  restore(): Promise<void>;
  /** Pids of running ffmpeg processes, by transcoder. */
  processes(): Map<string, number>;
  close(): Promise<void>;
};

const TRANSCODER_ID = /^[A-Za-z0-9_-]{22}$/;
const HLS_FILE = /^(?:viewer\/)?(master\.m3u8|v0\/index\.m3u8|v0\/seg\d{6,}\.ts)$/;
const PLAYBACK_URL = /^\/hls\/([A-Za-z0-9_-]{22})\/master\.m3u8$/;
/** How often viewers' end waits on the source to pass the stop moment; it waits at most this many segments. */
const VIEWER_END_POLL_MS = 250;
const VIEWER_END_WAIT_SEGMENTS = 3;

export async function createLocalEncoder(options: LocalEncoderOptions, sink: EncoderEventSink): Promise<LocalEncoder> {
  const folder = join(options.dataDir, 'encoder');
  await mkdir(join(folder, 'transcoders'), { recursive: true, mode: 0o700 });
  const registry = new ProcessRegistry(folder);
  const leftovers = await registry.endLeftovers();
  if (leftovers.length > 0) options.log(`media server: ended processes a previous run left behind: ${leftovers.join(', ')}`);
  const store = await createTranscoderStore(options.sql);
  const secret = randomBytes(24).toString('base64url');
  const lives = new Map<string, LiveTranscoder>();
  const publishers = new Map<string, string>();
  const recordings = new Map<string, Promise<void>>();
  let closing = false;

  await mkdir(join(folder, 'nginx'), { recursive: true });
  // Made once the tools are found: until then nothing can publish, so there is nothing to ask it.
  let nginx: NginxServer | null = null;

  let queue: Promise<void> = Promise.resolve();
  const emit = (event: EncoderEvent) => {
    queue = queue.then(() => sink(event)).catch((error: unknown) => options.log(`media server: recording an encoder event failed: ${String(error)}`));
    return queue;
  };
  const transcoderEvent = (transcoderId: string, event: TranscoderEventName, message?: string) =>
    emit({ objectType: 'transcoder', event, transcoderId, at: new Date(), ...(message ? { message } : {}) });

  let tools: ToolPaths | null = null;
  async function requireTools(): Promise<{ paths: ToolPaths; server: NginxServer }> {
    if (!tools) {
      const found = await findTools(options.tools);
      if (!found.ok) throw new EncoderUnavailableError(notInstalledMessage(found.missing));
      tools = found.paths;
    }
    nginx ??= new NginxServer({
      folder: join(folder, 'nginx'),
      nginx: tools.nginx,
      rtmpModule: tools.rtmpModule,
      rtmpHost: options.rtmpHost,
      rtmpPort: options.rtmpPort,
      hookBase: () => `${options.serverUrl()}/encoder-hooks/${secret}`,
      registry,
      log: options.log,
      onCrash: () => publishers.clear(),
    });
    return { paths: tools, server: nginx };
  }

  const transcoderFolder = (id: string) => join(folder, 'transcoders', id);

  async function requireRow(id: string): Promise<TranscoderRow> {
    const row = TRANSCODER_ID.test(id) ? await store.get(id) : null;
    if (!row) throw new UnknownTranscoderError(id);
    return row;
  }

  async function startLive(row: TranscoderRow): Promise<void> {
    if (lives.has(row.id)) return;
    await transcoderEvent(row.id, 'start.requested');
    await store.setState(row.id, 'running');
    let paths: ToolPaths;
    let server: NginxServer;
    try {
      ({ paths, server } = await requireTools());
      await server.ensureRunning();
    } catch (error) {
      await store.setState(row.id, 'stopped');
      const message = error instanceof Error ? error.message : String(error);
      await transcoderEvent(row.id, 'error', message);
      await transcoderEvent(row.id, 'stop.complete');
      throw error instanceof EncoderUnavailableError ? error : new EncoderUnavailableError(message);
    }
    const kind = row.options.type === 'audio' ? 'audio' : 'video';
    const live = new LiveTranscoder({
      id: row.id,
      ffmpeg: paths.ffmpeg,
      x264Preset: options.x264Preset ?? 'veryfast',
      rtmpUrl: `rtmp://127.0.0.1:${server.rtmpPort}/${RTMP_APPLICATION}/${row.streamKey}`,
      hlsFolder: join(transcoderFolder(row.id), 'hls'),
      options: row.options,
      registry,
      events: {
        onSourceStarted: () => void transcoderEvent(row.id, `${kind}.started`),
        onSourceStopped: () => void transcoderEvent(row.id, `${kind}.stopped`),
        onFailure: (message, repeated) => {
          if (repeated) {
            void server.drop('publisher', row.streamKey).catch(() => undefined);
            message += ' The source kept failing and was disconnected.';
          }
          void transcoderEvent(row.id, 'error', message);
        },
      },
    });
    await mkdir(join(transcoderFolder(row.id), 'hls', 'v0'), { recursive: true });
    lives.set(row.id, live);
    live.start();
    await transcoderEvent(row.id, 'start.complete');
  }

  async function stopLive(row: TranscoderRow, report: boolean): Promise<void> {
    const live = lives.get(row.id);
    lives.delete(row.id);
    publishers.delete(row.id);
    if (live) await Promise.all([live.stop(), nginx?.drop('publisher', row.streamKey).catch(() => undefined)]);
    if (report) await transcoderEvent(row.id, 'stop.complete');
  }

  /**
   * Viewers' closed playlist, written once every segment begun before the stop is listed (or the
   * source is gone, or it waited long enough), unless they went on air again meanwhile.
   */
  const viewerEnds = new Map<string, AbortController>();
  async function writeViewerEnd(row: TranscoderRow, stopMs: number | null, signal: AbortSignal): Promise<void> {
    const variant = join(transcoderFolder(row.id), 'hls', VARIANT_FOLDER);
    const deadline = Date.now() + chunkSizeOf(row.options.delay) * VIEWER_END_WAIT_SEGMENTS * 1000;
    for (;;) {
      const cut = cutPlaylist(await readFile(join(variant, 'index.m3u8'), 'utf8').catch(() => ''), stopMs);
      if (signal.aborted) return;
      if (cut.complete || !lives.get(row.id)?.sourceLive || Date.now() >= deadline) {
        const temporary = join(variant, `${ENDED_PLAYLIST}.tmp`);
        await writeFile(temporary, cut.text);
        await rename(temporary, join(variant, ENDED_PLAYLIST));
        return;
      }
      await sleep(VIEWER_END_POLL_MS, undefined, { signal }).catch(() => undefined);
    }
  }

  const stopRecordings = new AbortController();
  function runRecording(row: TranscoderRow, paths: ToolPaths): void {
    const job = makeRecording({
      signal: stopRecordings.signal,
      ffmpeg: paths.ffmpeg,
      ffprobe: paths.ffprobe,
      hlsFolder: join(transcoderFolder(row.id), 'hls'),
      output: join(transcoderFolder(row.id), 'recording.mp4'),
      registry,
      label: `ffmpeg recording ${row.id}`,
    }).then(
      async ({ duration }) => {
        if (closing) return;
        await store.setState(row.id, 'stopped');
        await emit({ objectType: 'recording', event: 'recording.ready', transcoderId: row.id, at: new Date(), url: `/recordings/${row.id}.mp4`, duration });
      },
      async (error: unknown) => {
        if (closing) return;
        await store.setState(row.id, 'stopped');
        await emit({ objectType: 'recording', event: 'recording.failed', transcoderId: row.id, at: new Date(), message: error instanceof Error ? error.message : String(error) });
      },
    );
    recordings.set(row.id, job.finally(() => recordings.delete(row.id)));
  }

  return {
    kind: 'local',

    async create({ options: transcoderOptions }) {
      const { server } = await requireTools();
      const row: TranscoderRow = { id: randomBytes(16).toString('base64url'), streamKey: randomBytes(16).toString('hex'), options: transcoderOptions, state: 'stopped' };
      await mkdir(join(transcoderFolder(row.id), 'hls', 'v0'), { recursive: true });
      await store.insert(row);
      const port = await server.port();
      return {
        transcoderId: row.id,
        ingest: { rtmpUrl: `rtmp://${options.publicHost()}:${port}/${RTMP_APPLICATION}`, streamName: row.streamKey, username: '', password: '' },
        playbackUrl: `/hls/${row.id}/master.m3u8`,
      };
    },

    async start(transcoderId) {
      const row = await requireRow(transcoderId);
      if (row.state === 'recording') throw new EncoderUnavailableError('The transcoder is making its recording.');
      await startLive(row);
    },

    async stop(transcoderId) {
      const row = await requireRow(transcoderId);
      if (row.state === 'running') await store.setState(row.id, 'stopped');
      await stopLive(row, true);
    },

    async remove(transcoderId) {
      const row = await requireRow(transcoderId);
      viewerEnds.get(row.id)?.abort();
      await stopLive(row, lives.has(row.id));
      await recordings.get(row.id)?.catch(() => undefined);
      await store.remove(row.id);
      await rm(transcoderFolder(row.id), { recursive: true, force: true });
    },

    async metrics(transcoderId): Promise<TranscoderMetrics> {
      const row = await requireRow(transcoderId);
      const stat = (await (nginx?.stats() ?? [])).find((s) => s.name === row.streamKey);
      const connected = stat?.publishing === true;
      return { connected, bitsInKbps: stat ? inputKbps(stat) : null, uptimeSeconds: connected && stat ? stat.timeMs / 1000 : null };
    },

    programTime(transcoderId, wallMs) {
      return lives.get(transcoderId)?.clock.programTime(wallMs) ?? null;
    },

    async record(transcoderId) {
      const row = await requireRow(transcoderId);
      if (row.state === 'recording' || recordings.has(row.id)) return;
      const { paths } = await requireTools();
      await store.setState(row.id, 'recording');
      await stopLive(row, lives.has(row.id));
      runRecording(row, paths);
    },

    viewerPlayback(url) {
      const id = PLAYBACK_URL.exec(url)?.[1];
      return id ? `/hls/${id}/${VIEWER_FOLDER}/master.m3u8` : null;
    },

    // A transcoder this server does not run (another encoder's) has no viewers' playlist here.
    async endViewing(transcoderId, wallMs) {
      const row = TRANSCODER_ID.test(transcoderId) ? await store.get(transcoderId) : null;
      if (!row) return;
      viewerEnds.get(row.id)?.abort();
      const ending = new AbortController();
      viewerEnds.set(row.id, ending);
      const live = lives.get(row.id);
      const stopMs = live?.sourceLive ? live.clock.programTime(wallMs) : null;
      void writeViewerEnd(row, stopMs, ending.signal)
        .catch((error: unknown) => options.log(`media server: viewers' playlist of ${row.id} could not be ended: ${String(error)}`))
        .finally(() => viewerEnds.get(row.id) === ending && viewerEnds.delete(row.id));
    },

    async resumeViewing(transcoderId) {
      const row = TRANSCODER_ID.test(transcoderId) ? await store.get(transcoderId) : null;
      if (!row) return;
      viewerEnds.get(row.id)?.abort();
      viewerEnds.delete(row.id);
      await rm(join(transcoderFolder(row.id), 'hls', VARIANT_FOLDER, ENDED_PLAYLIST), { force: true });
    },

    hooks: {
      secret,
      async publish(streamKey, clientId) {
        const row = /^[0-9a-f]{32}$/.test(streamKey) ? await store.byKey(streamKey) : null;
        if (!row || row.state !== 'running' || !lives.has(row.id)) return false;
        const current = publishers.get(row.id);
        if (current && current !== clientId) {
          const stat = (await (nginx?.stats() ?? [])).find((s) => s.name === streamKey);
          if (stat?.publishing) return false;
        }
        publishers.set(row.id, clientId);
        return true;
      },
      async publishDone(streamKey, clientId) {
        const row = /^[0-9a-f]{32}$/.test(streamKey) ? await store.byKey(streamKey) : null;
        if (!row || publishers.get(row.id) !== clientId) return;
        publishers.delete(row.id);
        // The transcoder's ffmpeg would otherwise wait on, and take the next source's restarted timestamps.
        await nginx?.drop('subscriber', streamKey).catch(() => undefined);
      },
    },

    hlsFile(transcoderId, path) {
      const file = HLS_FILE.exec(path)?.[1];
      if (!TRANSCODER_ID.test(transcoderId) || !file) return null;
      const hls = join(transcoderFolder(transcoderId), 'hls');
      // Viewers play the same files, but their playlist once it has ended.
      const ended = join(hls, VARIANT_FOLDER, ENDED_PLAYLIST);
      return path.startsWith(`${VIEWER_FOLDER}/`) && file === `${VARIANT_FOLDER}/index.m3u8` && existsSync(ended) ? ended : join(hls, file);
    },

    recordingFile(transcoderId) {
      return TRANSCODER_ID.test(transcoderId) ? join(transcoderFolder(transcoderId), 'recording.mp4') : null;
    },

    rtmpPort: async () => (await requireTools()).server.port(),

    async restore() {
      for (const row of await store.all()) {
        if (row.state === 'running') {
          await startLive(row).catch((error: unknown) => options.log(`media server: transcoder ${row.id} could not start again: ${String(error)}`));
        } else if (row.state === 'recording') {
          await requireTools().then(
            ({ paths }) => runRecording(row, paths),
            (error: unknown) => options.log(`media server: the recording of ${row.id} could not be made again: ${String(error)}`),
          );
        }
      }
    },

    processes() {
      return new Map([...lives].flatMap(([id, live]) => (live.pid ? [[id, live.pid] as const] : [])));
    },

    async close() {
      closing = true;
      for (const ending of viewerEnds.values()) ending.abort();
      stopRecordings.abort();
      await Promise.all([...lives.values()].map((live) => live.stop()));
      lives.clear();
      await nginx?.close();
      await Promise.all([...recordings.values()].map((job) => job.catch(() => undefined)));
      await queue;
      await registry.flushed();
    },
  };
}
