/**
 * The local provider across a server restart: listeners created before the connection dropped
 * converge on what changed while it was down, as changes, without being created again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionState, DocSnapshot, QuerySnapshot } from '@/backend/port';
import { createEngine } from '@server/db/create-engine';
import { LocalServer } from './local-harness';
import { PASSWORD, Recorder, signUpThroughMail, uniqueEmail } from './support';

type Profile = { uid: string; username?: string };

let server: LocalServer;

beforeAll(async () => {
  server = new LocalServer();
  await server.start();
});
afterAll(() => server.teardown());

describe('local provider after a dropped connection', () => {
  it('delivers the changes made while it was offline and goes on delivering later ones', async () => {
    const backend = server.client();
    const { uid } = await signUpThroughMail(backend, (email) => server.signUpCode(email), uniqueEmail(), PASSWORD);
    await backend.docs.update(`users/${uid}`, { username: 'before' });

    const states = new Recorder<ConnectionState>();
    backend.connection.subscribe(states.push);
    const docs = new Recorder<DocSnapshot<Profile>>();
    const queries = new Recorder<QuerySnapshot<Profile>>();
    backend.docs.subscribeDoc<Profile>(`users/${uid}`, docs.push, docs.fail);
    backend.docs.subscribeQuery<Profile>({ path: 'users', where: [{ field: 'uid', op: '==', value: uid }] }, queries.push, queries.fail);
    await docs.until('the first snapshot', (s) => s.data?.username === 'before');
    await queries.until('the first query snapshot', (s) => s.docs[0]?.data?.username === 'before');

    await server.stop();
    await states.until('offline', (s) => s === 'offline');
    // Another writer changes the profile while this client cannot hear about it.
    const engine = await createEngine({ dataDir: server.dataDir });
    await engine.commit([{ type: 'update', path: `users/${uid}`, data: { username: 'while-down' } }]);
    await engine.close();
    const queryCountBeforeRestart = queries.values.length;
    await server.start();

    await docs.until('the change made while offline', (s) => s.data?.username === 'while-down');
    const resumed = await queries.until('the query change made while offline', (s) => s.docs[0]?.data?.username === 'while-down', queryCountBeforeRestart);
    expect(resumed.changes.map((c) => [c.type, c.doc.path])).toEqual([['modified', `users/${uid}`]]);

    await backend.docs.update(`users/${uid}`, { username: 'after' });
    await docs.until('a change after the restart', (s) => s.data?.username === 'after');
    await queries.until('a query change after the restart', (s) => s.docs[0]?.data?.username === 'after');
    expect(docs.errors).toEqual([]);
    expect(queries.errors).toEqual([]);
  });
});
