// zod's tree-shakable build: this schema is read before the sign-in route can render.
import * as z from 'zod/mini';

/** `host:port` of an emulator, as `firebase emulators:start` prints it. */
const hostPort = z.string().check(z.regex(/^[^\s:/]+:\d{1,5}$/, 'an emulator address is host:port, e.g. 127.0.0.1:8080'));

/** The Firebase web app config (public by design) plus where the Cloud Functions and emulators are. */
export const firebaseConfigSchema = z.object({
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  /** Without it, uploads fail with `unavailable` (e.g. the emulators without the Storage emulator). */
  storageBucket: z.optional(z.string().check(z.minLength(1))),
  /** Without it there is no presence, and the connection state follows the browser's. */
  databaseURL: z.optional(z.url()),
  appId: z.string().check(z.minLength(1)),
  /** Base URL of the `api` function; empty or absent means this origin (Hosting rewrites /api/**). */
  functionsBaseUrl: z.optional(z.union([z.url(), z.literal('')])),
  emulators: z.optional(
    z.strictObject({
      /** host:port, or a full URL. */
      auth: z.optional(z.union([hostPort, z.url()])),
      firestore: z.optional(hostPort),
      database: z.optional(hostPort),
      storage: z.optional(hostPort),
    }),
  ),
});

export type FirebaseConfig = z.infer<typeof firebaseConfigSchema>;

/** An emulator address `host:port` as the SDKs' connect functions take it. */
export function splitHostPort(address: string): [string, number] {
  const i = address.lastIndexOf(':');
  return [address.slice(0, i), Number(address.slice(i + 1))];
}
