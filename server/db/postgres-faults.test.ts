/**
 * The embedded server on a PostgreSQL server that fails: restarted (crashed, even) under load,
 * or not there at all when the server starts. This file runs its own throwaway cluster, since it
 * stops it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeValue } from '@domain/protocol/wire-values';
import { startCluster, type Cluster } from '@tests/postgres/cluster';
import { startHarness, waitUntil, type Frame, type Harness, type TestClient } from '../realtime/test-harness';

let cluster: Cluster;
let h: Harness;
let alice: TestClient;
const pages = 'events/live/pages';

beforeAll(async () => {
  cluster = await startCluster();
  h = await startHarness({ databaseUrl: await cluster.createDatabase() });
  await h.engine.commit([
    { type: 'set', path: 'users/alice', data: { uid: 'alice', email: 'alice@example.com' } },
    { type: 'set', path: 'resourceAccess/org1/permissions/alice', data: { permission: 'owner' } },
    { type: 'set', path: 'events/live', data: { organization: 'org1' } },
  ]);
  alice = await h.connect('alice');
});
afterAll(async () => {
  await h?.close();
  await cluster?.destroy();
});

/** What a live query has shown its client, from its frames: id -> data. */
function shown(client: TestClient, sub: number): Map<string, unknown> {
  const docs = new Map<string, unknown>();
  for (const frame of client.frames.filter((f: Frame) => f.t === 'query' && f.sub === sub)) {
    if (frame.initial) for (const doc of frame.docs) docs.set(doc.id, decodeValue(doc.data));
    for (const change of frame.changes ?? []) {
      if (change.type === 'removed') docs.delete(change.doc.id);
      else docs.set(change.doc.id, decodeValue(change.doc.data));
    }
  }
  return docs;
}

describe('the PostgreSQL server restarted under load', () => {
  it('reconnects: writes during the outage fail with unavailable, no acknowledged write is lost, and live queries converge', { timeout: 180_000 }, async () => {
    const { id } = await alice.subscribe({ query: { path: pages, where: [{ field: 'organization', op: '==', value: 'org1' }] } });
    const doc = await alice.subscribe({ doc: `${pages}/counter` });
    const acknowledged = new Set<string>();
    const refusals: string[] = [];
    let restarted = false;
    let acknowledgedAfterRestart = 0;
    let n = 0;

    // Four writers at once (as the server's request handlers commit), each writing a new page and
    // the counter, until enough writes landed after the restart.
    const write = async () => {
      while (!restarted || acknowledgedAfterRestart < 40) {
        const i = n++;
        try {
          await h.engine.commit([
            { type: 'set', path: `${pages}/p${i}`, data: { organization: 'org1', n: i } },
            { type: 'set', path: `${pages}/counter`, data: { organization: 'org1', last: i } },
          ]);
          acknowledged.add(`p${i}`);
          if (restarted) acknowledgedAfterRestart++;
        } catch (error) {
          refusals.push((error as { code?: string }).code ?? String(error));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const writers = Array.from({ length: 4 }, write);

    await waitUntil(() => acknowledged.size >= 40, 60_000);
    // A crash: PostgreSQL recovers from its write-ahead log on the next start.
    await cluster.stop('immediate');
    await waitUntil(() => refusals.length >= 4, 30_000);
    await cluster.start();
    restarted = true;
    await Promise.all(writers);

    expect(new Set(refusals)).toEqual(new Set(['unavailable']));
    const stored = new Map((await h.engine.list({ path: pages })).map((d) => [d.id, d.data]));
    const lost = [...acknowledged].filter((page) => !stored.has(page));
    expect(lost).toEqual([]);
    // The listeners end where the database is, without subscribing again.
    await waitUntil(() => isDeepStrictEqual(shown(alice, id), stored), 30_000);
    const counter = stored.get('counter');
    await waitUntil(() => {
      const frames = alice.frames.filter((f: Frame) => f.t === 'doc' && f.sub === doc.id);
      return isDeepStrictEqual(decodeValue(frames[frames.length - 1]?.doc.data), counter);
    }, 30_000);
    expect(alice.frames.some((f: Frame) => f.t === 'suberr')).toBe(false);
  });
});

describe('the PostgreSQL server unreachable when the server starts', () => {
  const mainPath = fileURLToPath(new URL('../main.ts', import.meta.url));

  async function start(databaseUrl: string): Promise<{ code: number | null; stderr: string }> {
    const dataDir = await mkdtemp(join(tmpdir(), 'unreachable-'));
    try {
      return await new Promise((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
          env: { ...process.env, PORT: '0', RTMP_PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('exit', (code) => resolve({ code, stderr }));
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it('exits non-zero with one line naming where DATABASE_URL points, never its password', { timeout: 60_000 }, async () => {
    const overTcp = await start('postgres://eventdesk:s3cret-pw@127.0.0.1:1/events');
    expect(overTcp.code).toBe(1);
    expect(overTcp.stderr.trim()).toMatch(/^Cannot use the PostgreSQL server given by DATABASE_URL \(127\.0\.0\.1, port 1, database events\): connect ECONNREFUSED 127\.0\.0\.1:1$/);
    expect(overTcp.stderr).not.toContain('s3cret-pw');

    const socketDir = join(cluster.root, 'nobody-here');
    const overSocket = await start(`postgres://eventdesk@localhost/events?host=${encodeURIComponent(socketDir)}`);
    expect(overSocket.code).toBe(1);
    expect(overSocket.stderr.trim()).toMatch(new RegExp(`^Cannot use the PostgreSQL server given by DATABASE_URL \\(the socket in ${socketDir}, port 5432, database events\\): connect ENOENT`));
  });
});
