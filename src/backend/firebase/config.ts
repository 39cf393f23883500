import { z } from 'zod';

/** `host:port` of an emulator, as `firebase emulators:start` prints it. */
const hostPort = z.string().regex(/^[^\s:/]+:\d{1,5}$/, 'an emulator address is host:port, e.g. 127.0.0.1:8080');

/** The Firebase web app config (public by design) plus where the Cloud Functions and emulators are. */
export const firebaseConfigSchema = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
  /** Without it, uploads fail with `unavailable` (e.g. the emulators without the Storage emulator). */
  storageBucket: z.string().min(1).optional(),
  /** Without it there is no presence, and the connection state follows the browser's. */
  databaseURL: z.url().optional(),
  appId: z.string().min(1),
  /** Base URL of the `api` function; empty or absent means this origin (Hosting rewrites /api/**). */
  functionsBaseUrl: z.union([z.url(), z.literal('')]).optional(),
  emulators: z
    .object({
      /** host:port, or a full URL. */
      auth: z.union([hostPort, z.url()]).optional(),
      firestore: hostPort.optional(),
      database: hostPort.optional(),
      storage: hostPort.optional(),
    })
    .strict()
    .optional(),
});

export type FirebaseConfig = z.infer<typeof firebaseConfigSchema>;

/** An emulator address `host:port` as the SDKs' connect functions take it. */
export function splitHostPort(address: string): [string, number] {
  const i = address.lastIndexOf(':');
  return [address.slice(0, i), Number(address.slice(i + 1))];
}
