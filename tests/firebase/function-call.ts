/** An `/api` call to the emulated Cloud Function, as the firebase app's client sends it. */
import { emulators } from './emulators';

export type FunctionAnswer = { status: number; body: { result?: Record<string, unknown>; error?: { code: string; message: string } } };

/** Calls `name` with `input`, signed in with `idToken` when given; answers the status and the parsed body. */
export async function callFunction(name: string, input: unknown, idToken?: string): Promise<FunctionAnswer> {
  const res = await fetch(`${emulators().functionsUrl}/api/call/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as FunctionAnswer['body'] };
}
