/**
 * The public site's calls (issue 12): giving a protected event's password or PIN (or, where it is
 * email-protected, a participant's address), registering, and fetching the pages of a site that
 * is not open. The server decides everything: the secret's hash is never sent anywhere, a
 * registration can hold only the event's own shown fields, both are rate-limited per address, and
 * pages come only to a pass that covers what the site asks.
 */
import type { DocData, WriteData } from '@domain/documents/values';
import { serverTimestamp } from '@domain/documents/values';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { isEventReady } from '@domain/events/event-rules';
import { protectionOf, publicPageFilters, siteMenuOf } from '@domain/pages/event-site';
import { MENU, MENUS } from '@domain/pages/menu';
import { PAGES } from '@domain/pages/page';
import { isPageState } from '@domain/pages/page-states';
import { checkRegistration, registrationMessages } from '@domain/pages/registration';
import { listingFieldsOf, newParticipantListing } from '@domain/participants/participant-listing';
import { REGISTER_LIMIT, UNLOCK_LIMIT, accessEmailOf, siteAccessMessages } from '@domain/pages/site-access';
import { sitePassLink } from '@domain/pages/site-paths';
import { verifyPassword } from '../auth/passwords';
import { registrationMail } from '../mail/registration-mail';
import { HttpError, invalidArgument, notFound, permissionDenied, statusForCode, tooManyRequests } from '../http/errors';
import type { WindowSpec } from '../limits/limit-counter';
import type { ApiHandler } from './handler-types';
import { participantByEmail } from './participant-by-email';
import { participantPath, registrantId } from './participant-ids';
import { isDocId } from './resource-roles';
import type { AdminDocs } from './services';
import { missingFor, protectionStamp, readPass, saveMailedPass, savePass } from './site-passes';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const refused = (code: 'failed-precondition' | 'internal', message: string) => new HttpError(statusForCode(code), code, message);

/** The event behind a site, when it has one (it exists and is ready). */
export async function siteEvent(docs: Pick<AdminDocs, 'get'>, eventId: string): Promise<DocData> {
  const event = isDocId('events', eventId) ? await docs.get(`events/${eventId}`) : null;
  if (!event || !isEventReady(event.data.status)) throw notFound(siteAccessMessages.noEvent);
  return event.data;
}

function requireAddress(address: string): string {
  // Without an address every anonymous viewer would share one limit.
  if (!address) throw refused('internal', 'The server could not tell who is asking.');
  return address;
}

type Limit = Omit<WindowSpec, 'name'>;
/** `unlockByViewer`: growing windows, the longest last (UNLOCK_LIMIT.perViewer). */
export type SiteLimits = { unlockByViewer?: readonly Limit[]; unlockByEvent?: Limit; registerByAddress?: Limit };

export function createUnlockEventSite({ unlockByViewer = UNLOCK_LIMIT.perViewer, unlockByEvent = UNLOCK_LIMIT.perEvent }: SiteLimits = {}): ApiHandler<'unlockEventSite'> {
  const byViewer = unlockByViewer.map((limit, i): WindowSpec => ({ name: `site-unlock-viewer-${i}`, ...limit }));
  const byEvent: WindowSpec = { name: 'site-unlock-event', ...unlockByEvent };
  return {
    access: 'public',
    async run({ eventId, secret, pass }, { services: { docs, limits }, clientAddress }) {
      const event = await siteEvent(docs, eventId);
      const protection = protectionOf(event);
      if (!protection) throw refused('failed-precondition', siteAccessMessages.notProtected);
      // What can be no participant's address is refused before it costs a try: its shape is no secret.
      const email = protection === 'email' ? accessEmailOf(secret) : null;
      if (protection === 'email' && email === null) throw invalidArgument(siteAccessMessages.invalidEmail);
      const address = requireAddress(clientAddress);
      // Taken before the check, so tries sent together cannot all pass it; a right answer gives its try back.
      // The event's ceiling refuses only addresses that already tried: wrong guesses from elsewhere never lock out a new viewer.
      const viewer = `${eventId}:${address}`;
      const tries = await limits.takeWithCeiling(
        byViewer.map((window) => ({ window, key: viewer })),
        { window: byEvent, key: eventId },
      );
      if (!tries.ok) throw tooManyRequests('resource-exhausted', siteAccessMessages.tooManyTries, tries.retryAfterMs);
      let participantId: string | null = null;
      if (email !== null) {
        participantId = await listedParticipant(docs, eventId, email);
        if (participantId === null) throw permissionDenied(siteAccessMessages.notOnList);
      } else {
        const hash = String(protection === 'password' ? event.passHash : event.pinHash);
        if (!(await verifyPassword(secret, hash))) throw permissionDenied(protection === 'password' ? siteAccessMessages.wrongPassword : siteAccessMessages.wrongPin);
      }
      await tries.refund();
      const held = await readPass(docs, eventId, pass);
      const token = await docs.runTransaction(async (tx) =>
        savePass(tx, eventId, pass, held, { protectionStamp: protectionStamp(event), ...(participantId ? { participantId } : {}) }),
      );
      return { pass: token };
    },
  };
}

/** The id of the participant with this address, unless there is none or the organisers removed or disabled them: both answer alike. */
async function listedParticipant(docs: AdminDocs, eventId: string, email: string): Promise<string | null> {
  const participant = await participantByEmail(docs, eventId, email);
  return participant && participant.data.disabled !== true ? participant.id : null;
}

