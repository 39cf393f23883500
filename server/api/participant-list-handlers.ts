/**
 * The participants table's calls (issue 31; spec 002 sections 2, 3 and 4): a page of an event's
 * participants, one participant with their activity for the View modal, and deleting one. The
 * pages are read with a cursor, one index range each, so the 100,000th participant costs what the
 * first does; the export reads the same pages. Reading needs the role the matrix's `users` row
 * reads with (viewer); deleting needs an owner, as deletes do in the spec's table.
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
import { jsonRecord, participantRow } from './participant-rows';
import { isDocId, roleOnEvent } from './resource-roles';
import type { AdminDoc, AdminDocs } from './services';

async function requireReader(docs: AdminDocs, auth: AuthContext, eventId: string): Promise<void> {
  const role: Role | null = auth && isDocId('events', eventId) ? await roleOnEvent(docs, eventId, auth.uid) : null;
  if (!roleAtLeast(role, 'viewer')) throw permissionDenied(participantMessages.readers);
}

function fieldValue(data: Readonly<Record<string, unknown>>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
}

/** Reads `limit` documents and says where the next page starts, if there is one. */
async function page(docs: AdminDocs, query: QuerySpec, limit: number, sortField: string) {
  const found = await docs.list({ ...query, limit: limit + 1 });
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  const value = last ? fieldValue(last.data, sortField) : null;
  const next = found.length > limit && last ? encodeCursor(value instanceof Date || typeof value === 'string' || typeof value === 'number' ? value : null, last.id) : null;
  return { shown, next };
}

export const listParticipants: ApiHandler<'listParticipants'> = {
  access: 'signed-in',
  async run({ eventId, sort, direction, search, showDisabled, pageSize, cursor }, { auth, services: { docs } }) {
    await requireReader(docs, auth, eventId);
    const field = PARTICIPANT_SORT_FIELDS[sort];
    const term = searchTermOf(search);
    // Always a filter on `disabled`, so one index per sort serves both settings of "Show disabled".
    const where: WhereClause[] = [showDisabled ? { field: 'disabled', op: 'in', value: [false, true] } : { field: 'disabled', op: '==', value: false }];
    if (term) where.push({ field: SEARCH_KEYS_FIELD, op: 'array-contains', value: term });
    const query: QuerySpec = {
      path: PARTICIPANTS_COLLECTION(eventId),
      where,
      orderBy: [
        { field, direction },
        { field: DOCUMENT_ID_FIELD, direction },
      ],
      ...(cursor ? { start: decodeCursor(cursor) } : {}),
    };
    const { shown, next } = await page(docs, query, pageSize, field);
    return { participants: shown.map((doc) => participantRow(doc)), next };
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
    const { shown, next } = await page(docs, query, PARTICIPANT_LOG_PAGE_SIZE, 'createdAt');
    return {
      participant: participantRow(doc),
      record: jsonRecord(doc.data) as Record<string, unknown>,
      logs: shown.map((log) => ({
        id: log.id,
        type: typeof log.data.type === 'string' ? log.data.type : '',
        createdAt: log.data.createdAt instanceof Date ? log.data.createdAt.getTime() : null,
        time: typeof log.data.time === 'number' && Number.isFinite(log.data.time) ? log.data.time : null,
      })),
      nextLogs: next,
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
      tx.update(path, { disabled: true, state: 'deletedUser', last_changed: serverTimestamp() });
    });
    return {};
  },
};
