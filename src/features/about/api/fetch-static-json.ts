import type { z } from 'zod';
import { BackendError } from '@/backend/port';

/** Reads a static JSON file served with the app and checks its shape. */
export async function fetchStaticJson<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new BackendError('unavailable', `Could not load ${url}`, error);
  }
  // The server answered, so the connection is fine; only a failed fetch above means it is not.
  if (!response.ok) throw new BackendError(response.status === 404 ? 'not-found' : 'internal', `${url} answered ${response.status}`);
  return schema.parse(await response.json());
}
