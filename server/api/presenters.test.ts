/**
 * The presenter calls over HTTP against a real server (spec 002 sections 2, 3, 5 and 8): who may
 * add, edit and delete, the stored fields, the name rule and the bounds on every field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presenterMessages, type PresenterInput } from '@domain/presenters/presenter';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let eventId: string;

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const presenter = (changes: Partial<PresenterInput> = {}): PresenterInput => ({
  name: 'Ada Lovelace',
  organisation: 'Analytical Engines',
  email: 'ada@example.com',
  phone: '+358 040 123 456',
  thumbnail: { url: 'https://example.com/ada.png' },
  ...changes,
});


beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  [owner, producer, viewer] = await Promise.all(['olivia', 'percy', 'vera'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Presenter Event', slug: 'presenter-event', language: 'en', organizationId: 'org1' })).eventId;
});
afterAll(() => server.dispose());

describe('presenters', () => {
  it('adds a presenter for owners with the author and time, lets producers edit it, and refuses viewers', async () => {
    const { presenterId } = await ok(owner.browser, 'savePresenter', { eventId, presenter: presenter({ name: '  Ada Lovelace ' }) });
    const path = `events/${eventId}/presenters/${presenterId}`;
    expect(await stored(path)).toMatchObject({ ...presenter(), createdBy: owner.uid });
    expect((await stored(path))?.createdAt).toBeInstanceOf(Date);

    await ok(producer.browser, 'savePresenter', { eventId, presenterId, presenter: presenter({ organisation: '', thumbnail: null }) });
    expect(await stored(path)).toMatchObject({ name: 'Ada Lovelace', organisation: '', thumbnail: null, createdBy: owner.uid });

    expect((await call(producer.browser, 'savePresenter', { eventId, presenter: presenter() })).status).toBe(403);
    expect((await call(viewer.browser, 'savePresenter', { eventId, presenterId, presenter: presenter({ name: 'Eve' }) })).status).toBe(403);
    expect(await stored(path)).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('refuses a blank name with the spec’s message, and over-long or unsafe fields', async () => {
    const blank = await call(owner.browser, 'savePresenter', { eventId, presenter: presenter({ name: '   ' }) });
    expect(blank.json.error).toEqual({ code: 'invalid-argument', message: presenterMessages.nameRequired });
    expect((await call(owner.browser, 'savePresenter', { eventId, presenter: presenter({ email: 'x'.repeat(201) }) })).status).toBe(400);
    expect((await call(owner.browser, 'savePresenter', { eventId, presenter: presenter({ thumbnail: { url: 'javascript:alert(1)' } }) })).status).toBe(400);
    expect((await call(owner.browser, 'savePresenter', { eventId, presenter: { ...presenter(), role: 'owner' } })).status).toBe(400);
    expect((await call(owner.browser, 'savePresenter', { eventId, presenterId: 'no-such-presenter', presenter: presenter() })).status).toBe(404);
    const docs = await server.running.engine.list({ path: `events/${eventId}/presenters` });
    expect(docs.map((d) => d.data.name)).toEqual(['Ada Lovelace']);
  });

  it('deletes a presenter for owners only', async () => {
    const { presenterId } = await ok(owner.browser, 'savePresenter', { eventId, presenter: presenter({ name: 'Grace Hopper' }) });
    expect((await call(producer.browser, 'deletePresenter', { eventId, presenterId })).status).toBe(403);
    await ok(owner.browser, 'deletePresenter', { eventId, presenterId });
    expect(await stored(`events/${eventId}/presenters/${presenterId}`)).toBeNull();
    expect((await call(owner.browser, 'deletePresenter', { eventId, presenterId })).status).toBe(404);
  });
});
