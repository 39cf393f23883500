/**
 * importParticipants over HTTP against a real server (spec 002 sections 2, 5 and 7; issue 31):
 * who may import, what a new and a known address become, rows refused with their reasons, a
 * removed participant left alone, and a file imported twice writing nothing the second time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { IMPORT_BATCH_ROWS, importMessages } from '@domain/participants/participant-import';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let stranger: { browser: HttpSession; uid: string };
let eventId: string;

const call = (browser: HttpSession, input: unknown) => browser.post('/api/call/importParticipants', input);
const participants = async () => (await server.running.engine.list({ path: PARTICIPANTS_COLLECTION(eventId) })).map((doc) => doc.data);
const byEmail = async (email: string) => (await participants()).find((p) => p.email === email);

async function ok(browser: HttpSession, input: unknown) {
  const res = await call(browser, input);
  expect(res.status, res.text).toBe(200);
  return res.json.result as { created: number; updated: number; unchanged: number; skipped: { row: number; email: string; reason: string }[] };
}

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  [owner, producer, stranger] = await Promise.all(['olivia', 'percy', 'sam'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner'], [producer, 'producer']]));
  const created = await owner.browser.post('/api/call/createEvent', { title: 'Import Event', slug: 'import-event', language: 'en', organizationId: 'org1' });
  eventId = created.json.result.eventId;
});
afterAll(() => server.dispose());

describe('importParticipants', () => {
  it('creates imported participants, then updates only what changed, and a second import of one file writes nothing', async () => {
    const file = [
      { firstName: 'Ada', lastName: 'Lovelace', email: '  Ada@Example.COM ', company: 'Engines' },
      { firstName: 'Grace', email: 'grace@example.com', phone: '+1 555 0100' },
    ];
    expect(await ok(owner.browser, { eventId, rows: file })).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: [] });
    const ada = await byEmail('ada@example.com');
    expect(ada).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      state: 'imported',
      registered: false,
      disabled: false,
      engagement: 0,
      stats: { watchSeconds: 0, visits: 0, sessions: 0, chatMessages: 0, pollVotes: 0, questions: 0 },
    });
    expect(ada?.createdAt).toBeInstanceOf(Date);
    expect(ada?.last_changed).toBeInstanceOf(Date);

    expect(await ok(owner.browser, { eventId, rows: file })).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: [] });
    const changed = await ok(owner.browser, { eventId, rows: [{ email: 'ADA@example.com', company: 'Analytical Engines' }, file[1]] });
    expect(changed).toEqual({ created: 0, updated: 1, unchanged: 1, skipped: [] });
    expect(await byEmail('ada@example.com')).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines' });
    expect(await participants()).toHaveLength(2);
  });

  it('lists every invalid or repeated row with its reason and imports the rest', async () => {
    const answer = await ok(owner.browser, {
      eventId,
      rows: [
        { firstName: 'No address' },
        { email: 'not-an-address' },
        { email: 'linus@example.com', firstName: 'x'.repeat(201) },
        { email: 'linus@example.com', firstName: 'Linus' },
        { email: ' LINUS@example.com', firstName: 'Linus again' },
      ],
    });
    expect(answer).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      skipped: [
        { row: 0, email: '', reason: importMessages.emailRequired },
        { row: 1, email: 'not-an-address', reason: importMessages.invalidEmail },
        { row: 2, email: 'linus@example.com', reason: importMessages.tooLong('firstName', 200) },
        { row: 4, email: 'linus@example.com', reason: importMessages.duplicate('linus@example.com') },
      ],
    });
    expect(await byEmail('linus@example.com')).toMatchObject({ firstName: 'Linus' });
  });

  it('leaves a removed participant as the organisers left them, and says why', async () => {
    await ok(owner.browser, { eventId, rows: [{ email: 'removed@example.com', firstName: 'Rem' }] });
    const [removed] = await server.running.engine.list({ path: PARTICIPANTS_COLLECTION(eventId), where: [{ field: 'email', op: '==', value: 'removed@example.com' }] });
    await server.running.engine.commit([{ type: 'update', path: removed.path, data: { disabled: true, state: 'deletedUser' } }]);
    const answer = await ok(owner.browser, { eventId, rows: [{ email: 'removed@example.com', firstName: 'Back' }] });
    expect(answer).toEqual({ created: 0, updated: 0, unchanged: 0, skipped: [{ row: 0, email: 'removed@example.com', reason: importMessages.disabled }] });
    expect(await byEmail('removed@example.com')).toMatchObject({ firstName: 'Rem', disabled: true, state: 'deletedUser' });
  });

  it('refuses producers, strangers, unknown fields and oversized batches, writing nothing', async () => {
    const before = (await participants()).length;
    const rows = [{ email: 'eve@example.com' }];
    expect((await call(producer.browser, { eventId, rows })).status).toBe(403);
    expect((await call(stranger.browser, { eventId, rows })).status).toBe(403);
    expect((await call(owner.browser, { eventId: 'no-such-event', rows })).status).toBe(403);
    expect((await call(owner.browser, { eventId, rows: [{ email: 'eve@example.com', registered: 'true' }] })).status).toBe(400);
    expect((await call(owner.browser, { eventId, rows: [{ email: 'eve@example.com', disabled: false }] })).status).toBe(400);
    const tooMany = Array.from({ length: IMPORT_BATCH_ROWS + 1 }, (_, i) => ({ email: `p${i}@example.com` }));
    expect((await call(owner.browser, { eventId, rows: tooMany })).status).toBe(400);
    expect((await participants()).length).toBe(before);
  });

  it('keeps one participant when an imported person registers on the site, whichever comes first', async () => {
    await owner.browser.post('/api/call/updateEventSettings', { eventId, settings: { registerReq: true } });
    await ok(owner.browser, { eventId, rows: [{ email: 'Reg@Example.com', firstName: 'Reggie' }] });
    const registered = await server.session().post('/api/call/registerForEvent', { eventId, answers: { email: ' reg@example.COM' } });
    expect(registered.status, registered.text).toBe(200);
    expect(await byEmail('reg@example.com')).toMatchObject({ firstName: 'Reggie', registered: true, state: 'offline' });

    const first = await server.session().post('/api/call/registerForEvent', { eventId, answers: { email: 'first@example.com' } });
    expect(first.status, first.text).toBe(200);
    expect(await ok(owner.browser, { eventId, rows: [{ email: 'FIRST@example.com ', firstName: 'Fiona' }] })).toMatchObject({ created: 0, updated: 1 });
    expect(await byEmail('first@example.com')).toMatchObject({ firstName: 'Fiona', registered: true });
    const all = await participants();
    expect(all.filter((p) => p.email === 'reg@example.com' || p.email === 'first@example.com')).toHaveLength(2);
  });
});
