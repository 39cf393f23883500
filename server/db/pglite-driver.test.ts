/**
 * An aborted in-memory database cannot be reopened without losing its data: the engine reports a
 * fatal failure (the server then exits for its supervisor) and answers `unavailable` from then
 * on, instead of failing obscurely. (The on-disk case, reopened, is in server/database-failure.test.ts.)
 */
import { expect, it } from 'vitest';
import { createEngine } from './create-engine';

it('reports an aborted in-memory database as fatal and then answers unavailable', async () => {
  const fatal: string[] = [];
  const logs: string[] = [];
  const engine = await createEngine({ database: { log: (m) => logs.push(m), fatal: (m) => fatal.push(m) } });
  await engine.commit([{ type: 'set', path: 'a/1', data: { n: 1 } }]);
  const params = Array.from({ length: 700 }, () => 'a');
  const sql = `SELECT 1 FROM documents ORDER BY (${params.reduce((e, _p, i) => `${e} -> $${i + 1}::text`, 'data')})`;
  await expect(engine.internal.query(sql, params)).rejects.toMatchObject({ code: 'unavailable' });
  expect(fatal).toEqual(['The database failed and cannot be reopened (it has no data folder).']);
  expect(logs[0]).toMatch(/^database: the database failed \(.+\); reopening it$/);
  await expect(engine.ping()).rejects.toMatchObject({ code: 'unavailable', message: fatal[0] });
  await expect(engine.get('a/1')).rejects.toMatchObject({ code: 'unavailable' });
  await expect(engine.commit([{ type: 'set', path: 'a/2', data: {} }])).rejects.toMatchObject({ code: 'unavailable' });
  await engine.close();
});
