/**
 * Publishing a page (spec 002 section 4): the components and the author are written onto the
 * page, its revisions grow by one (the first is 1), `version` is false, `published` true, a
 * snapshot of the result goes into its versions, and the publisher's draft is cleared, all in one
 * transaction. Of two producers publishing the same page, the later one's components are the
 * page's and the earlier one's stay in the versions; the later one learns that it replaced a
 * newer revision than its draft began from. Presenters blocks get their presenters' names and
 * pictures from the event's presenters here, so the site never reads presenter records.
 */
import { newDocumentId } from '@domain/documents/paths';
import { MAX_DOCUMENT_BYTES, serverTimestamp, type DocData, type DocValue } from '@domain/documents/values';
import { componentProblem, type PageComponent, type PresenterCard } from '@domain/pages/component';
import { PAGE, PAGE_DRAFT, PAGE_VERSIONS, pageMessages } from '@domain/pages/page';
import { documentSize } from '../db/doc-size';
import { invalidArgument, notFound } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { authorName, requireEventRole } from './page-access';
import { isDocId } from './resource-roles';
import type { AdminDocs } from './services';

const text = (value: DocValue | undefined) => (typeof value === 'string' ? value : '');

/** The event's presenters named by the blocks, as cards; ids that name no presenter are dropped. */
async function presenterCards(docs: AdminDocs, eventId: string, components: PageComponent[]): Promise<Map<string, PresenterCard>> {
  const ids = new Set(components.flatMap((c) => (c.type === 'presenters' ? c.presenters.map((p) => p.id) : [])));
  const cards = new Map<string, PresenterCard>();
  for (const id of ids) {
    const presenter = isDocId(`events/${eventId}/presenters`, id) ? await docs.get(`events/${eventId}/presenters/${id}`) : null;
    if (!presenter) continue;
    const thumbnail = presenter.data.thumbnail;
    const url = thumbnail && typeof thumbnail === 'object' && !Array.isArray(thumbnail) && !(thumbnail instanceof Date) ? text((thumbnail as DocData).url) : '';
    cards.set(id, { id, name: text(presenter.data.name), organisation: text(presenter.data.organisation), thumbnail: url });
  }
  return cards;
}

/** A size the person publishing can act on, instead of the database's refusal. */
function checkSize(path: string, data: DocData): void {
  const size = documentSize(path, data);
  if (size > MAX_DOCUMENT_BYTES) {
    const kb = (n: number) => `${Math.ceil(n / 1024).toLocaleString('en-US')} KB`;
    throw invalidArgument(`This page is too large to publish (${kb(size)} of at most ${kb(MAX_DOCUMENT_BYTES)}): remove some content or move it to another page.`);
  }
}

export const publishPage: ApiHandler<'publishPage'> = {
  access: 'signed-in',
  async run({ eventId, pageId, components, baseRevision }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    for (const component of components) {
      const problem = componentProblem(component);
      if (problem) throw invalidArgument(problem);
    }
    const cards = await presenterCards(docs, eventId, components);
    const published = components.map((c) =>
      c.type === 'presenters' ? { ...c, presenters: c.presenters.flatMap((p) => (cards.has(p.id) ? [cards.get(p.id)!] : [])) } : c,
    );
    const author = await authorName(docs, auth!);
    const versionId = newDocumentId();
    return docs.runTransaction(async (tx) => {
      const page = isDocId(`events/${eventId}/pages`, pageId) ? await tx.get(PAGE(eventId, pageId)) : null;
      if (!page) throw notFound(pageMessages.noPage);
      const current = typeof page.data.revisions === 'number' ? page.data.revisions : 0;
      const revisions = current + 1;
      const now = new Date();
      const after: DocData = { ...page.data, components: published, author, revisions, version: false, published: true, updatedAt: now };
      const snapshot: DocData = { ...after, version: true, versionDate: now, versionAuthor: author };
      checkSize(PAGE(eventId, pageId), after);
      checkSize(`${PAGE_VERSIONS(eventId, pageId)}/${versionId}`, snapshot);
      tx.update(PAGE(eventId, pageId), { components: published, author, revisions, version: false, published: true, updatedAt: serverTimestamp() });
      tx.set(`${PAGE_VERSIONS(eventId, pageId)}/${versionId}`, { ...snapshot, updatedAt: serverTimestamp(), versionDate: serverTimestamp() });
      tx.delete(PAGE_DRAFT(eventId, pageId, auth!.uid));
      return { revisions, replacedNewer: current > baseRevision };
    });
  },
};
