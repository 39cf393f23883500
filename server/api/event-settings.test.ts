/**
 * The settings page's Update over HTTP against a real server (spec 000 sections 2.11 and 5):
 * who may change an event's settings, what is stored, every rule the server checks again, the slug
 * claim moving with the slug (one winner when two users take the same slug at once), and the
 * matrix keeping clients to the state and the refresh token when they write the event directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContracts } from '@domain/api/contracts';
import { SLUG_CLAIM, SLUG_TAKEN, eventRuleMessages } from '@domain/events/event-rules';
import { DEFAULT_REGISTRATION_FIELDS, settingsMessages } from '@domain/events/event-settings';
import { HttpError } from '../http/errors';
import type { HttpSession } from '../testing/http-session';
import { engineDocs } from './engine-services';
import { settingsCallMessages, updateEventSettings } from './event-settings-handlers';
import { directContext } from '../testing/direct-context';
import type { AdminDocs } from './services';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call } from '../testing/api-calls';

const ORG = 'org1';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let stranger: { browser: HttpSession; uid: string };

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const update = (browser: HttpSession, eventId: string, settings: Record<string, unknown>) => call(browser, 'updateEventSettings', { eventId, settings });

/** An event of the organisation with a page and a menu; returns its id. */
async function newEvent(slug: string): Promise<string> {
  const res = await call(owner.browser, 'createEvent', { title: `Event ${slug}`, slug, language: 'en', organizationId: ORG });
  expect(res.status, res.text).toBe(200);
  const eventId = res.json.result.eventId as string;
  await server.running.engine.commit([
    { type: 'set', path: `events/${eventId}/pages/p1`, data: { title: 'Home', removed: false } },
    { type: 'set', path: `events/${eventId}/pages/gone`, data: { title: 'Old', removed: true } },
    { type: 'set', path: `events/${eventId}/menus/m1`, data: { name: 'Main menu' } },
  ]);
  return eventId;
}

async function slugAvailable(slug: string): Promise<boolean> {
  return (await call(stranger.browser, 'checkEventSlug', { slug })).json.result.available as boolean;
}

/** Asks for each change and expects the refusal; the event stays exactly as it was. */
async function expectRefused(eventId: string, cases: [Record<string, unknown>, string][]): Promise<void> {
  const before = await stored(`events/${eventId}`);
  for (const [settings, message] of cases) {
    const res = await update(producer.browser, eventId, settings);
    expect(res.status, JSON.stringify(settings).slice(0, 80)).toBe(400);
    expect(res.json.error, JSON.stringify(settings).slice(0, 80)).toEqual({ code: 'invalid-argument', message });
  }
  expect(await stored(`events/${eventId}`)).toEqual(before);
}

