/**
 * The public site's server side against a real server: the site document mirrored from the
 * event and its menus (no secrets, within the commit listener's run), protection by password or
 * PIN checked by the server with its rate limit, registration (the event's own fields only,
 * required fields, rate-limited per address, coming back without registering again), and the
 * pages, streams and videos of a site that is not open given only to a pass that covers it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REGISTRATION_FIELDS, type RegistrationField } from '@domain/events/event-settings';
import { EVENT_SITE } from '@domain/pages/event-site';
import { defaultMenu } from '@domain/pages/menu';
import { newComponent, PALETTE } from '@domain/pages/component';
import { registrationMessages } from '@domain/pages/registration';
import { siteAccessMessages } from '@domain/pages/site-access';
import { directContext } from '../testing/direct-context';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';
import { engineDocs } from './engine-services';
import { createRegisterForEvent, createUnlockEventSite } from './site-handlers';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let viewerBrowser: HttpSession;

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;


/** The site document once the mirror has caught up with `until`. */
async function siteWhen(eventId: string, until: (site: Record<string, unknown> | null) => boolean) {
  for (let i = 0; i < 200; i++) {
    const site = await stored(EVENT_SITE(eventId));
    if (until(site)) return site;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the site of ${eventId} did not become as expected: ${JSON.stringify(await stored(EVENT_SITE(eventId)))}`);
}

async function newEvent(slug: string): Promise<string> {
  return (await ok(owner.browser, 'createEvent', { title: `Event ${slug}`, slug, language: 'en', organizationId: 'org1' })).eventId;
}

async function publishedPage(eventId: string, title: string, states: string[]): Promise<string> {
  const { pageId } = await ok(owner.browser, 'createPage', { eventId, page: { title, template: 'container', states, tags: [] } });
  await ok(owner.browser, 'publishPage', { eventId, pageId, components: [newComponent(PALETTE[1], 'c1')], baseRevision: 0 });
  return pageId;
}

const FIELDS: RegistrationField[] = [
  { ...DEFAULT_REGISTRATION_FIELDS[0], selected: true, required: true },
  DEFAULT_REGISTRATION_FIELDS[1],
  DEFAULT_REGISTRATION_FIELDS[2],
  { name: 'company', key: 'company', label: 'Company', placeholder: '', required: false, selected: true, fieldType: 'select', options: ['Acme', 'Globex'] },
];

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  owner = await server.signedUp('olivia@example.com');
  viewerBrowser = server.session();
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner']]));
});
afterAll(() => server.dispose());

describe('the site document', () => {
  it('mirrors the event’s public settings and header menu, and follows its state', async () => {
    const eventId = await newEvent('mirrored');
    const { menuId } = await ok(owner.browser, 'saveMenu', { eventId, menu: defaultMenu(() => 0) });
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { headerMenu: menuId, showPageTitle: true, colors: { mainColor: '#112233', secondaryColor: '#445566', backgroundColor: '#ffffff' } } });
    const site = await siteWhen(eventId, (s) => (s?.headerMenu as { id?: string } | null)?.id === menuId);
    expect(site).toMatchObject({ eventId, slug: 'mirrored', state: 'prelive', open: true, protection: null, showPageTitle: true, colors: { mainColor: '#112233' } });
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}`, data: { state: 'live', refresh: 'r1' } }]);
    expect(await siteWhen(eventId, (s) => s?.state === 'live')).toMatchObject({ refresh: 'r1' });
    await ok(owner.browser, 'saveMenu', { eventId, menuId, menu: { ...defaultMenu(() => 0), name: 'Renamed' } });
    await siteWhen(eventId, (s) => (s?.headerMenu as { name?: string } | null)?.name === 'Renamed');
  });

  it('closes a protected site, leaves its menus and secrets out, and grows its content version with each publish', async () => {
    const eventId = await newEvent('closed');
    const { menuId } = await ok(owner.browser, 'saveMenu', { eventId, menu: defaultMenu() });
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { headerMenu: menuId } });
    await ok(owner.browser, 'setEventProtection', { eventId, protection: 'pin', secret: '4321' });
    const site = await siteWhen(eventId, (s) => s?.protection === 'pin');
    expect(site).toMatchObject({ open: false, headerMenu: null });
    expect(JSON.stringify(site)).not.toMatch(/scrypt|passHash|pinHash|organization/);
    const before = site!.contentVersion as number;
    await publishedPage(eventId, 'Inside', ['prelive']);
    await siteWhen(eventId, (s) => (s?.contentVersion as number) > before);
  });
});

