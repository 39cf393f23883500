/**
 * The presenter calls (spec 002 sections 2, 5, 7 and 8): adding a presenter (owners), editing one
 * (producers) and deleting one (owners), as the permission matrix's event content rows say. The
 * server stamps createdAt and createdBy; the dialog sends the rest, checked by the contract's
 * schema and the name rule.
 */
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import { PRESENTER, PRESENTERS, presenterMessages, presenterProblem } from '@domain/presenters/presenter';
import { invalidArgument, notFound } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { requireEventRole } from './page-access';
import { isDocId } from './resource-roles';

export const savePresenter: ApiHandler<'savePresenter'> = {
  access: 'signed-in',
  async run({ eventId, presenterId, presenter }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, presenterId === undefined ? 'owner' : 'producer');
    const problem = presenterProblem(presenter);
    if (problem) throw invalidArgument(problem);
    const fields = {
      name: presenter.name.trim(),
      organisation: presenter.organisation.trim(),
      email: presenter.email.trim(),
      phone: presenter.phone.trim(),
      thumbnail: presenter.thumbnail && presenter.thumbnail.url !== '' ? presenter.thumbnail : null,
    };
    const id = presenterId ?? newDocumentId();
    await docs.runTransaction(async (tx) => {
      if (presenterId === undefined) {
        tx.set(PRESENTER(eventId, id), { ...fields, createdAt: serverTimestamp(), createdBy: auth!.uid });
        return;
      }
      if (!(isDocId(PRESENTERS(eventId), presenterId) && (await tx.get(PRESENTER(eventId, presenterId))))) throw notFound(presenterMessages.noPresenter);
      tx.update(PRESENTER(eventId, id), fields);
    });
    return { presenterId: id };
  },
};

export const deletePresenter: ApiHandler<'deletePresenter'> = {
  access: 'signed-in',
  async run({ eventId, presenterId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    await docs.runTransaction(async (tx) => {
      if (!(isDocId(PRESENTERS(eventId), presenterId) && (await tx.get(PRESENTER(eventId, presenterId))))) throw notFound(presenterMessages.noPresenter);
      tx.delete(PRESENTER(eventId, presenterId));
    });
    return {};
  },
};
