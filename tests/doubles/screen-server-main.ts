/**
 * Inside the screen tests' worker thread (screen-server-worker.mjs): the embedded server on a
 * temporary data folder, and the few things a screen test asks of it besides HTTP, answered
 * over the worker's message port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { DocData } from '@domain/documents/values';
import { startServer } from '@server/app';
import { hashPassword } from '@server/auth/passwords';
import { provideMigratedDatabase } from '@server/testing/migrated-database';
import type { ScreenServerRequest } from './screen-server-protocol';

// Every test signs its accounts in from this one address: more than a real address may.
const many = { limit: 1_000_000, windowMs: 60_000 };
const abuseLimits = { signInPerAccount: many, signInPerAddress: many, signUpPerEmail: many, signUpPerAddress: many, passwordCheckPerAccount: many };

const port = parentPort!;
const dataDir = mkdtempSync(join(tmpdir(), 'screen-test-'));
const log = process.env.SCREEN_SERVER_LOG ? (message: string) => console.error(`screen server: ${message}`) : () => {};
await provideMigratedDatabase(dataDir);
const running = await startServer({ port: 0, host: '127.0.0.1', dataDir, seed: false, log, abuseLimits, media: { concurrency: 1 } });
const sql = running.engine.internal;

async function seed(docs: Record<string, DocData | null>): Promise<void> {
  const ops = Object.entries(docs).map(([path, data]) => (data === null ? { type: 'delete' as const, path } : { type: 'set' as const, path, data }));
  if (ops.length > 0) await running.engine.commit(ops);
}

// scrypt is slow by design: each password is hashed once.
const hashes = new Map<string, Promise<string>>();

async function ensureAccount(uid: string, email: string, emailVerified: boolean, password: string): Promise<void> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  await sql.query(
    'INSERT INTO auth_accounts (uid, email, password_hash, email_verified, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
    [uid, email.toLowerCase(), await hashes.get(password), emailVerified, Date.now()],
  );
}

/** Names the browser of the user's sessions so far (the session list shows it). */
async function setUserAgent(uid: string, userAgent: string): Promise<void> {
  await sql.query('UPDATE auth_sessions SET user_agent = $2 WHERE uid = $1', [uid, userAgent]);
}

async function reset(): Promise<void> {
  // Conversions of the ended test's uploads finish before their records go.
  await running.mediaIdle();
  await sql.exec(
    'DELETE FROM documents; DELETE FROM auth_sessions; DELETE FROM auth_verification_tokens; DELETE FROM auth_reset_tokens; DELETE FROM auth_pending_signups; DELETE FROM auth_accounts; DELETE FROM file_objects; DELETE FROM mail_outbox;',
  );
}

async function close(): Promise<void> {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}

port.on('message', (request: ScreenServerRequest) => {
  const work =
    request.op === 'seed'
      ? seed(request.docs)
      : request.op === 'account'
        ? ensureAccount(request.uid, request.email, request.emailVerified, request.password)
        : request.op === 'userAgent'
          ? setUserAgent(request.uid, request.userAgent)
          : request.op === 'reset'
            ? reset()
            : close();
  work.then(
    () => port.postMessage({ id: request.id, ok: true }),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
port.postMessage({ ready: running.url, operatorKey: running.operatorKey });