describe('protection', () => {
  it('sets a password for producers with the rules, and removes it', async () => {
    const eventId = await newEvent('protected-rules');
    for (const [protection, secret, message] of [
      ['password', '12345', siteAccessMessages.passwordRule],
      ['pin', '12a4', siteAccessMessages.pinRule],
      ['pin', '123', siteAccessMessages.pinRule],
    ] as const) {
      const res = await call(owner.browser, 'setEventProtection', { eventId, protection, secret });
      expect(res.json.error).toEqual({ code: 'invalid-argument', message });
    }
    await ok(owner.browser, 'setEventProtection', { eventId, protection: 'password', secret: 'open sesame' });
    const event = await stored(`events/${eventId}`);
    expect(event).toMatchObject({ protectionType: 'password', pinHash: '' });
    expect(String(event?.passHash)).toMatch(/^scrypt\$/);
    expect(String(event?.passHash)).not.toContain('open sesame');
    expect((await call(viewerBrowser, 'setEventProtection', { eventId, protection: null, secret: '' })).status).toBe(401);
    await ok(owner.browser, 'setEventProtection', { eventId, protection: null, secret: '' });
    expect(await stored(`events/${eventId}`)).toMatchObject({ protectionType: null, passHash: '', pinHash: '' });
  });

  it('gives the pages only to a pass made with the right password, until the password changes', async () => {
    const eventId = await newEvent('protected-pages');
    const pageId = await publishedPage(eventId, 'Secret', ['prelive']);
    await ok(owner.browser, 'setEventProtection', { eventId, protection: 'password', secret: 'open sesame' });
    expect(await ok(viewerBrowser, 'eventSiteContent', { eventId })).toMatchObject({ needs: ['protection'], pages: [] });
    const wrong = await call(viewerBrowser, 'unlockEventSite', { eventId, secret: 'guess' });
    expect(wrong.json.error).toEqual({ code: 'permission-denied', message: siteAccessMessages.wrongPassword });
    const { pass } = await ok(viewerBrowser, 'unlockEventSite', { eventId, secret: 'open sesame' });
    expect(pass.length).toBeGreaterThanOrEqual(43);
    const content = await ok(viewerBrowser, 'eventSiteContent', { eventId, pass });
    expect(content).toMatchObject({ needs: [], state: 'prelive' });
    expect(content.pages.map((p: { id: string }) => p.id)).toEqual([pageId]);
    // Another event's pass, a made-up one, and one from before the password changed cover nothing.
    expect((await ok(viewerBrowser, 'eventSiteContent', { eventId, pass: 'made-up' })).needs).toEqual(['protection']);
    await ok(owner.browser, 'setEventProtection', { eventId, protection: 'password', secret: 'new secret' });
    expect((await ok(viewerBrowser, 'eventSiteContent', { eventId, pass })).needs).toEqual(['protection']);
  });

  it('refuses an address whose tries ran out; 200 wrong tries from 20 addresses refuse only those addresses, not a new viewer', async () => {
    const eventId = await newEvent('protected-limit');
    await ok(owner.browser, 'setEventProtection', { eventId, protection: 'pin', secret: '2468' });
    const unlock = createUnlockEventSite({
      unlockByViewer: [{ limit: 3, windowMs: 60_000 }],
      unlockByEvent: { limit: 10, windowMs: 60_000 },
    });
    const docs = engineDocs(server.running.engine);
    const from = (address: string) => ({ ...directContext('nobody', docs, server.url), auth: null, clientAddress: address });
    for (let i = 0; i < 3; i++) await expect(unlock.run({ eventId, secret: '0000' }, from('10.0.0.1'))).rejects.toMatchObject({ code: 'permission-denied', message: siteAccessMessages.wrongPin });
    await expect(unlock.run({ eventId, secret: '2468' }, from('10.0.0.1'))).rejects.toMatchObject({ code: 'resource-exhausted' });
    const refusals = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        try {
          await unlock.run({ eventId, secret: '0000' }, from(`10.0.1.${i % 20}`));
          return 'unlocked';
        } catch (error) {
          return (error as { code: string }).code;
        }
      }),
    );
    expect(refusals.filter((code) => code === 'resource-exhausted').length).toBeGreaterThanOrEqual(140);
    // The right PIN from an address that has not tried gets in; one of the guessing addresses is refused.
    expect((await unlock.run({ eventId, secret: '2468' }, from('10.0.0.2'))).pass).toBeTruthy();
    await expect(unlock.run({ eventId, secret: '2468' }, from('10.0.1.0'))).rejects.toMatchObject({ code: 'resource-exhausted' });
  });
});