beforeAll(async () => {
  server = new TempServer({ seed: true });
  await server.start();
  [owner, producer, viewer, stranger] = await Promise.all(['olivia', 'percy', 'vera', 'sam'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites(ORG, 'Acme Events', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
});
afterAll(() => server.dispose());

describe('updateEventSettings', () => {
  it('stores a producer’s general, style and registration settings, leaving the rest of the event alone', async () => {
    const eventId = await newEvent('general-fields');
    const date = Date.UTC(2027, 5, 1, 18, 15);
    const settings = {
      title: '  Midsummer Night  ',
      date,
      language: 'swe',
      colors: { mainColor: '#112233', secondaryColor: '#abc', backgroundColor: '#ffffff' },
      font: 'Inter',
      favicon: { url: 'https://example.com/favicon.ico' },
      frontPage: 'p1',
      headerMenu: 'm1',
      footerMenu: '',
      showPageTitle: true,
      redirectURL: 'https://example.com/after',
      description: 'A long evening.',
      termsOfService: 'Be kind.',
      privacyPolicy: 'We keep your email.',
      styleSheet: { id: 'main', css: 'body { font-family: "Inter", sans-serif; }\n@media (max-width: 600px) { h1 { font-size: 2rem } }' },
      userTypes: 'userCreate',
      registerReq: true,
      registration: [...DEFAULT_REGISTRATION_FIELDS, { name: 'company', key: 'company', label: 'Company', placeholder: '', required: false, selected: true, fieldType: 'select', options: ['Acme', 'Other'] }],
      registrationBg: 'https://example.com/bg.jpg',
    };
    const before = (await stored(`events/${eventId}`))!;
    const res = await update(producer.browser, eventId, settings);
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toEqual({});
    const after = (await stored(`events/${eventId}`))!;
    expect(after).toEqual({ ...before, ...settings, title: 'Midsummer Night', date: new Date(date) });
    expect(after.date).toBeInstanceOf(Date);

    expect((await update(producer.browser, eventId, { date: null, headerMenu: '' })).status).toBe(200);
    expect(await stored(`events/${eventId}`)).toMatchObject({ date: null, headerMenu: '', frontPage: 'p1', title: 'Midsummer Night' });
  });

  it('refuses viewers, strangers and signed-out callers, and changes nothing', async () => {
    const eventId = await newEvent('viewers-look');
    const before = await stored(`events/${eventId}`);
    for (const { browser } of [viewer, stranger]) {
      const res = await update(browser, eventId, { title: 'Taken over' });
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual({ code: 'permission-denied', message: settingsCallMessages.producersOnly });
    }
    expect((await update(server.session(), eventId, { title: 'Taken over' })).status).toBe(401);
    expect((await update(viewer.browser, 'no-such-event', { title: 'Taken over' })).status).toBe(403);
    expect(await stored(`events/${eventId}`)).toEqual(before);
  });

  it('lets clients write an event’s state and refresh token directly, but no setting', async () => {
    const eventId = await newEvent('direct-writes');
    const socket = await producer.browser.socket();
    const write = (data: Record<string, unknown>) => socket.request({ op: 'write', ops: [{ type: 'update', path: `events/${eventId}`, data }] });
    expect((await write({ state: 'live' })).ok).toBe(true);
    expect((await write({ refresh: 'token-2' })).ok).toBe(true);
    for (const data of [{ title: 'Sneaky' }, { slug: 'sneaky-slug' }, { state: 'live', slug: 'sneaky-slug' }, { state: 'closed' }, { organization: 'elsewhere' }]) {
      expect((await write(data)).error?.code, JSON.stringify(data)).toBe('permission-denied');
    }
    socket.close();
    expect(await stored(`events/${eventId}`)).toMatchObject({ state: 'live', refresh: 'token-2', title: 'Event direct-writes', slug: 'direct-writes' });
    expect(await slugAvailable('sneaky-slug')).toBe(true);
  });

  it('moves the slug claim with the slug: the old slug is free, the new one taken', async () => {
    const eventId = await newEvent('old-name');
    const res = await update(producer.browser, eventId, { slug: 'new-name', title: 'New name' });
    expect(res.status, res.text).toBe(200);
    expect(await stored(`events/${eventId}`)).toMatchObject({ slug: 'new-name', title: 'New name' });
    expect(await stored(SLUG_CLAIM('old-name'))).toBeNull();
    expect(await stored(SLUG_CLAIM('new-name'))).toEqual({ eventId });
    expect(await slugAvailable('old-name')).toBe(true);
    expect(await slugAvailable('new-name')).toBe(false);

    const other = await newEvent('old-name');
    const taken = await update(producer.browser, other, { slug: 'new-name' });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toEqual({ code: 'already-exists', message: SLUG_TAKEN });
    expect((await update(producer.browser, other, { slug: 'demo-event' })).json.error.message).toBe(SLUG_TAKEN);
    expect(await stored(`events/${other}`)).toMatchObject({ slug: 'old-name' });
    expect(await stored(SLUG_CLAIM('old-name'))).toEqual({ eventId: other });
  });

  it('lets exactly one of two simultaneous changes to the same slug through', async () => {
    for (const round of [1, 2, 3]) {
      const slug = `contested-${round}`;
      const first = await newEvent(`first-${round}`);
      const second = await newEvent(`second-${round}`);
      const answers = await Promise.all([update(producer.browser, first, { slug }), update(owner.browser, second, { slug })]);
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners).toHaveLength(1);
      const loser = answers.find((answer) => answer.status !== 200)!;
      expect(loser.status).toBe(409);
      expect(loser.json.error).toEqual({ code: 'already-exists', message: SLUG_TAKEN });
      const [winner, lost, lostSlug] = answers[0] === winners[0] ? [first, second, `second-${round}`] : [second, first, `first-${round}`];
      expect(await stored(SLUG_CLAIM(slug))).toEqual({ eventId: winner });
      expect(await stored(`events/${winner}`)).toMatchObject({ slug });
      expect(await stored(`events/${lost}`)).toMatchObject({ slug: lostSlug });
      expect(await stored(SLUG_CLAIM(lostSlug))).toEqual({ eventId: lost });
    }
  });

  it('settles the race in the transaction when both changes got past the first check', async () => {
    const first = await newEvent('racer-one');
    const second = await newEvent('racer-two');
    const docs = engineDocs(server.running.engine);
    // Neither transaction starts before both callers have checked the slug: both saw it free.
    let arrived = 0;
    let release = () => {};
    const bothChecked = new Promise<void>((resolve) => (release = resolve));
    const racing: AdminDocs = {
      ...docs,
      async runTransaction(fn) {
        if (++arrived === 2) release();
        await bothChecked;
        return docs.runTransaction(fn);
      },
    };
    const ctx = (uid: string) => directContext(uid, racing, server.url, true);
    const answers = await Promise.allSettled([
      updateEventSettings.run({ eventId: first, settings: { slug: 'photo-finish' } }, ctx(producer.uid)),
      updateEventSettings.run({ eventId: second, settings: { slug: 'photo-finish' } }, ctx(owner.uid)),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((answer) => answer.status === 'rejected')!.reason as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect({ code: refused.code, message: refused.message }).toEqual({ code: 'already-exists', message: SLUG_TAKEN });
    const winner = answers[0].status === 'fulfilled' ? first : second;
    expect(await stored(SLUG_CLAIM('photo-finish'))).toEqual({ eventId: winner });
    expect(await server.running.engine.list({ path: 'events', where: [{ field: 'slug', op: '==', value: 'photo-finish' }] })).toHaveLength(1);
  });

  it('accepts the event’s own slug and leaves its claim as it is', async () => {
    const eventId = await newEvent('keeps-its-slug');
    const res = await update(producer.browser, eventId, { slug: 'keeps-its-slug', title: 'Retitled' });
    expect(res.status, res.text).toBe(200);
    expect(await stored(`events/${eventId}`)).toMatchObject({ slug: 'keeps-its-slug', title: 'Retitled' });
    expect(await stored(SLUG_CLAIM('keeps-its-slug'))).toEqual({ eventId });
  });

  it('answers bad titles and slugs with the settings’ messages', async () => {
    const eventId = await newEvent('bad-titles');
    await expectRefused(eventId, [
      [{ slug: 'ab' }, settingsMessages.slugTooShort],
      [{ slug: '' }, settingsMessages.slugTooShort],
      [{ slug: 'two words' }, eventRuleMessages.slugCharacters],
      [{ slug: '---' }, eventRuleMessages.slugEdges],
      [{ slug: 'a'.repeat(101) }, eventRuleMessages.slugTooLong],
      [{ title: '' }, settingsMessages.titleRequired],
      [{ title: '   ' }, settingsMessages.titleRequired],
      [{ title: 'ab' }, eventRuleMessages.titleTooShort],
      [{ title: 'x'.repeat(10_000) }, eventRuleMessages.titleTooLong],
      // Emoji count as a reader sees them: a family and a flag are two characters, 201 party poppers too many.
      [{ title: '👨‍👩‍👧‍👦🇫🇮' }, eventRuleMessages.titleTooShort],
      [{ title: '🎉'.repeat(201) }, eventRuleMessages.titleTooLong],
      [{ title: 'Fine title', slug: 'x' }, settingsMessages.slugTooShort],
    ]);
    expect(await stored(SLUG_CLAIM('x'.repeat(3)))).toBeNull();
  });

  it('refuses invalid dates by the contract', async () => {
    const eventId = await newEvent('bad-dates');
    const before = await stored(`events/${eventId}`);
    for (const date of ['NaN', Date.UTC(1999, 11, 31), Date.UTC(2100, 0, 2), 1.5, '2027-01-01']) {
      const res = await update(producer.browser, eventId, { date });
      expect(res.status, String(date)).toBe(400);
      expect(res.json.error.code).toBe('invalid-argument');
    }
    // JSON has no NaN or Infinity; a number too large to hold arrives as Infinity.
    const infinite = await producer.browser.request('/api/call/updateEventSettings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"eventId":"${eventId}","settings":{"date":1e400}}` });
    expect(infinite.json.error.code).toBe('invalid-argument');
    expect(await stored(`events/${eventId}`)).toEqual(before);
    // The app checks its input with the same contract before sending, so NaN never becomes null on the way.
    for (const date of [Number.NaN, Infinity, new Date('invalid').getTime()]) {
      expect(apiContracts.updateEventSettings.input.safeParse({ eventId, settings: { date } }).success, String(date)).toBe(false);
    }
  });

  it('refuses CSS that is not CSS with the parser’s place, and stores CSS that is', async () => {
    const eventId = await newEvent('custom-css');
    await expectRefused(eventId, [
      [{ styleSheet: { id: '', css: 'body { color: red' } }, `${settingsMessages.cssInvalid}: Unclosed block (line 1, column 1).`],
      [{ styleSheet: { id: '', css: '}}}' } }, `${settingsMessages.cssInvalid}: Unexpected } (line 1, column 1).`],
      [{ styleSheet: { id: '', css: 'h1 { color: red }\nnot css at all' } }, `${settingsMessages.cssInvalid}: Unknown word not (line 2, column 1).`],
      // Valid CSS that would end the <style> element it is served in (issue 10, finding 7).
      [{ styleSheet: { id: '', css: 'h1 { content: "</STYLE><script>alert(1)</script>" }' } }, `${settingsMessages.cssInvalid}: A style sheet cannot contain "</style" (line 1, column 16).`],
      [{ styleSheet: { id: '', css: 'h1 { content: "\\3c/style>" }' } }, `${settingsMessages.cssInvalid}: A style sheet cannot contain "</style" (line 1, column 16).`],
    ]);
    const styleSheet = { id: 'site', css: 'h1 { color: red; }' };
    expect((await update(producer.browser, eventId, { styleSheet, font: '' })).status).toBe(200);
    expect(await stored(`events/${eventId}`)).toMatchObject({ styleSheet, font: '' });
  });

  it('keeps the email field required and shown in the registration form', async () => {
    const eventId = await newEvent('registration-form');
    const [firstName, lastName, email] = DEFAULT_REGISTRATION_FIELDS;
    await expectRefused(eventId, [
      [{ registration: [firstName, lastName] }, settingsMessages.emailFieldLocked],
      [{ registration: [firstName, lastName, { ...email, selected: false }] }, settingsMessages.emailFieldLocked],
      [{ registration: [firstName, lastName, { ...email, required: false }] }, settingsMessages.emailFieldLocked],
      [{ registration: [] }, settingsMessages.emailFieldLocked],
    ]);
    expect((await update(producer.browser, eventId, { registration: [email, { ...firstName, selected: true }] })).status).toBe(200);
    expect((await stored(`events/${eventId}`))!.registration).toEqual([email, { ...firstName, selected: true }]);
  });

  it('takes a front page and menus only from the event itself, and writes nothing of a refused update', async () => {
    const eventId = await newEvent('own-pages');
    const other = await newEvent('other-pages');
    await expectRefused(eventId, [
      [{ frontPage: 'missing' }, settingsMessages.unknownPage],
      [{ frontPage: 'gone' }, settingsMessages.unknownPage],
      [{ frontPage: `../../${other}/pages/p1` }, settingsMessages.unknownPage],
      [{ headerMenu: 'p1' }, settingsMessages.unknownMenu],
      [{ footerMenu: 'nope' }, settingsMessages.unknownMenu],
      [{ slug: 'own-pages-renamed', title: 'Renamed', frontPage: 'missing' }, settingsMessages.unknownPage],
    ]);
    // The refused slug change left both claims where they were.
    expect(await stored(SLUG_CLAIM('own-pages'))).toEqual({ eventId });
    expect(await stored(SLUG_CLAIM('own-pages-renamed'))).toBeNull();
    await server.running.engine.commit([{ type: 'set', path: `events/${other}/pages/elsewhere`, data: { title: 'Theirs' } }]);
    expect((await update(producer.browser, eventId, { frontPage: 'elsewhere' })).json.error.message).toBe(settingsMessages.unknownPage);
    expect((await update(producer.browser, eventId, { frontPage: 'p1', headerMenu: 'm1', footerMenu: 'm1' })).status).toBe(200);
  });
});
