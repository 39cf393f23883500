/**
 * The event settings calls (spec 000 sections 2.11, 5 and 7.2; spec 002 sections 4 and 5): the
 * settings page's Update, and moving an event to another organisation. Clients may write only an
 * event's state and refresh token themselves (the permission matrix's `clientWritableFields`);
 * every other field comes through here, checked again, in one transaction, so a slug stays
 * unique and nothing is ever half-written.
 */
import { arrayRemove, arrayUnion, type WriteData } from '@domain/documents/values';
import { cssProblem } from '@domain/events/css-check';
import { SLUG_CLAIM, eventCallMessages, eventRuleMessages, validateSlug, validateTitle } from '@domain/events/event-rules';
import { registrationProblem, settingsMessages, type EventSettingsPatch } from '@domain/events/event-settings';
import { organizationOf } from '@domain/permissions/event-organization';
import { roleAtLeast } from '@domain/permissions/roles';
import { invalidArgument, notFound, permissionDenied } from '../http/errors';
import { slugHeldByOther, slugTaken } from './event-handlers';
import type { ApiHandler } from './handler-types';
import { isDocId, roleOn, roleOnEvent } from './resource-roles';
import type { AdminDoc, AdminTransaction } from './services';
import { readCueKeyRotation, rotateCueKeys } from './stream-cues';

export const settingsCallMessages = {
  producersOnly: 'Only producers and owners of an event can change its settings.',
  organizationProducersOnly: 'Only owners and producers of the event’s organisation can move it to another organisation.',
  eventOwnersOnly: 'Only the owners of an event can put it in an organisation.',
  targetProducersOnly: 'You can only move an event to an organisation where you are a producer or owner.',
  notAnOrganization: 'That is not an organisation.',
} as const;

/** The rules the settings schema cannot say: title, slug, registration form and style sheet. */
function settingsProblem(settings: EventSettingsPatch): string | null {
  if (settings.title !== undefined) {
    if (settings.title.trim() === '') return settingsMessages.titleRequired;
    const problem = validateTitle(settings.title);
    if (problem) return problem;
  }
  if (settings.slug !== undefined) {
    const problem = validateSlug(settings.slug);
    // The settings page has its own wording for a short slug (spec 000 section 5).
    if (problem) return problem === eventRuleMessages.slugTooShort ? settingsMessages.slugTooShort : problem;
  }
  if (settings.registration !== undefined) {
    const problem = registrationProblem(settings.registration);
    if (problem) return problem;
  }
  return settings.styleSheet !== undefined ? (cssProblem(settings.styleSheet.css)?.message ?? null) : null;
}

/** The patch as stored: the title trimmed as on creation, the date as a timestamp. */
function storedPatch({ title, date, ...rest }: EventSettingsPatch): WriteData {
  return {
    ...rest,
    ...(title !== undefined ? { title: title.trim() } : {}),
    ...(date !== undefined ? { date: date === null ? null : new Date(date) } : {}),
  };
}

const REFERENCES = [
  { field: 'frontPage', collection: 'pages', message: settingsMessages.unknownPage },
  { field: 'headerMenu', collection: 'menus', message: settingsMessages.unknownMenu },
  { field: 'footerMenu', collection: 'menus', message: settingsMessages.unknownMenu },
] as const;

/** The front page and menus must be this event's own ('' clears them); a removed page cannot be the front page. */
async function referencesProblem(tx: AdminTransaction, eventId: string, settings: EventSettingsPatch): Promise<string | null> {
  for (const { field, collection, message } of REFERENCES) {
    const id = settings[field];
    if (id === undefined || id === '') continue;
    const parent = `events/${eventId}/${collection}`;
    const doc = isDocId(parent, id) ? await tx.get(`${parent}/${id}`) : null;
    if (!doc || doc.data.removed === true) return message;
  }
  return null;
}

/**
 * Reads the claims a slug change touches and returns the writes that move the claim. Read in the
 * transaction: of two changes to the same slug, the second finds the first's claim when it runs
 * again, and is told SLUG_TAKEN.
 */
async function slugMove(tx: AdminTransaction, eventId: string, oldSlug: unknown, newSlug: string): Promise<() => void> {
  const claim = await tx.get(SLUG_CLAIM(newSlug));
  if (claim && claim.data.eventId !== eventId) throw slugTaken();
  const old = typeof oldSlug === 'string' && isDocId('eventSlugs', oldSlug) ? await tx.get(SLUG_CLAIM(oldSlug)) : null;
  return () => {
    if (old && old.data.eventId === eventId) tx.delete(old.path);
    if (!claim) tx.set(SLUG_CLAIM(newSlug), { eventId });
  };
}

