/** JSON calls to the embedded server's HTTP API, with every failure turned into a BackendError. */
import { BackendError, isErrorCode, type ErrorCode } from '@domain/errors/backend-error';
import type { HttpMethod, HttpResponse, LocalTransport } from './transport';

export type Http = {
  readonly baseUrl: string;
  json<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
};

export function createHttp(transport: LocalTransport, baseUrl: string): Http {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    baseUrl: root,
    async json<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
      let res: HttpResponse;
      try {
        // A POST always declares a JSON body (an empty one is {}): the server refuses any other.
        res = await transport.request({ method, url: root + path, json: body === undefined && method === 'POST' ? {} : body });
      } catch (e) {
        throw new BackendError('unavailable', `The server cannot be reached (${(e as Error).message}).`);
      }
      return parseResponse<T>(res);
    },
  };
}

export function parseResponse<T>(res: HttpResponse): T {
  if (res.status >= 200 && res.status < 300) {
    if (res.body === '') return undefined as T;
    try {
      return JSON.parse(res.body) as T;
    } catch {
      throw new BackendError('internal', `The server answered ${res.status} with a body that is not JSON.`);
    }
  }
  throw errorFromResponse(res);
}

export function errorFromResponse(res: HttpResponse): BackendError {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = undefined;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; retryAfterSeconds?: unknown } } | undefined)?.error;
  const message = typeof error?.message === 'string' ? error.message : `The server answered with status ${res.status}.`;
  const retryAfterSeconds = error?.retryAfterSeconds;
  const details = typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? { retryAfterSeconds } : undefined;
  return new BackendError(isErrorCode(error?.code) ? error.code : codeForStatus(res.status), message, details);
}

/** Only used when the server's answer carries no code of its own (e.g. a proxy in between). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'invalid-argument';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 409) return 'already-exists';
  if (status === 413) return 'storage/file-too-large';
  if (status === 415) return 'storage/invalid-type';
  if (status === 429) return 'resource-exhausted';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return status >= 500 ? 'internal' : 'unknown';
}

/** `a/b c.jpg` -> `a/b%20c.jpg`: each segment encoded, the slashes kept. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export function wireError(error: { code?: unknown; message?: unknown } | undefined): BackendError {
  return new BackendError(
    isErrorCode(error?.code) ? error.code : 'unknown',
    typeof error?.message === 'string' ? error.message : 'The server reported an error without a message.',
  );
}
