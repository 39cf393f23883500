/**
 * The page calls of the pages list and the settings drawer (spec 002 sections 2, 4, 5 and 7):
 * creating, changing settings and slug, archiving and restoring, hard deletion and duplication.
 * Publishing is in page-publish.ts. Each checks the caller's role, the input's rules and the
 * page's existence, then writes in one transaction.
 */
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp, type DocData, type WriteData } from '@domain/documents/values';
import {
  DEFAULT_AUTHOR,
  PAGE,
  PAGES,
  PAGE_VERSIONS,
  duplicateTitle,
  pageMessages,
  pageSlugFromTitle,
  pageSlugProblem,
  pageTitleProblem,
} from '@domain/pages/page';
import { HttpError, invalidArgument, notFound, statusForCode } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { authorName, requireEventRole } from './page-access';
import { isDocId } from './resource-roles';
import type { AdminDocs, AdminTransaction } from './services';

const slugTaken = () => new HttpError(statusForCode('already-exists'), 'already-exists', pageMessages.slugTaken);

/** Whether another page of the event has this slug. */
export async function pageSlugTaken(docs: AdminDocs, eventId: string, slug: string, pageId?: string): Promise<boolean> {
  const holders = await docs.list({ path: PAGES(eventId), where: [{ field: 'slug', op: '==', value: slug }], limit: 2 });
  return holders.some((page) => page.id !== pageId);
}

/** `base`, or `base-2`, `base-3`... the first no page of the event has. */
async function freeSlug(docs: AdminDocs, eventId: string, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await pageSlugTaken(docs, eventId, slug))) return slug;
  }
}

/** The page, read in the transaction, or not-found. */
async function existingPage(tx: Pick<AdminTransaction, 'get'>, eventId: string, pageId: string): Promise<DocData> {
  const page = isDocId(PAGES(eventId), pageId) ? await tx.get(PAGE(eventId, pageId)) : null;
  if (!page) throw notFound(pageMessages.noPage);
  return page.data;
}

export const createPage: ApiHandler<'createPage'> = {
  access: 'signed-in',
  async run({ eventId, page }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    const problem = pageTitleProblem(page.title);
    if (problem) throw invalidArgument(problem);
    const slug = await freeSlug(docs, eventId, pageSlugFromTitle(page.title));
    const pageId = newDocumentId();
    const createdAuthor = await authorName(docs, auth!);
    await docs.runTransaction(async (tx) => {
      tx.set(PAGE(eventId, pageId), {
        title: page.title.trim(),
        slug,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        createdAuthor,
        author: DEFAULT_AUTHOR,
        visibility: true,
        states: page.states,
        order: null,
        tags: page.tags,
        template: page.template,
        children: [],
        image: '',
        components: [],
        revisions: 0,
        version: false,
        removed: false,
        published: false,
      });
    });
    return { pageId };
  },
};

export const updatePageSettings: ApiHandler<'updatePageSettings'> = {
  access: 'signed-in',
  async run({ eventId, pageId, settings }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    if (settings.title !== undefined) {
      const problem = pageTitleProblem(settings.title);
      if (problem) throw invalidArgument(problem);
    }
    const patch: WriteData = { ...settings, ...(settings.title !== undefined ? { title: settings.title.trim() } : {}), updatedAt: serverTimestamp() };
    await docs.runTransaction(async (tx) => {
      await existingPage(tx, eventId, pageId);
      tx.update(PAGE(eventId, pageId), patch);
    });
    return {};
  },
};

export const changePageSlug: ApiHandler<'changePageSlug'> = {
  access: 'signed-in',
  async run({ eventId, pageId, slug }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    const problem = pageSlugProblem(slug);
    if (problem) throw invalidArgument(problem);
    if (await pageSlugTaken(docs, eventId, slug, pageId)) throw slugTaken();
    await docs.runTransaction(async (tx) => {
      await existingPage(tx, eventId, pageId);
      tx.update(PAGE(eventId, pageId), { slug, updatedAt: serverTimestamp() });
    });
    return {};
  },
};

/** Clears the event's front page when it is this page (a removed page cannot be the front page). */
async function releaseFrontPage(tx: AdminTransaction, eventId: string, pageId: string): Promise<void> {
  const event = await tx.get(`events/${eventId}`);
  if (event?.data.frontPage === pageId) tx.update(`events/${eventId}`, { frontPage: '' });
}

export const setPageRemoved: ApiHandler<'setPageRemoved'> = {
  access: 'signed-in',
  async run({ eventId, pageId, removed }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    await docs.runTransaction(async (tx) => {
      await existingPage(tx, eventId, pageId);
      if (removed) await releaseFrontPage(tx, eventId, pageId);
      tx.update(PAGE(eventId, pageId), { removed, updatedAt: serverTimestamp() });
    });
    return {};
  },
};

/** Below Firestore's 500 writes per transaction. */
const DELETE_BATCH = 450;

export const deletePage: ApiHandler<'deletePage'> = {
  access: 'signed-in',
  async run({ eventId, pageId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    await existingPage(docs, eventId, pageId);
    const below = [
      ...(await docs.list({ path: PAGE_VERSIONS(eventId, pageId) })),
      ...(await docs.list({ path: `${PAGE(eventId, pageId)}/drafts` })),
    ].map((doc) => doc.path);
    // The snapshots and drafts first, so a deletion that fails halfway leaves the page to delete again.
    for (let start = 0; start < below.length; start += DELETE_BATCH) {
      const batch = below.slice(start, start + DELETE_BATCH);
      await docs.runTransaction(async (tx) => batch.forEach((path) => tx.delete(path)));
    }
    await docs.runTransaction(async (tx) => {
      await releaseFrontPage(tx, eventId, pageId);
      tx.delete(PAGE(eventId, pageId));
    });
    return {};
  },
};

/** Fields a duplicate does not take from the original (spec 002 section 4), besides those it sets. */
const NOT_DUPLICATED = ['updatedAt', 'order', 'id'];

export const duplicatePage: ApiHandler<'duplicatePage'> = {
  access: 'signed-in',
  async run({ eventId, pageId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    const original = await existingPage(docs, eventId, pageId);
    const copyId = newDocumentId();
    const title = typeof original.title === 'string' ? original.title : '';
    const copy: WriteData = Object.fromEntries(Object.entries(original).filter(([key]) => !NOT_DUPLICATED.includes(key)));
    await docs.runTransaction(async (tx) => {
      tx.set(PAGE(eventId, copyId), {
        ...copy,
        // The spec's generated id as the slug: page ids are unique, so the slug is free.
        slug: copyId.toLowerCase(),
        title: duplicateTitle(title),
        createdAt: serverTimestamp(),
        createdAuthor: await authorName(docs, auth!),
        version: false,
        revisions: 0,
        // The copy shows on the site once it is published.
        published: false,
        removed: false,
      });
    });
    return { pageId: copyId };
  },
};
