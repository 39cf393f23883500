/**
 * The embedded server in one process: the document engine, auth, files, mail outbox and `/api`
 * over HTTP, the realtime WebSocket at /ws, and the built app from the static folder.
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEncoderEvent } from './api/encoder-events';
import { apiHandlers } from './api/handlers';
import { engineDocs, engineServices } from './api/engine-services';
import { backfillAllListingFields } from './api/participant-listing-upkeep';
import { apiRoutes } from './api/routes';
import type { AbuseLimitSettings } from './auth/abuse-limits';
import { createAuthService } from './auth/auth-service';
import { createAuthGuard, createSessionCheck } from './auth/guard';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/routes';
import { createEngine } from './db/create-engine';
import type { DocumentEngine } from './db/engine';
import { createLocalEncoder, type LocalEncoder } from './encoder/local/local-encoder';
import { watchToolProcesses, type ToolLeftovers } from './tool-leftovers';
import { localEncoderRoutes } from './encoder/local/routes';
import { createFreshReads } from './api/fresh-reads';
import { createHlsGate } from './api/hls-access';
import type { ToolPaths } from './encoder/local/tools';
import type { Encoder } from './encoder/port';
import { createWowzaEncoder, type WowzaConfig } from './encoder/wowza/wowza-encoder';
import { wowzaWebhookRoutes } from './encoder/wowza/wowza-webhooks';
import { createFileStore } from './files/file-store';
import { fileRoutes } from './files/routes';
import { createHttpHost } from './http/http-host';
import type { TrustedProxies } from './http/client-address';
import { isOwnOrigin } from './http/origin';
import type { DocumentConverter } from './media/convert/document-converter';
import { createLocalDocumentConverter } from './media/convert/local-document-converter';
import { createMediaProcessor } from './media/media-processor';
import { mediaRoutes } from './media/routes';
import { createLocalVideoHost } from './media/video/local-video-host';
import type { VideoHost } from './media/video/video-host';
import { loadOrCreateOperatorKey } from './mail/operator-key';
import { createOutbox } from './mail/outbox';
import { outboxRoutes } from './mail/routes';
import { attachRealtime } from './realtime/attach-realtime';
import type { DemoCredentials } from './seed/demo-credentials';
import { seedDemo } from './seed/seed-demo';
import { startSiteMirror } from './site/site-mirror';

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export type StartOptions = {
  /** 0 picks a free port. */
  port: number;
  dataDir?: string;
  /** postgres://...: keep the database on this PostgreSQL server instead of PGlite in dataDir. */
  databaseUrl?: string;
  host?: string;
  /** The reverse proxies in front of the server, whose X-Forwarded-For names the client (default: none). */
  trustedProxies?: TrustedProxies;
  staticDir?: string;
  /** Where users reach the app, for links in mail; defaults to the address the server listens on. */
  publicUrl?: string;
  /** Other abuse limits than the defaults for some windows (tests that sign many accounts up from one address). */
  abuseLimits?: Partial<AbuseLimitSettings>;
  /** Creates the demo account, organisation and event on the first start of a data folder. */
  seed?: boolean;
  /** Where the local media server takes RTMP sources; 0 (the default) picks a free port and keeps it for the data folder. */
  rtmpPort?: number;
  /** Where the media server's programs are, when not on PATH (tests name missing ones). */
  encoderTools?: Partial<ToolPaths>;
  /** The x264 preset of live transcoding (default veryfast). */
  x264Preset?: string;
  /**
   * Wowza Video as the live encoder instead of the local media server: its account, the secret
   * in the address its webhooks are sent to, and where its players fetch HLS from.
   */
  wowza?: WowzaConfig & { webhookSecret: string; playbackOrigins: readonly string[] };
  log?: (message: string) => void;
  /**
   * The database failed and could not be reopened: the server answers `unavailable` until it is
   * restarted. `npm start` exits non-zero here, for its supervisor to restart it.
   */
  onFatal?: (message: string) => void;
  /**
   * Media conversion: the video host (default: ffmpeg on this machine), the document converter
   * (default: LibreOffice and poppler on this machine) and conversions at once.
   */
  media?: { videoHost?: VideoHost; documents?: DocumentConverter; concurrency?: number };
};

export type RunningServer = {
  url: string;
  port: number;
  engine: DocumentEngine;
  /** Reads the mail outbox (GET /api/outbox, /outbox?key=). */
  operatorKey: string;
  demo?: DemoCredentials;
  /** Resolves when no media conversion is waiting or running (tests, benchmarks). */
  mediaIdle(): Promise<void>;
  close(): Promise<void>;
};

