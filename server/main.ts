/**
 * `npm start` runs this: the embedded server with the environment's configuration, seeded with
 * the demo sign-in on first start, stopped cleanly on SIGINT / SIGTERM.
 */
import { ConfigError, loadConfig } from './config';
import { startServer } from './app';
import { createJwPlayerVideoHost } from './media/video/jwplayer-video-host';
import { createHttpDocumentConverter } from './media/convert/http-document-converter';
import { EngineError } from './db/engine';
import { DatabaseUnreachableError, describeDatabaseUrl } from './db/postgres-driver';

const STOP_LIMIT_MS = 9000;

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer({
    port: config.port,
    host: config.host,
    trustedProxies: config.trustedProxies,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    publicUrl: config.publicUrl,
    rtmpPort: config.rtmpPort,
    wowza: config.wowza,
    seed: true,
    media: {
      concurrency: config.mediaConcurrency,
      videoHost: config.jwPlayer ? createJwPlayerVideoHost(config.jwPlayer) : undefined,
      documents: config.converter ? createHttpDocumentConverter(config.converter) : undefined,
    },
    log: (message) => console.error(message),
    onFatal: (message) => {
      console.error(`${message} Exiting so that the server can be started again.`);
      process.exit(1);
    },
  });
  const publicUrl = config.publicUrl ?? server.url;
  const lines = [
    `EventDesk is running at ${publicUrl} (listening on ${config.host}:${server.port}, data in ${config.dataDir}${config.databaseUrl ? `, database: PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}` : ''})`,
    server.demo ? `Demo sign-in: ${server.demo.email} / ${server.demo.password}` : '',
    `Mail outbox (operator only): ${publicUrl}/outbox?key=${server.operatorKey}`,
    config.smtpUrl ? 'SMTP_URL is set, but this server does not send mail over SMTP: messages go to the outbox only.' : '',
  ];
  console.log(lines.filter(Boolean).join('\n'));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // Ctrl-C or a service manager signals the whole process group and `npm start` passes the
      // signal on as well: exiting here would leave nginx, ffmpeg and LibreOffice running.
      console.error(`${signal} again: already stopping.`);
      return;
    }
    stopping = true;
    console.log(`${signal}: stopping...`);
    // The children get a few seconds each before SIGKILL; a stop stuck past that still ends the process.
    setTimeout(() => {
      console.error(`Stopping took longer than ${STOP_LIMIT_MS / 1000} s: exiting; the next start ends what is left.`);
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A refusal the operator can act on (bad setting, database unreachable, too new, in use) is said in one line.
  const refusal = error instanceof ConfigError || error instanceof DatabaseUnreachableError || error instanceof EngineError;
  console.error(refusal ? error.message : error);
  process.exit(1);
});
