/** Typed `/api` calls: the shared zod contracts check the input before it leaves and the output when it arrives. */
import type { ApiInput, ApiName, ApiOutput } from '@domain/api/contracts';
import { BackendError } from '@domain/errors/backend-error';
import type { Http } from './http';

/**
 * The public site's calls: sent as they are, without loading the contracts (and zod) into its
 * light entry. The server checks every input; the site reads each answer defensively.
 */
export function createUncheckedCall(http: Http) {
  return async function call<N extends ApiName>(name: N, input: ApiInput<N>): Promise<ApiOutput<N>> {
    const { result } = await http.json<{ result: ApiOutput<N> }>('POST', `/api/call/${encodeURIComponent(name)}`, input);
    return result;
  };
}

export function createCall(http: Http) {
  return async function call<N extends ApiName>(name: N, input: ApiInput<N>): Promise<ApiOutput<N>> {
    // Loaded with the first call: the schemas stay off the sign-in page's first load.
    const { apiContracts } = await import('@domain/api/contracts');
    const contract = apiContracts[name];
    const parsedInput = contract.input.safeParse(input);
    if (!parsedInput.success) throw new BackendError('invalid-argument', `Invalid input for ${name}: ${parsedInput.error.message}`, parsedInput.error.issues);
    const { result } = await http.json<{ result: unknown }>('POST', `/api/call/${encodeURIComponent(name)}`, parsedInput.data);
    const parsedOutput = contract.output.safeParse(result);
    if (!parsedOutput.success) throw new BackendError('internal', `The server's answer to ${name} does not match its contract: ${parsedOutput.error.message}`, parsedOutput.error.issues);
    return parsedOutput.data as ApiOutput<N>;
  };
}
