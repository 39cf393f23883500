import { useMutation } from '@tanstack/react-query';
import { DECK_PRESENTATIONS_MAX, DECK_SLIDES_MAX, DECKS, deckMessages, deckTitle, renumber, slidesFrom, type DeckSlide, type PresentationSource } from '@domain/decks/deck';
import { BackendError } from '@domain/errors/backend-error';
import { serverTimestamp, type Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export async function createDeck(backend: Backend, eventId: string, uid: string, title: string, presentations: PresentationSource[]): Promise<string> {
  if (presentations.length === 0) throw new BackendError('invalid-argument', deckMessages.selectPresentations);
  const slides = slidesFrom(presentations);
  if (presentations.length > DECK_PRESENTATIONS_MAX || slides.length > DECK_SLIDES_MAX) throw new BackendError('invalid-argument', deckMessages.tooManySlides);
  return backend.docs.add(DECKS(eventId), {
    title: deckTitle(title, presentations[0].name),
    description: '',
    autoplay: false,
    autoplaySpeed: 0,
    presentations: presentations.map((p) => ({ id: p.id, name: p.name })),
    slides,
    eventID: eventId,
    author: uid,
    presenterCurrent: 0,
    revision: 1,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** The stored revision moved past the one this edit was made from: someone else saved meanwhile. */
export class DeckConflict extends Error {}

/** Saves the slides if the deck is still at `revision`; answers the new revision. */
export async function saveSlides(backend: Backend, path: string, revision: number, slides: DeckSlide[]): Promise<number> {
  return backend.docs.runTransaction(async (tx) => {
    const current = await tx.get<{ revision?: number }>(path);
    if (!current.exists) throw new BackendError('not-found', 'This deck was deleted.');
    if ((current.data?.revision ?? 0) !== revision) throw new DeckConflict(deckMessages.conflict);
    tx.update(path, { slides: renumber(slides), revision: revision + 1, updatedAt: serverTimestamp() });
    return revision + 1;
  });
}

/** Edit deck's title and description, apart from the slides: their revision is the autosave's. */
export async function saveDeckDetails(backend: Backend, path: string, details: { title: string; description: string }): Promise<void> {
  await backend.docs.update(path, { ...details, updatedAt: serverTimestamp() });
}

type NewDeck = { title: string; presentations: PresentationSource[] };

export function useCreateDeck(eventId: string, uid: string, callbacks: OperationCallbacks<string, NewDeck> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: ({ title, presentations }: NewDeck) => createDeck(backend, eventId, uid, title, presentations), ...callbacks });
}

type DeckDetails = { deckId: string; title: string; description: string };

export function useSaveDeckDetails(eventId: string, callbacks: OperationCallbacks<void, DeckDetails> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: ({ deckId, title, description }: DeckDetails) => saveDeckDetails(backend, `${DECKS(eventId)}/${deckId}`, { title, description }),
    ...callbacks,
  });
}

export function useDeleteDeck(eventId: string, callbacks: OperationCallbacks<void, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (deckId: string) => backend.docs.remove(`${DECKS(eventId)}/${deckId}`), ...callbacks });
}
