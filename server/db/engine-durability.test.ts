import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { createEngine } from './create-engine';
import { engineErrorCode, listIds } from './engine-test-support';

let root: string;
/** One data directory for the file: creating the database on disk is the slow part. */
let dir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'engine-durability-'));
  dir = join(root, 'data');
  await (await createEngine({ dataDir: dir })).close();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const stored: DocData = {
  title: 'Launch',
  at: new Date('2024-05-01T12:00:00.250Z'),
  nul: 'a\u0000b',
  tags: ['x', 'y'],
  nested: { depth: { n: 1.5 } },
};

describe('durability on a data directory', () => {
  it('reads back, with a new engine on the same directory, what an engine wrote before it closed', async () => {
    const first = await createEngine({ dataDir: dir });
    await first.commit([
      { type: 'set', path: 'events/e1', data: stored },
      { type: 'set', path: 'events/e1/streams/s1', data: { n: 1 } },
      { type: 'set', path: 'events/e2', data: { title: 'Other', tags: ['y'] } },
    ]);
    await first.commit([{ type: 'delete', path: 'events/e2' }]);
    const before = (await first.get('events/e1'))!;
    await first.close();
    expect(await engineErrorCode(first.get('events/e1'))).toBe('failed-precondition');

    const second = await createEngine({ dataDir: dir });
    try {
      const after = (await second.get('events/e1'))!;
      expect(after.data).toEqual(stored);
      expect(after.version).toBe(before.version);
      expect(after.createTime).toEqual(before.createTime);
      expect(after.updateTime).toEqual(before.updateTime);
      expect(await second.get('events/e2')).toBeNull();
      expect(await listIds(second, { path: 'events', where: [{ field: 'tags', op: 'array-contains', value: 'y' }] })).toEqual(['e1']);
      expect(await listIds(second, { path: 'streams', group: true })).toEqual(['s1']);
      // Versions keep increasing across restarts, so a precondition read before a restart stays safe.
      const [change] = await second.commit([{ type: 'update', path: 'events/e1', data: { title: 'Renamed' } }], [{ path: 'events/e1', version: before.version }]);
      expect(change.after!.version).toBeGreaterThan(before.version);
    } finally {
      await second.close();
    }
  });

  it('keeps every acknowledged commit when the writing process is killed with SIGKILL', async () => {
    const engineModule = fileURLToPath(new URL('./create-engine.ts', import.meta.url));
    // The child commits one document at a time forever and reports each commit once it resolves.
    const script = `
      const { createEngine } = await import(${JSON.stringify(engineModule)});
      const engine = await createEngine({ dataDir: ${JSON.stringify(dir)} });
      for (let i = 0; ; i++) {
        await engine.commit([{ type: 'set', path: 'acks/a' + String(i).padStart(6, '0'), data: { i } }]);
        process.stdout.write('committed ' + i + '\\n');
      }`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let acknowledged = -1;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        for (const line of lines) acknowledged = Number(line.slice('committed '.length));
        if (acknowledged >= 30 && child.exitCode === null) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`the writer exited before it was killed: ${stderr}`)));
    });
    expect(await exited).toBe('SIGKILL');

    const reopened = await createEngine({ dataDir: dir });
    try {
      const count = (await reopened.aggregate({ path: 'acks' }, { count: true })).count!;
      expect(count).toBeGreaterThanOrEqual(acknowledged + 1);
      const last = await reopened.get(`acks/a${String(acknowledged).padStart(6, '0')}`);
      expect(last?.data).toEqual({ i: acknowledged });
      const ids = await listIds(reopened, { path: 'acks' });
      expect(ids.slice(0, acknowledged + 1)).toEqual(Array.from({ length: acknowledged + 1 }, (_, i) => `a${String(i).padStart(6, '0')}`));
    } finally {
      await reopened.close();
    }
  });

  it('puts the write-ahead log on disk before a commit resolves (its system calls traced with strace)', async () => {
    if (spawnSync('strace', ['-V']).error) throw new Error('strace is missing: this test traces the engine\'s system calls with it (apt-get install -y strace)');
    const engineModule = fileURLToPath(new URL('./create-engine.ts', import.meta.url));
    const trace = join(root, 'trace.txt');
    const commits = 8;
    // Each commit's resolution is marked on stdout by one write system call.
    const script = `
      const { writeSync } = await import('node:fs');
      const { createEngine } = await import(${JSON.stringify(engineModule)});
      const engine = await createEngine({ dataDir: ${JSON.stringify(dir)} });
      for (let i = 0; i < ${commits}; i++) {
        await engine.commit([{ type: 'set', path: 'traced/t' + i, data: { i } }]);
        writeSync(1, 'committed ' + i + '\\n');
      }
      await engine.close();`;
    const child = spawn(
      'strace',
      ['-f', '-y', '-e', 'trace=write,pwrite64,fsync,fdatasync', '-o', trace, process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, stderr).toBe(0);

    // What happened to the WAL between one acknowledgement and the next, in order.
    const steps: string[][] = [[]];
    for (const line of (await readFile(trace, 'utf8')).split('\n')) {
      if (/write\(1<[^>]*>, "committed \d+\\n"/.test(line)) steps.push([]);
      else if (/pg_wal\/[0-9A-F]{24}>/.test(line)) {
        const call = /\b(pwrite64|write|fdatasync|fsync)\(/.exec(line)?.[1];
        if (call) steps[steps.length - 1].push(call === 'pwrite64' || call === 'write' ? 'write' : 'sync');
      }
    }
    expect(steps).toHaveLength(commits + 1);
    // Commits 1..n (commit 0 also carries the engine's start): the WAL record is written, then synced, then acknowledged.
    for (const wal of steps.slice(1, commits)) {
      expect(wal).toContain('write');
      expect(wal.lastIndexOf('sync')).toBeGreaterThan(wal.indexOf('write'));
    }
  });
});