describe('a viewer who keeps guessing', () => {
  afterEach(() => vi.useRealTimers());

  it('waits longer the more they guess (30 s, then minutes), while another viewer of the event gets in', async () => {
    const eventId = await newEvent('protected-growing-wait');
    await ok(owner.browser, 'setEventProtection', { eventId, protection: 'pin', secret: '2468' });
    const unlock = createUnlockEventSite();
    const docs = engineDocs(server.running.engine);
    const from = (address: string) => ({ ...directContext('nobody', docs, server.url), auth: null, clientAddress: address });
    const guess = async (secret = '0000') => unlock.run({ eventId, secret }, from('10.0.2.1'));
    /** The wait a refused guess asks for, in seconds; wrong guesses before it are refused as wrong. */
    async function waitAfter(wrong: number): Promise<number> {
      for (let i = 0; i < wrong; i++) await expect(guess()).rejects.toMatchObject({ code: 'permission-denied', message: siteAccessMessages.wrongPin });
      const refusal = await guess('2468').then(
        () => null,
        (error: { code: string; message: string; details?: { retryAfterSeconds?: number } }) => error,
      );
      expect(refusal).toMatchObject({ code: 'resource-exhausted', message: expect.stringMatching(/^Too many tries\. Please try again in /) });
      return refusal!.details!.retryAfterSeconds!;
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const first = await waitAfter(3);
    expect(first).toBeLessThanOrEqual(30);
    vi.setSystemTime(Date.now() + first * 1000);
    const second = await waitAfter(3);
    expect(second).toBeGreaterThan(60);
    vi.setSystemTime(Date.now() + second * 1000);
    vi.setSystemTime(Date.now() + (await waitAfter(3)) * 1000);
    // Ten wrong guesses in 15 minutes, as sign-in allows an account: the longest wait.
    expect(await waitAfter(1)).toBeGreaterThan(5 * 60);
    // Another viewer of the event is not held up by the guesses.
    expect((await unlock.run({ eventId, secret: '2468' }, from('10.0.2.2'))).pass).toBeTruthy();
  });
});

describe('streams and videos of a site that is not open', () => {
  /** A stream on air and a recorded video in the event, written as the console and the studio would. */
  async function withStreamAndVideo(eventId: string) {
    await server.running.engine.commit([
      { type: 'set', path: `events/${eventId}/streams/s1`, data: { title: 'Main stage', type: 'video', streamType: 'default', live: true, direct: 'https://cdn.example/live.m3u8', vod: false } },
      { type: 'set', path: `events/${eventId}/videos/v1`, data: { streamID: 's1', masterVideo: 'https://cdn.example/recording.mp4' } },
    ]);
  }
  const askAll = (browser: HttpSession, eventId: string, pass?: string) =>
    Promise.all([
      call(browser, 'watchStream', { eventId, streamId: 's1', pass }),
      call(browser, 'watchVideo', { eventId, videoId: 'v1', pass }),
      call(browser, 'startWatching', { eventId, streamId: 's1', pass }),
    ]);

  it('gives them only to a pass made with the password, or to the event’s members', async () => {
    const eventId = await newEvent('protected-streams');
    await withStreamAndVideo(eventId);
    await ok(owner.browser, 'setEventProtection', { eventId, protection: 'password', secret: 'open sesame' });
    for (const res of await askAll(viewerBrowser, eventId)) expect(res.json.error).toEqual({ code: 'permission-denied', message: siteAccessMessages.unlockFirst });
    for (const res of await askAll(viewerBrowser, eventId, 'made-up')) expect(res.status).toBe(403);
    const { pass } = await ok(viewerBrowser, 'unlockEventSite', { eventId, secret: 'open sesame' });
    const [stream, video, watching] = await askAll(viewerBrowser, eventId, pass);
    // Off air until an operator puts it on air: what matters here is that the pass was let in.
    expect(stream.json.result).toMatchObject({ title: 'Main stage', state: 'offline' });
    expect(video.json.result).toMatchObject({ state: 'vod', playbackUrl: 'https://cdn.example/recording.mp4' });
    expect(watching.json.result.tokenId).toEqual(expect.any(String));
    // The admin app's preview: a member of the event needs no pass.
    for (const res of await askAll(owner.browser, eventId)) expect(res.status).toBe(200);
  });

  it('gives them only to a registered viewer where the site asks for registration', async () => {
    const eventId = await newEvent('registered-streams');
    await withStreamAndVideo(eventId);
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { registerReq: true, registration: FIELDS } });
    for (const res of await askAll(viewerBrowser, eventId)) expect(res.json.error).toEqual({ code: 'permission-denied', message: siteAccessMessages.registerFirst });
    const { pass } = await ok(viewerBrowser, 'registerForEvent', { eventId, answers: { firstName: 'Grace', email: 'grace@example.com' } });
    for (const res of await askAll(viewerBrowser, eventId, pass)) expect(res.status).toBe(200);
  });

  it('gives them to anyone where the site is open', async () => {
    const eventId = await newEvent('open-streams');
    await withStreamAndVideo(eventId);
    for (const res of await askAll(viewerBrowser, eventId)) expect(res.status, res.text).toBe(200);
  });
});

