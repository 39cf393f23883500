import { useEffect, useRef, useState } from 'react';
import type { PageComponent } from '@domain/pages/component';
import { PAGE_DRAFT, DRAFT_SAVE_DELAY_MS } from '@domain/pages/page';
import { serverTimestamp, type DocData, type DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toDraft, type DraftDoc } from '../model/page-doc';

const toDraftOrNull = (snap: DocSnapshot<DocData>) => (snap.exists ? toDraft(snap.data ?? {}) : null);

/** A producer's unpublished draft of a page, live; null when there is none. `uid` null: nobody's, it waits. */
export function useDraftDoc(eventId: string, pageId: string, uid: string | null): LiveState<DraftDoc | null> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, uid ? PAGE_DRAFT(eventId, pageId, uid) : null), toDraftOrNull);
}

export type SaveState = 'saved' | 'saving' | 'failed';

/**
 * Writes the working components to the caller's draft DRAFT_SAVE_DELAY_MS after the last change
 * (spec 002 section 9), so unpublished work survives a reload. `baseRevision`: the page's
 * revisions when this draft began, which Publish compares with the page's.
 */
export function useDraftSaver(eventId: string, pageId: string, uid: string) {
  const backend = useBackend();
  const [state, setState] = useState<SaveState>('saved');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => Promise<void>) | null>(null);

  const flush = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const write = pending.current;
    pending.current = null;
    if (!write) return;
    setState('saving');
    try {
      await write();
      if (!pending.current) setState('saved');
    } catch {
      setState('failed');
    }
  };

  const save = (components: PageComponent[], baseRevision: number) => {
    pending.current = () => backend.docs.set(PAGE_DRAFT(eventId, pageId, uid), { components: components as unknown as DocData[], baseRevision, updatedAt: serverTimestamp() });
    setState('saving');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
  };

  // What is typed just before leaving the builder is saved too.
  useEffect(() => () => void flush(), []);

  return { save, flush, state };
}
