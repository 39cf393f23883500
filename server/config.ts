/** The embedded server's configuration from the environment, validated once at start. */
import { WOWZA_WEBHOOK_SECRET_PATTERN } from '@domain/streams/wowza-webhook';
import { z } from 'zod';
import { trustedProxyProblem } from './http/client-address';

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const PORT_MESSAGE = 'must be a port number from 0 to 65535';

const envSchema = z.object({
  PORT: optionalText
    .transform((v) => v ?? '3000')
    .pipe(z.string().regex(/^\d{1,5}$/, PORT_MESSAGE).transform(Number).pipe(z.number().max(65535, PORT_MESSAGE))),
  // Loopback unless told otherwise: a fresh `npm start` is not reachable from the network.
  HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  /**
   * The reverse proxies in front of the server (addresses or CIDR ranges, comma-separated): only
   * their X-Forwarded-For is believed, so per-address limits see the client, not the proxy.
   */
  TRUSTED_PROXIES: optionalText
    .transform((v) => (v ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.string()).superRefine((entries, ctx) => {
      for (const problem of entries.map(trustedProxyProblem)) if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })),
  DATA_DIR: optionalText.transform((v) => v ?? './.data'),
  /** The PostgreSQL server (14 or later) to keep the database in; unset: PGlite in DATA_DIR. */
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  /** Where users reach the app; links in mail point here. */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Where encoders publish RTMP to the local media server; 0 picks a free port (kept in the data folder). */
  RTMP_PORT: optionalText
    .transform((v) => v ?? '1935')
    .pipe(z.string().regex(/^\d{1,5}$/, PORT_MESSAGE).transform(Number).pipe(z.number().max(65535, PORT_MESSAGE))),
  /** Accepted so a configured deployment is not refused; this server only writes the outbox. */
  SMTP_URL: optionalText.pipe(z.url().optional()),
  /** Media conversions at once (default: 1 on a machine with fewer than 4 cores, else 2). */
  MEDIA_CONCURRENCY: optionalText.pipe(z.string().regex(/^[1-8]$/, 'must be a number from 1 to 8').transform(Number).optional()),
  /** Where mp4 videos go: `local` (ffmpeg here, the default) or `jwplayer` (with the two keys below). */
  VIDEO_HOST: optionalText.pipe(z.enum(['local', 'jwplayer']).optional()),
  JWPLAYER_SITE_ID: optionalText,
  JWPLAYER_API_SECRET: optionalText,
  /** The live encoder: `local` (nginx-rtmp and ffmpeg here, the default) or `wowza` (with the WOWZA_ settings). */
  LIVE_ENCODER: optionalText.pipe(z.enum(['local', 'wowza']).optional()),
  WOWZA_API_TOKEN: optionalText,
  WOWZA_BROADCAST_LOCATION: optionalText.pipe(z.string().regex(/^[a-z_]{2,40}$/, 'must be a Wowza broadcast location such as eu_germany').optional()),
  /** Part of the address Wowza's webhooks are sent to (…/encoder-hooks/wowza/<secret>). */
  WOWZA_WEBHOOK_SECRET: optionalText.pipe(z.string().regex(WOWZA_WEBHOOK_SECRET_PATTERN, 'must be 32 to 128 letters, digits, - or _').optional()),
  /** The shared secret of token authentication on Wowza's stream targets: playback addresses are then signed (wowza/playback-token.ts). */
  WOWZA_PLAYBACK_TOKEN_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The https origins Wowza's HLS is played from, comma-separated. */
  WOWZA_PLAYBACK_ORIGINS: optionalText
    .transform((v) => (v ?? '').split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https$/ }).transform((o) => new URL(o).origin))),
  /** The converter service (`npm run converter`) to convert documents with; unset: LibreOffice and poppler in this process. */
  CONVERTER_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  /** The converter service's CONVERTER_SECRET; kept on the server. */
  CONVERTER_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
}).refine((env) => env.VIDEO_HOST !== 'jwplayer' || (env.JWPLAYER_SITE_ID && env.JWPLAYER_API_SECRET), {
  message: 'VIDEO_HOST=jwplayer needs JWPLAYER_SITE_ID and JWPLAYER_API_SECRET',
  path: ['VIDEO_HOST'],
}).refine((env) => env.LIVE_ENCODER !== 'wowza' || (env.WOWZA_API_TOKEN && env.WOWZA_BROADCAST_LOCATION && env.WOWZA_WEBHOOK_SECRET), {
  message: 'LIVE_ENCODER=wowza needs WOWZA_API_TOKEN, WOWZA_BROADCAST_LOCATION and WOWZA_WEBHOOK_SECRET',
  path: ['LIVE_ENCODER'],
}).refine((env) => !env.CONVERTER_URL === !env.CONVERTER_SECRET, {
  message: 'CONVERTER_URL and CONVERTER_SECRET go together: set both to use the converter service, or neither',
  path: ['CONVERTER_URL'],
});

export type ServerConfig = {
  port: number;
  host: string;
  /** Reverse proxies whose X-Forwarded-For is believed; empty: the connection's address is the client's. */
  trustedProxies: string[];
  dataDir: string;
  /** postgres://...: the database is on this PostgreSQL server; undefined: PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Unset: the address the server listens on (known only once it listens, e.g. with PORT=0). */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mediaConcurrency: number | undefined;
  /** JW Player's site and secret when videos go there; undefined: ffmpeg on this machine. */
  jwPlayer: { siteId: string; apiSecret: string } | undefined;
  rtmpPort: number;
  /** Wowza Video as the live encoder; undefined: the local media server. */
  wowza: { apiToken: string; broadcastLocation: string; webhookSecret: string; playbackOrigins: string[]; playbackTokenSecret?: string } | undefined;
  /** The converter service documents go to; undefined: converted in this process. */
  converter: { url: string; secret: string } | undefined;
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const { DATABASE_URL } = result.data;
  const { PORT, HOST, TRUSTED_PROXIES, DATA_DIR, PUBLIC_URL, SMTP_URL, MEDIA_CONCURRENCY, VIDEO_HOST, JWPLAYER_SITE_ID, JWPLAYER_API_SECRET, RTMP_PORT, LIVE_ENCODER } = result.data;
  const { WOWZA_API_TOKEN, WOWZA_BROADCAST_LOCATION, WOWZA_WEBHOOK_SECRET, WOWZA_PLAYBACK_ORIGINS, WOWZA_PLAYBACK_TOKEN_SECRET } = result.data;
  const { CONVERTER_URL, CONVERTER_SECRET } = result.data;
  return {
    port: PORT,
    host: HOST,
    trustedProxies: TRUSTED_PROXIES,
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL,
    publicUrl: PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: SMTP_URL,
    mediaConcurrency: MEDIA_CONCURRENCY,
    jwPlayer: VIDEO_HOST === 'jwplayer' ? { siteId: JWPLAYER_SITE_ID!, apiSecret: JWPLAYER_API_SECRET! } : undefined,
    rtmpPort: RTMP_PORT,
    wowza:
      LIVE_ENCODER === 'wowza'
        ? {
            apiToken: WOWZA_API_TOKEN!,
            broadcastLocation: WOWZA_BROADCAST_LOCATION!,
            webhookSecret: WOWZA_WEBHOOK_SECRET!,
            playbackOrigins: WOWZA_PLAYBACK_ORIGINS,
            playbackTokenSecret: WOWZA_PLAYBACK_TOKEN_SECRET,
          }
        : undefined,
    converter: CONVERTER_URL ? { url: CONVERTER_URL, secret: CONVERTER_SECRET! } : undefined,
  };
}