describe('registration', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await newEvent('registration');
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { registerReq: true, registration: FIELDS } });
    await publishedPage(eventId, 'Members only', ['prelive']);
  });

  it('refuses a missing required field, an unknown or hidden field and an option the field does not have', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: 'ada@example.com' }, registrationMessages.required('First name')],
      [{ firstName: 'Ada' }, registrationMessages.required('Email')],
      [{ firstName: 'Ada', email: 'not-an-address' }, registrationMessages.invalidEmail],
      [{ firstName: 'Ada', email: 'ada@example.com', role: 'admin' }, registrationMessages.unknownField('role')],
      [{ firstName: 'Ada', email: 'ada@example.com', lastName: 'Lovelace' }, registrationMessages.unknownField('lastName')],
      [{ firstName: 'Ada', email: 'ada@example.com', registered: 'no' }, registrationMessages.unknownField('registered')],
      [{ firstName: 'Ada', email: 'ada@example.com', company: 'Initech' }, registrationMessages.notAnOption('Company')],
    ];
    for (const [answers, message] of cases) {
      const res = await call(viewerBrowser, 'registerForEvent', { eventId, answers });
      expect(res.json.error, JSON.stringify(answers)).toEqual({ code: 'invalid-argument', message });
    }
    expect(await server.running.engine.list({ path: `events/${eventId}/users` })).toEqual([]);
  });

  it('writes the participant with the event’s fields only, and brings them back without registering again', async () => {
    expect((await ok(viewerBrowser, 'eventSiteContent', { eventId })).needs).toEqual(['registration']);
    const { pass } = await ok(viewerBrowser, 'registerForEvent', { eventId, answers: { firstName: ' Ada ', email: 'Ada@Example.com', company: 'Acme' } });
    const [participant] = await server.running.engine.list({ path: `events/${eventId}/users` });
    // The answers, and the fields the participants table sorts and searches by (participant-listing.ts).
    expect(Object.keys(participant.data).sort()).toEqual([
      'company', 'createdAt', 'disabled', 'email', 'engagement', 'firstName', 'lastSeenAt', 'last_changed', 'registered', 'searchKeys', 'sortName', 'state', 'stats',
    ]);
    expect(participant.data).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', company: 'Acme', registered: true, disabled: false, state: 'offline' });
    const content = await ok(viewerBrowser, 'eventSiteContent', { eventId, pass });
    expect(content).toMatchObject({ needs: [], viewer: { name: 'Ada', email: 'ada@example.com' } });
    expect(content.pages).toHaveLength(1);
    // The same address from another browser is the same participant.
    await ok(server.session(), 'registerForEvent', { eventId, answers: { firstName: 'Ada', email: 'ada@example.com' } });
    expect(await server.running.engine.list({ path: `events/${eventId}/users` })).toHaveLength(1);
    // A participant disabled by the organisers is asked to register again, and cannot: their decision stands.
    await server.running.engine.commit([{ type: 'update', path: participant.path, data: { disabled: true } }]);
    expect((await ok(viewerBrowser, 'eventSiteContent', { eventId, pass })).needs).toEqual(['registration']);
    const again = await call(viewerBrowser, 'registerForEvent', { eventId, answers: { firstName: 'Ada', email: 'ada@example.com' } });
    expect(again.json.error).toEqual({ code: 'permission-denied', message: registrationMessages.removed });
  });

  it('is rate-limited per address and refused where the event does not ask for it', async () => {
    const register = createRegisterForEvent({ registerByAddress: { limit: 2, windowMs: 60_000 } });
    const docs = engineDocs(server.running.engine);
    const from = (address: string) => ({ ...directContext('nobody', docs, server.url), auth: null, clientAddress: address });
    const answers = (n: number) => ({ firstName: 'Viewer', email: `viewer${n}@example.com` });
    await register.run({ eventId, answers: answers(1) }, from('10.1.0.1'));
    await register.run({ eventId, answers: answers(2) }, from('10.1.0.1'));
    await expect(register.run({ eventId, answers: answers(3) }, from('10.1.0.1'))).rejects.toMatchObject({ code: 'resource-exhausted' });
    await register.run({ eventId, answers: answers(3) }, from('10.1.0.2'));
    const open = await newEvent('no-registration');
    const res = await call(viewerBrowser, 'registerForEvent', { eventId: open, answers: { email: 'a@example.com' } });
    expect(res.json.error).toEqual({ code: 'failed-precondition', message: registrationMessages.notRequired });
  });
});

