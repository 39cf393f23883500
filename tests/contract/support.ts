/** Helpers for the contract suite: waiting for pushed values, unique accounts, test images. */
import { isBackendError, type AuthUser, type Backend } from '@/backend/port';

/**
 * Collects what a listener receives, so a test can wait for the value it expects. The wait is
 * bounded only so that a missing value fails with a message naming what was awaited.
 */
export class Recorder<T> {
  readonly values: T[] = [];
  readonly errors: unknown[] = [];
  private waiters: { test: () => boolean; resolve: () => void }[] = [];

  readonly push = (value: T): void => {
    this.values.push(value);
    this.wake();
  };

  readonly fail = (error: unknown): void => {
    this.errors.push(error);
    this.wake();
  };

  /** Resolves with the first value (from index `from` on) that satisfies `predicate`. */
  async until(what: string, predicate: (v: T) => boolean, from = 0, timeoutMs = 15_000): Promise<T> {
    const find = () => this.values.slice(from).find(predicate);
    await this.wait(what, () => find() !== undefined, timeoutMs);
    return find()!;
  }

  async nextError(what: string, timeoutMs = 15_000): Promise<unknown> {
    await this.wait(what, () => this.errors.length > 0, timeoutMs);
    return this.errors[0];
  }

  private wait(what: string, test: () => boolean, timeoutMs: number): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.test !== test);
        reject(new Error(`Still waiting for ${what}; received ${JSON.stringify(this.values)} and errors ${String(this.errors)}`));
      }, timeoutMs);
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private wake(): void {
    for (const w of [...this.waiters]) {
      if (w.test()) {
        this.waiters = this.waiters.filter((x) => x !== w);
        w.resolve();
      }
    }
  }
}

/** The code of the BackendError a promise rejects with (fails the test when it resolves). */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    if (isBackendError(e)) return e.code;
    throw new Error(`Expected a BackendError, got ${String(e)}`, { cause: e });
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

export function codeOf(error: unknown): string {
  if (isBackendError(error)) return error.code;
  throw new Error(`Expected a BackendError, got ${String(error)}`, { cause: error });
}

let counter = 0;
export function uniqueEmail(): string {
  return `contract-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'contract-password-1';

/** The first auth state a client settles on (undefined = still unknown is skipped). */
export function settledUser(backend: Backend) {
  return new Promise<ReturnType<Backend['auth']['currentUser']>>((resolve) => {
    const stop = backend.auth.onAuthStateChanged((user) => {
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

/** A 2x2 pixel baseline JPEG. */
const TINY_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==';

/**
 * A valid JPEG of at least `minBytes`: the tiny image with comment (COM) segments after its
 * start marker, which decoders skip. Large enough files show several progress events.
 */
export function jpegBytes(minBytes = 0): Uint8Array<ArrayBuffer> {
  const tiny = Uint8Array.from(atob(TINY_JPEG_BASE64), (c) => c.charCodeAt(0));
  const segments: Uint8Array[] = [];
  let size = tiny.length;
  while (size < minBytes) {
    const payload = Math.min(65_533, Math.max(1, minBytes - size));
    const seg = new Uint8Array(payload + 4);
    seg.set([0xff, 0xfe, (payload + 2) >> 8, (payload + 2) & 0xff]);
    for (let i = 4; i < seg.length; i++) seg[i] = 0x20 + (i % 64);
    segments.push(seg);
    size += seg.length;
  }
  const out = new Uint8Array(size);
  out.set(tiny.subarray(0, 2));
  let at = 2;
  for (const s of segments) {
    out.set(s, at);
    at += s.length;
  }
  out.set(tiny.subarray(2), at);
  return out;
}

export function jpegBlob(minBytes = 0): Blob {
  return new Blob([jpegBytes(minBytes)], { type: 'image/jpeg' });
}

/** Where a test reads the code of the sign-up link mailed to an address (the outbox, or the functions' mail collection). */
export type SignUpCodes = (email: string) => Promise<string>;

/** Signs `email` up on `backend` and follows the mailed link there: the client ends signed in as the new account. */
export async function signUpThroughMail(backend: Backend, codes: SignUpCodes, email: string, password: string): Promise<AuthUser> {
  await backend.auth.signUp(email, password);
  return (await backend.auth.finishSignUp(await codes(email))).user;
}
