/**
 * A database failure is said, and recovered from, instead of leaving the server limping on:
 * `/api/health` asks the database, and an aborted PGlite instance ("table index is out of
 * bounds", as issue 10's finding 1 caused) is replaced on the same data folder, keeping every
 * committed write. No client input reaches PGlite in a shape that aborts it any more (see
 * realtime/request-bounds.test.ts), so the abort is caused here with the server's own SQL.
 */
import { afterEach, expect, it } from 'vitest';
import { TempServer } from './testing/temp-server';

let server: TempServer;
afterEach(() => server.dispose());

/** SQL whose expression nests deeper than PostgreSQL-in-WebAssembly can take: the instance aborts. */
function abortingSql(): { sql: string; params: string[] } {
  const params = Array.from({ length: 700 }, () => 'a');
  return { sql: `SELECT 1 FROM documents ORDER BY (${params.reduce((e, _p, i) => `${e} -> $${i + 1}::text`, 'data')})`, params };
}

it('answers health with 503 and the reason when the database does not answer', async () => {
  server = new TempServer();
  await server.start();
  const browser = server.session();
  expect((await browser.request('/api/health')).status).toBe(200);
  await server.running.engine.close();
  const health = await browser.request('/api/health');
  expect(health.status).toBe(503);
  expect(health.json.error).toEqual({ code: 'unavailable', message: 'The database is not answering: the document engine is closed' });
});

it('reopens an aborted database on its data folder, says so, and keeps every committed write', async () => {
  const fatal: string[] = [];
  server = new TempServer({ onFatal: (message) => fatal.push(message) });
  await server.start();
  const { browser, uid } = await server.signedUp('recover@example.com');
  const client = await browser.socket();
  expect(await client.request({ op: 'write', ops: [{ type: 'update', path: `users/${uid}`, data: { username: 'before' } }] })).toMatchObject({ ok: true });

  const { sql, params } = abortingSql();
  await expect(server.running.engine.internal.query(sql, params)).rejects.toMatchObject({ code: 'unavailable' });
  expect(server.logs.some((line) => /database: the database failed \(.+\); reopening it/.test(line))).toBe(true);
  expect(server.logs).toContain('database: reopened; committed data is intact');
  expect(fatal).toEqual([]);

  expect((await browser.request('/api/health')).json.status).toBe('ok');
  expect((await client.request({ op: 'get', path: `users/${uid}` })).result.data.username).toBe('before');
  expect(await client.request({ op: 'write', ops: [{ type: 'update', path: `users/${uid}`, data: { username: 'after' } }] })).toMatchObject({ ok: true });
  const again = server.session();
  expect((await again.post('/api/auth/signin', { email: 'recover@example.com', password: 'correct horse' })).status).toBe(200);
  client.close();
  await server.restart();
  expect((await server.running.engine.get(`users/${uid}`))?.data.username).toBe('after');
});