describe('registration with the form as the organiser found it (issue 31)', () => {
  const participants = (eventId: string) => server.running.engine.list({ path: `events/${eventId}/users` });
  async function mailsTo(to: string): Promise<{ to: string; subject: string; text: string; html?: string }[]> {
    const res = await server.session().request('/api/outbox', { headers: { authorization: `Bearer ${server.running.operatorKey}` } });
    return (res.json.messages as { to: string; subject: string; text: string }[]).filter((mail) => mail.to === to);
  }

  it('registers with the default form, mails the personal link, and the link lets the viewer in on another browser', async () => {
    const eventId = await newEvent('default-form');
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}`, data: { title: 'Tom & Jerry <Live>' } }]);
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { registerReq: true } });
    await publishedPage(eventId, 'Members only', ['prelive']);
    const site = await siteWhen(eventId, (s) => s?.registerReq === true);
    expect((site!.registration as RegistrationField[]).map((field) => [field.name, field.required, field.selected])).toEqual([['email', true, true]]);

    const { pass } = await ok(viewerBrowser, 'registerForEvent', { eventId, answers: { email: ' Ada.Default@Example.COM ' } });
    expect((await ok(viewerBrowser, 'eventSiteContent', { eventId, pass })).needs).toEqual([]);
    const [mail] = await mailsTo('ada.default@example.com');
    expect(mail.subject).toBe('You are registered to Tom & Jerry <Live>');
    expect(mail.text).toContain('You are registered to Tom & Jerry <Live>.');
    expect(mail.html).toBeUndefined();
    const link = /(\S+)\/e\/default-form#pass=(\S+)/.exec(mail.text);
    expect(link?.[1]).toBe(server.url);
    const linked = decodeURIComponent(link![2]);
    expect(linked).not.toBe(pass);

    // Another browser, with nothing but the link: let in as the same participant; a guessed pass is not.
    const elsewhere = server.session();
    expect(await ok(elsewhere, 'eventSiteContent', { eventId, pass: linked })).toMatchObject({ needs: [], viewer: { email: 'ada.default@example.com' } });
    expect((await ok(elsewhere, 'eventSiteContent', { eventId, pass: `${linked.slice(0, -2)}xx` })).needs).toEqual(['registration']);

    // The same address again, written otherwise, is the same participant, and gets a new mail.
    await ok(server.session(), 'registerForEvent', { eventId, answers: { email: 'ADA.default@example.com  ' } });
    const [participant, ...more] = await participants(eventId);
    expect(more).toEqual([]);
    expect(participant.data).toMatchObject({ email: 'ada.default@example.com', registered: true, disabled: false });
    expect(await mailsTo('ada.default@example.com')).toHaveLength(2);
    // A new address sent from three browsers at once: one participant all the same.
    const register = (email: string) => ok(server.session(), 'registerForEvent', { eventId, answers: { email } });
    await Promise.all([' Bo@example.com', 'bo@EXAMPLE.com', 'bo@example.com '].map(register));
    expect((await participants(eventId)).map((registered) => registered.data.email).sort()).toEqual(['ada.default@example.com', 'bo@example.com']);
  });

  it('never lets the mailed link carry a password given on it', async () => {
    const eventId = await newEvent('mailed-link');
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { registerReq: true } });
    await ok(viewerBrowser, 'registerForEvent', { eventId, answers: { email: 'grace@example.com' } });
    const linked = decodeURIComponent(/#pass=(\S+)/.exec((await mailsTo('grace@example.com'))[0].text)![1]);
    await ok(owner.browser, 'setEventProtection', { eventId, protection: 'password', secret: 'open sesame' });
    const { pass } = await ok(server.session(), 'unlockEventSite', { eventId, secret: 'open sesame', pass: linked });
    expect(pass).not.toBe(linked);
    expect((await ok(server.session(), 'eventSiteContent', { eventId, pass })).needs).toEqual([]);
    expect((await ok(server.session(), 'eventSiteContent', { eventId, pass: linked })).needs).toEqual(['protection']);
  });

  it('checks every field type on the server, and refuses missing, oversized and hostile values with clear messages', async () => {
    const eventId = await newEvent('field-types');
    const field = (name: string, fieldType: RegistrationField['fieldType'], options: string[] = []): RegistrationField => {
      const label = name[0].toUpperCase() + name.slice(1);
      return { name, key: name, label, placeholder: '', required: true, selected: true, fieldType, options };
    };
    // An old event's stored form, without the email field that every form now has.
    const stored = [field('company', 'text'), field('about', 'textarea'), field('mobile', 'phone'), field('country', 'select', ['Finland', 'Sweden'])];
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}`, data: { registerReq: true, registration: stored } }]);
    const good = { company: 'Acme', about: 'Hello', mobile: '+358 40 123 4567', country: 'Finland', email: 'eve@example.com' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, email: undefined }, registrationMessages.required('Email')],
      [{ ...good, company: '   ' }, registrationMessages.required('Company')],
      [{ ...good, company: 'x'.repeat(201) }, registrationMessages.tooLong('Company', 200)],
      [{ ...good, about: 'x'.repeat(2_001) }, registrationMessages.tooLong('About', 2_000)],
      [{ ...good, email: `${'x'.repeat(200)}@example.com` }, registrationMessages.tooLong('Email', 200)],
      [{ ...good, email: 'eve@example.com\r\nBcc: all@example.com' }, registrationMessages.invalidEmail],
      [{ ...good, mobile: '040 123 4567' }, registrationMessages.invalidPhone],
      [{ ...good, country: 'Narnia' }, registrationMessages.notAnOption('Country')],
      [{ ...good, constructor: 'x' }, registrationMessages.unknownField('constructor')],
      [{ ...good, disabled: 'false' }, registrationMessages.unknownField('disabled')],
    ];
    for (const [answers, message] of cases) {
      const res = await call(viewerBrowser, 'registerForEvent', { eventId, answers });
      expect(res.json.error, JSON.stringify(answers)).toEqual({ code: 'invalid-argument', message });
    }
    expect(await participants(eventId)).toEqual([]);
    const hostile = { ...good, company: '<img src=x onerror=alert(1)>', about: "Robert'); DROP TABLE users;--" };
    await ok(viewerBrowser, 'registerForEvent', { eventId, answers: hostile });
    const [participant] = await participants(eventId);
    expect(participant.data).toMatchObject({ ...hostile, registered: true });
  });
});
