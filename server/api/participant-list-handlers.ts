/**
 * The participants table's calls (issue 31; spec 002 sections 2, 3 and 4): a page of an event's
 * participants, one participant with their activity for the View modal, and deleting one. The
 * pages are read with a cursor, one index range each, so the 100,000th participant costs what the
 * first does; the export reads the same pages. A page number away from the pages the table knows
 * is reached by skipping a bounded number of participants from the nearest one or from an end,
 * and the total is a count aggregation (no document read), so the table can offer page numbers.
 * Reading needs the role the matrix's `users` row reads with (viewer); deleting needs an owner,
 * as deletes do in the spec's table.
 */
import { DOCUMENT_ID_FIELD, type QuerySpec, type WhereClause } from '@domain/documents/query';
import { serverTimestamp } from '@domain/documents/values';
import { ANALYTICS_COLLECTION, PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import {
  PARTICIPANT_LOG_PAGE_SIZE,
  PARTICIPANT_SORT_FIELDS,
  SEARCH_KEYS_FIELD,
  participantMessages,
  searchTermOf,
} from '@domain/participants/participant-listing';
import { roleAtLeast, type Role } from '@domain/permissions/roles';
import type { AuthContext } from '../auth/context';
import { notFound, permissionDenied } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { requireEventRole } from './page-access';
import { decodeCursor, encodeCursor } from './participant-cursor';
import { backfillListingFields, storeExpiredOnline } from './participant-listing-upkeep';
import { jsonRecord, participantRow } from './participant-rows';
import { isDocId, roleOnEvent } from './resource-roles';
import type { AdminDoc, AdminDocs } from './services';
import { readRemovalRotation, rotateCueKeys } from './stream-cues';

async function requireReader(docs: AdminDocs, auth: AuthContext, eventId: string): Promise<void> {
  const role: Role | null = auth && isDocId('events', eventId) ? await roleOnEvent(docs, eventId, auth.uid) : null;
  if (!roleAtLeast(role, 'viewer')) throw permissionDenied(participantMessages.readers);
}

function fieldValue(data: Readonly<Record<string, unknown>>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
}

/** The cursor at a document: its sort value and id. */
function cursorAt(doc: AdminDoc, sortField: string): string {
  const value = fieldValue(doc.data, sortField);
  return encodeCursor(value instanceof Date || typeof value === 'string' || typeof value === 'number' ? value : null, doc.id);
}

/** Reads `limit` documents, `offset` after the query's start, and says whether more follow them. */
async function page(docs: AdminDocs, query: QuerySpec, limit: number, offset = 0) {
  const found = await docs.list({ ...query, limit: limit + 1, ...(offset ? { offset } : {}) });
  return { shown: found.slice(0, limit), more: found.length > limit };
}

const reversed = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

export const listParticipants: ApiHandler<'listParticipants'> = {
  access: 'signed-in',
  async run({ eventId, sort, direction, search, showDisabled, pageSize, cursor, backwards, skip, total }, { auth, services: { docs } }) {
    await requireReader(docs, auth, eventId);
    // Once per listing, at the page read without a cursor: not again on each of an export's pages.
    if (cursor === undefined) {
      await backfillListingFields(docs, eventId);
      await storeExpiredOnline(docs, eventId, new Date());
    }
    const field = PARTICIPANT_SORT_FIELDS[sort];
    const term = searchTermOf(search);
    // Always a filter on `disabled`, so one index per sort serves both settings of "Show disabled".
    const where: WhereClause[] = [showDisabled ? { field: 'disabled', op: 'in', value: [false, true] } : { field: 'disabled', op: '==', value: false }];
    if (term) where.push({ field: SEARCH_KEYS_FIELD, op: 'array-contains', value: term });
    const ordered = (by: 'asc' | 'desc'): QuerySpec => ({
      path: PARTICIPANTS_COLLECTION(eventId),
      where,
      orderBy: [
        { field, direction: by },
        { field: DOCUMENT_ID_FIELD, direction: by },
      ],
    });
    // A backwards page reads the other way from its cursor (or from the end) and is turned round.
    const query = { ...ordered(backwards ? reversed(direction) : direction), ...(cursor ? { start: decodeCursor(cursor) } : {}) };
    const [{ shown, more }, count] = await Promise.all([page(docs, query, pageSize, skip), total ? docs.count(ordered(direction)) : null]);
    const rows = backwards ? shown.reverse() : shown;
    // Past the side read from, more follow when the read found them; behind it, when it started inside the list.
    const [ahead, behind] = [more, cursor !== undefined || skip > 0];
    const [before, after] = backwards ? [ahead, behind] : [behind, ahead];
    const first = rows.at(0);
    const last = rows.at(-1);
    return {
      participants: rows.map((doc) => participantRow(doc)),
      next: after && last ? cursorAt(last, field) : null,
      previous: before && first ? cursorAt(first, field) : null,
      total: count,
    };
  },
};

async function participantDoc(docs: AdminDocs, eventId: string, participantId: string): Promise<AdminDoc> {
  const doc = isDocId(PARTICIPANTS_COLLECTION(eventId), participantId) ? await docs.get(`${PARTICIPANTS_COLLECTION(eventId)}/${participantId}`) : null;
  if (!doc) throw notFound(participantMessages.noParticipant);
  return doc;
}

export const participantDetail: ApiHandler<'participantDetail'> = {
  access: 'signed-in',
  async run({ eventId, participantId, logCursor }, { auth, services: { docs } }) {
    await requireReader(docs, auth, eventId);
    const doc = await participantDoc(docs, eventId, participantId);
    const query: QuerySpec = {
      path: ANALYTICS_COLLECTION(eventId),
      where: [{ field: 'participantId', op: '==', value: participantId }],
      orderBy: [
        { field: 'createdAt', direction: 'desc' },
        { field: DOCUMENT_ID_FIELD, direction: 'desc' },
      ],
      ...(logCursor ? { start: decodeCursor(logCursor) } : {}),
    };
    const { shown, more } = await page(docs, query, PARTICIPANT_LOG_PAGE_SIZE);
    const last = shown.at(-1);
    return {
      participant: participantRow(doc),
      record: jsonRecord(doc.data) as Record<string, unknown>,
      logs: shown.map((log) => ({
        id: log.id,
        type: typeof log.data.type === 'string' ? log.data.type : '',
        createdAt: log.data.createdAt instanceof Date ? log.data.createdAt.getTime() : null,
        time: typeof log.data.time === 'number' && Number.isFinite(log.data.time) ? log.data.time : null,
      })),
      nextLogs: more && last ? cursorAt(last, 'createdAt') : null,
    };
  },
};

export const deleteParticipant: ApiHandler<'deleteParticipant'> = {
  access: 'signed-in',
  async run({ eventId, participantId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    await docs.runTransaction(async (tx) => {
      const path = `${PARTICIPANTS_COLLECTION(eventId)}/${participantId}`;
      if (!(isDocId(PARTICIPANTS_COLLECTION(eventId), participantId) && (await tx.get(path)))) throw notFound(participantMessages.noParticipant);
      const cueKeys = await readRemovalRotation(docs, tx, eventId);
      tx.update(path, { disabled: true, state: 'deletedUser', last_changed: serverTimestamp() });
      rotateCueKeys(tx, eventId, cueKeys);
    });
    return {};
  },
};
