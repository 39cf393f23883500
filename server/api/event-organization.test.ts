/**
 * Moving an event to another organisation over HTTP (spec 000 sections 5 and 7.2): only owners
 * and producers of the event's current organisation, into one where they are at least
 * producer, never to the same one; the event and both organisations' `events` lists change in
 * one transaction, and the event's readers change with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '@domain/events/event-settings';
import { settingsCallMessages } from './event-settings-handlers';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call } from '../testing/api-calls';

const [ACME, BETA, GAMMA] = ['acme', 'beta', 'gamma'];
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let betaViewer: { browser: HttpSession; uid: string };
let solo: { browser: HttpSession; uid: string };

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const move = (browser: HttpSession, eventId: string, organizationId: string) => call(browser, 'changeEventOrganization', { eventId, organizationId });

async function createIn(browser: HttpSession, slug: string, organizationId: string | null): Promise<string> {
  const res = await call(browser, 'createEvent', { title: `Event ${slug}`, slug, language: 'en', organizationId });
  expect(res.status, res.text).toBe(200);
  return res.json.result.eventId as string;
}

async function canRead(browser: HttpSession, path: string): Promise<boolean> {
  const socket = await browser.socket();
  const answer = await socket.request({ op: 'get', path });
  socket.close();
  return answer.ok === true;
}

/** Role records on an event. */
const roles = (resourceId: string, entries: [{ uid: string }, string][]) =>
  entries.map(([user, permission]) => ({ type: 'set' as const, path: `resourceAccess/${resourceId}/permissions/${user.uid}`, data: { permission } }));

beforeAll(async () => {
  server = new TempServer({ seed: true });
  await server.start();
  [owner, producer, viewer, betaViewer, solo] = await Promise.all(['olivia', 'percy', 'vera', 'bea', 'solo'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit([
    ...organizationWrites(ACME, 'Acme Events', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]),
    ...organizationWrites(BETA, 'Beta Group', [[owner, 'owner'], [producer, 'producer'], [betaViewer, 'viewer'], [solo, 'producer']], ['kept']),
    ...organizationWrites(GAMMA, 'Gamma', [[owner, 'owner'], [viewer, 'producer']]),
  ]);
});
afterAll(() => server.dispose());

describe('changeEventOrganization', () => {
  it('moves the event and both organisations’ event lists together, and its readers with them', async () => {
    const eventId = await createIn(owner.browser, 'moving-day', ACME);
    expect(await canRead(viewer.browser, `events/${eventId}`)).toBe(true);
    expect(await canRead(betaViewer.browser, `events/${eventId}`)).toBe(false);

    const res = await move(producer.browser, eventId, BETA);
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toEqual({});
    expect(await stored(`events/${eventId}`)).toMatchObject({
      organization: BETA,
      permission: { permission: 'owner', organization: BETA, organizationId: BETA, organizationName: 'Beta Group', oldOrganizationId: ACME },
    });
    expect((await stored(`resourceAccess/${ACME}`))!.events).not.toContain(eventId);
    expect((await stored(`resourceAccess/${BETA}`))!.events).toEqual(['kept', eventId]);
    expect(await canRead(viewer.browser, `events/${eventId}`)).toBe(false);
    expect(await canRead(betaViewer.browser, `events/${eventId}`)).toBe(true);
  });

  it('asks for another organisation when the current one is chosen', async () => {
    const eventId = await createIn(owner.browser, 'staying-put', ACME);
    const res = await move(owner.browser, eventId, ACME);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'invalid-argument', message: settingsMessages.alternativeOrganization });
  });

  it('refuses anyone below producer of the current organisation, even with a role on the event itself', async () => {
    const eventId = await createIn(owner.browser, 'not-yours', ACME);
    // An owner record on the event alone does not let its holder take the event out of the organisation.
    await server.running.engine.commit(roles(eventId, [[betaViewer, 'owner']]));
    for (const { browser } of [viewer, betaViewer, solo]) {
      const res = await move(browser, eventId, BETA);
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual({ code: 'permission-denied', message: settingsCallMessages.organizationProducersOnly });
    }
    expect((await move(server.session(), eventId, BETA)).status).toBe(401);
    expect((await move(owner.browser, 'no-such-event', BETA)).status).toBe(403);
    expect(await stored(`events/${eventId}`)).toMatchObject({ organization: ACME });
    expect((await stored(`resourceAccess/${ACME}`))!.events).toContain(eventId);
    expect((await stored(`resourceAccess/${BETA}`))!.events).not.toContain(eventId);
  });

  it('moves only into an organisation where the caller is at least producer', async () => {
    const eventId = await createIn(owner.browser, 'wrong-door', ACME);
    for (const target of [GAMMA, 'no-such-org']) {
      const res = await move(producer.browser, eventId, target);
      expect(res.status, target).toBe(403);
      expect(res.json.error).toEqual({ code: 'permission-denied', message: settingsCallMessages.targetProducersOnly });
    }
    // An event's own access record is no organisation, whatever the caller's role on it.
    const other = await createIn(solo.browser, 'event-record', null);
    await server.running.engine.commit(roles(other, [[owner, 'owner']]));
    const notOrganization = await move(owner.browser, eventId, other);
    expect(notOrganization.json.error).toEqual({ code: 'invalid-argument', message: settingsCallMessages.notAnOrganization });
    expect(await stored(`events/${eventId}`)).toMatchObject({ organization: ACME });
    expect((await stored(`resourceAccess/${GAMMA}`))!.events).toEqual([]);
  });

  it('lets the owner of an event without an organisation put it into one; its own admins keep their access', async () => {
    const eventId = await createIn(solo.browser, 'going-corporate', null);
    await server.running.engine.commit(roles(eventId, [[viewer, 'producer']]));
    // A producer of the event, not its owner, may not.
    const refused = await move(viewer.browser, eventId, GAMMA);
    expect(refused.json.error).toEqual({ code: 'permission-denied', message: settingsCallMessages.eventOwnersOnly });

    expect((await move(solo.browser, eventId, BETA)).status).toBe(200);
    expect(await stored(`events/${eventId}`)).toMatchObject({
      organization: BETA,
      permission: { organization: BETA, organizationId: BETA, organizationName: 'Beta Group', oldOrganizationId: null },
    });
    expect((await stored(`resourceAccess/${BETA}`))!.events).toContain(eventId);
    expect(await stored(`resourceAccess/${eventId}`)).toMatchObject({ type: 'event', users: [solo.uid] });
    expect(await canRead(viewer.browser, `events/${eventId}`)).toBe(true);
    expect(await canRead(betaViewer.browser, `events/${eventId}`)).toBe(true);
  });
});
