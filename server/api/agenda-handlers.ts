/**
 * The agenda calls (spec 002 sections 2 and 7): adding an item (owners), editing one (producers)
 * and deleting one (owners), as the permission matrix's event content rows say. Each presenter an
 * item names must be one of the event's presenters, and its deck one of the event's decks, when it
 * is saved; the server stamps eventID, createdAt and createdBy.
 */
import { AGENDA, AGENDA_ITEM, agendaMessages, agendaProblem } from '@domain/agenda/agenda-item';
import { DECKS } from '@domain/decks/deck';
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import { PRESENTER, PRESENTERS } from '@domain/presenters/presenter';
import { invalidArgument, notFound } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { requireEventRole } from './page-access';
import { isDocId } from './resource-roles';

const asDate = (ms: number | null) => (ms === null ? null : new Date(ms));

export const saveAgendaItem: ApiHandler<'saveAgendaItem'> = {
  access: 'signed-in',
  async run({ eventId, itemId, item }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, itemId === undefined ? 'owner' : 'producer');
    const problem = agendaProblem(item);
    if (problem) throw invalidArgument(problem);
    const presenters = [...new Set(item.presenters)];
    const deck = item.deck ?? null;
    const fields = { title: item.title.trim(), startsAt: asDate(item.startsAt), endsAt: asDate(item.endsAt), presenters, deck };
    const id = itemId ?? newDocumentId();
    await docs.runTransaction(async (tx) => {
      for (const presenterId of presenters) {
        if (!(isDocId(PRESENTERS(eventId), presenterId) && (await tx.get(PRESENTER(eventId, presenterId))))) throw invalidArgument(agendaMessages.unknownPresenter);
      }
      if (deck !== null && !(isDocId(DECKS(eventId), deck) && (await tx.get(`${DECKS(eventId)}/${deck}`)))) throw invalidArgument(agendaMessages.unknownDeck);
      if (itemId === undefined) {
        tx.set(AGENDA_ITEM(eventId, id), { ...fields, eventID: eventId, createdAt: serverTimestamp(), createdBy: auth!.uid });
        return;
      }
      if (!(isDocId(AGENDA(eventId), itemId) && (await tx.get(AGENDA_ITEM(eventId, itemId))))) throw notFound(agendaMessages.noItem);
      tx.update(AGENDA_ITEM(eventId, id), fields);
    });
    return { itemId: id };
  },
};

export const deleteAgendaItem: ApiHandler<'deleteAgendaItem'> = {
  access: 'signed-in',
  async run({ eventId, itemId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    await docs.runTransaction(async (tx) => {
      if (!(isDocId(AGENDA(eventId), itemId) && (await tx.get(AGENDA_ITEM(eventId, itemId))))) throw notFound(agendaMessages.noItem);
      tx.delete(AGENDA_ITEM(eventId, itemId));
    });
    return {};
  },
};