export const updateEventSettings: ApiHandler<'updateEventSettings'> = {
  access: 'signed-in',
  async run({ eventId, settings }, { auth, services }) {
    const { uid } = auth!;
    const { docs } = services;
    if (!roleAtLeast(await roleOnEvent(docs, eventId, uid), 'producer')) throw permissionDenied(settingsCallMessages.producersOnly);
    const problem = settingsProblem(settings);
    if (problem) throw invalidArgument(problem);
    const { slug } = settings;
    // Events written before claims hold their slug by the field alone; a query cannot run in the
    // transaction, so they are looked for here. The claim read in the transaction settles races.
    const before = await docs.get(`events/${eventId}`);
    if (slug !== undefined && slug !== before?.data.slug && (await slugHeldByOther(docs, slug, eventId))) throw slugTaken();

    await docs.runTransaction(async (tx) => {
      // Again in the transaction: a role taken away meanwhile stops the write.
      if (!roleAtLeast(await roleOnEvent(tx, eventId, uid), 'producer')) throw permissionDenied(settingsCallMessages.producersOnly);
      const event = await tx.get(`events/${eventId}`);
      if (!event) throw notFound(eventCallMessages.noSuchEvent);
      const badReference = await referencesProblem(tx, eventId, settings);
      if (badReference) throw invalidArgument(badReference);
      const moveClaim = slug !== undefined && slug !== event.data.slug ? await slugMove(tx, eventId, event.data.slug, slug) : null;
      // Asking viewers to register, or no longer, changes the site's protection: the cue logs move (stream-cues.ts).
      const registration = settings.registerReq !== undefined && settings.registerReq !== (event.data.registerReq === true);
      const cueKeys = registration ? await readCueKeyRotation(docs, tx, eventId) : [];
      // Every read is done; now the writes.
      moveClaim?.();
      if (Object.keys(settings).length > 0) tx.update(event.path, storedPatch(settings));
      rotateCueKeys(tx, eventId, cueKeys);
    });
    return {};
  },
};

/**
 * Whether the caller may take the event out of where it is: owner or producer of its current
 * organisation's own record (an event-level role does not count). An event without an
 * organisation (our decision; the spec shows only events in one): its owners may put it in one.
 */
async function mayMoveFrom(tx: AdminTransaction, event: AdminDoc, current: string | null, uid: string): Promise<boolean> {
  if (current === null) return (await roleOn(tx, event.id, uid)) === 'owner';
  return roleAtLeast(await roleOn(tx, current, uid), 'producer');
}

export const changeEventOrganization: ApiHandler<'changeEventOrganization'> = {
  access: 'signed-in',
  async run({ eventId, organizationId }, { auth, services }) {
    const { uid } = auth!;
    await services.docs.runTransaction(async (tx) => {
      const event = isDocId('events', eventId) ? await tx.get(`events/${eventId}`) : null;
      const current = organizationOf(event?.data);
      if (!event || !(await mayMoveFrom(tx, event, current, uid))) {
        throw permissionDenied(current === null ? settingsCallMessages.eventOwnersOnly : settingsCallMessages.organizationProducersOnly);
      }
      if (organizationId === current) throw invalidArgument(settingsMessages.alternativeOrganization);
      if (!roleAtLeast(await roleOn(tx, organizationId, uid), 'producer')) throw permissionDenied(settingsCallMessages.targetProducersOnly);
      const target = await tx.get(`resourceAccess/${organizationId}`);
      if (target?.data.type !== 'organization') throw invalidArgument(settingsCallMessages.notAnOrganization);
      const source = current === null ? null : await tx.get(`resourceAccess/${current}`);

      // Every read is done; now the writes (spec 000 sections 3 and 7.2).
      if (source) tx.update(source.path, { events: arrayRemove(eventId) });
      tx.update(target.path, { events: arrayUnion(eventId) });
      const stored = event.data.permission;
      const permission = stored !== null && typeof stored === 'object' && !Array.isArray(stored) && !(stored instanceof Date) ? stored : {};
      tx.update(event.path, {
        organization: organizationId,
        permission: {
          ...permission,
          organization: organizationId,
          organizationId,
          organizationName: typeof target.data.name === 'string' ? target.data.name : '',
          oldOrganizationId: current,
        },
      });
      // An event that had no organisation keeps its own access record, so its admins keep their roles.
    });
    return {};
  },
};
