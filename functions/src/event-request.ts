/**
 * The `event` Cloud Function's calls after a media library upload: the spec's `POST /event/{eventId
 * or resourceID}/presentation/{processId}` (spec 002 section 7) for a document, and `POST
 * /event/{...}/media/{processId}` for an image or an mp4. The caller from their Firebase ID token,
 * the body the media record as JSON, then the shared processing
 * (server/api/hosted-media-processing.ts) with the services this deployment names in the
 * functions' environment, never the browser's: the converter service (CONVERTER_URL,
 * CONVERTER_SECRET) and JW Player (JWPLAYER_SITE_ID, JWPLAYER_API_SECRET). Free of Firebase imports
 * so that it runs, and is tested, anywhere.
 */
import { mediaMessages } from '@domain/media/media-types';
import { converterService, jwPlayerHost, processHostedMedia, type HostedMediaCall, type HostedMediaDeps, type HttpConverterConfig, type JwPlayerConfig } from '@server/api/hosted-media-processing';
import { bearerToken, type TokenCheck } from './api-request';

export type EventRequest = { method: string; path: string; authorization?: string; body?: Uint8Array };
export type EventAnswer = { status: number; headers: Record<string, string>; body: unknown };

export type EventOptions = Omit<HostedMediaDeps, 'converter' | 'videoHost'> & {
  verifyToken: (idToken: string) => Promise<TokenCheck>;
  /** The converter service; null when the deployment names none. */
  converter: HttpConverterConfig | null;
  /** JW Player's site and secret; null when the deployment names none. */
  jwPlayer: JwPlayerConfig | null;
};

/** The record as JSON is small: a name, a folder and a few fields. */
export const MEDIA_RECORD_BODY_LIMIT = 64 * 1024;

/**
 * Through Hosting the path is the spec's; at the function's own address (and in the emulator) what
 * comes before it differs, so only its end is read.
 */
const PATH = /\/([^/]+)\/(presentation|media)\/([^/]+)$/;

const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}): EventAnswer => ({ status, headers, body: { error: { code, message } } });

/** The converter service of the functions' environment, or null when it is not set up (both are needed). */
export function converterFromEnv(env: Record<string, string | undefined>): HttpConverterConfig | null {
  const url = env.CONVERTER_URL?.trim();
  const secret = env.CONVERTER_SECRET?.trim();
  return url && secret ? { url, secret } : null;
}

/** JW Player of the functions' environment, or null when it is not set up (both are needed). */
export function jwPlayerFromEnv(env: Record<string, string | undefined>): JwPlayerConfig | null {
  const siteId = env.JWPLAYER_SITE_ID?.trim();
  const apiSecret = env.JWPLAYER_API_SECRET?.trim();
  return siteId && apiSecret ? { siteId, apiSecret } : null;
}

export async function handleEventRequest(req: EventRequest, options: EventOptions): Promise<EventAnswer> {
  const match = PATH.exec(req.path);
  if (!match) return refusal(404, 'not-found', 'Not found.');
  if (req.method !== 'POST') return refusal(405, 'method-not-allowed', 'A media record is POSTed.', { allow: 'POST' });
  const token = bearerToken(req.authorization);
  const check: TokenCheck = token ? await options.verifyToken(token) : { kind: 'invalid' };
  if (check.kind === 'expired') return refusal(401, 'unauthenticated', 'Your session has expired. Sign in again.');
  if (check.kind !== 'valid') return refusal(401, 'unauthenticated', 'Sign in to upload files.');
  const bytes = req.body ?? new Uint8Array();
  if (bytes.byteLength > MEDIA_RECORD_BODY_LIMIT) return refusal(413, 'resource-exhausted', `The media record is at most ${MEDIA_RECORD_BODY_LIMIT} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return refusal(400, 'invalid-argument', mediaMessages.refresh);
  }
  const [resourceId, call, processId] = match.slice(1).map(decodeURIComponent);
  const { docs, store, convertImage, workRoot, log, converter, jwPlayer } = options;
  const answer = await processHostedMedia(
    { call: call as HostedMediaCall, uid: check.auth.uid, resourceId, processId, body },
    { docs, store, convertImage, workRoot, log, converter: converter && converterService(converter), videoHost: jwPlayer && jwPlayerHost(jwPlayer) },
  );
  return { ...answer, headers: {} };
}
