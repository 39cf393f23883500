import { useState } from 'react';
import type { PageComponent } from '@domain/pages/component';
import { PAGE_DRAFT } from '@domain/pages/page';
import { useBackend } from '@/lib/backend-context';
import type { PageDoc } from '../model/page-doc';
import { useDraftDoc, useDraftSaver, type SaveState } from './use-draft';
import { usePage } from './use-pages';

export type Working = { components: PageComponent[]; baseRevision: number; unpublished: boolean };

export type BuilderDraft =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'missing' }
  | {
      status: 'ready';
      page: PageDoc;
      working: Working;
      /** The draft could not be read (its components do not fit the schema): the published page is shown. */
      draftDamaged: boolean;
      saveState: SaveState;
      /** Someone published after this draft began: Publish will replace their revision. */
      newerPublished: boolean;
      edit: (change: (components: PageComponent[]) => PageComponent[]) => void;
      replace: (components: PageComponent[]) => void;
      discard: () => Promise<void>;
      published: (revisions: number) => void;
      flush: () => Promise<void>;
    };

/**
 * The builder's working copy of a page: the caller's draft when there is one (so unpublished work
 * survives a reload), else the published components, which it follows live while nothing is being
 * changed. Every change is written to the draft shortly after it is made.
 */
export function useBuilderDraft(eventId: string, pageId: string, uid: string): BuilderDraft {
  const backend = useBackend();
  const page = usePage(eventId, pageId);
  const draft = useDraftDoc(eventId, pageId, uid);
  const saver = useDraftSaver(eventId, pageId, uid);
  const [local, setLocal] = useState<{ pageId: string; working: Working } | null>(null);

  if (page.status === 'error') return { status: 'error', error: page.error };
  if (draft.status === 'error') return { status: 'error', error: draft.error };
  if (page.status === 'pending' || draft.status === 'pending') return { status: 'loading' };
  if (page.data === null) return { status: 'missing' };
  const current = page.data;
  const stored = draft.data;
  const draftDamaged = stored?.damaged === true;

  const fromServer: Working =
    stored && !draftDamaged
      ? { components: stored.components, baseRevision: stored.baseRevision, unpublished: true }
      : { components: current.components, baseRevision: current.revisions, unpublished: false };
  // What this screen changed wins over the stored copies until it is published or discarded.
  const working = local && local.pageId === pageId && local.working.unpublished ? local.working : fromServer;

  const replace = (components: PageComponent[]) => {
    const next = { components, baseRevision: working.baseRevision, unpublished: true };
    setLocal({ pageId, working: next });
    saver.save(components, next.baseRevision);
  };

  return {
    status: 'ready',
    page: current,
    working,
    draftDamaged,
    saveState: saver.state,
    newerPublished: working.unpublished && current.revisions > working.baseRevision,
    edit: (change) => replace(change(working.components)),
    replace,
    async discard() {
      await saver.flush();
      await backend.docs.remove(PAGE_DRAFT(eventId, pageId, uid));
      setLocal(null);
    },
    published(revisions) {
      setLocal({ pageId, working: { components: working.components, baseRevision: revisions, unpublished: false } });
    },
    flush: saver.flush,
  };
}
