/**
 * `POST /event/{eventId or resourceID}/presentation/{processId}` (spec 002 section 7) as the `event`
 * Cloud Function answers it: the caller from their Firebase ID token, the body the media record
 * as JSON, then the shared processing (server/api/hosted-document-processing.ts) through the
 * converter service this deployment names (CONVERTER_URL and CONVERTER_SECRET in the functions'
 * environment, never the browser's). Free of Firebase imports so that it runs, and is tested,
 * anywhere.
 */
import { mediaMessages } from '@domain/media/media-types';
import { converterService, processHostedDocument, type HostedDocumentDeps, type HttpConverterConfig } from '@server/api/hosted-document-processing';
import { bearerToken, type TokenCheck } from './api-request';

export type PresentationRequest = { method: string; path: string; authorization?: string; body?: Uint8Array };
export type PresentationAnswer = { status: number; headers: Record<string, string>; body: unknown };

export type PresentationOptions = Omit<HostedDocumentDeps, 'converter'> & {
  verifyToken: (idToken: string) => Promise<TokenCheck>;
  /** The converter service; null when the deployment names none. */
  converter: HttpConverterConfig | null;
};

/** The record as JSON is small: a name, a folder and a few fields. */
export const PRESENTATION_BODY_LIMIT = 64 * 1024;

/**
 * Through Hosting the path is the spec's; at the function's own address (and in the emulator) what
 * comes before it differs, so only its end is read.
 */
const PATH = /\/([^/]+)\/presentation\/([^/]+)$/;

const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}): PresentationAnswer => ({ status, headers, body: { error: { code, message } } });

/** The converter service of the functions' environment, or null when it is not set up (both are needed). */
export function converterFromEnv(env: Record<string, string | undefined>): HttpConverterConfig | null {
  const url = env.CONVERTER_URL?.trim();
  const secret = env.CONVERTER_SECRET?.trim();
  return url && secret ? { url, secret } : null;
}

export async function handlePresentationRequest(req: PresentationRequest, options: PresentationOptions): Promise<PresentationAnswer> {
  const match = PATH.exec(req.path);
  if (!match) return refusal(404, 'not-found', 'Not found.');
  if (req.method !== 'POST') return refusal(405, 'method-not-allowed', 'A presentation is POSTed.', { allow: 'POST' });
  const token = bearerToken(req.authorization);
  const check: TokenCheck = token ? await options.verifyToken(token) : { kind: 'invalid' };
  if (check.kind === 'expired') return refusal(401, 'unauthenticated', 'Your session has expired. Sign in again.');
  if (check.kind !== 'valid') return refusal(401, 'unauthenticated', 'Sign in to upload files.');
  if (!options.converter) {
    options.log('presentation: CONVERTER_URL and CONVERTER_SECRET are not set in the functions’ environment; documents cannot be converted');
    return refusal(503, 'unavailable', mediaMessages.converterUnavailable);
  }
  const bytes = req.body ?? new Uint8Array();
  if (bytes.byteLength > PRESENTATION_BODY_LIMIT) return refusal(413, 'resource-exhausted', `The media record is at most ${PRESENTATION_BODY_LIMIT} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return refusal(400, 'invalid-argument', mediaMessages.refresh);
  }
  const [, resourceId, processId] = match.map(decodeURIComponent);
  const answer = await processHostedDocument(
    { uid: check.auth.uid, resourceId, processId, body },
    { docs: options.docs, store: options.store, workRoot: options.workRoot, log: options.log, converter: converterService(options.converter) },
  );
  return { ...answer, headers: {} };
}