/**
 * The table's fields of a registrant (domain/participants/participant-listing.ts): a new one starts
 * unseen and offline; one registering again keeps their activity, and reads offline unless the
 * visitor analytics has them online, and gains whatever sort field an older record lacks.
 */
function registrantListing(stored: DocData | null, answers: Readonly<Record<string, string>>): WriteData {
  if (!stored) return { ...newParticipantListing(answers), state: 'offline', last_changed: serverTimestamp() };
  const unseen = newParticipantListing({ ...stored, ...answers });
  return {
    ...listingFieldsOf({ ...stored, ...answers }),
    ...(stored.stats === undefined ? { stats: unseen.stats } : {}),
    ...(stored.engagement === undefined ? { engagement: unseen.engagement } : {}),
    ...(stored.lastSeenAt === undefined ? { lastSeenAt: unseen.lastSeenAt } : {}),
    state: stored.state === 'online' ? 'online' : 'offline',
    last_changed: serverTimestamp(),
  };
}

export function createRegisterForEvent({
  registerByAddress = { limit: REGISTER_LIMIT.perAddress, windowMs: REGISTER_LIMIT.windowMs },
}: SiteLimits = {}): ApiHandler<'registerForEvent'> {
  const byAddress: WindowSpec = { name: 'site-register-address', ...registerByAddress };
  return {
    access: 'public',
    async run({ eventId, answers, pass }, { services: { docs, limits, sendMail, publicUrl }, clientAddress }) {
      const event = await siteEvent(docs, eventId);
      if (event.registerReq !== true) throw refused('failed-precondition', registrationMessages.notRequired);
      const held = await readPass(docs, eventId, pass);
      if ((await missingFor(docs, eventId, event, held)).includes('protection')) throw permissionDenied(siteAccessMessages.unlockFirst);
      const checked = checkRegistration(event.registration, answers);
      if (!checked.ok) throw invalidArgument(checked.error);
      const address = requireAddress(clientAddress);
      const limited = await limits.takeAll([{ window: byAddress, key: address }]);
      if (!limited.ok) throw tooManyRequests('resource-exhausted', registrationMessages.tooMany, limited.retryAfterMs);
      const { email } = checked.answers;
      const participantId = (await participantByEmail(docs, eventId, email))?.id ?? registrantId(email);
      // The pass names the participant whose address let the viewer in: anyone else would join the organisers' list.
      if (protectionOf(event) === 'email' && participantId !== held?.participantId) throw permissionDenied(siteAccessMessages.registerAsYourself);
      const path = participantPath(eventId, participantId);
      const passes = await docs.runTransaction(async (tx) => {
        const current = await tx.get(path);
        if (current?.data.disabled === true) throw permissionDenied(registrationMessages.removed);
        if (current) tx.update(path, { ...checked.answers, registered: true, ...registrantListing(current.data, checked.answers) });
        else tx.set(path, { ...checked.answers, registered: true, disabled: false, createdAt: serverTimestamp(), ...registrantListing(null, checked.answers) });
        return { pass: savePass(tx, eventId, pass, held, { participantId }), mailed: saveMailedPass(tx, eventId, participantId) };
      });
      // After the registration stands: should the mail fail, registering again sends it and changes nothing else.
      await sendMail(registrationMail(email, text(event.title), sitePassLink(publicUrl(), text(event.slug), passes.mailed)));
      return { pass: passes.pass };
    },
  };
}

export const eventSiteContent: ApiHandler<'eventSiteContent'> = {
  access: 'public',
  async run({ eventId, pass }, { services: { docs } }) {
    const event = await siteEvent(docs, eventId);
    const held = await readPass(docs, eventId, pass);
    const needs = await missingFor(docs, eventId, event, held);
    const state = isPageState(event.state) ? event.state : null;
    if (needs.length > 0 || state === null) return { needs, state, pages: [], headerMenu: null, footerMenu: null, viewer: null };
    const pages = await docs.list({ path: PAGES(eventId), where: publicPageFilters(state) });
    const menu = async (field: 'headerMenu' | 'footerMenu') => {
      const id = text(event[field]);
      return id && isDocId(MENUS(eventId), id) ? siteMenuOf(id, (await docs.get(MENU(eventId, id)))?.data ?? null) : null;
    };
    const participant = held?.participantId ? await docs.get(`${PARTICIPANTS_COLLECTION(eventId)}/${held.participantId}`) : null;
    return {
      needs,
      state,
      pages: pages.map((page) => ({
        id: page.id,
        slug: text(page.data.slug),
        title: text(page.data.title),
        template: text(page.data.template),
        states: Array.isArray(page.data.states) ? page.data.states.map(text) : [],
        components: Array.isArray(page.data.components) ? page.data.components : [],
        image: text(page.data.image),
      })),
      headerMenu: await menu('headerMenu'),
      footerMenu: await menu('footerMenu'),
      viewer: participant
        ? { name: [text(participant.data.firstName), text(participant.data.lastName)].join(' ').trim(), email: text(participant.data.email) }
        : null,
    };
  },
};

export const unlockEventSite = createUnlockEventSite();
export const registerForEvent = createRegisterForEvent();
