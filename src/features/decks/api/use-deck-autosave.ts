/**
 * The deck editor's slides with autosave (spec 002 sections 4 and 9): 250 ms after the last edit
 * the slides are saved, if nobody else saved meanwhile. The state says what the user sees:
 * saved, unsaved edits, saving, an error, or a conflict (the other edit wins until reloaded).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DECK_AUTOSAVE_MS, DECKS, type DeckSlide } from '@domain/decks/deck';
import { useBackend } from '@/lib/backend-context';
import type { Deck } from '../model/deck-row';
import { DeckConflict, saveSlides } from './deck-mutations';

export type SaveState = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export function useDeckAutosave(eventId: string, deck: Deck) {
  const backend = useBackend();
  const [slides, setSlides] = useState<DeckSlide[]>(deck.slides);
  const [state, setState] = useState<SaveState>('saved');
  const revision = useRef(deck.revision);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(slides);
  /** Saves run one after another, each from the revision the previous one made. */
  const chain = useRef<Promise<void>>(Promise.resolve());

  const save = useCallback(async () => {
    setState('saving');
    try {
      revision.current = await saveSlides(backend, `${DECKS(eventId)}/${deck.id}`, revision.current, latest.current);
      setState(timer.current ? 'pending' : 'saved');
    } catch (error) {
      setState(error instanceof DeckConflict ? 'conflict' : 'error');
    }
  }, [backend, eventId, deck.id]);

  const edit = useCallback(
    (next: DeckSlide[]) => {
      latest.current = next;
      setSlides(next);
      setState('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        chain.current = chain.current.then(save);
      }, DECK_AUTOSAVE_MS);
    },
    [save],
  );

  /** Drops local edits and takes the stored deck (after a conflict). */
  const reload = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    latest.current = deck.slides;
    revision.current = deck.revision;
    setSlides(deck.slides);
    setState('saved');
  }, [deck]);

  // An edit still waiting when the editor closes is saved, not lost.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        const path = `${DECKS(eventId)}/${deck.id}`;
        void chain.current.then(() => saveSlides(backend, path, revision.current, latest.current)).catch(() => undefined);
      }
    },
    [backend, eventId, deck.id],
  );

  return { slides, state, edit, reload, retry: () => (chain.current = chain.current.then(save)) };
}
