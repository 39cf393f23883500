/**
 * The agenda calls over HTTP against a real server (spec 002 sections 2, 3 and 7): who may add,
 * edit and delete, the stored fields, and the title, time, presenter and deck rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaMessages, type AgendaInput } from '@domain/agenda/agenda-item';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let eventId: string;
let presenterId: string;

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const START = Date.UTC(2026, 11, 1, 9, 0);
const item = (changes: Partial<AgendaInput> = {}): AgendaInput => ({ title: 'Keynote', startsAt: START, endsAt: START + 3_600_000, presenters: [presenterId], ...changes });


beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  [owner, producer, viewer] = await Promise.all(['olivia', 'percy', 'vera'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Agenda Event', slug: 'agenda-event', language: 'en', organizationId: 'org1' })).eventId;
  presenterId = (await ok(owner.browser, 'savePresenter', { eventId, presenter: { name: 'Ada', organisation: '', email: '', phone: '', thumbnail: null } })).presenterId;
});
afterAll(() => server.dispose());

describe('agenda', () => {
  it('adds an item for owners with its event, times and presenters, lets producers edit it, and refuses viewers', async () => {
    const { itemId } = await ok(owner.browser, 'saveAgendaItem', { eventId, item: item({ title: ' Keynote ', presenters: [presenterId, presenterId] }) });
    const path = `events/${eventId}/agenda/${itemId}`;
    expect(await stored(path)).toMatchObject({ title: 'Keynote', eventID: eventId, startsAt: new Date(START), endsAt: new Date(START + 3_600_000), presenters: [presenterId], createdBy: owner.uid });
    expect((await stored(path))?.createdAt).toBeInstanceOf(Date);

    await ok(producer.browser, 'saveAgendaItem', { eventId, itemId, item: item({ title: 'Opening', endsAt: null, presenters: [] }) });
    expect(await stored(path)).toMatchObject({ title: 'Opening', startsAt: new Date(START), endsAt: null, presenters: [], eventID: eventId });

    expect((await call(producer.browser, 'saveAgendaItem', { eventId, item: item() })).status).toBe(403);
    expect((await call(viewer.browser, 'saveAgendaItem', { eventId, itemId, item: item({ title: 'Hijack' }) })).status).toBe(403);
    expect(await stored(path)).toMatchObject({ title: 'Opening' });
  });

  it('refuses a blank title, an end before the start, a presenter of no one and bad shapes, storing nothing', async () => {
    const before = (await server.running.engine.list({ path: `events/${eventId}/agenda` })).length;
    const message = async (input: AgendaInput) => (await call(owner.browser, 'saveAgendaItem', { eventId, item: input })).json.error?.message;
    expect(await message(item({ title: '  ' }))).toBe(agendaMessages.titleRequired);
    expect(await message(item({ endsAt: START }))).toBe(agendaMessages.endBeforeStart);
    // Issue 30: an item without a start was saved with an empty time.
    expect(await message(item({ startsAt: null }))).toBe(agendaMessages.startRequired);
    expect(await message(item({ startsAt: null, endsAt: null }))).toBe(agendaMessages.startRequired);
    expect(await message(item({ presenters: ['no-such-presenter'] }))).toBe(agendaMessages.unknownPresenter);
    expect(await message(item({ presenters: ['a/b'] }))).toBe(agendaMessages.unknownPresenter);
    expect(await message(item({ deck: 'no-such-deck' }))).toBe(agendaMessages.unknownDeck);
    expect(await message(item({ deck: 'a/b' }))).toBe(agendaMessages.unknownDeck);
    expect((await call(owner.browser, 'saveAgendaItem', { eventId, item: item({ startsAt: 1.5 }) })).status).toBe(400);
    expect((await call(owner.browser, 'saveAgendaItem', { eventId, item: { ...item(), eventID: 'other' } })).status).toBe(400);
    expect((await call(owner.browser, 'saveAgendaItem', { eventId, itemId: 'no-such-item', item: item() })).status).toBe(404);
    expect((await server.running.engine.list({ path: `events/${eventId}/agenda` })).length).toBe(before);
  });

  it("keeps the deck shown during an item, one of the event's decks, and lets it be taken off", async () => {
    const deckId = 'deck1';
    await server.running.engine.commit([{ type: 'set', path: `events/${eventId}/decks/${deckId}`, data: { title: 'Board deck', slides: [], presentations: [] } }]);
    const { itemId } = await ok(owner.browser, 'saveAgendaItem', { eventId, item: item({ title: 'Results', deck: deckId }) });
    const path = `events/${eventId}/agenda/${itemId}`;
    expect(await stored(path)).toMatchObject({ title: 'Results', deck: deckId });
    await ok(producer.browser, 'saveAgendaItem', { eventId, itemId, item: item({ title: 'Results', deck: null }) });
    expect(await stored(path)).toMatchObject({ deck: null });
    await ok(producer.browser, 'saveAgendaItem', { eventId, itemId, item: item({ title: 'Results' }) });
    expect(await stored(path)).toMatchObject({ deck: null });
  });

  it('deletes an item for owners only', async () => {
    const { itemId } = await ok(owner.browser, 'saveAgendaItem', { eventId, item: item({ title: 'Closing' }) });
    expect((await call(producer.browser, 'deleteAgendaItem', { eventId, itemId })).status).toBe(403);
    await ok(owner.browser, 'deleteAgendaItem', { eventId, itemId });
    expect(await stored(`events/${eventId}/agenda/${itemId}`)).toBeNull();
    expect((await call(owner.browser, 'deleteAgendaItem', { eventId, itemId })).status).toBe(404);
  });
});