/** One conversion at a time on a small machine, two where there are cores to spare for the live server. */
function defaultConcurrency(): number {
  return availableParallelism() >= 4 ? 2 : 1;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const log = options.log ?? ((message: string) => console.error(message));
  const dataDir = resolve(options.dataDir ?? './.data');
  const host = options.host ?? '127.0.0.1';
  await mkdir(dataDir, { recursive: true, mode: 0o700 });

  const engine = await createEngine({
    dataDir,
    databaseUrl: options.databaseUrl,
    onListenerError: (error) => log(`engine: an onCommit listener threw: ${String(error)}`),
    database: { log, fatal: (message) => options.onFatal?.(message) },
  });
  let startedEncoder: { close(): Promise<void> } | null = null;
  let toolLeftovers: ToolLeftovers | null = null;
  try {
    // After the engine: it refuses a data folder another server uses, whose tools are not leftovers.
    toolLeftovers = await watchToolProcesses(dataDir, log);
    let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
    const operatorKey = await loadOrCreateOperatorKey(dataDir);
    const outbox = await createOutbox(engine.internal, dataDir);
    const auth = await createAuthService({ engine, outbox, publicUrl: () => publicUrl, abuseLimits: options.abuseLimits });
    const files = await createFileStore(engine.internal, dataDir);
    const videoHost = options.media?.videoHost ?? createLocalVideoHost();
    const media = createMediaProcessor({
      engine,
      files,
      dataDir,
      videoHost,
      documents: options.media?.documents ?? createLocalDocumentConverter(resolve(dataDir, 'media-work')),
      concurrency: options.media?.concurrency ?? defaultConcurrency(),
      log,
    });
    const siteMirror = startSiteMirror(engine, engineDocs(engine), log);
    const demo = options.seed ? await seedDemo(engine, auth.accounts, dataDir) : undefined;
    let serverUrl = '';
    const encoderEvents = (event: Parameters<typeof applyEncoderEvent>[1]) => applyEncoderEvent(engineDocs(engine), event);
    const wowza = options.wowza ? createWowzaEncoder(options.wowza, encoderEvents) : null;
    const local: LocalEncoder | null = wowza ? null : await createLocalEncoder(
      {
        sql: engine.internal,
        dataDir,
        rtmpHost: host,
        rtmpPort: options.rtmpPort ?? 0,
        publicHost: () => new URL(publicUrl).hostname,
        serverUrl: () => serverUrl,
        tools: options.encoderTools,
        x264Preset: options.x264Preset,
        log,
      },
      encoderEvents,
    );
    const encoder: Encoder = wowza ?? local!;
    startedEncoder = wowza ?? local;
    await siteMirror.backfill();
    // Participants stored before the table's listing fields get them, once per event.
    await backfillAllListingFields(engineDocs(engine));

    const secureCookies = publicUrl.startsWith('https:');
    const guard = createAuthGuard(auth, secureCookies);
    const session = createSessionCheck(auth, secureCookies);
    let endSession = (_sessionId: string): void => undefined;
    const revokeSessions = async (uid: string) => (await auth.security.signOutEverywhere(uid)).forEach((sessionId) => endSession(sessionId));
    const ownOrigin = (origin: string, requestHost: string | undefined) => isOwnOrigin(origin, publicUrl, requestHost);
    // The HLS gate keeps what it checks in memory, told of every commit that changes it.
    const hlsGate = () => createHlsGate(engineDocs(engine), createFreshReads(engineDocs(engine), (hear) => engine.onCommit((changes) => hear(changes.map((c) => c.path)))));
    const http = await createHttpHost({
      routes: [
        ...authRoutes({ auth, secureCookies, onSessionEnded: (sessionId) => endSession(sessionId) }),
        ...accountRoutes({ auth, secureCookies, onSessionEnded: (sessionId) => endSession(sessionId) }),
        ...apiRoutes({
          handlers: apiHandlers,
          services: engineServices(engine, files, outbox, () => publicUrl, revokeSessions, encoder),
          session,
          checkDatabase: () => engine.ping(),
          log,
        }),
        ...(local ? localEncoderRoutes(local, hlsGate()) : wowzaWebhookRoutes(options.wowza!.webhookSecret, (body) => wowza!.receiveWebhook(body))),
        ...fileRoutes(files, guard, (path) => engine.get(path)),
        ...mediaRoutes(engine, files, media, guard),
        ...outboxRoutes(outbox, operatorKey),
      ],
      staticDir: options.staticDir ?? DEFAULT_STATIC_DIR,
      isOwnOrigin: ownOrigin,
      security: { playbackOrigins: [...videoHost.playbackOrigins, ...(options.wowza?.playbackOrigins ?? [])], https: secureCookies },
      trustedProxies: options.trustedProxies,
      log,
    });

    const realtime = attachRealtime(http.server, { engine, authenticate: auth.authenticate, isOwnOrigin: ownOrigin, log });
    endSession = (sessionId) => realtime.closeSession(sessionId);

    await http.listen({ port: options.port, host });
    const port = (http.server.address() as AddressInfo).port;
    const localHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${localHost}:${port}`;
    publicUrl ||= url;
    const resumed = await media.resume();
    if (resumed) log(`media: resuming ${resumed} conversion(s) left unfinished`);
    // nginx calls back on an address it can reach whatever "localhost" resolves to.
    serverUrl = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : localHost}:${port}`;
    await local?.restore();

    let closing: Promise<void> | null = null;
    const close = () =>
      (closing ??= (async () => {
        await startedEncoder?.close();
        await media.close();
        await toolLeftovers?.close();
        await realtime.close();
        siteMirror.stop();
        await siteMirror.idle();
        await http.close();
        await engine.close();
      })());

    return { url, port, engine, operatorKey, demo, mediaIdle: () => media.idle(), close };
  } catch (error) {
    await startedEncoder?.close();
    await toolLeftovers?.close();
    await engine.close();
    throw error;
  }
}
