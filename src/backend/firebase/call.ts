import type { ApiInput, ApiName, ApiOutput } from '@domain/api/contracts';
import { BackendError, isErrorCode, type ErrorCode } from '@domain/errors/backend-error';

/** Only used when the function's answer carries no code of its own (e.g. a proxy in between). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'invalid-argument';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 429) return 'resource-exhausted';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return status >= 500 ? 'internal' : 'unknown';
}

export async function errorFrom(res: Response): Promise<BackendError> {
  const body = (await res.json().catch(() => undefined)) as { error?: { code?: unknown; message?: unknown; retryAfterSeconds?: unknown } } | undefined;
  const error = body?.error;
  const message = typeof error?.message === 'string' ? error.message : `The API answered with status ${res.status}.`;
  // A refusal for going too fast says when to try again, as the embedded server's does.
  const retryAfterSeconds = error?.retryAfterSeconds;
  const details = typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? { retryAfterSeconds } : undefined;
  return new BackendError(isErrorCode(error?.code) ? error.code : codeForStatus(res.status), message, details);
}

/**
 * `POST {baseUrl}/api/call/{name}` to the `api` Cloud Function, with the caller's ID token; it
 * answers `{ result }` as the embedded server does. Input and output are checked against the
 * shared contract on this side too.
 */
export function createApiCaller(baseUrl: string, idToken: () => Promise<string | null>) {
  const send = createUncheckedApiCaller(baseUrl, idToken);
  return async function call<N extends ApiName>(name: N, input: ApiInput<N>): Promise<ApiOutput<N>> {
    // Loaded with the first call: the schemas stay off the sign-in page's first load.
    const { apiContracts } = await import('@domain/api/contracts');
    const contract = apiContracts[name];
    const parsedInput = contract.input.safeParse(input);
    if (!parsedInput.success) throw new BackendError('invalid-argument', `Invalid input for "${name}": ${parsedInput.error.message}`);
    const result = await send(name, parsedInput.data as ApiInput<N>);
    const parsedOutput = contract.output.safeParse(result);
    if (!parsedOutput.success) throw new BackendError('internal', `The API answered "${name}" with an unexpected shape.`);
    return parsedOutput.data as ApiOutput<N>;
  };
}

/**
 * The calls as they go over the wire, unchecked: the public site sends them so, without loading
 * the contracts into its light entry (the function checks every input).
 */
export function createUncheckedApiCaller(baseUrl: string, idToken: () => Promise<string | null>) {
  const root = baseUrl.replace(/\/+$/, '');
  return async function call<N extends ApiName>(name: N, input: ApiInput<N>): Promise<ApiOutput<N>> {
    const token = await idToken();
    let res: Response;
    try {
      res = await fetch(`${root}/api/call/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(input),
      });
    } catch (error) {
      throw new BackendError('unavailable', `The API cannot be reached (${(error as Error).message}).`);
    }
    if (!res.ok) throw await errorFrom(res);
    const body = (await res.json().catch(() => undefined)) as { result?: ApiOutput<N> } | undefined;
    return body?.result as ApiOutput<N>;
  };
}
